import ArgumentParser
import EntryStore
import Foundation
import Localization

/// `entrydesk export`: writes saved entries as CSV or JSON Lines.
struct ExportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "export",
        abstract: "Export saved entries as CSV or JSON Lines (oldest first).",
        discussion: """
            Plain CSV and JSON Lines are the same bytes in every locale, for programs: comma, \
            dot decimals, amounts with their currency's decimal places (300.00 EUR, 15000 JPY). \
            --excel writes the CSV a spreadsheet opens right instead: a UTF-8 byte order mark, \
            the locale's list separator (';' where the decimal separator is a comma, as in \
            de_DE and fr_FR) and decimal separator, and postcodes and references kept as text \
            (="02134"), so that leading zeros survive. entrydesk import reads both.
            """)

    @Option(name: .long, help: "Output format: csv or jsonl (default: from the --out file's extension).")
    var format: EntryFileFormat?

    @Flag(name: .long, help: "CSV for Excel and LibreOffice in the environment's locale (LC_ALL, LC_MONETARY, LC_NUMERIC or LANG).")
    var excel = false

    @Option(name: .long, help: ArgumentHelp(
        "Only entries created or changed at or after this ISO 8601 date or date-time (local time unless it has Z or an offset).",
        valueName: "date"))
    var since: String?

    @Option(name: .long, help: ArgumentHelp("Only the entries of this batch (entrydesk batch list).", valueName: "name"))
    var batch: String?

    @Option(name: .long, help: ArgumentHelp("Write to this file (atomically) instead of standard output.", valueName: "file"))
    var out: String?

    @OptionGroup var database: DatabaseOption

    func validate() throws {
        if excel {
            if format == .jsonl { throw ValidationError("--excel writes CSV; leave out --format jsonl.") }
            if let out, EntryFileFormat(exportFileExtensionOf: URL(fileURLWithPath: out)) == .jsonl {
                throw ValidationError("--excel writes CSV: --out \(out) should end in .csv.")
            }
            return try validateSince()
        }
        if format == nil {
            guard let out else { throw ValidationError("Give --format csv or jsonl, or an --out file ending in .csv or .jsonl.") }
            guard EntryFileFormat(exportFileExtensionOf: URL(fileURLWithPath: out)) != nil else {
                throw ValidationError("--out \(out): the format cannot be told from the file name; end it in .csv or .jsonl, or give --format.")
            }
        }
        try validateSince()
    }

    private func validateSince() throws {
        if let since, ISO8601Timestamp.parse(since) == nil {
            throw ValidationError("--since: expected an ISO 8601 date like 2026-11-21 or date-time like 2026-11-21T09:30:00Z, got '\(since)'")
        }
    }

    func run() throws {
        // Exporting must not create an empty database as a side effect of a mistyped path.
        guard FileManager.default.fileExists(atPath: database.url.path) else {
            FileHandle.standardError.write(Data("entrydesk: no entry database at \(database.url.path); nothing to export\n".utf8))
            throw ExitCode(2)
        }
        // Read-only: a database in a read-only file or folder exports, and gains no -wal or
        // -shm file beside it.
        let store = try database.open(readOnly: true)
        let sinceDate = since.flatMap { ISO8601Timestamp.parse($0) }
        let batch: Batch?
        do {
            batch = try self.batch.map { try BatchCommand.named($0, in: store) }
        } catch {
            FileHandle.standardError.write(Data("entrydesk: \(error)\n".utf8))
            throw ExitCode(2)
        }
        let exporter = EntryExporter(store: store)
        // validate() made sure one of the two says it.
        guard let format = excel ? .csv : format ?? out.flatMap({ EntryFileFormat(exportFileExtensionOf: URL(fileURLWithPath: $0)) }) else {
            throw ExitCode(2)
        }
        // The spreadsheet's conventions are the person's; the plain file's are nobody's.
        let dialect = excel ? CSVDialect.spreadsheet(for: UserLocale.current) : .plain
        do {
            if let out {
                let url = URL(fileURLWithPath: (out as NSString).expandingTildeInPath)
                let count = try exporter.export(format: format, dialect: dialect, since: sinceDate, batch: batch, to: url)
                FileHandle.standardError.write(Data("entrydesk: exported \(count) entries to \(url.path)\n".utf8))
            } else {
                try exporter.export(format: format, dialect: dialect, since: sinceDate, batch: batch, to: FileHandle.standardOutput)
            }
        } catch {
            FileHandle.standardError.write(Data("entrydesk: \(error)\n".utf8))
            throw ExitCode(2)
        }
    }
}
