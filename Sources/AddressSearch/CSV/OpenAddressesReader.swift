import Foundation
import CSVAndJSON

/// Reads OpenAddresses CSV files: RFC 4180 quoting (quoted commas, newlines and doubled
/// quotes), LF, CRLF or CR line ends, an optional UTF-8 byte order mark, columns found by header
/// name in any order. Malformed rows are handed to `rejected` and skipped.
public struct OpenAddressesReader: Sendable {
    /// The columns an index needs; the others are optional.
    public static let requiredColumns = ["NUMBER", "STREET"]

    /// The file read.
    public let path: String
    private let bytes: [UInt8]

    /// Loads `path`; throws `LocalIndexError.io` if it cannot be read.
    public init(path: String) throws {
        self.path = path
        do {
            bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
        } catch {
            throw LocalIndexError.io(path: path, detail: "cannot read the CSV file (\(Self.reason(error)))")
        }
    }

    /// Reads text already in memory (tests, pipes); `path` names it in messages.
    public init(path: String, contents: String) {
        self.path = path
        self.bytes = Array(contents.utf8)
    }

    /// The file size in bytes, for progress bars.
    public var byteCount: Int { bytes.count }

    /// Calls `row` for each valid row and `rejected` for each malformed one, in file order;
    /// `progress` gets the bytes consumed so far now and then. Throws
    /// `LocalIndexError.unusableCSV` when the header lacks a required column.
    public func read(
        progress: ((Int) -> Void)? = nil,
        row: (OpenAddressesRow) -> Void,
        rejected: (CSVRejection) -> Void
    ) throws {
        func text(_ buffer: UnsafeRawBufferPointer) -> String { String(decoding: buffer, as: UTF8.self) }
        try scan(
            progress: progress,
            row: { raw in
                row(
                    OpenAddressesRow(
                        line: raw.line, number: text(raw.number), street: text(raw.street), unit: text(raw.unit),
                        city: text(raw.city), district: text(raw.district), region: text(raw.region), postcode: text(raw.postcode)
                    ))
            }, rejected: rejected)
    }

    /// `read` without Strings: valid rows as trimmed, UTF-8-checked byte buffers.
    func scan(
        progress: ((Int) -> Void)?,
        row: (RawAddressRow) -> Void,
        rejected: (CSVRejection) -> Void
    ) throws {
        // Lenient: OpenAddresses extracts hold fields like 12"A, a quote inside an unquoted field.
        var parser = CSVScanner(bytes: bytes, mode: .lenient)
        guard case .record = parser.next() else {
            throw LocalIndexError.unusableCSV(
                path: path, detail: "empty file: expected a header row LON,LAT,NUMBER,STREET,UNIT,CITY,DISTRICT,REGION,POSTCODE,ID,HASH")
        }
        let header: [String] = bytes.withUnsafeBytes { input in
            parser.scratch.withUnsafeBytes { scratch in
                parser.fields.map { span in
                    let buffer = UnsafeRawBufferPointer(rebasing: (span.inScratch ? scratch : input)[span.start..<span.end])
                    return String(decoding: Self.trim(buffer), as: UTF8.self).uppercased()
                }
            }
        }
        func column(_ name: String) -> Int? { header.firstIndex(of: name) }
        let missing = Self.requiredColumns.filter { column($0) == nil }
        guard missing.isEmpty else {
            throw LocalIndexError.unusableCSV(
                path: path,
                detail: "line 1: the header lacks the column(s) \(missing.joined(separator: ", ")); found \(header.joined(separator: ","))")
        }
        let columns = [
            column("NUMBER"), column("STREET"), column("UNIT"), column("CITY"), column("DISTRICT"), column("REGION"), column("POSTCODE")
        ]
        let names = ["NUMBER", "STREET", "UNIT", "CITY", "DISTRICT", "REGION", "POSTCODE"]
        var lastProgress = 0
        let none = UnsafeRawBufferPointer(start: nil, count: 0)
        var values = [UnsafeRawBufferPointer](repeating: none, count: 7)  // reused: no per-row allocation
        bytes.withUnsafeBytes { input in
            while true {
                let status = parser.next()
                if let progress, parser.position - lastProgress > 1 << 18 {
                    lastProgress = parser.position
                    progress(parser.position)
                }
                switch status {
                case .end:
                    progress?(bytes.count)
                    return
                case let .malformed(line, problem):
                    rejected(CSVRejection(path: path, line: line, reason: Self.rejectionReason(problem)))
                case let .record(line):
                    let fields = parser.fields
                    if fields.count == 1 && fields[0].start == fields[0].end { continue }  // blank line
                    guard fields.count == header.count else {
                        rejected(
                            CSVRejection(
                                path: path, line: line, reason: "\(fields.count) fields, expected \(header.count) as in the header"))
                        continue
                    }
                    parser.scratch.withUnsafeBytes { scratch in
                        for slot in 0..<7 { values[slot] = none }
                        for (slot, column) in columns.enumerated() {
                            guard let column else { continue }
                            let span = fields[column]
                            let value = Self.trim(
                                UnsafeRawBufferPointer(rebasing: (span.inScratch ? scratch : input)[span.start..<span.end]))
                            if value.contains(where: { $0 >= 0x80 }) && String(validating: value, as: UTF8.self) == nil {
                                rejected(CSVRejection(path: path, line: line, reason: "\(names[slot]) is not valid UTF-8"))
                                return
                            }
                            values[slot] = value
                        }
                        if values[0].isEmpty {
                            rejected(CSVRejection(path: path, line: line, reason: "NUMBER is empty; expected a house number"))
                        } else if !values[0].contains(where: { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }) {
                            rejected(CSVRejection(path: path, line: line, reason: "NUMBER has no digit; expected a house number"))
                        } else if values[1].isEmpty {
                            rejected(CSVRejection(path: path, line: line, reason: "STREET is empty; expected a street name"))
                        } else {
                            row(
                                RawAddressRow(
                                    line: line, number: values[0], street: values[1], unit: values[2], city: values[3],
                                    district: values[4], region: values[5], postcode: values[6]))
                        }
                    }
                }
            }
        }
    }

    /// `buffer` without leading and trailing spaces and tabs.
    static func trim(_ buffer: UnsafeRawBufferPointer) -> UnsafeRawBufferPointer {
        var start = 0, end = buffer.count
        while start < end && (buffer[start] == 0x20 || buffer[start] == 0x09) { start += 1 }
        while end > start && (buffer[end - 1] == 0x20 || buffer[end - 1] == 0x09) { end -= 1 }
        return UnsafeRawBufferPointer(rebasing: buffer[start..<end])
    }

    /// Why a malformed row was skipped.
    static func rejectionReason(_ problem: CSVScanner.Problem) -> String {
        switch problem {
        case .unclosedQuote(let field, _):
            "unterminated quoted field (field \(field)): expected a closing \" before the end of the file"
        case .textAfterClosingQuote(let field, _):
            "text after the closing quote of field \(field): expected a comma or the end of the line"
        case .quoteInUnquotedField(let field, _):  // not in the lenient mode used here
            "a quote inside unquoted field \(field): expected the whole field in quotes"
        }
    }

    static func reason(_ error: Error) -> String {
        let nsError = error as NSError
        if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError,
            underlying.domain == NSPOSIXErrorDomain, let code = POSIXErrorCode(rawValue: Int32(underlying.code))
        {
            return String(cString: strerror(code.rawValue))
        }
        if nsError.domain == NSCocoaErrorDomain && nsError.code == NSFileReadNoSuchFileError { return "no such file" }
        return nsError.localizedDescription
    }
}
