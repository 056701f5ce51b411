import EntryForm
/// An office field a caller asks an export to write, in the order given: its key (the column's
/// name in CSV and JSON Lines) and its title (the spreadsheet's column title, in the desk's
/// language).
public struct OfficeFieldColumn: Hashable, Sendable {
    public var key: String
    public var title: String

    /// A column for `key`, titled `title` (the key itself when none is given).
    public init(key: String, title: String? = nil) {
        self.key = key
        self.title = title ?? key
    }
}

/// The columns of an export, in order: the built-in fields (`EntryField.builtIn`), then the
/// office's fields (the caller's, in its order, then any other key the exported entries hold,
/// sorted: a field taken off the form is still exported), then `form_version` and
/// `rule_reasons` (a JSON object). Every format writes these, under these names.
struct ExportColumns: Sendable {
    /// One column.
    enum Column: Hashable, Sendable {
        /// A field of the entry's own (never `officeFields`, which is spread over `office`).
        case field(EntryField)
        /// The office field of this key.
        case office(String)

        /// What a CSV header or JSON Lines key calls it.
        var name: String {
            switch self {
            case let .field(field): field.rawValue
            case let .office(key): key
            }
        }

        /// The field whose rules of writing and reading cells it follows: an office field's
        /// value is text someone typed, as `officeFields` says.
        var field: EntryField {
            switch self {
            case let .field(field): field
            case .office: .officeFields
            }
        }

        /// Its text in `entry`.
        func text(in entry: Entry) -> String {
            switch self {
            case let .field(field): entry.text(of: field)
            case let .office(key): entry.officeFields[key] ?? ""
            }
        }
    }

    let columns: [Column]
    /// The spreadsheet's column titles, one per column.
    let titles: [String]

    /// The columns for the office fields `requested` and the keys `found` in the exported
    /// entries (a key both requested and found is written once, where requested).
    init(requested: [OfficeFieldColumn], found: Set<String>) {
        var seen = Set<String>()
        let office = requested.filter { seen.insert($0.key).inserted && !OfficeFieldKey.isReserved($0.key) }
        let others = found.subtracting(seen).filter { !OfficeFieldKey.isReserved($0) }.sorted()
        let before = EntryField.allCases.prefix { $0 != .officeFields }
        let after = EntryField.allCases.drop { $0 != .officeFields }.dropFirst()
        columns =
            before.map(Column.field) + office.map { .office($0.key) } + others.map(Column.office) + after.map(Column.field)
        titles =
            before.map(EntryFieldTitle.of) + office.map(\.title) + others + after.map(EntryFieldTitle.of)
    }

    /// The columns with no office field: what an export of entries without any writes.
    static let builtInOnly = ExportColumns(requested: [], found: [])
}
