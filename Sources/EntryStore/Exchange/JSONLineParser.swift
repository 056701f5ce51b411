import TextFormats

/// Parses one JSON Lines line as a flat object, keeping numbers as their exact digits (strings,
/// numbers and the nesting limit from TextFormats, shared with the other JSON readers).
///
/// Nested objects and arrays are valid JSON but not entry fields: they are parsed and reported
/// as `.nested` so the row, not the file, is refused.
struct JSONLineParser {
    /// A member value.
    enum Value: Equatable {
        case string(String)
        case number(String)
        case bool(Bool)
        case null
        case nested
    }

    /// A syntax error at a 1-based column (in bytes).
    struct SyntaxError: Error {
        let column: Int
        let reason: String
    }

    private let bytes: [UInt8]
    private var index: Int
    private let end: Int

    private init(_ bytes: [UInt8], from start: Int, to end: Int) {
        self.bytes = bytes
        self.index = start
        self.end = end
    }

    /// The members of the object in `bytes[start..<end]`, in order (keys may repeat).
    static func parseObject(_ bytes: [UInt8], from start: Int, to end: Int) throws(SyntaxError) -> [(key: String, value: Value)] {
        var parser = JSONLineParser(bytes, from: start, to: end)
        parser.skipWhitespace()
        guard parser.peek() == UInt8(ascii: "{") else {
            throw parser.error("expected a JSON object starting with {")
        }
        let members = try parser.members()
        parser.skipWhitespace()
        guard parser.index == end else { throw parser.error("unexpected text after the object") }
        return members
    }

    private func error(_ reason: String) -> SyntaxError {
        SyntaxError(column: index - startOfLine + 1, reason: reason)
    }

    private var startOfLine: Int {
        var i = min(index, end)
        while i > 0, bytes[i - 1] != 0x0A { i -= 1 }
        return i
    }

    private func peek() -> UInt8? { index < end ? bytes[index] : nil }

    private mutating func skipWhitespace() {
        while let byte = peek(), byte == 0x20 || byte == 0x09 || byte == 0x0D || byte == 0x0A { index += 1 }
    }

    private mutating func expect(_ character: Unicode.Scalar) throws(SyntaxError) {
        skipWhitespace()
        guard peek() == UInt8(ascii: character) else { throw error("expected '\(character)'") }
        index += 1
    }

    private mutating func members() throws(SyntaxError) -> [(key: String, value: Value)] {
        try expect("{")
        var result: [(key: String, value: Value)] = []
        skipWhitespace()
        if peek() == UInt8(ascii: "}") { index += 1; return result }
        while true {
            skipWhitespace()
            guard peek() == UInt8(ascii: "\"") else { throw error("expected a quoted key") }
            let key = try string()
            try expect(":")
            let value = try value()
            result.append((key, value))
            skipWhitespace()
            if peek() == UInt8(ascii: ",") { index += 1; continue }
            if peek() == UInt8(ascii: "}") { index += 1; return result }
            throw error("expected ',' or '}'")
        }
    }

    private mutating func value(depth: Int = 0) throws(SyntaxError) -> Value {
        guard depth < JSONNesting.maximumDepth else { throw error("nested more than \(JSONNesting.maximumDepth) levels deep") }
        skipWhitespace()
        guard let byte = peek() else { throw error("expected a value") }
        switch byte {
        case UInt8(ascii: "\""): return .string(try string())
        case UInt8(ascii: "{"):
            index += 1
            skipWhitespace()
            if peek() == UInt8(ascii: "}") { index += 1; return .nested }
            while true {
                skipWhitespace()
                guard peek() == UInt8(ascii: "\"") else { throw error("expected a quoted key") }
                _ = try string()
                try expect(":")
                _ = try value(depth: depth + 1)
                skipWhitespace()
                if peek() == UInt8(ascii: ",") { index += 1; continue }
                if peek() == UInt8(ascii: "}") { index += 1; return .nested }
                throw error("expected ',' or '}'")
            }
        case UInt8(ascii: "["):
            index += 1
            skipWhitespace()
            if peek() == UInt8(ascii: "]") { index += 1; return .nested }
            while true {
                _ = try value(depth: depth + 1)
                skipWhitespace()
                if peek() == UInt8(ascii: ",") { index += 1; continue }
                if peek() == UInt8(ascii: "]") { index += 1; return .nested }
                throw error("expected ',' or ']'")
            }
        case UInt8(ascii: "t"): try literal("true"); return .bool(true)
        case UInt8(ascii: "f"): try literal("false"); return .bool(false)
        case UInt8(ascii: "n"): try literal("null"); return .null
        default: return .number(try number())
        }
    }

    private mutating func literal(_ word: String) throws(SyntaxError) {
        let expected = Array(word.utf8)
        guard index + expected.count <= end, Array(bytes[index..<index + expected.count]) == expected else {
            throw error("expected a value (string, number, true, false or null)")
        }
        index += expected.count
    }

    /// A JSON number's exact text (grammar of RFC 8259).
    private mutating func number() throws(SyntaxError) -> String {
        let start = index
        do {
            index = try JSONNumber.end(of: bytes, from: start, end: end)
            return String(decoding: bytes[start..<index], as: UTF8.self)
        } catch let failure {
            index = failure.offset
            switch failure.problem {
            case .missingDigit: throw error("expected a value (string, number, true, false or null)")
            case .missingFractionDigit: throw error("expected digits after the decimal point")
            case .missingExponentDigit: throw error("expected exponent digits")
            }
        }
    }

    private mutating func string() throws(SyntaxError) -> String {
        do {
            let (text, next) = try JSONString.decode(bytes, quoteAt: index, end: end)
            index = next
            return text
        } catch let failure {
            index = failure.offset
            throw error(Self.message(for: failure.problem, at: bytes[min(failure.offset, end - 1)]))
        }
    }

    /// What a string's problem is called; `byte` is where it is.
    private static func message(for problem: JSONString.Problem, at byte: UInt8) -> String {
        switch problem {
        case .unterminated, .endInEscape: "string is never closed"
        case .endInUnicodeEscape, .notHexDigit: "expected 4 hex digits after \\u"
        case .controlCharacter: "control character inside a string (escape it)"
        case .invalidEscape: "invalid escape \\\(Character(Unicode.Scalar(byte)))"
        case .unpairedSurrogate(let value) where value >= 0xDC00: "a low surrogate \\u escape without a high one"
        case .unpairedSurrogate: "a high surrogate \\u escape must be followed by a low one"
        case .invalidSurrogatePair: "invalid low surrogate \\u escape"
        case .invalidUTF8: "invalid UTF-8 inside a string"
        }
    }
}
