import Foundation
#if canImport(FoundationXML)
    import FoundationXML
#endif

/// The first sheet of a flat OpenDocument spreadsheet (.fods, what LibreOffice converts a file
/// to with `--convert-to fods`), cell by cell with the type LibreOffice gave each: how the
/// spreadsheet tests see what a person would see in a cell and what the cell is.
struct OpenDocumentSheet {
    /// One cell: its type ("string", "float", "date", ...; empty for an empty cell), its value
    /// for numbers and dates (`office:value`, `office:date-value`), and its text as shown.
    struct Cell: Equatable, CustomStringConvertible {
        var type = ""
        var value = ""
        var text = ""
        var description: String { "\(type)(\(value.isEmpty ? text : value))" }
    }

    /// The rows, each cell repeated as many times as the file says.
    let rows: [[Cell]]

    /// Reads `url`; nil when it is not XML.
    init?(contentsOf url: URL) {
        guard let parser = XMLParser(contentsOf: url) else { return nil }
        let reader = Reader()
        parser.delegate = reader
        parser.shouldProcessNamespaces = false
        guard parser.parse() else { return nil }
        rows = reader.rows
    }

    /// The cell under the title `title` (in the first row) in row `row` (1: the first after the titles).
    func cell(_ row: Int, _ title: String) -> Cell {
        guard let column = rows.first?.firstIndex(where: { $0.text == title }), rows.indices.contains(row),
            rows[row].indices.contains(column)
        else { return Cell() }
        return rows[row][column]
    }

    /// The titles of the first row.
    var titles: [String] { rows.first?.map(\.text).filter { !$0.isEmpty } ?? [] }

    private final class Reader: NSObject, XMLParserDelegate {
        var rows: [[Cell]] = []
        private var sheets = 0
        private var row: [Cell] = []
        private var rowRepeat = 1
        private var cell: Cell?
        private var cellRepeat = 1
        private var paragraphs: [String] = []
        private var inParagraph = false

        func parser(
            _ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
            attributes: [String: String] = [:]
        ) {
            switch name {
            case "table:table": sheets += 1
            case "table:table-row" where sheets == 1:
                row = []
                rowRepeat = Int(attributes["table:number-rows-repeated"] ?? "") ?? 1
            case "table:table-cell" where sheets == 1, "table:covered-table-cell" where sheets == 1:
                cell = Cell(
                    type: attributes["office:value-type"] ?? "",
                    value: attributes["office:value"] ?? attributes["office:date-value"] ?? "")
                cellRepeat = Int(attributes["table:number-columns-repeated"] ?? "") ?? 1
                paragraphs = []
            case "text:p" where cell != nil:
                inParagraph = true
                paragraphs.append("")
            case "text:s" where inParagraph:
                paragraphs[paragraphs.count - 1] += String(repeating: " ", count: Int(attributes["text:c"] ?? "") ?? 1)
            case "text:tab" where inParagraph: paragraphs[paragraphs.count - 1] += "\t"
            case "text:line-break" where inParagraph: paragraphs[paragraphs.count - 1] += "\n"
            default: break
            }
        }

        func parser(_ parser: XMLParser, foundCharacters string: String) {
            if inParagraph { paragraphs[paragraphs.count - 1] += string }
        }

        func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
            switch name {
            case "text:p": inParagraph = false
            case "table:table-cell", "table:covered-table-cell":
                guard var cell else { return }
                cell.text = paragraphs.joined(separator: "\n")
                // A row ends in one empty cell repeated to the sheet's last column.
                if !(cell.type.isEmpty && cellRepeat > 256) {
                    row += Array(repeating: cell, count: cellRepeat)
                }
                self.cell = nil
            case "table:table-row" where sheets == 1:
                // The sheet ends in an empty row repeated to its last one.
                if row.contains(where: { !$0.type.isEmpty }) {
                    rows += Array(repeating: row, count: rowRepeat)
                }
            default: break
            }
        }
    }
}
