/// Why an export could not be written.
public enum ExportError: Error, Hashable, Sendable {
    /// The output file (or its temporary sibling) could not be created, written or renamed.
    case cannotWrite(path: String, reason: String)

}
