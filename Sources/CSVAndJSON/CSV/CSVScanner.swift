/// The one CSV (RFC 4180) record scanner, over UTF-8 bytes: the address index's OpenAddresses
/// reader and the entry import both split records with it.
///
/// Fields are spans of the input, or of a scratch buffer when a quoted field had doubled quotes
/// to unescape; both are reused between records, so a million rows cost no per-row allocation.
/// A line ends at LF, CRLF or a lone CR, between records and inside quoted fields alike, so that
/// line numbers agree whatever the file's line ends. A leading UTF-8 byte order mark is skipped.
/// After a malformed record, scanning goes on at the next line. Fields are separated by a comma
/// unless told otherwise (a spreadsheet in a decimal-comma locale saves `;`, "Unicode text" a tab).
public struct CSVScanner: Sendable {
    /// How a quote inside an unquoted field (`a"b`) is taken.
    public enum Mode: Sendable {
        /// As an error: the entry import, where such a field is more likely a mistake.
        case strict
        /// As a literal character: OpenAddresses extracts hold such fields.
        case lenient
    }

    /// Where one field's bytes are: `bytes[start..<end]`, or `scratch[start..<end]`.
    public struct Field: Equatable, Sendable {
        public var start: Int
        public var end: Int
        public var inScratch: Bool
        /// Whether the field was written in quotes (`""` is an empty field, not a blank line).
        public var isQuoted: Bool
    }

    /// What is wrong with a malformed record. `field` counts from 1; `line` is where the
    /// trouble is (for an unclosed quote: the line the quote opens on).
    public enum Problem: Equatable, Sendable {
        case unclosedQuote(field: Int, line: Int)
        case textAfterClosingQuote(field: Int, line: Int)
        /// Only in `.strict` mode.
        case quoteInUnquotedField(field: Int, line: Int)

        /// The line of the trouble.
        public var line: Int {
            switch self {
            case .unclosedQuote(_, let line), .textAfterClosingQuote(_, let line), .quoteInUnquotedField(_, let line): line
            }
        }
    }

    /// The outcome of `next()`; `line` is the line the record starts on.
    public enum Status: Equatable, Sendable {
        case record(line: Int)
        case malformed(line: Int, Problem)
        case end
    }

    public let bytes: [UInt8]
    public let mode: Mode
    /// The byte between two fields: `,` (RFC 4180), `;` or TAB.
    public let separator: UInt8
    /// How far the scanner has read, in bytes (for progress reports).
    public private(set) var position = 0
    /// The fields of the record `next()` returned last.
    public private(set) var fields: [Field] = []
    /// The unescaped quoted fields of that record.
    public private(set) var scratch: [UInt8] = []
    private var line = 1

    private static let quote = UInt8(ascii: "\""), lf: UInt8 = 0x0A, cr: UInt8 = 0x0D

    /// The comma: RFC 4180's separator.
    public static let comma = UInt8(ascii: ",")

    /// A scanner over `bytes` whose fields are separated by `separator` (any byte but a quote,
    /// CR or LF).
    public init(bytes: [UInt8], mode: Mode, separator: UInt8 = CSVScanner.comma) {
        precondition(separator != Self.quote && separator != Self.lf && separator != Self.cr, "a quote or line end cannot separate fields")
        self.bytes = bytes
        self.mode = mode
        self.separator = separator
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { position = 3 }
        fields.reserveCapacity(16)
    }

    /// Whether the last record is a blank line (one empty field, not even `""`).
    public var isBlankRecord: Bool {
        fields.count == 1 && fields[0].start == fields[0].end && !fields[0].isQuoted
    }

    /// The bytes of `field` (of the last record) for the duration of `body`.
    public func withBytes<Result>(of field: Field, _ body: (UnsafeRawBufferPointer) throws -> Result) rethrows -> Result {
        try (field.inScratch ? scratch : bytes).withUnsafeBytes { whole in
            try body(UnsafeRawBufferPointer(rebasing: whole[field.start..<field.end]))
        }
    }

    /// The text of `field` (of the last record); invalid UTF-8 becomes U+FFFD.
    public func string(of field: Field) -> String {
        withBytes(of: field) { String(decoding: $0, as: UTF8.self) }
    }

    /// Splits the next record into `fields`.
    public mutating func next() -> Status {
        let count = bytes.count
        guard position < count else { return .end }
        let startLine = line
        fields.removeAll(keepingCapacity: true)
        scratch.removeAll(keepingCapacity: true)
        while true {
            let problem = position < count && bytes[position] == Self.quote ? scanQuotedField() : scanUnquotedField()
            if let problem { return skippingLine(.malformed(line: startLine, problem)) }
            guard position < count else { return .record(line: startLine) }
            let next = bytes[position]
            position += 1
            if next == separator { continue }
            endLine(at: next)
            return .record(line: startLine)
        }
    }

    /// Reads a quoted field from its opening quote to just after its closing one.
    private mutating func scanQuotedField() -> Problem? {
        let count = bytes.count
        let openingLine = line
        position += 1
        let start = position
        var escaped = false
        var scratchStart = 0
        while position < count {
            let byte = bytes[position]
            if byte == Self.quote {
                if position + 1 < count && bytes[position + 1] == Self.quote {
                    if !escaped {
                        // The first doubled quote: what came before moves to the scratch buffer.
                        escaped = true
                        scratchStart = scratch.count
                        scratch.append(contentsOf: bytes[start..<position])
                    }
                    scratch.append(Self.quote)
                    position += 2
                    continue
                }
                fields.append(
                    escaped
                        ? Field(start: scratchStart, end: scratch.count, inScratch: true, isQuoted: true)
                        : Field(start: start, end: position, inScratch: false, isQuoted: true))
                position += 1
                if position < count, !isSeparator(bytes[position]) {
                    return .textAfterClosingQuote(field: fields.count, line: line)
                }
                return nil
            }
            // A lone CR ends a line here as between records; CRLF is counted at its LF.
            if byte == Self.lf || (byte == Self.cr && (position + 1 >= count || bytes[position + 1] != Self.lf)) { line += 1 }
            if escaped { scratch.append(byte) }
            position += 1
        }
        return .unclosedQuote(field: fields.count + 1, line: openingLine)
    }

    private mutating func scanUnquotedField() -> Problem? {
        let start = position
        while position < bytes.count {
            let byte = bytes[position]
            if isSeparator(byte) { break }
            if byte == Self.quote && mode == .strict { return .quoteInUnquotedField(field: fields.count + 1, line: line) }
            position += 1
        }
        fields.append(Field(start: start, end: position, inScratch: false, isQuoted: false))
        return nil
    }

    private func isSeparator(_ byte: UInt8) -> Bool {
        byte == separator || byte == Self.lf || byte == Self.cr
    }

    /// Counts the line `byte` (LF or CR, already read) ends, taking the LF of a CRLF with it.
    private mutating func endLine(at byte: UInt8) {
        if byte == Self.cr && position < bytes.count && bytes[position] == Self.lf { position += 1 }
        line += 1
    }

    /// `status`, after moving past the rest of the current line.
    private mutating func skippingLine(_ status: Status) -> Status {
        while position < bytes.count {
            let byte = bytes[position]
            position += 1
            if byte == Self.lf || byte == Self.cr {
                endLine(at: byte)
                break
            }
        }
        return status
    }
}
