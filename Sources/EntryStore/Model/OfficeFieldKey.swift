/// What may name an office's own field: lower-case ASCII letters, digits and `_`, a letter
/// first, at most 40 characters (`^[a-z][a-z0-9_]{0,39}$`), and no column the store has of
/// its own: in sync and in exports an office field is a key beside the built-in ones, and one of
/// the same name would be read back as the built-in field.
public enum OfficeFieldKey {
    /// The longest key.
    public static let maximumLength = 40

    /// Whether `key` has a key's shape (reserved names aside).
    public static func isWellFormed(_ key: String) -> Bool {
        let bytes = Array(key.utf8)
        guard let first = bytes.first, bytes.count <= maximumLength, isLetter(first) else { return false }
        return bytes.allSatisfy { isLetter($0) || ($0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9")) || $0 == UInt8(ascii: "_") }
    }

    /// Whether `key` names a column of the store's own (`EntryField`), or one the store keeps
    /// beside an entry's (`seq`, `import_id`, `server_version`, ...).
    public static func isReserved(_ key: String) -> Bool {
        reserved.contains(key)
    }

    /// Whether `key` can name an office field: well formed and not reserved.
    public static func isValid(_ key: String) -> Bool {
        isWellFormed(key) && !isReserved(key)
    }

    /// Every name the store uses: the fields' own and the other columns of `entry`.
    static let reserved: Set<String> = Set(EntryField.columnNames).union([
        "seq", "import_id", "server_version", "duplicate_key", "keep_created_at", "replaced_by"
    ])

    private static func isLetter(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")
    }
}
