import AmountKit
import Foundation

/// The spreadsheet export's one worksheet (`xl/worksheets/sheet1.xml` of `SpreadsheetWorkbook`),
/// one row per entry, each cell typed as what it is: the times are dates (numbers in the
/// date-time format, in `timeZone`), the amount a number with its currency's decimal places,
/// everything else text (inline strings in the "@" text format), so a postcode "02134", a
/// reference "00042" or "=1+1" and a street "12-3" stay as typed: no spreadsheet guesses a
/// type here, as it does with every cell of a CSV file.
struct WorkbookSheetWriter {
    /// The most significant digits a spreadsheet number keeps (a double's 15): a longer amount
    /// is written as text, never rounded.
    static let significantDigits = 15

    /// The minor digits of each currency; nil only when the bundled table cannot be read.
    let currencies: CurrencyTable?
    /// The time zone the times are shown in: a spreadsheet date has none.
    let timeZone: TimeZone
    /// The XML so far.
    private(set) var xml = ""
    /// The rows written, the title row included.
    private(set) var rows = 0
    /// The columns, in order.
    private(set) var columns = ExportColumns.builtInOnly

    init(currencies: CurrencyTable? = try? CurrencyTable.standard(), timeZone: TimeZone = .current) {
        self.currencies = currencies
        self.timeZone = timeZone
    }

    /// Starts the sheet: its view (the title row frozen, right to left when `rightToLeft`), the
    /// column widths, and the title row of `columns`' titles.
    mutating func begin(columns: ExportColumns = .builtInOnly, rightToLeft: Bool) {
        self.columns = columns
        xml =
            #"<?xml version="1.0" encoding="UTF-8" standalone="yes"?>"# + "\n"
            + #"<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" "#
            + #"xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships">"#
            + #"<sheetViews><sheetView workbookViewId="0""# + (rightToLeft ? #" rightToLeft="1""# : "") + ">"
            + #"<pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/>"#
            + #"<selection pane="bottomLeft" activeCell="A2" sqref="A2"/></sheetView></sheetViews><cols>"#
        for (index, column) in columns.columns.enumerated() {
            xml += #"<col min="\#(index + 1)" max="\#(index + 1)" width="\#(Self.width(of: column.field))" customWidth="1"/>"#
        }
        xml += "</cols><sheetData>"
        rows = 1
        xml += #"<row r="1">"#
        for (index, title) in columns.titles.enumerated() {
            appendText(title, column: index, style: .title)
        }
        xml += "</row>"
    }

    /// Appends the row of `entry`.
    mutating func write(_ entry: Entry) {
        rows += 1
        xml += #"<row r="\#(rows)">"#
        for (index, column) in columns.columns.enumerated() {
            switch column {
            case .field(.createdAt): appendDate(entry.createdAt, column: index)
            case .field(.updatedAt): appendDate(entry.updatedAt, column: index)
            case .field(.amount): appendAmount(of: entry, column: index)
            default: appendText(column.text(in: entry), column: index, style: .text)
            }
        }
        xml += "</row>"
    }

    /// Ends the sheet; returns its XML.
    mutating func finish() -> Data {
        xml += "</sheetData></worksheet>"
        return Data(xml.utf8)
    }

    /// A text cell (none for empty text).
    private mutating func appendText(_ text: String, column: Int, style: SpreadsheetCellStyle) {
        guard !text.isEmpty else { return }
        xml += #"<c r="\#(Self.reference(column: column, row: rows))" s="\#(style.index)" t="inlineStr"><is><t xml:space="preserve">"#
        xml += Self.escaped(text) + "</t></is></c>"
    }

    /// A date-time cell: the days since 1899-12-30 (the epoch of both spreadsheets' serial
    /// dates), the fraction the time of day, in `timeZone`; to the second the cell shows, so
    /// that a spreadsheet rounding 09:30:00.600 to 09:30:01 shows no other time than it holds.
    private mutating func appendDate(_ date: Date, column: Int) {
        let seconds = (date.timeIntervalSince1970 + Double(timeZone.secondsFromGMT(for: date))).rounded(.down)
        let serial = seconds / 86_400 + 25_569
        xml += #"<c r="\#(Self.reference(column: column, row: rows))" s="\#(SpreadsheetCellStyle.dateTime.index)"><v>\#(serial)</v></c>"#
    }

    /// The amount as a number shown with its currency's decimal places ("300.00" EUR, "15000"
    /// JPY), or as text when a spreadsheet number cannot hold it exactly.
    private mutating func appendAmount(of entry: Entry, column: Int) {
        var text = entry.amount
        var digits = 0
        if let currency = currencies?[entry.currency] {
            digits = currency.fractionDigits
            text = DecimalText.padded(text, fractionDigits: digits)
        }
        guard DecimalText.canonical(text) != nil, Self.isExactAsNumber(text) else {
            appendText(text, column: column, style: .text)
            return
        }
        let present = text.firstIndex(of: ".").map { text.distance(from: $0, to: text.endIndex) - 1 } ?? 0
        xml +=
            #"<c r="\#(Self.reference(column: column, row: rows))" s="\#(SpreadsheetCellStyle.amount(decimals: max(digits, present)).index)"><v>\#(text)</v></c>"#
    }

    /// Whether the decimal `text` has at most `significantDigits` significant digits.
    static func isExactAsNumber(_ text: String) -> Bool {
        let digits = text.unicodeScalars.filter { ("0"..."9").contains($0) }.map(Character.init)
        let significant = String(digits).drop { $0 == "0" }
        let trimmed = text.contains(".") ? String(significant.reversed().drop { $0 == "0" }.reversed()) : String(significant)
        return trimmed.count <= significantDigits
    }

    /// "A1" for (0, 1): the column's letters and the row's number.
    static func reference(column: Int, row: Int) -> String {
        var letters = ""
        var number = column + 1
        while number > 0 {
            let remainder = (number - 1) % 26
            letters.insert(Character(Unicode.Scalar(UInt8(65 + remainder))), at: letters.startIndex)
            number = (number - 1) / 26
        }
        return letters + String(row)
    }

    /// `text` for an XML element: `&`, `<`, `>` and `"` as entities; a character XML 1.0 cannot
    /// hold (a control character but tab, line feed and carriage return; U+FFFE, U+FFFF) as
    /// SpreadsheetML's `_xHHHH_`, and an `_x` that would read as such an escape as `_x005F_x`.
    static func escaped(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        let scalars = Array(text.unicodeScalars)
        for (index, scalar) in scalars.enumerated() {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "\t", "\n": result.unicodeScalars.append(scalar)
            // A bare CR would be read back as a line feed (XML normalises line ends).
            case "\r": result += "&#13;"
            case "_" where isEscapeLike(scalars, at: index): result += "_x005F_"
            default:
                if scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF {
                    result += "_x" + String(format: "%04X", scalar.value) + "_"
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result
    }

    /// Whether `_xHHHH_` starts at `index`.
    private static func isEscapeLike(_ scalars: [Unicode.Scalar], at index: Int) -> Bool {
        guard index + 6 < scalars.count, scalars[index + 1] == "x", scalars[index + 6] == "_" else { return false }
        return scalars[(index + 2)...(index + 5)].allSatisfy { $0.properties.isASCIIHexDigit }
    }

    /// A column's width in characters, for what it usually holds.
    static func width(of field: EntryField) -> Int {
        switch field {
        case .id: 38
        case .createdAt, .updatedAt: 20
        case .name, .companyName, .streetLine1, .streetLine2: 28
        case .city, .countryArea, .cityArea, .extra1, .extra2, .extra3, .reference: 18
        case .postalCode, .sortingCode, .amount: 14
        case .countryCode, .currency: 10
        case .officeFields, .ruleReasons: 28
        case .formVersion: 12
        }
    }
}
