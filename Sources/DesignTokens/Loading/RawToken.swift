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
        let bytes = text.utf8
        guard bytes.count > 2, bytes.first == UInt8(ascii: "{"), bytes.last == UInt8(ascii: "}") else { return nil }
        let inner = bytes.dropFirst().dropLast()
        guard !inner.contains(UInt8(ascii: "{")), !inner.contains(UInt8(ascii: "}")) else { return nil }
        return String(decoding: inner, as: UTF8.self)
    }
}
