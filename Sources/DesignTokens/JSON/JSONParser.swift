import TextFormats

/// A strict JSON (RFC 8259) parser that records where each value starts; strings, numbers and
/// the nesting limit come from TextFormats, shared with the other JSON readers.
///
/// Foundation's `JSONSerialization` neither reports positions portably nor rejects duplicate
/// keys (it keeps one silently, which hides a typo in a theme file), so token files are parsed
/// here. It works on UTF-8 bytes and counts columns in Unicode scalars.
struct JSONParser {
    private let bytes: [UInt8]
    private let file: String
    private var index = 0
    private var line = 1
    private var lineStart = 0
    /// Bounds recursion so a hostile file of nested brackets cannot overflow the stack.
    private var depth = 0
    private static let maximumDepth = JSONNesting.maximumDepth

    /// Parses `bytes` (UTF-8) of the file named `file`.
    static func parse(_ bytes: [UInt8], file: String) throws(TokenError) -> JSONNode {
        var parser = JSONParser(bytes: bytes, file: file)
        return try parser.parseDocument()
    }

    private init(bytes: [UInt8], file: String) {
        self.bytes = bytes
        self.file = file
    }

    private mutating func parseDocument() throws(TokenError) -> JSONNode {
        // A UTF-8 byte order mark is tolerated: some editors write one.
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
            index = 3
            lineStart = 3
        }
        skipWhitespace()
        let node = try parseValue()
        skipWhitespace()
        if index < bytes.count {
            throw error("unexpected \(describeCurrent()) after the end of the document")
        }
        return node
    }

    /// The column counted so far on the current line: counting from the line's start for every
    /// value took quadratic time on a long line (20,000 tokens on one line: 34 s).
    private var columnMark = (position: 0, column: 1)

    private mutating func location() -> SourceLocation {
        if columnMark.position < lineStart || columnMark.position > index { columnMark = (lineStart, 1) }
        // Columns count scalars, not bytes: skip UTF-8 continuation bytes.
        var (position, column) = columnMark
        while position < index {
            if bytes[position] & 0xC0 != 0x80 { column += 1 }
            position += 1
        }
        columnMark = (position, column)
        return SourceLocation(file: file, line: line, column: column)
    }

    private mutating func error(_ message: String) -> TokenError {
        .malformedJSON(location(), message: message)
    }

    private func describeCurrent() -> String {
        guard index < bytes.count else { return "end of file" }
        let byte = bytes[index]
        if byte >= 0x21 && byte < 0x7F { return "'\(Character(Unicode.Scalar(byte)))'" }
        return "byte 0x" + String(byte, radix: 16, uppercase: true)
    }

    private mutating func skipWhitespace() {
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x09, 0x0D:
                index += 1
            case 0x0A:
                index += 1
                line += 1
                lineStart = index
            default:
                return
            }
        }
    }

    private mutating func parseValue() throws(TokenError) -> JSONNode {
        guard index < bytes.count else { throw error("unexpected end of file, expected a value") }
        let start = location()
        switch bytes[index] {
        case UInt8(ascii: "{"): return JSONNode(value: try parseObject(), location: start)
        case UInt8(ascii: "["): return JSONNode(value: try parseArray(), location: start)
        case UInt8(ascii: "\""): return JSONNode(value: .string(try parseString()), location: start)
        case UInt8(ascii: "t"): try expectLiteral("true"); return JSONNode(value: .bool(true), location: start)
        case UInt8(ascii: "f"): try expectLiteral("false"); return JSONNode(value: .bool(false), location: start)
        case UInt8(ascii: "n"): try expectLiteral("null"); return JSONNode(value: .null, location: start)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return JSONNode(value: .number(try parseNumber()), location: start)
        default:
            throw error("unexpected \(describeCurrent()), expected a value")
        }
    }

    private mutating func enter() throws(TokenError) {
        depth += 1
        if depth > Self.maximumDepth { throw error("nesting deeper than \(Self.maximumDepth) levels") }
    }

    private mutating func parseObject() throws(TokenError) -> JSONNode.Value {
        try enter()
        defer { depth -= 1 }
        index += 1
        var members: [(key: String, node: JSONNode)] = []
        var seen: [String: SourceLocation] = [:]
        skipWhitespace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
            index += 1
            return .object(members)
        }
        while true {
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else {
                throw error("unexpected \(describeCurrent()), expected a member name in double quotes")
            }
            let keyLocation = location()
            let key = try parseString()
            if let first = seen[key] {
                throw TokenError.malformedJSON(keyLocation, message: "duplicate key \"\(key)\" (first at line \(first.line), column \(first.column))")
            }
            seen[key] = keyLocation
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else {
                throw error("unexpected \(describeCurrent()), expected ':' after \"\(key)\"")
            }
            index += 1
            skipWhitespace()
            members.append((key, try parseValue()))
            skipWhitespace()
            guard index < bytes.count else { throw error("unexpected end of file, expected ',' or '}'") }
            if bytes[index] == UInt8(ascii: ",") {
                index += 1
                continue
            }
            if bytes[index] == UInt8(ascii: "}") {
                index += 1
                return .object(members)
            }
            throw error("unexpected \(describeCurrent()), expected ',' or '}'")
        }
    }

    private mutating func parseArray() throws(TokenError) -> JSONNode.Value {
        try enter()
        defer { depth -= 1 }
        index += 1
        var elements: [JSONNode] = []
        skipWhitespace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
            index += 1
            return .array(elements)
        }
        while true {
            skipWhitespace()
            elements.append(try parseValue())
            skipWhitespace()
            guard index < bytes.count else { throw error("unexpected end of file, expected ',' or ']'") }
            if bytes[index] == UInt8(ascii: ",") {
                index += 1
                continue
            }
            if bytes[index] == UInt8(ascii: "]") {
                index += 1
                return .array(elements)
            }
            throw error("unexpected \(describeCurrent()), expected ',' or ']'")
        }
    }

    private mutating func expectLiteral(_ literal: String) throws(TokenError) {
        for expected in literal.utf8 {
            guard index < bytes.count, bytes[index] == expected else {
                throw error("unexpected \(describeCurrent()), expected \(literal)")
            }
            index += 1
        }
    }

    private mutating func parseNumber() throws(TokenError) -> Double {
        let start = index
        let startLocation = location()
        do {
            index = try JSONNumber.end(of: bytes, from: start, end: bytes.count)
        } catch let failure {
            index = failure.offset
            switch failure.problem {
            case .missingDigit where index == bytes.count: throw error("unexpected end of file in a number")
            case .missingDigit: throw error("unexpected \(describeCurrent()) in a number, expected a digit")
            case .missingFractionDigit: throw error("unexpected \(describeCurrent()) in a number, expected a digit after '.'")
            case .missingExponentDigit: throw error("unexpected \(describeCurrent()) in a number, expected an exponent")
            }
        }
        let text = String(decoding: bytes[start..<index], as: UTF8.self)
        guard let number = Double(text), number.isFinite else {
            throw TokenError.malformedJSON(startLocation, message: "number \(text) is out of range")
        }
        return number
    }

    private mutating func parseString() throws(TokenError) -> String {
        do {
            let (text, next) = try JSONString.decode(bytes, quoteAt: index, end: bytes.count)
            index = next
            return text
        } catch let failure {
            index = failure.offset
            throw error(message(for: failure.problem))
        }
    }

    /// What a string's problem is called, at `index` (where it is).
    private func message(for problem: JSONString.Problem) -> String {
        switch problem {
        case .unterminated: "unexpected end of file in a string"
        case .endInEscape: "unexpected end of file in an escape"
        case .endInUnicodeEscape: "unexpected end of file in \\u escape"
        case .controlCharacter: "control character in a string (write \\n, \\t or \\u00XX)"
        case .invalidEscape: "invalid escape \\\(describeCurrent())"
        case .notHexDigit: "unexpected \(describeCurrent()) in \\u escape, expected a hex digit"
        case .unpairedSurrogate(let value): "unpaired UTF-16 surrogate \\u\(String(value, radix: 16))"
        case .invalidSurrogatePair: "invalid UTF-16 surrogate pair"
        case .invalidUTF8: "invalid UTF-8 in a string"
        }
    }
}
