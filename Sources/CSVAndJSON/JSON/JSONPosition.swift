/// A place in a JSON document: its byte offset, and the 1-based line and column an editor shows
/// for it. Only LF ends a line (a CR is whitespace, and raw line breaks cannot occur inside
/// strings); columns count Unicode scalars, not bytes, so that `é` is one column.
public struct JSONPosition: Equatable, Sendable, CustomStringConvertible {
    public let offset: Int
    public let line: Int
    public let column: Int

    /// "3:14" (line:column).
    public var description: String { "\(line):\(column)" }
}

/// Turns byte offsets into positions, counting on from the offset asked for last: asking for
/// every token of a line from its start each time took quadratic time (a 20,000-token line of
/// design tokens: 34 s), counting on is linear in the document as long as offsets are asked for
/// in order (an earlier offset restarts the count from the document's start).
struct JSONPositionCounter {
    private let start: Int
    private var mark: JSONPosition

    /// Offsets count from the start of the buffer; line 1, column 1 is at `start`.
    init(start: Int) {
        self.start = start
        mark = JSONPosition(offset: start, line: 1, column: 1)
    }

    mutating func position(of offset: Int, in bytes: UnsafeBufferPointer<UInt8>) -> JSONPosition {
        if offset < mark.offset { mark = JSONPosition(offset: start, line: 1, column: 1) }
        var (index, line, column) = (mark.offset, mark.line, mark.column)
        while index < offset {
            let byte = bytes[index]
            if byte == 0x0A {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {
                // Not a UTF-8 continuation byte: a new scalar.
                column += 1
            }
            index += 1
        }
        mark = JSONPosition(offset: offset, line: line, column: column)
        return mark
    }
}
