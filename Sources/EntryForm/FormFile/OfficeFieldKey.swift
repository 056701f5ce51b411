/// What may name an office's own field: lower-case ASCII letters, digits and `_`, a letter
/// first, at most 40 characters (`^[a-z][a-z0-9_]{0,39}$`, since keys name database columns and
/// export headers), and no name the store uses itself: in sync and in exports an office field
/// is a key beside the built-in ones, and one of the same name would be read back as the other.
public enum OfficeFieldKey {
    /// The longest key.
    public static let maximumLength = 40

    /// The names of the columns an entry is stored with besides the built-in fields' own
    /// (`BuiltInField`, which a form file names to change those fields).
    public static let reservedColumns: Set<String> = [
        "id", "created_at", "updated_at", "country_code", "country_area", "city", "city_area", "postal_code", "sorting_code",
        "street_line1", "street_line2", "extra1", "extra2", "extra3", "currency", "form_version", "office_fields",
        "rule_reasons", "seq", "import_id", "server_version", "duplicate_key", "keep_created_at", "replaced_by"
    ]

    /// Whether `key` has a key's shape (reserved names aside).
    public static func isWellFormed(_ key: String) -> Bool {
        let bytes = Array(key.utf8)
        guard let first = bytes.first, bytes.count <= maximumLength, isLetter(first) else { return false }
        return bytes.allSatisfy { isLetter($0) || ($0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9")) || $0 == UInt8(ascii: "_") }
    }

    /// Whether `key` is a name the store uses itself: one of its columns or a built-in field's.
    public static func isReserved(_ key: String) -> Bool {
        reservedColumns.contains(key) || BuiltInField(rawValue: key) != nil
    }

    /// Whether `key` can name an office field: well formed and not reserved.
    public static func isValid(_ key: String) -> Bool {
        isWellFormed(key) && !isReserved(key)
    }

    private static func isLetter(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")
    }
}
