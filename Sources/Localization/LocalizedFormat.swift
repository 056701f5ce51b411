/// The one placeholder syntax of the words people read: `%1$@`, `%2$@`, ... (or a lone `%@`),
/// as gettext's objc-format checks them (`msgfmt --check`), so a translation may reorder them.
public enum LocalizedFormat {
    /// `format` with `%1$@`, `%2$@`, ... replaced by `arguments` (a lone `%@` takes the next
    /// one), in one pass: a value that itself contains "%2$@" (a pasted name) stays as typed.
    public static func fill(_ format: String, _ arguments: String...) -> String {
        var result = ""
        var next = 0
        var rest = Substring(format)
        while let percent = rest.firstIndex(of: "%") {
            result += rest[..<percent]
            let after = rest[rest.index(after: percent)...]
            let digits = after.prefix { $0.isASCII && $0.isNumber }
            if digits.isEmpty, after.first == "@" {
                if next < arguments.count { result += arguments[next] }
                next += 1
                rest = after.dropFirst()
            } else if !digits.isEmpty, after.dropFirst(digits.count).hasPrefix("$@"), let number = Int(digits) {
                if (1...arguments.count).contains(number) { result += arguments[number - 1] }
                rest = after.dropFirst(digits.count + 2)
            } else {
                result += "%"
                rest = after
            }
        }
        return result + rest
    }
}
