import CSVAndJSON

/// A strict JSON (RFC 8259) parser that records where each value starts, built on CSVAndJSON'
/// `JSONScanner` (the grammar, strings, numbers, nesting limit and positions shared with the
/// other JSON readers); this type builds the tree, refuses duplicate keys and out-of-range
/// numbers, and names each failure for a theme author.
///
/// Foundation's `JSONSerialization` neither reports positions portably nor rejects duplicate
/// keys (it keeps one silently, which hides a typo in a theme file), so token files are parsed
/// here. Columns count Unicode scalars.
struct JSONParser {
    private var scanner: JSONScanner
    private let file: String
    /// The member name read last, for "expected ':' after" messages.
    private var lastKey = ""

    /// Parses `bytes` (UTF-8) of the file named `file`.
    static func parse(_ bytes: [UInt8], file: String) throws(TokenError) -> JSONNode {
        try bytes.withUnsafeBufferPointer { buffer in
            Result { () throws(TokenError) in
                // A UTF-8 byte order mark is tolerated: some editors write one.
                let start = buffer.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
                var parser = JSONParser(scanner: JSONScanner(buffer, from: start), file: file)
                let first = try parser.next()
                let root = try parser.node(from: first)
                // The scanner checks that only whitespace follows the document.
                _ = try parser.next()
                return root
            }
        }.get()
    }

    private init(scanner: JSONScanner, file: String) {
        self.scanner = scanner
        self.file = file
    }

    private mutating func next() throws(TokenError) -> JSONToken {
        do {
            return try scanner.next()
        } catch {
            throw .malformedJSON(
                SourceLocation(file: file, line: error.position.line, column: error.position.column),
                message: message(for: error))
        }
    }

    private mutating func location(of token: JSONToken) -> SourceLocation {
        let position = scanner.position(of: token.offset)
        return SourceLocation(file: file, line: position.line, column: position.column)
    }

    /// The value that starts with `token` (the scanner yields only a value's first token here).
    private mutating func node(from token: JSONToken) throws(TokenError) -> JSONNode {
        let location = location(of: token)
        switch token.kind {
        case .beginObject:
            var members: [(key: String, node: JSONNode)] = []
            var seen: [String: SourceLocation] = [:]
            // The scanner yields a member name or the object's end here.
            while true {
                let name = try next()
                guard case .key(let key) = name.kind else { break }
                let keyLocation = self.location(of: name)
                if let first = seen[key] {
                    throw .malformedJSON(
                        keyLocation, message: "duplicate key \"\(key)\" (first at line \(first.line), column \(first.column))")
                }
                seen[key] = keyLocation
                lastKey = key
                let value = try next()
                members.append((key, try node(from: value)))
            }
            return JSONNode(value: .object(members), location: location)
        case .beginArray:
            var elements: [JSONNode] = []
            while true {
                let element = try next()
                if element.kind == .endArray { break }
                elements.append(try node(from: element))
            }
            return JSONNode(value: .array(elements), location: location)
        case .string(let text):
            return JSONNode(value: .string(text), location: location)
        case .number(let text):
            guard let number = Double(text), number.isFinite else {
                throw .malformedJSON(location, message: "number \(text) is out of range")
            }
            return JSONNode(value: .number(number), location: location)
        case .bool(let flag):
            return JSONNode(value: .bool(flag), location: location)
        case .null:
            return JSONNode(value: .null, location: location)
        case .key, .endObject, .endArray, .end:
            preconditionFailure("JSONScanner yields \(token.kind) where a value starts")
        }
    }

    /// What the scanner's failure is called for a theme author.
    private func message(for failure: JSONScanner.Failure) -> String {
        let found = Self.describe(failure.found)
        switch failure.problem {
        case .expected(.value): return "unexpected \(found), expected a value"
        case .expected(.memberName): return "unexpected \(found), expected a member name in double quotes"
        case .expected(.colon): return "unexpected \(found), expected ':' after \"\(lastKey)\""
        case .expected(.commaOrObjectEnd): return "unexpected \(found), expected ',' or '}'"
        case .expected(.commaOrArrayEnd): return "unexpected \(found), expected ',' or ']'"
        case .expected(.literal(let word)): return "unexpected \(found), expected \(word)"
        case .expected(.endOfDocument): return "unexpected \(found) after the end of the document"
        case .number(.missingDigit) where failure.found == nil: return "unexpected end of file in a number"
        case .number(.missingDigit): return "unexpected \(found) in a number, expected a digit"
        case .number(.missingFractionDigit): return "unexpected \(found) in a number, expected a digit after '.'"
        case .number(.missingExponentDigit): return "unexpected \(found) in a number, expected an exponent"
        case .tooDeep: return "nesting deeper than \(JSONNesting.maximumDepth) levels"
        case .string(let problem): return Self.message(for: problem, found: found)
        }
    }

    /// What a string's problem is called; `found` describes the byte where it is.
    private static func message(for problem: JSONString.Problem, found: String) -> String {
        switch problem {
        case .unterminated: "unexpected end of file in a string"
        case .endInEscape: "unexpected end of file in an escape"
        case .endInUnicodeEscape: "unexpected end of file in \\u escape"
        case .controlCharacter: "control character in a string (write \\n, \\t or \\u00XX)"
        case .invalidEscape: "invalid escape \\\(found)"
        case .notHexDigit: "unexpected \(found) in \\u escape, expected a hex digit"
        case .unpairedSurrogate(let value): "unpaired UTF-16 surrogate \\u\(String(value, radix: 16))"
        case .invalidSurrogatePair: "invalid UTF-16 surrogate pair"
        case .invalidUTF8: "invalid UTF-8 in a string"
        }
    }

    /// A byte for a message: printable ASCII quoted, others in hex, nil as the end of the file.
    private static func describe(_ byte: UInt8?) -> String {
        guard let byte else { return "end of file" }
        if byte >= 0x21 && byte < 0x7F { return "'\(Character(Unicode.Scalar(byte)))'" }
        return "byte 0x" + String(byte, radix: 16, uppercase: true)
    }
}
