import AmountKit
import ArgumentParser
import Foundation

/// `entrydesk amount parse`: prints the canonical decimal of typed or pasted text.
struct AmountParseCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "parse",
        abstract: "Read TEXT as an amount; print the canonical decimal (1234.50, 1234 for JPY).",
        discussion: "Exits 1 with the reason on stderr when TEXT is not an amount. Put -- before a negative TEXT."
    )

    @OptionGroup var amount: AmountOptions

    @Flag(name: .customLong("allow-negative"), help: "Accept negative amounts.")
    var allowNegative = false

    @Option(help: "Largest accepted amount (canonical decimal, e.g. 10000.00).")
    var max: String?

    @Option(help: "Smallest accepted amount (canonical decimal).")
    var min: String?

    @Flag(help: "Round extra fraction digits half-to-even (banker's rounding) instead of rejecting them.")
    var round = false

    @Argument(help: "The text as typed or pasted, e.g. \"$1,234.50\" or \"1.234,50 €\".")
    var text: String

    func run() throws {
        do {
            let locale = try amount.resolvedLocale()
            let currency = try amount.resolvedCurrency()
            let options = AmountParserOptions(
                allowsNegative: allowNegative,
                minimum: try min.map { try limit($0, currency: currency, name: "--min") },
                maximum: try max.map { try limit($0, currency: currency, name: "--max") },
                rounding: round ? .halfEven : nil
            )
            do {
                let parsed = try AmountParser(locale: locale, currency: currency, options: options).parse(text)
                print(parsed.canonicalString)
            } catch {
                // The example in the reason is written as --locale writes amounts.
                throw AmountCommandFailure.exit("parse", error.explanation(locale: locale, currency: currency))
            }
        } catch let failure as AmountCommandFailure {
            throw AmountCommandFailure.exit("parse", failure.description)
        }
    }

    private func limit(_ text: String, currency: Currency, name: String) throws -> Decimal {
        do {
            return try Amount(canonical: text, currency: currency).value
        } catch {
            throw AmountCommandFailure("\(name) \(text): \(error.description)")
        }
    }
}
