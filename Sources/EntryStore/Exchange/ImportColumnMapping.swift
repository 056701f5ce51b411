/// What the person chose for each column of a CSV file, in the window's import dialog: the
/// field it goes to, or nil to leave the column out. It replaces the header's own names, so a
/// column named "Spende" can be the amount and "Kundennr" left out.
public struct ImportColumnMapping: Sendable, Equatable {
    /// One choice per column, in file order.
    public var fields: [EntryField?]
    /// The office field each column goes to, by key, in file order, where `fields` has nil
    /// (a key that cannot name an office field leaves its column out).
    public var officeKeys: [String?]
    /// The currency of rows that name none (no currency column, or a cell left empty), when
    /// the amount's header names none either ("Amount (EUR)" does).
    public var defaultCurrency: String?
    /// The country of rows that name none (no country column, or a cell left empty): a
    /// domestic list's.
    public var defaultCountry: String?

    public init(fields: [EntryField?], defaultCurrency: String? = nil, defaultCountry: String? = nil, officeKeys: [String?] = []) {
        self.fields = fields
        self.officeKeys = officeKeys
        self.defaultCurrency = defaultCurrency
        self.defaultCountry = defaultCountry
    }

    /// The fields that must have a column for rows to be entries: a payer and an amount.
    public static let required: [EntryField] = [.name, .amount]

    /// Required fields no column goes to.
    public var missing: [EntryField] { Self.required.filter { !fields.contains($0) } }

    /// Fields two or more columns go to, with those columns' positions (0-based).
    public var repeated: [(field: EntryField, columns: [Int])] {
        var positions: [EntryField: [Int]] = [:]
        for (index, field) in fields.enumerated() {
            if let field { positions[field, default: []].append(index) }
        }
        return EntryField.allCases.compactMap { field in
            guard let columns = positions[field], columns.count > 1 else { return nil }
            return (field, columns)
        }
    }

    /// Office fields two or more columns go to, with those columns' positions (0-based), in the
    /// order their first column comes.
    public var repeatedOfficeKeys: [(key: String, columns: [Int])] {
        var positions: [String: [Int]] = [:]
        var order: [String] = []
        for (index, key) in officeKeys.enumerated() {
            guard let key else { continue }
            if positions[key] == nil { order.append(key) }
            positions[key, default: []].append(index)
        }
        return order.compactMap { key in positions[key].flatMap { $0.count > 1 ? (key, $0) : nil } }
    }

    /// Whether rows can be imported with it: every required field has one column, no field two.
    public var isImportable: Bool { missing.isEmpty && repeated.isEmpty && repeatedOfficeKeys.isEmpty }
}
