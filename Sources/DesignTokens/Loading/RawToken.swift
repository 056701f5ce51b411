/// A token as read from a file, before aliases are followed and values validated.
struct RawToken: Sendable {
    /// Dot path, for example `theme.color.input.default.border`.
    let path: String
    /// The `$value` node.
    let value: JSONNode
    /// `$type` from the token, its groups, or (for an overlay) the token it overrides.
    let type: TokenType?
    /// Where the token's `$value` is, for messages.
    var location: SourceLocation { value.location }

    /// The alias path when the value is exactly `{a.b.c}`, else nil.
    var reference: String? {
        guard case let .string(text) = value.value else { return nil }
        return Self.referencePath(in: text)
    }

    /// The path inside `{...}` when `text` is a whole-value W3C alias.
    static func referencePath(in text: String) -> String? {
        guard text.count > 2, text.first == "{", text.last == "}" else { return nil }
        let inner = text.dropFirst().dropLast()
        guard !inner.contains("{"), !inner.contains("}") else { return nil }
        return String(inner)
    }
}
