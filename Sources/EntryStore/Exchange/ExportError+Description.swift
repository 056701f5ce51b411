import Foundation

extension ExportError: CustomStringConvertible, LocalizedError {
    /// A sentence naming the file and the reason.
    public var description: String {
        switch self {
        case let .cannotWrite(path, reason): return "cannot write the export to \(path): \(reason)"
        case let .refusedTarget(path, reason):
            return "will not export to \(path): \(reason); nothing was written. Choose another file."
        case .cancelled: return "the export was cancelled; nothing was written"
        case let .tooManyForASpreadsheet(count, limit):
            return "\(count) entries are more than a spreadsheet holds (\(limit) rows below the titles); nothing was written. "
                + "Export fewer (--since, --batch), or as CSV"
        }
    }

    /// Same as `description`.
    public var errorDescription: String? { description }
}
