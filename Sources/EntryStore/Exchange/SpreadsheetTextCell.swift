/// Keeps a cell a spreadsheet would turn into a number or a date as the text it is: postcode
/// "02134" stays "02134" (not 2134), reference "00042" stays, street "12-3" does not become
/// 12 March. The cell is written as a formula whose result is the text, `="02134"`.
///
/// Why that: a CSV file has no cell types, and a spreadsheet opening it guesses each cell's;
/// quoting the field does not stop it, nor does a leading apostrophe (both spreadsheets show it
/// in the cell). Excel evaluates the formula on opening; LibreOffice does when "Evaluate
/// formulas" is ticked in its Text Import dialog (unticked by default in 7.4, which then shows
/// `="02134"`; the dialog remembers the tick). Proven with LibreOffice 7.4 in
/// SpreadsheetRoundTripTests: the cell is text, its shown value the postcode, while a bare
/// 02134 becomes 2134. What the formula holds is a string literal, never run as anything else
/// ("=1+1" in it shows as "=1+1"), so such cells need no `CSVFormulaEscaping`. Excel allows
/// 255 characters per literal: a longer text is joined from several (`="…"&"…"`).
/// A CSV import takes the formula off again (`unwrapped`), so an `--excel` export imports back
/// unchanged; a spreadsheet saving the file writes the shown text.
enum SpreadsheetTextCell {
    /// The columns always kept as text: codes people key with leading zeros and dashes.
    static let alwaysTextFields: Set<EntryField> = [.postalCode, .sortingCode, .reference]

    /// The longest string literal Excel reads in a formula, in UTF-16 units.
    static let maximumLiteralLength = 255

    /// Whether a spreadsheet could read the text cell `text` of `field` as anything but text:
    /// the code columns always (when not empty), others when they start with a digit.
    static func needsProtection(_ text: String, field: EntryField) -> Bool {
        guard !text.isEmpty, !CSVFormulaEscaping.machineFields.contains(field) else { return false }
        if alwaysTextFields.contains(field) { return true }
        guard let first = text.unicodeScalars.first(where: { !$0.properties.isWhitespace }) else { return false }
        return first.properties.generalCategory == .decimalNumber
    }

    /// `="text"`: the text as string literals of at most 255 UTF-16 units joined with `&`,
    /// quotes doubled inside them.
    static func wrapped(_ text: String) -> String {
        var literals: [String] = []
        var current = ""
        var length = 0
        for character in text {
            let units = character.utf16.count
            if length + units > maximumLiteralLength, !current.isEmpty {
                literals.append(current)
                current = ""
                length = 0
            }
            current.append(character)
            length += units
        }
        literals.append(current)
        return "=" + literals.map { "\"" + $0.replacingOccurrences(of: "\"", with: "\"\"") + "\"" }.joined(separator: "&")
    }

    /// The text of a cell written by `wrapped`, or nil when `cell` is not such a formula.
    static func unwrapped(_ cell: String) -> String? {
        guard cell.hasPrefix("=\"") else { return nil }
        var result = ""
        var index = cell.index(after: cell.startIndex)
        // Literals: '"', text with doubled quotes, '"', then '&' and another, or the end.
        while index < cell.endIndex {
            guard cell[index] == "\"" else { return nil }
            index = cell.index(after: index)
            while true {
                guard index < cell.endIndex else { return nil }
                if cell[index] == "\"" {
                    let next = cell.index(after: index)
                    if next < cell.endIndex, cell[next] == "\"" {
                        result.append("\"")
                        index = cell.index(after: next)
                        continue
                    }
                    index = next
                    break
                }
                result.append(cell[index])
                index = cell.index(after: index)
            }
            guard index < cell.endIndex else { return result }
            guard cell[index] == "&" else { return nil }
            index = cell.index(after: index)
        }
        return nil
    }
}
