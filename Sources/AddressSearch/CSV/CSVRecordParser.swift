/// A byte-level RFC 4180 record splitter. Fields are spans of the input, or of a scratch
/// buffer when a quoted field had doubled quotes to unescape; both are reused between records
/// so that a million rows cost no per-row allocation.
struct CSVRecordParser {
    /// Where one field's bytes are: `input[start..<end]`, or `scratch[start..<end]`.
    struct FieldSpan {
        var start: Int
        var end: Int
        var inScratch: Bool
    }

    /// The outcome of `next()`.
    enum Status {
        case record(line: Int)
        case malformed(line: Int, reason: String)
        case end
    }

    let bytes: [UInt8]
    private(set) var position = 0
    private(set) var fields: [FieldSpan] = []
    private(set) var scratch: [UInt8] = []
    private var line = 1

    init(bytes: [UInt8]) {
        self.bytes = bytes
        if bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF { position = 3 }
        fields.reserveCapacity(16)
    }

    /// Splits the next record into `fields`.
    mutating func next() -> Status {
        let count = bytes.count
        guard position < count else { return .end }
        let startLine = line
        fields.removeAll(keepingCapacity: true)
        scratch.removeAll(keepingCapacity: true)
        let quote = UInt8(ascii: "\""), comma = UInt8(ascii: ","), lf = UInt8(ascii: "\n"), cr = UInt8(ascii: "\r")
        while true {
            if position < count && bytes[position] == quote {
                position += 1
                let start = position
                var closed = false
                var escaped = false
                var scratchStart = 0
                while position < count {
                    let byte = bytes[position]
                    if byte == quote {
                        if position + 1 < count && bytes[position + 1] == quote {
                            if !escaped {
                                // First doubled quote: move what came before into scratch.
                                escaped = true
                                scratchStart = scratch.count
                                scratch.append(contentsOf: bytes[start..<position])
                            }
                            scratch.append(quote)
                            position += 2
                            continue
                        }
                        closed = true
                        break
                    }
                    if byte == lf { line += 1 }
                    if escaped { scratch.append(byte) }
                    position += 1
                }
                guard closed else {
                    return .malformed(line: startLine, reason: "unterminated quoted field (field \(fields.count + 1)): expected a closing \" before the end of the file")
                }
                fields.append(escaped ? FieldSpan(start: scratchStart, end: scratch.count, inScratch: true)
                                      : FieldSpan(start: start, end: position, inScratch: false))
                position += 1  // the closing quote
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
                fields.append(FieldSpan(start: start, end: position, inScratch: false))
            }
            guard position < count else { return .record(line: startLine) }
            let separator = bytes[position]
            position += 1
            if separator == comma { continue }
            if separator == cr && position < count && bytes[position] == lf { position += 1 }
            line += 1
            return .record(line: startLine)
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
