import AddressKit
import Crypto
import Foundation
import GRDB

/// v8: every entry's `DuplicateKey` in an indexed column, so "was this payment saved in the last
/// 30 days?" is one index range. SQLite computes it through an application function, so every
/// write path (save, update, import publish and undo, sync pull, restore) keeps it right without
/// each one remembering to. Since v12 the column holds the key's 64-bit digest (`digest(ofKey:)`),
/// not the key itself.
enum DuplicateKeySchema {
    static let functionName = "entrydesk_duplicate_key"

    /// The entry columns the key is made of, in the function's argument order.
    static let keyedColumns = [
        "name", "company_name", "country_code", "country_area", "city", "city_area", "postal_code",
        "street_line1", "street_line2", "extra1", "extra2", "extra3", "amount", "currency"
    ]

    /// `entrydesk_duplicate_key(name, ..., currency)`: the digest of `DuplicateKey.of` over a
    /// row's columns, or the digest `handOver` holds for them. Every connection that writes or
    /// looks up entries registers it (the column calls it).
    static func function(handOver: DuplicateKeyHandOver? = nil) -> DatabaseFunction {
        DatabaseFunction(functionName, argumentCount: keyedColumns.count, pure: true) { values in
            let text = values.map { String.fromDatabaseValue($0) ?? "" }
            return handOver?.digest(for: text) ?? digest(of: text)
        }
    }

    /// The column's value for an entry whose `keyedColumns` hold `text`.
    static func digest(of text: [String]) -> Data {
        digest(ofKey: key(of: text))
    }

    /// What the column and its index hold for `key`: the first 8 bytes of its SHA-256, as a
    /// BLOB (the column has TEXT affinity, which would store an integer as its decimal digits).
    /// Two different keys may share one (odds 2^-64 a pair), so a look-up compares the keys of
    /// the entries it finds (`recentDuplicate`).
    static func digest(ofKey key: String) -> Data {
        Data(SHA256.hash(data: Data(key.utf8)).prefix(8))
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

    /// v12: the index holds each key's 64-bit digest instead of the key (~90 bytes of folded
    /// text): the same column and function, whose result changed, so the index is computed again.
    /// A pull writes entries whose keys land at random places in this index, and each page
    /// wrote most of its pages to the WAL again: it was the largest of them (447 pages of 4 KiB
    /// at 20,000 entries; 639 at 100,000 with digests). See docs/TEAM-SERVER.md for the figures.
    static let v12 = "REINDEX entry_duplicate_key;"
}
