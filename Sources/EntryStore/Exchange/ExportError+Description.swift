import Foundation

extension ExportError: CustomStringConvertible, LocalizedError {
    /// A sentence naming the file and the reason.
    public var description: String {
        switch self {
        case let .cannotWrite(path, reason): return "cannot write the export to \(path): \(reason)"
        case let .refusedTarget(path, reason):
            return "will not export to \(path): \(reason); nothing was written. Choose another file."
        case .cancelled: return "the export was cancelled; nothing was written"
        }
    }

    /// Same as `description`.
    public var errorDescription: String? { description }
}
