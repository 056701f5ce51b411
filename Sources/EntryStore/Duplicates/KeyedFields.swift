/// An entry's fields in `DuplicateKeySchema.keyedColumns` order, as the duplicate-key hand-over
/// is keyed. Equal when all fourteen are; hashed by three of them (name, first street line,
/// amount), which already tell apart almost any two entries of a page: the writer looks a key
/// up for every row it writes, and hashing fourteen strings (most of them empty) cost more
/// than the look-up.
struct KeyedFields: Hashable, Sendable {
    let values: [String]

    init(_ values: [String]) {
        self.values = values
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(values[Self.name])
        hasher.combine(values[Self.street])
        hasher.combine(values[Self.amount])
    }

    private static let name = DuplicateKeySchema.keyedColumns.firstIndex(of: "name")!
    private static let street = DuplicateKeySchema.keyedColumns.firstIndex(of: "street_line1")!
    private static let amount = DuplicateKeySchema.keyedColumns.firstIndex(of: "amount")!
}
