/// A strict JSON (RFC 8259) parser that records where each value starts.
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
    private static let maximumDepth = 256

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
        func digits() -> Int {
            var count = 0
            while index < bytes.count, bytes[index] >= UInt8(ascii: "0"), bytes[index] <= UInt8(ascii: "9") {
                index += 1
                count += 1
            }
            return count
        }
        if bytes[index] == UInt8(ascii: "-") { index += 1 }
        guard index < bytes.count else { throw error("unexpected end of file in a number") }
        if bytes[index] == UInt8(ascii: "0") {
            index += 1
        } else if digits() == 0 {
            throw error("unexpected \(describeCurrent()) in a number, expected a digit")
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            if digits() == 0 { throw error("unexpected \(describeCurrent()) in a number, expected a digit after '.'") }
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
            index += 1
            if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") { index += 1 }
            if digits() == 0 { throw error("unexpected \(describeCurrent()) in a number, expected an exponent") }
        }
        let text = String(decoding: bytes[start..<index], as: UTF8.self)
        guard let number = Double(text), number.isFinite else {
            throw TokenError.malformedJSON(startLocation, message: "number \(text) is out of range")
        }
        return number
    }

    private mutating func parseString() throws(TokenError) -> String {
        index += 1
        var text = ""
        var runStart = index
        while true {
            guard index < bytes.count else { throw error("unexpected end of file in a string") }
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                try appendRun(from: runStart, to: &text)
                index += 1
                return text
            }
            if byte < 0x20 {
                throw error("control character in a string (write \\n, \\t or \\u00XX)")
            }
            if byte == UInt8(ascii: "\\") {
                try appendRun(from: runStart, to: &text)
                index += 1
                text.unicodeScalars.append(try parseEscape())
                runStart = index
                continue
            }
            index += 1
        }
    }

    /// Appends the raw bytes `runStart..<index` to `text`, rejecting invalid UTF-8 rather than
    /// replacing it.
    private mutating func appendRun(from runStart: Int, to text: inout String) throws(TokenError) {
        guard runStart < index else { return }
        guard let run = String(validating: bytes[runStart..<index], as: UTF8.self) else {
            throw error("invalid UTF-8 in a string")
        }
        text += run
    }

    private mutating func parseEscape() throws(TokenError) -> Unicode.Scalar {
        guard index < bytes.count else { throw error("unexpected end of file in an escape") }
        let byte = bytes[index]
        index += 1
        switch byte {
        case UInt8(ascii: "\""): return "\""
        case UInt8(ascii: "\\"): return "\\"
        case UInt8(ascii: "/"): return "/"
        case UInt8(ascii: "b"): return "\u{08}"
        case UInt8(ascii: "f"): return "\u{0C}"
        case UInt8(ascii: "n"): return "\n"
        case UInt8(ascii: "r"): return "\r"
        case UInt8(ascii: "t"): return "\t"
        case UInt8(ascii: "u"):
            let first = try parseHex4()
            if (0xD800...0xDBFF).contains(first) {
                guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u") else {
                    throw error("unpaired UTF-16 surrogate \\u\(String(first, radix: 16))")
                }
                index += 2
                let second = try parseHex4()
                guard (0xDC00...0xDFFF).contains(second),
                      let scalar = Unicode.Scalar(0x10000 + ((first - 0xD800) << 10) + (second - 0xDC00)) else {
                    throw error("invalid UTF-16 surrogate pair")
                }
                return scalar
            }
            guard let scalar = Unicode.Scalar(first) else {
                throw error("unpaired UTF-16 surrogate \\u\(String(first, radix: 16))")
            }
            return scalar
        default:
            index -= 1
            throw error("invalid escape \\\(describeCurrent())")
        }
    }

    private mutating func parseHex4() throws(TokenError) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard index < bytes.count else { throw error("unexpected end of file in \\u escape") }
            let byte = bytes[index]
            let digit: UInt32
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt32(byte - 48)
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = UInt32(byte - 87)
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = UInt32(byte - 55)
            default: throw error("unexpected \(describeCurrent()) in \\u escape, expected a hex digit")
            }
            value = value * 16 + digit
            index += 1
        }
        return value
    }
}
