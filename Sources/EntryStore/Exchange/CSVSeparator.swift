import CSVAndJSON

/// The character between the fields of a CSV file: RFC 4180's comma; the semicolon a
/// spreadsheet writes where the decimal separator is a comma (de_DE, fr_FR, ...), since the
/// comma is inside the numbers there; the tab of "Unicode text" and TSV files.
public enum CSVSeparator: String, CaseIterable, Hashable, Sendable {
    case comma = ","
    case semicolon = ";"
    case tab = "\t"

    /// The byte the scanner splits at.
    var byte: UInt8 { UInt8(ascii: rawValue.unicodeScalars.first ?? ",") }

    /// The separator a file's header line uses: the candidate that splits it into the most
    /// fields, quotes respected (a `;` inside a quoted column name does not count); the comma
    /// when none splits it (a single column) or on a tie.
    static func detect(in bytes: [UInt8]) -> CSVSeparator {
        var best = CSVSeparator.comma
        var bestCount = CSVParser.headerFieldCount(bytes, separator: .comma)
        for candidate in [CSVSeparator.semicolon, .tab] {
            let count = CSVParser.headerFieldCount(bytes, separator: candidate)
            if count > bestCount { (best, bestCount) = (candidate, count) }
        }
        return best
    }

    /// The separator a spreadsheet in `decimalSeparator`'s locale reads and writes: the
    /// semicolon where numbers have a decimal comma, the comma elsewhere.
    static func listSeparator(forDecimalSeparator decimalSeparator: Character) -> CSVSeparator {
        decimalSeparator == "," ? .semicolon : .comma
    }
}
