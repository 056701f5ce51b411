/// One token of a JSON document, as `JSONScanner` reads it, and the byte offset it starts at.
public struct JSONToken: Equatable, Sendable {
    /// What the token is. Strings and keys arrive decoded; numbers arrive as their exact text,
    /// so that an amount keeps its digits and a dimension can be converted by its reader.
    public enum Kind: Equatable, Sendable {
        case beginObject
        case endObject
        case beginArray
        case endArray
        /// A member name; its value is the next token.
        case key(String)
        case string(String)
        /// The number's text exactly as written (`-0.50e+10` stays `-0.50e+10`).
        case number(String)
        case bool(Bool)
        case null
        /// The document is complete and nothing but whitespace follows it; every later call
        /// returns it again.
        case end

        /// Whether the token opens an object or an array, whose contents follow it.
        public var opensContainer: Bool { self == .beginObject || self == .beginArray }
    }

    public let kind: Kind
    /// The offset of the token's first byte in the scanner's buffer (for `.end`: the buffer's end).
    public let offset: Int

    public init(_ kind: Kind, at offset: Int) {
        self.kind = kind
        self.offset = offset
    }
}
