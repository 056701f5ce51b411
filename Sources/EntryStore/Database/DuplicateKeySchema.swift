import AddressKit
import Foundation
import GRDB

/// v8: every entry's `DuplicateKey` in an indexed column, so "was this payment saved in the last
/// 30 days?" is one index range. SQLite computes it through an application function, so every
/// write path (save, update, import publish and undo, sync pull, restore) keeps it right without
/// each one remembering to.
enum DuplicateKeySchema {
    static let functionName = "entrydesk_duplicate_key"

    /// The entry columns the key is made of, in the function's argument order.
    static let keyedColumns = [
        "name", "company_name", "country_code", "country_area", "city", "city_area", "postal_code",
        "street_line1", "street_line2", "extra1", "extra2", "extra3", "amount", "currency",
    ]

    /// `entrydesk_duplicate_key(name, ..., currency)`: `DuplicateKey.of` over a row's columns,
    /// or the key `handOver` holds for them. Every connection that writes or looks up entries
    /// registers it (the column calls it).
    static func function(handOver: DuplicateKeyHandOver? = nil) -> DatabaseFunction {
        DatabaseFunction(functionName, argumentCount: keyedColumns.count, pure: true) { values in
            let text = values.map { String.fromDatabaseValue($0) ?? "" }
            return handOver?.key(for: text) ?? key(of: text)
        }
    }

    /// The key of an entry whose `keyedColumns` hold `text`.
    static func key(of text: [String]) -> String {
        // A fixed id and time: the key uses neither, and a new UUID reads /dev/urandom (three
        // system calls on Linux) for every row written.
        let entry = Entry(
            id: placeholderID, createdAt: .distantPast,
            address: Address(
                countryCode: text[2], countryArea: text[3], city: text[4], cityArea: text[5],
                postalCode: text[6], streetLines: Entry.streetLines(text[7], text[8]),
                name: text[0], companyName: text[1]),
            extra1: text[9], extra2: text[10], extra3: text[11], amount: text[12], currency: text[13])
        return DuplicateKey.of(entry)
    }

    private static let placeholderID = UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0))

    private static func call(on row: String) -> String {
        "\(functionName)(\(keyedColumns.map { "\(row)\($0)" }.joined(separator: ", ")))"
    }

    /// A virtual generated column: SQLite computes it on every write, whichever path writes,
    /// and the index stores it. (An AFTER INSERT trigger updating the row ran before the FTS
    /// trigger had indexed it, which corrupted the full-text index.)
    static let v8 = """
        ALTER TABLE entry ADD COLUMN duplicate_key TEXT GENERATED ALWAYS AS (\(call(on: ""))) VIRTUAL;
        CREATE INDEX entry_duplicate_key ON entry(duplicate_key, created_at);
        """
}
