/// What an import did: rows read, entries written, and the rows refused with their problems.
public struct ImportReport: Hashable, Sendable {
    /// One refused row: its line in the file and every problem found.
    public struct RejectedRow: Hashable, Sendable {
        /// The 1-based line where the record starts.
        public let line: Int
        /// The problems, field by field.
        public let problems: [FieldProblem]
    }

    /// Data rows read (header and blank lines not counted).
    public let rowsRead: Int
    /// Entries added.
    public let inserted: Int
    /// Entries whose id already existed, replaced by the row's values.
    public let replaced: Int
    /// Rows not imported, in file order.
    public let rejected: [RejectedRow]

    /// Whether every row was imported.
    public var isComplete: Bool { rejected.isEmpty }
}
