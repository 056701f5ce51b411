import EntryForm
import EntryStore
import Localization

extension FormDefinition {
    /// The office's fields as an export's columns, in the form's order, titled as the desk
    /// shows them (the spreadsheet's titles; CSV and JSON Lines name them by key).
    public func exportColumns(language: String = InterfaceLanguage.code) -> [OfficeFieldColumn] {
        officeFields.map { OfficeFieldColumn(key: $0.key, title: $0.displayLabel(language: language)) }
    }

    /// The office's field keys an import reads as columns of their own.
    public var officeKeys: [String] { officeFields.map(\.key) }

    /// Each office field's labels, every language's, by key: an import reads a column titled by
    /// one as that field (a workbook exported in any desk's language titles its columns so).
    public var officeLabels: [String: [String]] {
        Dictionary(officeFields.map { ($0.key, Array($0.label.texts.values)) }) { first, _ in first }
    }
}
