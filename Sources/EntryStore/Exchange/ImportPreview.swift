import Foundation

/// The first rows of a CSV file, read for the window's import dialog before anything is
/// imported: its header, a few values of each column, and the field each column's name
/// suggests (`ImportColumnNames`: "PLZ" is the postcode; nil for a name it does not know).
public struct ImportPreview: Sendable, Equatable {
    /// The header cells, in file order.
    public let headers: [String]
    /// Up to `sampleRows` rows under the header, each as long as the header.
    public let samples: [[String]]
    /// The field each column's name suggests.
    public let suggested: [EntryField?]

    /// How many rows the dialog shows under each column's name.
    public static let sampleRows = 3

    /// Reads the start of the CSV file at `url` (BOM, UTF-16, separator detected as the import
    /// does); throws `ImportError` for a file that cannot be read or has no header.
    public static func read(_ url: URL) throws -> ImportPreview {
        let bytes = try EntryImporter.utf8(ImportFileReader.readBytes(at: url), path: url.path)
        var parser = CSVParser(bytes, separator: CSVSeparator.detect(in: bytes))
        let headers: [String]
        var samples: [[String]] = []
        do {
            guard let header = try parser.next()?.fields, !header.allSatisfy({ $0.trimmingCharacters(in: .whitespaces).isEmpty }) else {
                throw ImportError.badHeader(path: url.path, reason: "the file has no header row")
            }
            headers = header
            while samples.count < sampleRows, let row = try parser.next() {
                samples.append((0..<headers.count).map { row.fields.indices.contains($0) ? row.fields[$0] : "" })
            }
        } catch let error as CSVParser.SyntaxError {
            throw ImportError.brokenCSV(path: url.path, line: error.line, reason: error.reason)
        }
        let suggested = headers.map { ImportColumnNames.column($0.trimmingCharacters(in: .whitespaces))?.field }
        return ImportPreview(headers: headers, samples: samples, suggested: suggested)
    }
}
