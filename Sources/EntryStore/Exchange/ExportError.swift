/// Why an export could not be written.
public enum ExportError: Error, Hashable, Sendable {
    /// The output file (or its temporary sibling) could not be created, written or renamed.
    case cannotWrite(path: String, reason: String)
    /// The output file must not be replaced: it is the database exported from (or one of its
    /// companion files), another SQLite database, or not a regular file.
    case refusedTarget(path: String, reason: String)
    /// The person cancelled it; nothing was written.
    case cancelled
    /// More entries than a spreadsheet's worksheet holds (`limit`); nothing was written.
    case tooManyForASpreadsheet(count: Int, limit: Int)
}
