/// A column of the full-text index (`entry_fts`): its name, the entry columns it is made of,
/// and its value in SQL. The lists below are the one definition of what search sees: the view
/// the index is built from, its triggers, the search backlog's pass and its matcher are all
/// made from one of them.
struct SearchedColumn: Sendable {
    /// The index's column.
    let name: String
    /// The columns of `entry` it reads (an update of another column leaves the index alone).
    let reads: [String]
    /// Its value for the row `row` ("", "new." or "old.").
    let value: @Sendable (_ row: String) -> String

    /// What search saw from v1 to v14: the name, both street lines, the city, the postcode (as
    /// written and without separators: `EntrySchema.searchedPostcode`) and the reference. The
    /// migrations of those versions are made from it and must stay as they ran.
    static let beforeOfficeFields: [SearchedColumn] = [
        SearchedColumn(name: "name", reads: ["name"]) { "\($0)name" },
        SearchedColumn(name: "street", reads: ["street_line1", "street_line2"]) { "\($0)street_line1 || ' ' || \($0)street_line2" },
        SearchedColumn(name: "city", reads: ["city"]) { "\($0)city" },
        SearchedColumn(name: "postcode", reads: ["postal_code"]) { EntrySchema.searchedPostcode($0) },
        SearchedColumn(name: "reference", reads: ["reference"]) { "\($0)reference" }
    ]

    /// Since v15: also the values of the office's own fields, one after the other (an IBAN, an
    /// invoice number: what an operator looks an entry up by), without their keys (a search
    /// for "paid" must not find every entry with a `paid_on` field), through
    /// `OfficeFieldsSchema.valuesFunction`.
    static let all: [SearchedColumn] =
        beforeOfficeFields + [
            SearchedColumn(name: "office", reads: ["office_fields"]) {
                "\(OfficeFieldsSchema.valuesFunctionName)(\($0)office_fields)"
            }
        ]
}

extension [SearchedColumn] {
    /// The index's column names, joined for SQL.
    var names: String { map(\.name).joined(separator: ", ") }

    /// The values of the row `row`, joined for SQL, in `names` order.
    func values(_ row: String) -> String { map { $0.value(row) }.joined(separator: ", ") }

    /// The entry columns read, for `UPDATE OF`.
    var reads: String { flatMap(\.reads).joined(separator: ", ") }
}
