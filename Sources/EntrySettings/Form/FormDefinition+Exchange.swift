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
}
