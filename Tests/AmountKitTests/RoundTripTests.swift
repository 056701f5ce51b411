@testable import AmountKit
import Foundation
import Testing

@Suite("Format then parse")
struct RoundTripTests {
    /// A random amount with up to 15 integer digits and the currency's fraction digits.
    static func randomAmount(_ currency: Currency, using generator: inout SeededGenerator) -> Amount {
        let integerDigits = Int.random(in: 0...15, using: &generator)
        var text = Bool.random(using: &generator) ? "-" : ""
        text += integerDigits == 0 ? "0" : String(Int.random(in: 1...9, using: &generator))
        for _ in 1..<max(1, integerDigits) { text += String(Int.random(in: 0...9, using: &generator)) }
        if currency.fractionDigits > 0 {
            text += "."
            for _ in 0..<currency.fractionDigits { text += String(Int.random(in: 0...9, using: &generator)) }
        }
        do {
            return try Amount(canonical: text, currency: currency)
        } catch {
            fatalError("generated \(text): \(error)")
        }
    }

    @Test("every currency, 10 locales, symbol and ISO code, random amounts", arguments: Fixtures.locales)
    func roundTrip(locale identifier: String) throws {
        var generator = SeededGenerator(seed: 0xA110_C4E0 + UInt64(Fixtures.locales.firstIndex(of: identifier) ?? 0))
        let locale = Locale(identifier: identifier)
        let symbol = AmountFormatter(locale: locale, display: .symbol)
        let code = AmountFormatter(locale: locale, display: .isoCode)
        for currency in Fixtures.table.currencies {
            let parser = AmountParser(locale: locale, currency: currency, options: AmountParserOptions(allowsNegative: true))
            for _ in 0..<3 {
                let amount = Self.randomAmount(currency, using: &generator)
                for formatter in [symbol, code] {
                    let text = formatter.string(for: amount)
                    do {
                        let back = try parser.parse(text)
                        #expect(back == amount, "\(identifier) \(currency.code) '\(text)' -> \(back.canonicalString)")
                    } catch {
                        Issue.record("\(identifier) \(currency.code) \(amount.canonicalString) '\(text)': \(error)")
                    }
                }
                let plain = symbol.numberString(for: amount)
                #expect(try parser.parse(plain) == amount, "\(identifier) \(currency.code) '\(plain)'")
                #expect(try parser.parse(symbol.accessibleValue(for: amount)) == amount)
            }
        }
    }
}

@Suite("Format then parse, in every locale ICU knows")
struct EveryLocaleRoundTripTests {
    /// Whatever ICU writes for an amount in any of its locales (grouping sizes, separators and
    /// signs of every script and region) reads back as the same amount.
    @Test func everyLocaleReadsBackWhatItWrites() throws {
        let table = Fixtures.table
        var failures: [String] = []
        for identifier in Locale.availableIdentifiers.sorted() {
            let locale = Locale(identifier: identifier)
            let formatter = AmountFormatter(locale: locale, display: .symbol)
            var codes = ["EUR", "JPY"]
            if let own = locale.currency?.identifier, table[own] != nil, !codes.contains(own) { codes.append(own) }
            for code in codes {
                guard let currency = table[code] else { continue }
                let parser = AmountParser(locale: locale, currency: currency, options: AmountParserOptions(allowsNegative: true))
                let fraction = String(repeating: "5", count: currency.fractionDigits)
                for canonical in [
                    "1234567" + (fraction.isEmpty ? "" : "." + fraction), "-1234" + (fraction.isEmpty ? "" : "." + fraction), "7"
                ] {
                    let amount = try Amount(canonical: canonical, currency: currency)
                    let text = formatter.string(for: amount)
                    do {
                        let back = try parser.parse(text)
                        if back != amount { failures.append("\(identifier) \(code) '\(text)' -> \(back.canonicalString)") }
                    } catch {
                        failures.append("\(identifier) \(code) '\(text)': \(error)")
                    }
                }
            }
        }
        #expect(
            failures.isEmpty,
            Comment(rawValue: "\(failures.count) amounts do not read back:\n" + failures.prefix(80).joined(separator: "\n")))
    }
}
