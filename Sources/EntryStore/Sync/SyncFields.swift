import AddressKit
import Foundation
import GRDB

/// An entry as it travels to and from the server: its stored columns by name, as text (times in
/// milliseconds since 1970), the same on every desk whatever this build's model looks like.
///
/// The office's own fields travel under their own keys beside the built-in columns (the server
/// keeps the fields as one JSON object), and every key that is no built-in column is an office
/// field: a desk whose form does not know a field keeps its value and sends it on.
public enum SyncFields {
    /// The built-in columns that travel, in `StoredColumn.all` order: all but the entry id,
    /// which travels beside them, and `office_fields`, whose fields travel one by one (the
    /// import that wrote an entry is this desk's own and not a stored column).
    public static let columns: [String] = StoredColumn.all.map(\.name).filter {
        $0 != EntryField.id.rawValue && $0 != EntryField.officeFields.rawValue
    }

    /// The columns a desk reads to send an entry (`fields(of:from:)`): `columns`, then the
    /// office fields' JSON object.
    static let selectedColumns = columns + [EntryField.officeFields.rawValue]

    /// The names that are not an office field's.
    private static let builtInNames = Set(columns)

    /// The columns of `row`, selected as `selectedColumns`; empty ones are left out (a missing
    /// column reads as empty), which makes what travels a third smaller for a typical entry.
    static func fields(of row: Row, from first: Int) -> [String: String] {
        var fields: [String: String] = [:]
        fields.reserveCapacity(columns.count)
        for (offset, column) in columns.enumerated() {
            let value = row[first + offset] as DatabaseValue
            switch value.storage {
            case let .int64(number): fields[column] = String(number)
            case let .string(text) where !text.isEmpty && !isEmptyObject(column, text): fields[column] = text
            default: break
            }
        }
        if let office = String.fromDatabaseValue(row[first + columns.count]), office != "{}",
            let values = FieldTextJSON.decoded(office)
        {
            for (key, value) in values where !value.isEmpty && !builtInNames.contains(key) { fields[key] = value }
        }
        return fields
    }

    /// `rule_reasons` with no reason travels as no key at all, as an empty text would.
    private static func isEmptyObject(_ column: String, _ text: String) -> Bool {
        column == EntryField.ruleReasons.rawValue && text == "{}"
    }

    /// The office fields among `fields`: every key that is no built-in column.
    static func officeFields(in fields: [String: String]) -> [String: String] {
        fields.filter { !builtInNames.contains($0.key) && !$0.value.isEmpty }
    }

    /// The row the pull stages for an entry whose fields are `fields`, or why they cannot be an
    /// entry (a time that is no number, an amount that is no canonical decimal, reasons that
    /// are no JSON object).
    static func stagedRow(id: String, _ fields: [String: String], version: Int64) -> Result<StagedPulledRow, SyncFieldProblem> {
        guard let created = Int64(fields["created_at"] ?? "") else { return .failure(.notATime("created_at")) }
        guard let updated = Int64(fields["updated_at"] ?? "") else { return .failure(.notATime("updated_at")) }
        var texts = textColumns.map { fields[$0] ?? "" }
        guard DecimalText.isCanonical(texts[amountPlace]) else { return .failure(.notAnAmount) }
        // Kept in the one form this desk writes, so reading the entry back never fails.
        guard let reasons = FieldTextJSON.decoded(texts[reasonsPlace]) else {
            return .failure(.notAnObject(EntryField.ruleReasons.rawValue))
        }
        texts[reasonsPlace] = FieldTextJSON.encoded(reasons)
        texts.append(FieldTextJSON.encoded(officeFields(in: fields)))
        return .success(StagedPulledRow(id: id, createdAt: created, updatedAt: updated, texts: texts, version: version))
    }

    /// `columns` but the two times, which are the only integers.
    static let textColumns = columns.filter { $0 != "created_at" && $0 != "updated_at" }
    /// The columns a pull writes: `columns` and the office fields' object.
    static let writtenColumns = columns + [EntryField.officeFields.rawValue]
    /// The staging table's columns, in the order `PulledRowStaging` binds a `StagedPulledRow`.
    static let stagedColumns = ["id", "created_at", "updated_at"] + textColumns + [EntryField.officeFields.rawValue, "server_version"]
    private static let amountPlace = textColumns.firstIndex(of: "amount")!
    private static let reasonsPlace = textColumns.firstIndex(of: EntryField.ruleReasons.rawValue)!
}

extension Entry {
    /// The entry that `fields` (`SyncFields`: the built-in columns and the office's fields)
    /// describe, or nil when they cannot be one.
    public init?(id: UUID, syncFields fields: [String: String]) {
        guard let created = Int64(fields["created_at"] ?? ""), let updated = Int64(fields["updated_at"] ?? ""),
            DecimalText.isCanonical(fields["amount"] ?? "")
        else { return nil }
        self.init(
            id: id, createdAt: Date(epochMilliseconds: created), updatedAt: Date(epochMilliseconds: updated),
            address: Address(), amount: "", currency: "")
        for column in SyncFields.textColumns {
            guard let field = EntryField(rawValue: column), setText(fields[column] ?? "", of: field) else { return nil }
        }
        officeFields = SyncFields.officeFields(in: fields)
    }
}

/// Why an entry from the server cannot be stored (its content is never named: personal data).
public enum SyncFieldProblem: Error, Equatable, Sendable {
    case notATime(String)
    case notAnAmount
    /// The named column should hold a JSON object of texts.
    case notAnObject(String)
}
