import Foundation

extension ExportError: CustomStringConvertible, LocalizedError {
    /// A sentence naming the file and the reason.
    public var description: String {
        switch self {
        case let .cannotWrite(path, reason): return "cannot write the export to \(path): \(reason)"
        }
    }

    /// Same as `description`.
    public var errorDescription: String? { description }
}
