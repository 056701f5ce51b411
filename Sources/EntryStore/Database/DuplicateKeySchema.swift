import AddressKit
import Foundation
import GRDB

/// v8: every entry's `DuplicateKey` in an indexed column, so "was this payment saved in the last
/// 30 days?" is one index range. SQLite computes it through an application function and a
/// trigger, so every write path (save, update, import publish and undo, sync pull, restore) keeps
/// it right without each one remembering to.
enum DuplicateKeySchema {
    static let functionName = "entrydesk_duplicate_key"

    /// The entry columns the key is made of, in the function's argument order.
    private static let keyedColumns = [
        "name", "company_name", "country_code", "country_area", "city", "city_area", "postal_code",
        "street_line1", "street_line2", "extra1", "extra2", "extra3", "amount", "currency",
    ]

    /// `entrydesk_duplicate_key(name, ..., currency)`: `DuplicateKey.of` over a row's columns.
    /// Every connection that writes entries registers it (the trigger calls it).
    static let function = DatabaseFunction(functionName, argumentCount: keyedColumns.count, pure: true) { values in
        let text = values.map { String.fromDatabaseValue($0) ?? "" }
        let entry = Entry(
            address: Address(
                countryCode: text[2], countryArea: text[3], city: text[4], cityArea: text[5],
                postalCode: text[6], streetLines: Entry.streetLines(text[7], text[8]),
                name: text[0], companyName: text[1]),
            extra1: text[9], extra2: text[10], extra3: text[11], amount: text[12], currency: text[13])
        return DuplicateKey.of(entry)
    }

    private static func call(on row: String) -> String {
        "\(functionName)(\(keyedColumns.map { "\(row)\($0)" }.joined(separator: ", ")))"
    }

    static let v8 = """
        ALTER TABLE entry ADD COLUMN duplicate_key TEXT NOT NULL DEFAULT '';
        UPDATE entry SET duplicate_key = \(call(on: ""));
        CREATE INDEX entry_duplicate_key ON entry(duplicate_key, created_at);
        CREATE TRIGGER entry_duplicate_key_insert AFTER INSERT ON entry BEGIN
            UPDATE entry SET duplicate_key = \(call(on: "new.")) WHERE seq = new.seq;
        END;
        CREATE TRIGGER entry_duplicate_key_update AFTER UPDATE OF \(keyedColumns.joined(separator: ", ")) ON entry BEGIN
            UPDATE entry SET duplicate_key = \(call(on: "new.")) WHERE seq = new.seq;
        END;
        """
}
