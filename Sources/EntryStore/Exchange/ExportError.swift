/// Why an export could not be written.
public enum ExportError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The output file (or its temporary sibling) could not be created, written or renamed.
    case cannotWrite(path: String, reason: String)

    /// A sentence naming the file and the reason.
    public var description: String {
        switch self {
        case let .cannotWrite(path, reason): return "cannot write the export to \(path): \(reason)"
        }
    }
}
