/// A byte-level RFC 4180 record splitter; fields are ranges into the buffer unless quoted.
struct CSVRecordParser {
    /// One field: a slice of the input, or unescaped bytes of a quoted field.
    enum Field {
        case slice(Range<Int>)
        case owned([UInt8])

        var isEmpty: Bool {
            switch self {
            case let .slice(range): return range.isEmpty
            case let .owned(bytes): return bytes.isEmpty
            }
        }
    }

    /// The next record, a malformed one (skipped up to its line end), or the end of input.
    enum Record {
        case fields([Field], line: Int)
        case malformed(line: Int, reason: String)
        case end
    }

    let bytes: [UInt8]
    private(set) var position = 0
    private var line = 1

    init(bytes: [UInt8]) {
        self.bytes = bytes
        if bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF { position = 3 }
    }

    func string(_ field: Field) -> String? {
        switch field {
        case let .slice(range): return String(validating: bytes[range], as: UTF8.self)
        case let .owned(owned): return String(validating: owned, as: UTF8.self)
        }
    }

    mutating func next() -> Record {
        let count = bytes.count
        guard position < count else { return .end }
        let startLine = line
        var fields: [Field] = []
        fields.reserveCapacity(12)
        let quote = UInt8(ascii: "\""), comma = UInt8(ascii: ","), lf = UInt8(ascii: "\n"), cr = UInt8(ascii: "\r")
        while true {
            if position < count && bytes[position] == quote {
                position += 1
                var value: [UInt8] = []
                var closed = false
                while position < count {
                    let byte = bytes[position]
                    if byte == quote {
                        if position + 1 < count && bytes[position + 1] == quote {
                            value.append(quote)
                            position += 2
                        } else {
                            position += 1
                            closed = true
                            break
                        }
                    } else {
                        if byte == lf { line += 1 }
                        value.append(byte)
                        position += 1
                    }
                }
                guard closed else {
                    return .malformed(line: startLine, reason: "unterminated quoted field (field \(fields.count + 1)): expected a closing \" before the end of the file")
                }
                fields.append(.owned(value))
                if position < count, bytes[position] != comma, bytes[position] != lf, bytes[position] != cr {
                    skipLine()
                    return .malformed(line: startLine, reason: "text after the closing quote of field \(fields.count): expected a comma or the end of the line")
                }
            } else {
                let start = position
                while position < count {
                    let byte = bytes[position]
                    if byte == comma || byte == lf || byte == cr { break }
                    position += 1
                }
                fields.append(.slice(start..<position))
            }
            guard position < count else { return .fields(fields, line: startLine) }
            let separator = bytes[position]
            position += 1
            if separator == comma { continue }
            if separator == cr && position < count && bytes[position] == lf { position += 1 }
            line += 1
            return .fields(fields, line: startLine)
        }
    }

    private mutating func skipLine() {
        while position < bytes.count {
            let byte = bytes[position]
            position += 1
            if byte == UInt8(ascii: "\n") { line += 1; return }
        }
    }
}
