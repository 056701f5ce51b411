import AmountKit
import ArgumentParser
import Foundation

/// `entrydesk amount format`: prints a canonical decimal as the locale writes the amount.
struct AmountFormatCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "format",
        abstract: "Write DECIMAL (e.g. 1234.5) as an amount in the locale: $1,234.50, 1.234,50 €.",
        discussion: "DECIMAL may not have more fraction digits than the currency. Put -- before a negative DECIMAL."
    )

    /// How the currency is shown.
    enum Display: String, ExpressibleByArgument, CaseIterable {
        case symbol
        case code
    }

    @OptionGroup var amount: AmountOptions

    @Option(help: "Show the currency as its symbol or its ISO code.")
    var display: Display = .symbol

    @Argument(help: "The amount as a canonical decimal: digits, optional leading -, optional '.'.")
    var decimal: String

    func run() throws {
        do {
            let locale = try amount.resolvedLocale()
            let currency = try amount.resolvedCurrency()
            let value: Amount
            do {
                value = try Amount(canonical: decimal, currency: currency)
            } catch {
                throw AmountCommandFailure(error.description)
            }
            let formatter = AmountFormatter(locale: locale, display: display == .code ? .isoCode : .symbol)
            print(formatter.string(for: value))
        } catch let failure as AmountCommandFailure {
            throw AmountCommandFailure.exit("format", failure.description)
        }
    }
}
