import CSVAndJSON

/// A form file's JSON as a tree in which every value and member name keeps its position: the
/// file is small (a few dozen fields), and checking what a field means needs its members in any
/// order, while every error must still point at the value at fault.
struct FormJSON {
    indirect enum Value {
        case object([Member])
        case array([FormJSON])
        case string(String)
        /// The number's exact text, so that `0.10` and `1e3` are converted by the reader that
        /// knows what it wants (a count, a decimal bound).
        case number(String)
        case bool(Bool)
        case null
    }

    struct Member {
        let name: String
        let namePosition: JSONPosition
        let value: FormJSON
    }

    let value: Value
    let position: JSONPosition

    /// What the value is, in the words of an error ("a string", "an array").
    var kindName: String {
        switch value {
        case .object: "an object"
        case .array: "an array"
        case .string: "a string"
        case .number: "a number"
        case .bool: "true or false"
        case .null: "null"
        }
    }

    /// The tree of `text`, a whole JSON document (a UTF-8 byte order mark before it is allowed,
    /// as some Windows editors write one).
    static func parse(_ text: String) throws(FormProblem) -> FormJSON {
        var bytes = Array(text.utf8)
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes.removeFirst(3) }
        return try bytes.withUnsafeBufferPointer { buffer in
            Result { () throws(FormProblem) in
                var builder = Builder(scanner: JSONScanner(buffer))
                do throws(JSONScanner.Failure) {
                    let root = try builder.value(try builder.scanner.next())
                    _ = try builder.scanner.next()  // .end, or the failure of what follows the document
                    return root
                } catch {
                    throw FormProblem(at: error.position, "not JSON: " + describe(error))
                }
            }
        }.get()
    }

    /// Reads tokens into the tree, asking positions in increasing order (the scanner counts on).
    private struct Builder {
        var scanner: JSONScanner

        mutating func value(_ token: JSONToken) throws(JSONScanner.Failure) -> FormJSON {
            let position = scanner.position(of: token.offset)
            switch token.kind {
            case .beginObject:
                var members: [Member] = []
                while true {
                    let next = try scanner.next()
                    guard case .key(let name) = next.kind else { break }
                    let namePosition = scanner.position(of: next.offset)
                    members.append(Member(name: name, namePosition: namePosition, value: try value(try scanner.next())))
                }
                return FormJSON(value: .object(members), position: position)
            case .beginArray:
                var elements: [FormJSON] = []
                while true {
                    let next = try scanner.next()
                    if next.kind == .endArray { break }
                    elements.append(try value(next))
                }
                return FormJSON(value: .array(elements), position: position)
            case .string(let text): return FormJSON(value: .string(text), position: position)
            case .number(let text): return FormJSON(value: .number(text), position: position)
            case .bool(let flag): return FormJSON(value: .bool(flag), position: position)
            // The scanner never hands a closing bracket, a key or the end where a value starts.
            case .null, .endObject, .endArray, .key, .end: return FormJSON(value: .null, position: position)
            }
        }
    }

    /// The scanner's failure in words, with what was found there.
    static func describe(_ failure: JSONScanner.Failure) -> String {
        let found: String
        if let byte = failure.found {
            found = byte >= 0x21 && byte < 0x7F ? "found '\(Character(Unicode.Scalar(byte)))'" : "found byte \(byte)"
        } else {
            found = "but the file ends"
        }
        switch failure.problem {
        case .expected(let expectation):
            let what =
                switch expectation {
                case .value: "a value (an object, array, string, number, true, false or null)"
                case .memberName: "a member name in double quotes"
                case .colon: "':' after the member name"
                case .commaOrObjectEnd: "',' or '}'"
                case .commaOrArrayEnd: "',' or ']'"
                case .literal(let word): word
                case .endOfDocument: "nothing after the document's value"
                }
            return "expected \(what), \(found)"
        case .string(let problem):
            switch problem {
            case .unterminated, .endInEscape, .endInUnicodeEscape: return "a string is not closed before the file ends"
            case .controlCharacter: return "a string holds a raw control character (write a line break as \\n, a tab as \\t)"
            case .invalidEscape: return "a backslash starts no escape (\\\" \\\\ \\/ \\b \\f \\n \\r \\t \\uXXXX), \(found)"
            case .notHexDigit: return "a \\u escape needs four hex digits, \(found)"
            case .unpairedSurrogate, .invalidSurrogatePair: return "a \\u escape is half of a surrogate pair"
            case .invalidUTF8: return "the file is not UTF-8"
            }
        case .number: return "a number needs a digit here, \(found)"
        case .tooDeep: return "objects and arrays are nested too deeply"
        }
    }
}
