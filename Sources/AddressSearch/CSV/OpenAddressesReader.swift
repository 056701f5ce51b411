import Foundation

/// Reads OpenAddresses CSV files: RFC 4180 quoting (quoted commas, newlines and doubled
/// quotes), LF or CRLF line ends, an optional UTF-8 byte order mark, columns found by header
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
        var parser = CSVRecordParser(bytes: bytes)
        guard case let .fields(headerFields, _) = parser.next() else {
            throw LocalIndexError.unusableCSV(path: path, detail: "empty file: expected a header row LON,LAT,NUMBER,STREET,UNIT,CITY,DISTRICT,REGION,POSTCODE,ID,HASH")
        }
        let header = headerFields.map { (parser.string($0) ?? "").trimmingCharacters(in: .whitespaces).uppercased() }
        func column(_ name: String) -> Int? { header.firstIndex(of: name) }
        let missing = Self.requiredColumns.filter { column($0) == nil }
        guard missing.isEmpty else {
            throw LocalIndexError.unusableCSV(path: path, detail: "line 1: the header lacks the column(s) \(missing.joined(separator: ", ")); found \(header.joined(separator: ","))")
        }
        let numberColumn = column("NUMBER") ?? 0, streetColumn = column("STREET") ?? 0
        let unitColumn = column("UNIT"), cityColumn = column("CITY"), districtColumn = column("DISTRICT")
        let regionColumn = column("REGION"), postcodeColumn = column("POSTCODE")
        var lastProgress = 0
        while true {
            let record = parser.next()
            if let progress, parser.position - lastProgress > 1 << 18 {
                lastProgress = parser.position
                progress(parser.position)
            }
            switch record {
            case .end:
                progress?(bytes.count)
                return
            case let .malformed(line, reason):
                rejected(CSVRejection(path: path, line: line, reason: reason))
            case let .fields(fields, line):
                if fields.count == 1 && fields[0].isEmpty { continue }  // blank line
                guard fields.count == header.count else {
                    rejected(CSVRejection(path: path, line: line, reason: "\(fields.count) fields, expected \(header.count) as in the header"))
                    continue
                }
                var invalidColumn: String?
                func text(_ index: Int?) -> String {
                    guard let index else { return "" }
                    guard let value = parser.string(fields[index]) else {
                        invalidColumn = invalidColumn ?? header[index]
                        return ""
                    }
                    return value.trimmingCharacters(in: .whitespaces)
                }
                let candidate = OpenAddressesRow(
                    line: line, number: text(numberColumn), street: text(streetColumn),
                    unit: text(unitColumn), city: text(cityColumn), district: text(districtColumn),
                    region: text(regionColumn), postcode: text(postcodeColumn)
                )
                if let invalidColumn {
                    rejected(CSVRejection(path: path, line: line, reason: "\(invalidColumn) is not valid UTF-8"))
                } else if candidate.number.isEmpty {
                    rejected(CSVRejection(path: path, line: line, reason: "NUMBER is empty; expected a house number"))
                } else if !candidate.number.contains(where: \.isNumber) {
                    rejected(CSVRejection(path: path, line: line, reason: "NUMBER has no digit; expected a house number"))
                } else if candidate.street.isEmpty {
                    rejected(CSVRejection(path: path, line: line, reason: "STREET is empty; expected a street name"))
                } else {
                    row(candidate)
                }
            }
        }
    }

    static func reason(_ error: Error) -> String {
        let nsError = error as NSError
        if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError,
           underlying.domain == NSPOSIXErrorDomain, let code = POSIXErrorCode(rawValue: Int32(underlying.code)) {
            return String(cString: strerror(code.rawValue))
        }
        if nsError.domain == NSCocoaErrorDomain && nsError.code == NSFileReadNoSuchFileError { return "no such file" }
        return nsError.localizedDescription
    }
}
