import Foundation
import Testing
import TestSupport

/// Data that opens right in a spreadsheet:
/// `entrydesk export --excel` opened by LibreOffice as a person opens it, with its default
/// settings, each cell read back with its type; then saved as CSV and imported again.
@Suite struct SpreadsheetRoundTripTests {
    private static let german: [String: String?] = ["LANG": "de_DE.UTF-8", "LC_ALL": "de_DE.UTF-8", "LANGUAGE": nil]
    private static let english: [String: String?] = ["LANG": "en_US.UTF-8", "LC_ALL": "en_US.UTF-8", "LANGUAGE": nil]

    /// Entries whose names, postcodes, references and amounts a spreadsheet used to spoil:
    /// umlauts, a diaeresis and kanji, leading zeros, a reference that looks like a formula,
    /// euros and yen.
    private static let entries =
        "name,country_code,country_area,city,postal_code,street_line1,amount,currency,reference\n"
        + "Jörg Schäfer,DE,,Dresden,01067,Hauptstraße 1,1234.50,EUR,00042\n"
        + "山田 太郎,JP,東京都,千代田区,100-0001,千代田1-1,15000,JPY,=1+1\n"
        + "Zoë Souza,US,MA,Boston,02134,1 Main St,7.5,EUR,007\n"

    private static let soffice = "/usr/bin/soffice"

    /// The column titles, in the export's column order, as the desk shows them.
    private static let englishTitles = [
        "Entry ID", "Created", "Last changed", "Name", "Organisation", "Country",
        "State or region", "City", "District", "Postcode", "Sorting code", "Address line 1",
        "Address line 2", "Extra 1", "Extra 2", "Extra 3", "Amount", "Currency", "Reference",
        "Form version", "Reasons for kept values"
    ]
    private static let germanTitles = [
        "Eintrags-ID", "Erstellt", "Zuletzt geändert", "Name", "Organisation", "Land",
        "Bundesland oder Region", "Ort", "Ortsteil", "Postleitzahl", "Sortiercode", "Adresszeile 1",
        "Adresszeile 2", "Zusatz 1", "Zusatz 2", "Zusatz 3", "Betrag", "Währung", "Referenz",
        "Formularversion", "Gründe für behaltene Werte"
    ]

    /// Converts `files` with LibreOffice headless in `environment`, with a profile of its own and
    /// no filter options (a person double-clicking the file), to `format` in `folder`; fails the
    /// test when LibreOffice is missing.
    private func convert(
        _ files: [URL], to format: String, in folder: URL, sandbox: ToolSandbox,
        environment: [String: String?]
    ) throws {
        try #require(
            FileManager.default.isExecutableFile(atPath: Self.soffice),
            "LibreOffice is missing: scripts/install-deps.sh --test installs libreoffice-calc-nogui")
        let conversion = try runToCompletion(
            URL(fileURLWithPath: Self.soffice),
            [
                "-env:UserInstallation=file://\(sandbox.file("libreoffice-profile").path)", "--headless",
                "--convert-to", format, "--outdir", folder.path
            ] + files.map(\.path),
            environment: toolEnvironment(environment.merging(["HOME": sandbox.url.path]) { $1 }))
        try #require(conversion.status == 0, "\(conversion.output)\(conversion.errors)")
    }

    @Test(arguments: ["en", "de"])
    func anExcelExportOpensRightInLibreOfficesDefaultImport(language: String) throws {
        let sandbox = try ToolSandbox()
        defer { sandbox.cleanUp() }
        let imported = try sandbox.run(["import", try sandbox.write(Self.entries, to: "entries.csv").path])
        try #require(imported.status == 0, "\(imported.output)")
        let session = (language == "de" ? Self.german : Self.english).merging(["TZ": "Asia/Tokyo"]) { $1 }
        if language == "de" {
            try #require(
                FileManager.default.fileExists(
                    atPath: URL(fileURLWithPath: #filePath).deletingLastPathComponent()
                        .appendingPathComponent("../../.build/locale/de/LC_MESSAGES/entrydesk.mo").path),
                "the German catalogue is not compiled: make translations")
        }
        let workbook = sandbox.file("entries.xlsx")
        let exported = try sandbox.run(["export", "--excel", "--out", workbook.path], environment: session)
        try #require(exported.status == 0, "\(exported.output)")
        #expect(try Data(contentsOf: workbook).starts(with: Array("PK\u{3}\u{4}".utf8)))

        // Opened as LibreOffice opens it for a person in that session, and written as flat
        // OpenDocument, which keeps each cell's type and value beside the text it shows.
        let opened = sandbox.file("opened")
        try convert([workbook], to: "fods", in: opened, sandbox: sandbox, environment: session)
        let sheet = try #require(OpenDocumentSheet(contentsOf: opened.appendingPathComponent("entries.fods")))
        #expect(sheet.rows.count == 4, "\(sheet.rows)")
        #expect(sheet.titles == (language == "de" ? Self.germanTitles : Self.englishTitles))
        #expect(sheet.rows.first?.allSatisfy { $0.type == "string" || $0.type.isEmpty } == true)
        let titles = Dictionary(uniqueKeysWithValues: zip(Self.englishTitles, sheet.titles))
        func cells(_ title: String) -> [OpenDocumentSheet.Cell] {
            (1...3).map { sheet.cell($0, titles[title] ?? title) }
        }
        func text(_ values: String...) -> [OpenDocumentSheet.Cell] {
            values.map { OpenDocumentSheet.Cell(type: $0.isEmpty ? "" : "string", value: "", text: $0) }
        }
        // Every character right, codes with their zeros as text, a formula-like reference as typed.
        #expect(cells("Name") == text("Jörg Schäfer", "山田 太郎", "Zoë Souza"))
        #expect(cells("State or region") == text("", "東京都", "MA"))
        #expect(cells("Address line 1") == text("Hauptstraße 1", "千代田1-1", "1 Main St"))
        #expect(cells("Postcode") == text("01067", "100-0001", "02134"))
        #expect(cells("Reference") == text("00042", "=1+1", "007"))
        #expect(cells("Currency") == text("EUR", "JPY", "EUR"))
        // Amounts are numbers the spreadsheet adds up, shown with the currency's decimals in
        // the session's way.
        #expect(cells("Amount").map(\.type) == ["float", "float", "float"])
        #expect(cells("Amount").map(\.value) == ["1234.5", "15000", "7.5"])
        #expect(cells("Amount").map(\.text) == (language == "de" ? ["1.234,50", "15.000", "7,50"] : ["1,234.50", "15,000", "7.50"]))
        // The times are dates, in the local time zone (Tokyo, 9 hours ahead of UTC), to the second.
        let plain = try sandbox.run(["export", "--format", "csv"])
        let saved = plain.output.split(separator: "\r\n").dropFirst().map { String($0.split(separator: ",")[1]) }
        let tokyo = ISO8601DateFormatter()
        tokyo.timeZone = TimeZone(identifier: "Asia/Tokyo")
        tokyo.formatOptions = [.withFullDate, .withTime, .withColonSeparatorInTime, .withDashSeparatorInDate]
        let utc = ISO8601DateFormatter()
        utc.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
        let expected = saved.compactMap { utc.date(from: $0) }.map { tokyo.string(from: $0) }
        #expect(expected.count == 3)
        for (index, created) in cells("Created").enumerated() where index < expected.count {
            #expect(created.type == "date", "\(created)")
            #expect(created.value.hasPrefix(expected[index]), "\(created) is not \(expected[index])")
            #expect(created.text == expected[index].replacingOccurrences(of: "T", with: " "))
        }
        #expect(cells("Last changed").map(\.type) == ["date", "date", "date"])
    }

    @Test func anExcelExportSavedAsCSVByLibreOfficeImportsBack() throws {
        let sandbox = try ToolSandbox()
        defer { sandbox.cleanUp() }
        #expect(try sandbox.run(["import", try sandbox.write(Self.entries, to: "entries.csv").path]).status == 0)
        let workbook = sandbox.file("entries.xlsx")
        // An .xlsx name is enough to ask for the workbook.
        #expect(try sandbox.run(["export", "--out", workbook.path], environment: Self.english).status == 0)
        // Saved by LibreOffice as CSV (',', '"', UTF-8), and imported into another database.
        let saved = sandbox.file("saved")
        try convert(
            [workbook], to: "csv:Text - txt - csv (StarCalc):44,34,76,1", in: saved,
            sandbox: sandbox, environment: Self.english)
        let copy: [String: String?] = ["ENTRYDESK_DATABASE": sandbox.file("copy.sqlite3").path]
        let reimported = try sandbox.run(["import", saved.appendingPathComponent("entries.csv").path], environment: copy)
        #expect(reimported.status == 0, "\(reimported.output)")
        // The same entries, times to the second (what the sheet shows).
        func withoutMilliseconds(_ text: String) -> String {
            text.replacingOccurrences(of: #"\.\d{3}Z"#, with: ".000Z", options: .regularExpression)
        }
        let original = try sandbox.run(["export", "--format", "csv"])
        let roundTripped = try sandbox.run(["export", "--format", "csv"], environment: copy)
        #expect(
            original.status == 0 && roundTripped.output == withoutMilliseconds(original.output),
            "\(roundTripped.output)\n\(original.output)")
        #expect(original.output.contains(",1234.50,EUR,00042,,{}\r\n") && original.output.contains(",7.50,EUR,007,,{}\r\n"))
    }

    /// A workbook exported with the office's fields, their columns titled by their labels, saved
    /// by LibreOffice as CSV and imported again: every column goes back to its field by its
    /// title, the office's by the form's labels; the same entry comes back, office values too.
    @Test func aWorkbookWithTheOfficesFieldsImportsBackByItsTitles() throws {
        let sandbox = try ToolSandbox()
        defer { sandbox.cleanUp() }
        try FileManager.default.createDirectory(at: sandbox.file("config/entrydesk"), withIntermediateDirectories: true)
        try sandbox.write(
            """
            {"version": "office-1", "fields": [
              {"key": "invoice_number", "type": "text", "label": {"": "Invoice number", "de": "Rechnungsnummer"}},
              {"key": "method", "type": "choice", "label": {"en": "Payment method", "de": "Zahlungsart"},
               "choices": ["cash", "transfer"]}
            ]}
            """, to: "config/entrydesk/form.json")
        let keyed = try sandbox.write(
            "name,country_code,city,postal_code,street_line1,amount,currency,invoice_number,method\n"
                + "Jörg Schäfer,DE,Dresden,01067,Hauptstraße 1,1234.50,EUR,INV-004211,transfer\n", to: "keyed.csv")
        let imported = try sandbox.run(["import", keyed.path])
        try #require(imported.status == 0, "\(imported.output)")
        let workbook = sandbox.file("entries.xlsx")
        let exported = try sandbox.run(["export", "--excel", "--out", workbook.path], environment: Self.english)
        try #require(exported.status == 0, "\(exported.output)")
        let saved = sandbox.file("saved")
        try convert(
            [workbook], to: "csv:Text - txt - csv (StarCalc):44,34,76,1", in: saved, sandbox: sandbox, environment: Self.english)
        let csv = saved.appendingPathComponent("entries.csv")
        let header = try String(contentsOf: csv, encoding: .utf8).prefix { $0 != "\n" && $0 != "\r" }
        #expect(header.contains(#""Reference","Invoice number","Payment method","Form version""#), "\(header)")
        let copy: [String: String?] = ["ENTRYDESK_DATABASE": sandbox.file("copy.sqlite3").path]
        let reimported = try sandbox.run(["import", csv.path], environment: copy)
        #expect(reimported.status == 0, "\(reimported.output)")
        // The same entry, office values and all, times to the second (what the sheet shows).
        func withoutMilliseconds(_ text: String) -> String {
            text.replacingOccurrences(of: #"\.\d{3}Z"#, with: ".000Z", options: .regularExpression)
        }
        let original = try sandbox.run(["export", "--format", "jsonl"])
        let roundTripped = try sandbox.run(["export", "--format", "jsonl"], environment: copy)
        #expect(original.output.contains(#""invoice_number":"INV-004211","method":"transfer""#), "\(original.output)")
        #expect(roundTripped.output == withoutMilliseconds(original.output), "\(roundTripped.output)\n\(original.output)")
    }

    @Test func theWorkbookIsWhatExcelAsksForAndNothingElse() throws {
        let sandbox = try ToolSandbox()
        defer { sandbox.cleanUp() }
        #expect(try sandbox.run(["import", try sandbox.write(Self.entries, to: "entries.csv").path]).status == 0)
        // Standard output when it is a file or a pipe (a terminal gets an error instead).
        let piped = try runToCompletion(
            URL(fileURLWithPath: builtAppBinary), ["export", "--excel"],
            environment: toolEnvironment([
                "ENTRYDESK_DATABASE": sandbox.file("entries.sqlite3").path,
                "HOME": sandbox.url.path
            ]))
        #expect(piped.status == 0 && piped.output.hasPrefix("PK\u{3}\u{4}"), "\(piped.errors)")
        let csv = try sandbox.run(["export", "--excel", "--out", sandbox.file("x.csv").path])
        #expect(csv.status == 64 && csv.output.contains("should end in .xlsx"), "\(csv.output)")
        let jsonl = try sandbox.run(["export", "--excel", "--format", "jsonl"])
        #expect(jsonl.status == 64 && jsonl.output.contains("--excel writes an Excel workbook (.xlsx)"), "\(jsonl.output)")
        // The plain export is unchanged by the locale and by all this.
        let french = try sandbox.run(["export", "--format", "csv"], environment: ["LANG": "fr_FR.UTF-8", "LC_ALL": nil])
        #expect(french.output.hasPrefix("id,created_at,updated_at,name,"))
        #expect(french.output.contains(",1234.50,EUR,00042,,{}\r\n"))
    }

    @Test func anImportSaysWhichColumnsItDoesNotKnowAndWhichItReads() throws {
        let sandbox = try ToolSandbox()
        defer { sandbox.cleanUp() }
        let file = try sandbox.write("\u{FEFF}Name;PLZ;Telefon\r\nAnn;10115;0301234\r\n", to: "phone.csv")
        let result = try sandbox.run(["import", file.path])
        #expect(result.status == 2)
        #expect(
            result.output.hasPrefix(
                "entrydesk: \(file.path):1: bad CSV header: unknown column 'Telefon'; the columns EntryDesk reads are id,"),
            "\(result.output)")
        #expect(
            !FileManager.default.fileExists(atPath: sandbox.file("entries.sqlite3").path) || result.output.contains("nothing was imported"))
    }
}
