@testable import AmountKit
import Foundation

/// Shared test data: the bundled currency table and the locales every test covers.
enum Fixtures {
    /// The bundled ISO 4217 table; tests fail loudly if it cannot be read.
    static let table: CurrencyTable = {
        do {
            return try CurrencyTable.standard()
        } catch {
            fatalError("data/currencies.json: \(error)")
        }
    }()

    /// The currency with `code` from the bundled table.
    static func currency(_ code: String) -> Currency {
        guard let currency = table[code] else { fatalError("no currency \(code) in the table") }
        return currency
    }

    /// The locales every table and round trip covers.
    static let locales = ["en_US", "en_GB", "en_IN", "de_DE", "de_CH", "fr_FR", "nl_NL", "ja_JP", "ar_BH", "pt_BR"]

    /// The ASCII digits of a text in any script ("١٬٢٣" -> "123").
    static func digits(_ text: some StringProtocol) -> String {
        String(text.unicodeScalars.compactMap { ScalarClass.digitValue($0).map { Character(String($0)) } })
    }

    /// The text without direction marks.
    static func visible(_ text: String) -> String {
        String(String.UnicodeScalarView(text.unicodeScalars.filter { !ScalarClass.isIgnorableMark($0) }))
    }
}
