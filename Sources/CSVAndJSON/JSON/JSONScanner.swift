/// The one JSON (RFC 8259) scanner: a pull reader of tokens over UTF-8 bytes that checks the
/// whole grammar (objects, arrays, whitespace, literals, the nesting limit, nothing after the
/// document), decodes strings with `JSONString`, keeps numbers' exact text through `JSONNumber`,
/// and gives every token and every failure a byte offset, a line and a column. The design
/// tokens, the JSON Lines import and the address JSON Lines reader are built on it: each takes
/// the tokens it needs and names the failures in its own words.
///
/// The scanner reads a buffer it does not own: use it only while the buffer lives (inside
/// `withUnsafeBufferPointer`). Positions are computed only when asked for, so that a reader
/// that does not show them (the address reader, 100,000 lines a run) does not pay for them.
public struct JSONScanner {
    /// What may come next.
    private enum State {
        case value
        case valueOrArrayEnd
        case memberNameOrObjectEnd
        case memberName
        case colon
        case commaOrContainerEnd
        case endOfDocument
        case finished
    }

    private let bytes: UnsafeBufferPointer<UInt8>
    private let end: Int
    /// The offset of the next byte to read.
    public private(set) var offset: Int
    /// How many objects and arrays are open.
    public private(set) var depth = 0
    private var state = State.value
    /// Which open containers are objects: bit `d - 1` for depth `d` up to 64, then `deeper`
    /// (no allocation for the shallow documents that are nearly all of them).
    private var shallowObjects: UInt64 = 0
    private var deeperObjects: [Bool] = []
    private var positions: JSONPositionCounter

    /// A scanner of the document in `bytes[start..<end]` (the whole buffer by default; a line
    /// of JSON Lines, or what follows a byte order mark). Offsets count from the buffer's start;
    /// line 1, column 1 is at `start`.
    public init(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int = 0, to end: Int? = nil) {
        self.bytes = bytes
        self.end = end ?? bytes.count
        offset = start
        positions = JSONPositionCounter(start: start)
    }

    /// Whether `byte` is JSON whitespace (space, tab, LF, CR).
    public static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09
    }

    /// The line and column of `offset`; cheapest when asked for in increasing order.
    public mutating func position(of offset: Int) -> JSONPosition {
        positions.position(of: offset, in: bytes)
    }

    /// The first byte of the next token, after whitespace, without reading the token; nil at the end.
    public mutating func peek() -> UInt8? {
        skipWhitespace()
        return offset < end ? bytes[offset] : nil
    }

    /// The next token; `.end` once the document is complete and only whitespace follows.
    public mutating func next() throws(Failure) -> JSONToken {
        skipWhitespace()
        switch state {
        case .value:
            return try value()
        case .valueOrArrayEnd:
            if offset < end, bytes[offset] == Self.closeBracket { return close(.endArray) }
            return try value()
        case .memberNameOrObjectEnd:
            if offset < end, bytes[offset] == Self.closeBrace { return close(.endObject) }
            return try memberName()
        case .memberName:
            return try memberName()
        case .colon:
            guard offset < end, bytes[offset] == Self.colon else { throw failure(.expected(.colon)) }
            offset += 1
            skipWhitespace()
            return try value()
        case .commaOrContainerEnd:
            let inObject = innermostIsObject
            let byte = offset < end ? bytes[offset] : nil
            if byte == Self.comma {
                offset += 1
                skipWhitespace()
                return inObject ? try memberName() : try value()
            }
            if inObject, byte == Self.closeBrace { return close(.endObject) }
            if !inObject, byte == Self.closeBracket { return close(.endArray) }
            throw failure(.expected(inObject ? .commaOrObjectEnd : .commaOrArrayEnd))
        case .endOfDocument:
            guard offset == end else { throw failure(.expected(.endOfDocument)) }
            state = .finished
            return JSONToken(.end, at: end)
        case .finished:
            return JSONToken(.end, at: end)
        }
    }

    /// Reads the next value whole, checking its syntax (a reader skipping a member it ignores).
    public mutating func skipValue() throws(Failure) {
        if try next().kind.opensContainer { try skipToEndOfContainer() }
    }

    /// Reads on to the end of the innermost open container, checking its syntax (right after
    /// `.beginObject` or `.beginArray`: skips that value; inside it: skips the rest).
    public mutating func skipToEndOfContainer() throws(Failure) {
        let outer = depth - 1
        while depth > outer { _ = try next() }
    }

    // MARK: Tokens

    private static let quote = UInt8(ascii: "\""), colon = UInt8(ascii: ":"), comma = UInt8(ascii: ",")
    private static let openBrace = UInt8(ascii: "{"), closeBrace = UInt8(ascii: "}")
    private static let openBracket = UInt8(ascii: "["), closeBracket = UInt8(ascii: "]")

    private mutating func skipWhitespace() {
        while offset < end, Self.isWhitespace(bytes[offset]) { offset += 1 }
    }

    private mutating func value() throws(Failure) -> JSONToken {
        guard offset < end else { throw failure(.expected(.value)) }
        let start = offset
        switch bytes[offset] {
        case Self.openBrace:
            try open(isObject: true)
            state = .memberNameOrObjectEnd
            return JSONToken(.beginObject, at: start)
        case Self.openBracket:
            try open(isObject: false)
            state = .valueOrArrayEnd
            return JSONToken(.beginArray, at: start)
        case Self.quote:
            return completed(JSONToken(.string(try string()), at: start))
        case UInt8(ascii: "t"):
            try literal("true")
            return completed(JSONToken(.bool(true), at: start))
        case UInt8(ascii: "f"):
            try literal("false")
            return completed(JSONToken(.bool(false), at: start))
        case UInt8(ascii: "n"):
            try literal("null")
            return completed(JSONToken(.null, at: start))
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            do {
                offset = try JSONNumber.end(of: bytes, from: start, end: end)
            } catch {
                throw failure(.number(error.problem), at: error.offset)
            }
            let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<offset]), as: UTF8.self)
            return completed(JSONToken(.number(text), at: start))
        default:
            throw failure(.expected(.value))
        }
    }

    private mutating func memberName() throws(Failure) -> JSONToken {
        guard offset < end, bytes[offset] == Self.quote else { throw failure(.expected(.memberName)) }
        let start = offset
        let key = try string()
        state = .colon
        return JSONToken(.key(key), at: start)
    }

    private mutating func string() throws(Failure) -> String {
        do {
            let (text, next) = try JSONString.decode(bytes, quoteAt: offset, end: end)
            offset = next
            return text
        } catch {
            throw failure(.string(error.problem), at: error.offset)
        }
    }

    private mutating func literal(_ word: StaticString) throws(Failure) {
        let expected = UnsafeBufferPointer(start: word.utf8Start, count: word.utf8CodeUnitCount)
        for byte in expected {
            guard offset < end, bytes[offset] == byte else { throw failure(.expected(.literal("\(word)"))) }
            offset += 1
        }
    }

    /// `token`, after setting what may follow a complete value.
    private mutating func completed(_ token: JSONToken) -> JSONToken {
        state = depth == 0 ? .endOfDocument : .commaOrContainerEnd
        return token
    }

    // MARK: Nesting

    private var innermostIsObject: Bool {
        depth <= 64 ? shallowObjects & (1 << UInt64(depth - 1)) != 0 : deeperObjects[depth - 65]
    }

    private mutating func open(isObject: Bool) throws(Failure) {
        guard depth < JSONNesting.maximumDepth else { throw failure(.tooDeep) }
        depth += 1
        if depth <= 64 {
            let bit: UInt64 = 1 << UInt64(depth - 1)
            shallowObjects = isObject ? shallowObjects | bit : shallowObjects & ~bit
        } else {
            deeperObjects.append(isObject)
        }
        offset += 1
    }

    private mutating func close(_ kind: JSONToken.Kind) -> JSONToken {
        if depth > 64 { deeperObjects.removeLast() }
        depth -= 1
        offset += 1
        return completed(JSONToken(kind, at: offset - 1))
    }

    // MARK: Failures

    private mutating func failure(_ problem: Problem) -> Failure {
        failure(problem, at: offset)
    }

    private mutating func failure(_ problem: Problem, at offset: Int) -> Failure {
        Failure(problem: problem, position: position(of: offset), found: offset < end ? bytes[offset] : nil)
    }
}
