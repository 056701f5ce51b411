import CSVAndJSON

/// Parses one JSON Lines line as a flat object, keeping numbers as their exact digits, through
/// CSVAndJSON' `JSONScanner` (the grammar, strings, numbers and nesting limit shared with the
/// other JSON readers).
///
/// Nested objects and arrays are valid JSON but not entry fields: they are read and reported
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

    /// A syntax error at a 1-based column of the line (in characters: Unicode scalars).
    struct SyntaxError: Error {
        let column: Int
        let reason: String
    }

    /// The members of the object in `bytes[start..<end]`, in order (keys may repeat).
    static func parseObject(_ bytes: [UInt8], from start: Int, to end: Int) throws(SyntaxError) -> [(key: String, value: Value)] {
        try bytes.withUnsafeBufferPointer { buffer in
            Result { () throws(SyntaxError) in
                var scanner = JSONScanner(buffer, from: start, to: end)
                return try members(&scanner)
            }
        }.get()
    }

    private static func members(_ scanner: inout JSONScanner) throws(SyntaxError) -> [(key: String, value: Value)] {
        guard scanner.peek() == UInt8(ascii: "{") else {
            throw SyntaxError(column: scanner.position(of: scanner.offset).column, reason: "expected a JSON object starting with {")
        }
        _ = try next(&scanner)
        var result: [(key: String, value: Value)] = []
        // The scanner yields a member name or the object's end here.
        while case .key(let key) = try next(&scanner) {
            let value: Value
            switch try next(&scanner) {
            case .string(let text): value = .string(text)
            case .number(let digits): value = .number(digits)
            case .bool(let flag): value = .bool(flag)
            case .null: value = .null
            default:
                // An object or array: the scanner yields only values here.
                try checked { () throws(JSONScanner.Failure) in try scanner.skipToEndOfContainer() }
                value = .nested
            }
            result.append((key, value))
        }
        // Nothing but whitespace may follow the object.
        _ = try next(&scanner)
        return result
    }

    private static func next(_ scanner: inout JSONScanner) throws(SyntaxError) -> JSONToken.Kind {
        try checked { () throws(JSONScanner.Failure) in try scanner.next().kind }
    }

    /// `body`'s result, or its failure as the import reports it.
    private static func checked<T>(_ body: () throws(JSONScanner.Failure) -> T) throws(SyntaxError) -> T {
        do {
            return try body()
        } catch {
            throw SyntaxError(column: error.position.column, reason: reason(for: error))
        }
    }

    /// What a failure is called in the import's report.
    private static func reason(for failure: JSONScanner.Failure) -> String {
        switch failure.problem {
        case .expected(.value) where failure.found == nil: "expected a value"
        case .expected(.value), .expected(.literal), .number(.missingDigit): "expected a value (string, number, true, false or null)"
        case .expected(.memberName): "expected a quoted key"
        case .expected(.colon): "expected ':'"
        case .expected(.commaOrObjectEnd): "expected ',' or '}'"
        case .expected(.commaOrArrayEnd): "expected ',' or ']'"
        case .expected(.endOfDocument): "unexpected text after the object"
        case .number(.missingFractionDigit): "expected digits after the decimal point"
        case .number(.missingExponentDigit): "expected exponent digits"
        case .tooDeep: "nested more than \(JSONNesting.maximumDepth) levels deep"
        case .string(let problem): message(for: problem, at: failure.found)
        }
    }

    /// What a string's problem is called; `byte` is where it is.
    private static func message(for problem: JSONString.Problem, at byte: UInt8?) -> String {
        switch problem {
        case .unterminated, .endInEscape: "string is never closed"
        case .endInUnicodeEscape, .notHexDigit: "expected 4 hex digits after \\u"
        case .controlCharacter: "control character inside a string (escape it)"
        case .invalidEscape: "invalid escape \\\(Character(Unicode.Scalar(byte ?? 0)))"
        case .unpairedSurrogate(let value) where value >= 0xDC00: "a low surrogate \\u escape without a high one"
        case .unpairedSurrogate: "a high surrogate \\u escape must be followed by a low one"
        case .invalidSurrogatePair: "invalid low surrogate \\u escape"
        case .invalidUTF8: "invalid UTF-8 inside a string"
        }
    }
}
