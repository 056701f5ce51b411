/// The one placeholder syntax of the words people read: `%1$@`, `%2$@`, ... (or a lone `%@`),
/// as gettext and the design's localisation keys write them, so a translation may reorder them.
public enum LocalizedFormat {
    /// `format` with `%1$@`, `%2$@`, ... (and a lone `%@`) replaced by `arguments`, in order.
    public static func fill(_ format: String, _ arguments: String...) -> String {
        var result = format
        for (index, argument) in arguments.enumerated() {
            result = result.replacingOccurrences(of: "%\(index + 1)$@", with: argument)
        }
        if let first = arguments.first { result = result.replacingOccurrences(of: "%@", with: first) }
        return result
    }
}
