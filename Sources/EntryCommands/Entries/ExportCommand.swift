import ArgumentParser
import EntryForm
import EntryResources
import EntrySettings
import EntryStore
import Foundation
import Localization

/// `entrydesk export`: writes saved entries as CSV or JSON Lines for programs, or as an Excel
/// workbook (.xlsx) for people.
///
/// Why the spreadsheet export is a workbook and not a CSV file: LibreOffice's default CSV import
/// (7.4) reads the file as Latin-1 whatever its byte order mark says, turns postcode 02134 into
/// the number 2134, and shows the `="02134"` that keeps it text in Excel as the formula itself.
/// An .xlsx file says its character set and each cell's type, and both spreadsheets open it
/// without asking anything (`SpreadsheetWorkbook`).
struct ExportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "export",
        abstract: "Export saved entries as CSV or JSON Lines (oldest first), or as an Excel workbook.",
        discussion: """
            Plain CSV and JSON Lines are the same bytes in every locale, for programs: comma, \
            dot decimals, amounts with their currency's decimal places (300.00 EUR, 15000 JPY). \
            --excel (or an --out file ending in .xlsx) writes an Excel workbook for people \
            instead, which Excel and LibreOffice open as it is: column titles in the desk's \
            language, times as dates in the local time zone, amounts as numbers with their \
            currency's decimal places, postcodes and references as text with their leading \
            zeros. Without --out it goes to standard output, which must then be a file or a pipe. \
            entrydesk import reads CSV and JSON Lines, and the CSV a spreadsheet saves.
            """)

    @Option(name: .long, help: "Output format: csv or jsonl (default: from the --out file's extension).")
    var format: EntryFileFormat?

    @Flag(
        name: .long,
        help:
            "An Excel workbook (.xlsx) for Excel and LibreOffice, titled in the environment's language (LANGUAGE, LC_ALL, LC_MESSAGES or LANG)."
    )
    var excel = false

    @Option(
        name: .long,
        help: ArgumentHelp(
            "Only entries created or changed at or after this ISO 8601 date or date-time (local time unless it has Z or an offset).",
            valueName: "date"))
    var since: String?

    @Option(name: .long, help: ArgumentHelp("Only the entries of this batch (entrydesk batch list).", valueName: "name"))
    var batch: String?

    @Option(name: .long, help: ArgumentHelp("Write to this file (atomically) instead of standard output.", valueName: "file"))
    var out: String?

    @OptionGroup var database: DatabaseOption

    func validate() throws {
        if writesWorkbook {
            if excel, let format {
                throw ValidationError(
                    "--excel writes an Excel workbook (.xlsx): leave out --format \(format.rawValue) (or leave out --excel for the \(format.rawValue) file programs read)."
                )
            }
            if let out, URL(fileURLWithPath: out).pathExtension.lowercased() != "xlsx" {
                throw ValidationError(
                    "--excel writes an Excel workbook: --out \(out) should end in .xlsx (for CSV, which programs read, leave out --excel).")
            }
            if out == nil, isatty(STDOUT_FILENO) == 1 {
                throw ValidationError(
                    "--excel writes an Excel workbook, not text: give --out entries.xlsx, or send standard output to a file.")
            }
            return try validateSince()
        }
        if format == nil {
            guard let out else { throw ValidationError("Give --format csv or jsonl, or an --out file ending in .csv, .jsonl or .xlsx.") }
            guard EntryFileFormat(exportFileExtensionOf: URL(fileURLWithPath: out)) != nil else {
                throw ValidationError(
                    "--out \(out): the format cannot be told from the file name; end it in .csv, .jsonl or .xlsx, or give --format.")
            }
        }
        try validateSince()
    }

    /// Whether the export is the Excel workbook: --excel, or an --out file ending in .xlsx with no --format.
    private var writesWorkbook: Bool {
        excel || (format == nil && out.map { URL(fileURLWithPath: $0).pathExtension.lowercased() == "xlsx" } == true)
    }

    private func validateSince() throws {
        if let since, ISO8601Timestamp.parse(since) == nil {
            throw ValidationError(
                "--since: expected an ISO 8601 date like 2026-11-21 or date-time like 2026-11-21T09:30:00Z, got '\(since)'")
        }
    }

    @OptionGroup var form: FormOption

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
        // The office's fields come in the form's order, then any other an entry holds.
        let inForce = try form.load().form
        if writesWorkbook { return try exportWorkbook(exporter, since: sinceDate, batch: batch, form: inForce) }
        let officeFields = inForce.exportColumns()
        // validate() made sure one of the two says it.
        guard let format = format ?? out.flatMap({ EntryFileFormat(exportFileExtensionOf: URL(fileURLWithPath: $0)) }) else {
            throw ExitCode(2)
        }
        do {
            if let out {
                let url = URL(fileURLWithPath: (out as NSString).expandingTildeInPath)
                let count = try exporter.export(format: format, since: sinceDate, batch: batch, officeFields: officeFields, to: url)
                FileHandle.standardError.write(Data("entrydesk: exported \(count) entries to \(url.path)\n".utf8))
            } else {
                try exporter.export(
                    format: format, since: sinceDate, batch: batch, officeFields: officeFields, to: FileHandle.standardOutput)
            }
        } catch {
            FileHandle.standardError.write(Data("entrydesk: \(error)\n".utf8))
            throw ExitCode(2)
        }
    }

    /// Writes the workbook, its words in the person's language: it is a document people read,
    /// unlike this command's own messages, which stay English.
    private func exportWorkbook(_ exporter: EntryExporter, since: Date?, batch: Batch?, form: FormDefinition) throws {
        Translations.activate(localeDirectory: ResourceLocator.localeDirectory)
        let officeFields = form.exportColumns()
        do {
            if let out {
                let url = URL(fileURLWithPath: (out as NSString).expandingTildeInPath)
                let count = try exporter.exportWorkbook(since: since, batch: batch, officeFields: officeFields, to: url)
                FileHandle.standardError.write(Data("entrydesk: exported \(count) entries to \(url.path)\n".utf8))
            } else {
                try exporter.exportWorkbook(since: since, batch: batch, officeFields: officeFields, to: FileHandle.standardOutput)
            }
        } catch {
            FileHandle.standardError.write(Data("entrydesk: \(error)\n".utf8))
            throw ExitCode(2)
        }
    }
}
