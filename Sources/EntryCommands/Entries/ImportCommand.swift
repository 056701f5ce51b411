import AmountKit
import ArgumentParser
import EntrySettings
import EntryStore
import Foundation
import Localization

/// `entrydesk import`: validates a CSV or JSON Lines file and saves its valid rows together.
struct ImportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Import entries from CSV (with a header row) or JSON Lines.",
        discussion: """
            Every row is validated; invalid rows are reported on standard error with their row \
            (line), column and reason, and the valid rows are saved together. A row whose id is \
            already saved replaces that entry, unless the saved entry was changed later (a newer \
            updated_at): then it is kept. A row without an id that is identical to a saved entry \
            is skipped, so importing the same file twice adds its rows once. Exit status: 0 all \
            rows valid, 1 some rows invalid (the valid ones were imported), 2 the file or \
            database could not be used (nothing was imported). Negative amounts are refused, as in \
            the window, unless entrydesk.conf says allow-negative = true in its [amounts] section.

            CSV as spreadsheets save it is read: a byte order mark, UTF-16 ("Unicode text"), CRLF, the separator the \
            header line uses (',', ';' or tab), column names such as Postcode, ZIP, PLZ, Town, \
            State, Country (a code or a name) and Amount (EUR) (in euros when there is no \
            currency column), amounts like 1.234,50 in a ';' file (in a tab file as the \
            environment's locale writes them).

            A domestic list need not name its country or currency: rows without a country are \
            taken to be in the desk's (the locale's region, as the window starts with) and rows \
            without a currency in the desk's currency, unless --country or --currency says \
            otherwise. A row whose postcode and state fit another country better is reported \
            as a warning naming that country, and kept in the one assumed.

            A large import is written in short steps, so the window can save meanwhile; it \
            shows only once complete, and an interrupted import leaves nothing. The summary \
            names the import's number: --undo NUMBER takes it back, removing the entries it \
            added and putting back the entries it replaced as they were before it. An entry \
            changed since the import (in the window, or by a later import) is left as it is now.
            """)

    @Argument(help: ArgumentHelp("The file to import (.csv, .jsonl; otherwise detected from its contents).", valueName: "file"))
    var file: String?

    @Option(
        name: .long,
        help: ArgumentHelp(
            "Undo the import with this number (named in its summary) instead of importing.",
            valueName: "number"))
    var undo: Int64?

    @Option(name: .long, help: "Read the file as this format instead of detecting it: csv or jsonl.")
    var format: EntryFileFormat?

    @Option(
        name: .long,
        help: ArgumentHelp(
            "The country of rows that name none, an ISO 3166-1 code such as DE (default: the locale's).", valueName: "CC"))
    var country: String?

    @Option(
        name: .long,
        help: ArgumentHelp(
            "The currency of rows that name none, an ISO 4217 code such as EUR (default: the locale's).", valueName: "CUR"))
    var currency: String?

    @OptionGroup var database: DatabaseOption

    func validate() throws {
        if (file == nil) == (undo == nil) {
            throw ValidationError("give either a file to import or --undo NUMBER")
        }
        if let country, DeskDefaults.knownCountry(country) == nil {
            throw ValidationError("--country must be an ISO 3166-1 country code such as DE or US, found '\(country.prefix(40))'")
        }
        if let currency, DeskDefaults.knownCurrency(currency) == nil {
            throw ValidationError("--currency must be an ISO 4217 currency code such as EUR or USD, found '\(currency.prefix(40))'")
        }
    }

    @OptionGroup var form: FormOption

    func run() throws {
        guard let file else { return try undoImport() }
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
        // Columns named by the form's own fields (by key, or titled by a label) import into them.
        let inForce = try form.load().form
        let store = try database.open()
        // Rows without a country or currency: a domestic list, in the desk's unless said otherwise.
        let locale = UserLocale.current
        let importer = EntryImporter(
            store: store, validator: ImportValidation.makeValidator(allowsNegative: rules.allowsNegative, form: inForce),
            locale: locale, defaultCountry: country.flatMap(DeskDefaults.knownCountry) ?? DeskDefaults.country(locale),
            defaultCurrency: currency.flatMap(DeskDefaults.knownCurrency)
                ?? DeskDefaults.currency(locale, try? CurrencyTable.standard()))
        let report: ImportReport
        do {
            report = try importer.importFile(
                at: url, format: format, officeKeys: inForce.officeKeys, officeLabels: inForce.officeLabels)
        } catch {
            FileHandle.standardError.write(Data("entrydesk: \(error)\n".utf8))
            throw ExitCode(2)
        }
        var lines = (report.problemLines(path: url.path) + report.misfitLines(path: url.path)).map { $0 + "\n" }.joined()
        lines += "entrydesk: \(report.summary)\n"
        if let id = report.importID {
            lines += "entrydesk: this was import \(id); entrydesk import --undo \(id) takes it back\n"
        }
        FileHandle.standardError.write(Data(lines.utf8))
        if !report.isComplete { throw ExitCode(1) }
    }

    /// `--undo NUMBER`: exit status 0 when undone, 2 when it could not be.
    private func undoImport() throws {
        guard let undo else { return }
        // Undo must not create an empty database either.
        guard FileManager.default.fileExists(atPath: database.url.path) else {
            FileHandle.standardError.write(Data("entrydesk: no entry database at \(database.url.path); nothing to undo\n".utf8))
            throw ExitCode(2)
        }
        let store = try database.open()
        do {
            try store.undoImport(id: undo)
        } catch {
            FileHandle.standardError.write(Data("entrydesk: \(error)\n".utf8))
            throw ExitCode(2)
        }
        FileHandle.standardError.write(Data("entrydesk: import \(undo) undone\n".utf8))
    }
}
