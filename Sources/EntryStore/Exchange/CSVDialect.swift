import AmountKit
import Foundation

/// How a CSV export is written: the plain RFC 4180 file programs read, the same in every
/// locale, or the flavour a spreadsheet opens right (`entrydesk export --excel`).
public struct CSVDialect: Hashable, Sendable {
    /// Between fields.
    public let separator: CSVSeparator
    /// Between an amount's units and its fraction.
    public let decimalSeparator: Character
    /// Whether the file starts with a UTF-8 byte order mark: Excel reads a CSV file without one
    /// in the system's legacy code page ("JÃ¼rgen" for "Jürgen", 山田 garbled).
    public let byteOrderMark: Bool
    /// Whether cells a spreadsheet would read as numbers or dates are kept text
    /// (`SpreadsheetTextCell`).
    public let keepsTextAsText: Bool

    /// RFC 4180 with a comma, dot decimals, no byte order mark: what programs read, in every
    /// locale the same bytes.
    public static let plain = CSVDialect(separator: .comma, decimalSeparator: ".", byteOrderMark: false, keepsTextAsText: false)

    /// What Excel and LibreOffice open right in `locale`: a byte order mark, the locale's list
    /// separator (`;` where the decimal separator is a comma, as in de_DE and fr_FR, whose
    /// spreadsheets split a CSV file at `;`), amounts with the locale's decimal separator and no
    /// grouping (numbers the spreadsheet can add up), codes kept as text. A locale whose decimal
    /// separator is neither a comma nor a dot (Arabic's "٫") gets the comma and the dot, which
    /// its spreadsheets read too.
    public static func spreadsheet(for locale: Locale) -> CSVDialect {
        let decimal: Character = NumberConventions.of(locale).decimalSeparator == "," ? "," : "."
        return CSVDialect(
            separator: CSVSeparator.listSeparator(forDecimalSeparator: decimal), decimalSeparator: decimal,
            byteOrderMark: true, keepsTextAsText: true)
    }
}
