import ArgumentParser
import EntryDesk
import EntryStore
import Foundation

/// `entrydesk import`: validates a CSV or JSON Lines file and saves its valid rows together.
struct ImportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Import entries from CSV (with a header row) or JSON Lines.",
        discussion: """
            Every row is validated; invalid rows are reported on standard error with their line, \
            field and reason, and the valid rows are saved in one transaction. A row whose id is \
            already saved replaces that entry, unless the saved entry was changed later (a newer \
            updated_at): then it is kept. A row without an id that is identical to a saved entry \
            is skipped, so importing the same file twice adds its rows once. Exit status: 0 all \
            rows valid, 1 some rows invalid (the valid ones were imported), 2 the file or \
            database could not be used (nothing was imported). Negative amounts are refused, as in \
            the window, unless entrydesk.conf says allow-negative = true in its [amounts] section.
            """)

    @Argument(help: ArgumentHelp("The file to import (.csv, .jsonl; otherwise detected from its contents).", valueName: "file"))
    var file: String

    @Option(name: .long, help: "Read the file as this format instead of detecting it: csv or jsonl.")
    var format: EntryFileFormat?

    @OptionGroup var database: DatabaseOption

    func run() throws {
        let url = URL(fileURLWithPath: (file as NSString).expandingTildeInPath)
        // Check the file first so a typo (or a folder) does not create an empty database as a
        // side effect.
        do {
            try ImportFileReader.check(url)
        } catch {
            FileHandle.standardError.write(Data("entrydesk: \(error)\n".utf8))
            throw ExitCode(2)
        }
        // The window's rules: negatives only where the configuration allows them.
        let rules: AmountRules
        do {
            rules = try AppConfiguration.load(from: AppConfiguration.defaultFileURL()).amounts
        } catch {
            FileHandle.standardError.write(Data("entrydesk: the configuration file cannot be used: \(error)\n".utf8))
            throw ExitCode(2)
        }
        let store = try database.open()
        let importer = EntryImporter(store: store, validator: ImportValidation.makeValidator(allowsNegative: rules.allowsNegative))
        let report: ImportReport
        do {
            report = try importer.importFile(at: url, format: format)
        } catch {
            FileHandle.standardError.write(Data("entrydesk: \(error)\n".utf8))
            throw ExitCode(2)
        }
        var lines = report.problemLines(path: url.path).map { $0 + "\n" }.joined()
        lines += "entrydesk: \(report.summary)\n"
        FileHandle.standardError.write(Data(lines.utf8))
        if !report.isComplete { throw ExitCode(1) }
    }
}
