import Foundation

/// Patterns compiled once: a field's pattern is checked at every keystroke's verdict, and ICU
/// compiles it anew each time otherwise.
enum CompiledPatterns {
    private static let cache = LockedCache<NSRegularExpression?>()

    /// The expression for `pattern` (ICU syntax), or nil when it does not compile.
    static func expression(_ pattern: String) -> NSRegularExpression? {
        cache.value(for: pattern) { try? NSRegularExpression(pattern: pattern) }
    }

    /// Whether the whole of `text` matches `pattern` (a pattern that does not compile matches nothing).
    static func wholeMatch(_ text: String, pattern: String) -> Bool {
        guard let expression = expression(pattern) else { return false }
        let whole = NSRange(text.startIndex..., in: text)
        guard let match = expression.firstMatch(in: text, options: [.anchored], range: whole) else { return false }
        return match.range == whole
    }
}
