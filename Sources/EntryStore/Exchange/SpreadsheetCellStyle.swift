/// The cell formats of the spreadsheet export (`cellXfs` of `SpreadsheetWorkbook.styles`), by
/// their index there.
enum SpreadsheetCellStyle: Equatable {
    /// The most decimal places an amount format is made for; more are shown as General.
    static let maximumDecimals = 6

    /// A column title: bold text.
    case title
    /// Text typed by a person or a code: the "@" format, so editing the cell keeps it text.
    case text
    /// A date and time, shown as 2026-11-21 09:30:00 (ISO 8601's order, read alike everywhere).
    case dateTime
    /// An amount with `decimals` places and the locale's grouping ("1,234.50", "1.234,50").
    case amount(decimals: Int)

    /// The index of the format in `cellXfs`.
    var index: Int {
        switch self {
        case .title: 1
        case .text: 2
        case .dateTime: 3
        case let .amount(decimals): decimals <= Self.maximumDecimals ? 4 + max(0, decimals) : 0
        }
    }

    /// The number format code of `decimals` places with grouping: "#,##0", "#,##0.00", ...
    static func amountFormat(decimals: Int) -> String {
        decimals == 0 ? "#,##0" : "#,##0." + String(repeating: "0", count: decimals)
    }

    /// The `cellXfs` entries, in index order: General, then the cases above.
    static var formats: [(numberFormat: Int, bold: Bool)] {
        [(0, false), (49, true), (49, false), (164, false)]
            + (0...maximumDecimals).map { (165 + $0, false) }
    }

    /// The custom number formats (`numFmts`) the formats use, by id.
    static var numberFormats: [(id: Int, code: String)] {
        [(164, "yyyy-mm-dd hh:mm:ss")] + (0...maximumDecimals).map { (165 + $0, amountFormat(decimals: $0)) }
    }
}
