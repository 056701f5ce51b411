/// Parses one JSON Lines line as a flat object, keeping numbers as their exact digits.
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
        guard depth < 64 else { throw error("nested more than 64 levels deep") }
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
        func digits() -> Int {
            var n = 0
            while let b = peek(), b >= 48, b <= 57 { index += 1; n += 1 }
            return n
        }
        if peek() == UInt8(ascii: "-") { index += 1 }
        guard let first = peek(), first >= 48, first <= 57 else {
            throw error("expected a value (string, number, true, false or null)")
        }
        if first == 48 { index += 1 } else { _ = digits() }
        if peek() == UInt8(ascii: ".") {
            index += 1
            guard digits() > 0 else { throw error("expected digits after the decimal point") }
        }
        if let e = peek(), e == UInt8(ascii: "e") || e == UInt8(ascii: "E") {
            index += 1
            if let sign = peek(), sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-") { index += 1 }
            guard digits() > 0 else { throw error("expected exponent digits") }
        }
        return String(decoding: bytes[start..<index], as: UTF8.self)
    }

    private mutating func hex4() throws(SyntaxError) -> UInt32 {
        guard index + 4 <= end else { throw error("expected 4 hex digits after \\u") }
        var value: UInt32 = 0
        for _ in 0..<4 {
            let b = bytes[index]
            let digit: UInt32
            switch b {
            case 48...57: digit = UInt32(b - 48)
            case 65...70: digit = UInt32(b - 55)
            case 97...102: digit = UInt32(b - 87)
            default: throw error("expected 4 hex digits after \\u")
            }
            value = value << 4 | digit
            index += 1
        }
        return value
    }

    private mutating func string() throws(SyntaxError) -> String {
        index += 1  // opening quote
        var out: [UInt8] = []
        while true {
            guard let byte = peek() else { throw error("string is never closed") }
            index += 1
            switch byte {
            case UInt8(ascii: "\""):
                return String(decoding: out, as: UTF8.self)
            case UInt8(ascii: "\\"):
                guard let escape = peek() else { throw error("string is never closed") }
                index += 1
                switch escape {
                case UInt8(ascii: "\""): out.append(0x22)
                case UInt8(ascii: "\\"): out.append(0x5C)
                case UInt8(ascii: "/"): out.append(0x2F)
                case UInt8(ascii: "b"): out.append(0x08)
                case UInt8(ascii: "f"): out.append(0x0C)
                case UInt8(ascii: "n"): out.append(0x0A)
                case UInt8(ascii: "r"): out.append(0x0D)
                case UInt8(ascii: "t"): out.append(0x09)
                case UInt8(ascii: "u"):
                    var code = try hex4()
                    if (0xD800...0xDBFF).contains(code) {
                        guard peek() == UInt8(ascii: "\\"), index + 1 < end, bytes[index + 1] == UInt8(ascii: "u") else {
                            throw error("a high surrogate \\u escape must be followed by a low one")
                        }
                        index += 2
                        let low = try hex4()
                        guard (0xDC00...0xDFFF).contains(low) else { throw error("invalid low surrogate \\u escape") }
                        code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
                    } else if (0xDC00...0xDFFF).contains(code) {
                        throw error("a low surrogate \\u escape without a high one")
                    }
                    guard let scalar = Unicode.Scalar(code) else { throw error("invalid \\u escape") }
                    out.append(contentsOf: String(scalar).utf8)
                default:
                    throw error("invalid escape \\\(Character(Unicode.Scalar(escape)))")
                }
            default:
                guard byte >= 0x20 else { throw error("control character inside a string (escape it)") }
                out.append(byte)
            }
        }
    }
}
