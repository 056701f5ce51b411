import AddressKit
import Foundation
import GRDB

/// An entry as it travels to and from the server: its stored columns by name, as text (times in
/// milliseconds since 1970), the same on every desk whatever this build's model looks like.
public enum SyncFields {
    /// The columns that travel, in `EntryStore.storedColumns` order (without the entry id, which
    /// travels beside them, and the import, which is this desk's own).
    public static let columns = [
        "created_at", "updated_at", "name", "company_name", "country_code", "country_area", "city",
        "city_area", "postal_code", "sorting_code", "street_line1", "street_line2", "extra1", "extra2",
        "extra3", "amount", "currency", "reference"
    ]

    /// The columns of `row`, selected as `columns`; empty ones are left out (a missing column
    /// reads as empty), which makes what travels a third smaller for a typical entry.
    static func fields(of row: Row, from first: Int) -> [String: String] {
        var fields: [String: String] = [:]
        fields.reserveCapacity(columns.count)
        for (offset, column) in columns.enumerated() {
            let value = row[first + offset] as DatabaseValue
            switch value.storage {
            case let .int64(number): fields[column] = String(number)
            case let .string(text) where !text.isEmpty: fields[column] = text
            default: break
            }
        }
        return fields
    }

    /// The row the pull stages for an entry whose fields are `fields`, or why they cannot be an
    /// entry (a time that is no number, an amount that is no canonical decimal).
    static func stagedRow(id: String, _ fields: [String: String], version: Int64) -> Result<StagedPulledRow, SyncFieldProblem> {
        guard let created = Int64(fields["created_at"] ?? "") else { return .failure(.notATime("created_at")) }
        guard let updated = Int64(fields["updated_at"] ?? "") else { return .failure(.notATime("updated_at")) }
        let texts = textColumns.map { fields[$0] ?? "" }
        guard DecimalText.isCanonical(texts[amountPlace]) else { return .failure(.notAnAmount) }
        return .success(StagedPulledRow(id: id, createdAt: created, updatedAt: updated, texts: texts, version: version))
    }

    /// `columns` but the two times, which are the only integers.
    static let textColumns = columns.filter { $0 != "created_at" && $0 != "updated_at" }
    /// The staging table's columns, in the order `PulledRowStaging` binds a `StagedPulledRow`.
    static let stagedColumns = ["id", "created_at", "updated_at"] + textColumns + ["server_version"]
    private static let amountPlace = textColumns.firstIndex(of: "amount")!
}

extension Entry {
    /// The entry that `fields` (`SyncFields.columns`) describe, or nil when they cannot be one.
    public init?(id: UUID, syncFields fields: [String: String]) {
        func text(_ column: String) -> String { fields[column] ?? "" }
        guard let created = Int64(text("created_at")), let updated = Int64(text("updated_at")),
            DecimalText.isCanonical(text("amount"))
        else { return nil }
        self.init(
            id: id, createdAt: Date(epochMilliseconds: created), updatedAt: Date(epochMilliseconds: updated),
            address: Address(
                countryCode: text("country_code"), countryArea: text("country_area"), city: text("city"),
                cityArea: text("city_area"), postalCode: text("postal_code"), sortingCode: text("sorting_code"),
                streetLines: Entry.streetLines(text("street_line1"), text("street_line2")),
                name: text("name"), companyName: text("company_name")),
            extra1: text("extra1"), extra2: text("extra2"), extra3: text("extra3"),
            amount: text("amount"), currency: text("currency"), reference: text("reference"))
    }
}

/// Why an entry from the server cannot be stored (its content is never named: personal data).
public enum SyncFieldProblem: Error, Equatable, Sendable {
    case notATime(String)
    case notAnAmount
}
