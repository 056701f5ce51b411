/// What an import did: rows read, entries written, and the rows refused with their problems.
public struct ImportReport: Hashable, Sendable {
    /// One refused row: its line in the file and every problem found.
    public struct RejectedRow: Hashable, Sendable {
        /// The 1-based line where the record starts.
        public let line: Int
        /// The row a spreadsheet shows the record in (CSV; nil for JSON Lines): the line, less
        /// the extra lines of cells above that span several.
        public let row: Int?
        /// The problems, field by field.
        public let problems: [FieldProblem]

        init(line: Int, row: Int? = nil, problems: [FieldProblem]) {
            self.line = line
            self.row = row
            self.problems = problems
        }
    }

    /// Data rows read (header and blank lines not counted).
    public let rowsRead: Int
    /// Entries added.
    public let inserted: Int
    /// Entries whose id already existed, replaced by the row's values.
    public let replaced: Int
    /// Rows without an id identical to an entry already saved, not added again.
    public let alreadySaved: Int
    /// Rows whose id is saved with a newer `updated_at`: the saved entry was kept.
    public let keptNewer: Int
    /// Rows not imported, in file order.
    public let rejected: [RejectedRow]
    /// Rows that named no country, taken to be in the assumed one, whose postcode and state fit
    /// another better, in file order (imported or not: each also counts where it went).
    public let misfits: [CountryMisfit]
    /// The import's number for `EntryStore.undoImport(id:)` (`entrydesk import --undo`), or nil
    /// when it added and replaced nothing. Not part of equality: two reports are equal when the
    /// imports did the same.
    public let importID: Int64?
    /// What the file calls each field ("ZIP" for postal_code), for messages; not part of
    /// equality either.
    public let columnNames: [EntryField: String]

    /// A report; rows skipped as already saved or older than the saved entry count apart.
    init(
        rowsRead: Int, inserted: Int, replaced: Int, alreadySaved: Int = 0, keptNewer: Int = 0, rejected: [RejectedRow],
        misfits: [CountryMisfit] = [], importID: Int64? = nil, columnNames: [EntryField: String] = [:]
    ) {
        self.importID = importID
        self.columnNames = columnNames
        self.rowsRead = rowsRead
        self.inserted = inserted
        self.replaced = replaced
        self.alreadySaved = alreadySaved
        self.keptNewer = keptNewer
        self.rejected = rejected
        self.misfits = misfits
    }

    /// Whether every row was valid (a row already saved, or older than the saved entry, was
    /// valid: it needed no writing).
    public var isComplete: Bool { rejected.isEmpty }

    public static func == (left: ImportReport, right: ImportReport) -> Bool {
        (left.rowsRead, left.inserted, left.replaced, left.alreadySaved, left.keptNewer, left.rejected)
            == (right.rowsRead, right.inserted, right.replaced, right.alreadySaved, right.keptNewer, right.rejected)
            && left.misfits == right.misfits
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(rowsRead)
        hasher.combine(inserted)
        hasher.combine(replaced)
        hasher.combine(alreadySaved)
        hasher.combine(keptNewer)
        hasher.combine(rejected)
        hasher.combine(misfits)
    }
}
