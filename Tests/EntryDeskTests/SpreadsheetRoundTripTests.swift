import Foundation
import Testing

/// Data that opens right in a spreadsheet (issue 24, items 4 and 6): `entrydesk export --excel`
/// opened and saved by LibreOffice, then imported again, as a person in Germany would do it.
@Suite struct SpreadsheetRoundTripTests {
    private static let german: [String: String?] = ["LANG": "de_DE.UTF-8", "LC_ALL": "de_DE.UTF-8", "LANGUAGE": nil]

    /// Entries whose names, postcodes, references and amounts a spreadsheet used to spoil:
    /// umlauts and kanji, leading zeros, a reference that looks like a formula, whole amounts.
    private static let entries = "name,country_code,country_area,city,postal_code,street_line1,amount,currency,reference\n"
        + "Jürgen Müller,DE,,Dresden,01067,Hauptstraße 1,1234.50,EUR,00042\n"
        + "山田 太郎,JP,東京都,千代田区,100-0001,千代田1-1,15000,JPY,=1+1\n"
        + "Maria Souza,BR,SP,São Paulo,01310-200,Avenida Paulista 1,300,BRL,007\n"
        + "Ann Lee,US,MA,Boston,02134,1 Main St,7.5,USD,\n"

    private static let soffice = "/usr/bin/soffice"

    @Test func anExcelExportSurvivesLibreOfficeAndImportsBackUnchanged() throws {
        try #require(FileManager.default.isExecutableFile(atPath: Self.soffice),
                     "LibreOffice is missing: scripts/install-deps.sh --test installs libreoffice-calc-nogui")
        let sandbox = try ToolSandbox()
        defer { sandbox.cleanUp() }
        let imported = try sandbox.run(["import", try sandbox.write(Self.entries, to: "entries.csv").path])
        try #require(imported.status == 0, "\(imported.output)")
        let excel = sandbox.file("excel.csv")
        #expect(try sandbox.run(["export", "--excel", "--out", excel.path], environment: Self.german).status == 0)

        // The control: the same file with its text formulas written as bare cells, which is
        // what loses the zeros (so the check below can fail, and the formulas are what passes it).
        let bare = try String(contentsOf: excel, encoding: .utf8)
            .replacingOccurrences(of: #""=""([^"]*)""""#, with: "$1", options: .regularExpression)
        let control = try sandbox.write(bare, to: "control.csv")

        // Opened as LibreOffice's Text Import dialog opens a CSV file in a German session, and
        // saved again as CSV, UTF-8, ';'. The filter options are the dialog's first-time
        // defaults (LibreOffice 7.4's registry, CSVImport: no quoted field as text, no special
        // numbers, spaces kept; the character set left to the byte order mark, the language to
        // the session) with the separator ';' and "Evaluate formulas" ticked (token 13): its
        // default is unticked, and then the cell shows `="02134"` as typed. The dialog keeps
        // the tick for the next file; Excel always evaluates.
        let saved = sandbox.file("saved")
        let conversion = try runToCompletion(
            URL(fileURLWithPath: Self.soffice),
            ["-env:UserInstallation=file://\(sandbox.file("libreoffice-profile").path)", "--headless",
             "--infilter=CSV:59,34,,1,,,false,false,false,false,false,-1,true", "--convert-to", "csv:Text - txt - csv (StarCalc):59,34,76,1", "--outdir", saved.path, excel.path, control.path],
            environment: toolEnvironment(["HOME": sandbox.url.path, "LANG": "de_DE.UTF-8", "LC_ALL": "de_DE.UTF-8"]))
        try #require(conversion.status == 0, "\(conversion.output)\(conversion.errors)")
        func table(_ name: String) throws -> [[Substring]] {
            try String(contentsOf: saved.appendingPathComponent(name), encoding: .utf8)
                .split(whereSeparator: \.isNewline).map { $0.split(separator: ";", omittingEmptySubsequences: false) }
        }
        let text = try String(contentsOf: saved.appendingPathComponent("excel.csv"), encoding: .utf8)
        let rows = try table("excel.csv")
        #expect(rows.count == 5, "\(text)")
        func cells(_ row: Int, _ column: String, in rows: [[Substring]] = rows) -> String {
            guard let index = rows.first?.firstIndex(where: { $0.contains(column) }), row < rows.count, index < rows[row].count
            else { return "" }
            return String(rows[row][index]).replacingOccurrences(of: "\"", with: "")
        }
        let controlRows = try table("control.csv")
        #expect((1...4).map { cells($0, "postal_code", in: controlRows) } == ["1067", "100-0001", "01310-200", "2134"])
        #expect(cells(1, "reference", in: controlRows) == "42")
        // Names intact (the byte order mark made it UTF-8), codes with their zeros (cells of
        // text, not numbers), references as typed, and no formula left in the saved file.
        #expect((1...4).map { cells($0, "name") } == ["Jürgen Müller", "山田 太郎", "Maria Souza", "Ann Lee"])
        #expect((1...4).map { cells($0, "postal_code") } == ["01067", "100-0001", "01310-200", "02134"])
        #expect((1...4).map { cells($0, "reference") } == ["00042", "=1+1", "007", ""])
        // Amounts are numbers the spreadsheet can add up: saved as its standard number format
        // shows them (trailing zeros dropped, a decimal comma), which text would not be.
        #expect((1...4).map { cells($0, "amount") } == ["1234,5", "15000", "300", "7,5"])
        #expect(!text.contains("=\""))

        // What LibreOffice saved imports back into the same entries.
        let copy: [String: String?] = ["ENTRYDESK_DATABASE": sandbox.file("copy.sqlite3").path]
        let reimported = try sandbox.run(["import", saved.appendingPathComponent("excel.csv").path],
                                         environment: copy.merging(Self.german) { $1 })
        #expect(reimported.status == 0, "\(reimported.output)")
        let original = try sandbox.run(["export", "--format", "csv"])
        let roundTripped = try sandbox.run(["export", "--format", "csv"], environment: copy)
        #expect(original.status == 0 && roundTripped.output == original.output, "\(roundTripped.output)\n\(original.output)")
        #expect(original.output.contains(",1234.50,EUR,00042\r\n") && original.output.contains(",300.00,BRL,007\r\n"))
    }

    @Test func theExcelFlavourFollowsTheLocaleAndIsCSVOnly() throws {
        let sandbox = try ToolSandbox()
        defer { sandbox.cleanUp() }
        #expect(try sandbox.run(["import", try sandbox.write(Self.entries, to: "entries.csv").path]).status == 0)
        let french = try sandbox.run(["export", "--excel"], environment: ["LANG": "fr_FR.UTF-8", "LC_ALL": nil])
        #expect(french.status == 0)
        #expect(french.output.hasPrefix("\u{FEFF}id;created_at;"))
        #expect(french.output.contains(";1234,50;EUR;\"=\"\"00042\"\"\"\r\n"))
        let english = try sandbox.run(["export", "--excel"], environment: ["LANG": "C.UTF-8", "LC_ALL": nil])
        #expect(english.output.hasPrefix("\u{FEFF}id,created_at,"))
        #expect(english.output.contains(",1234.50,EUR,\"=\"\"00042\"\"\"\r\n"))
        let jsonl = try sandbox.run(["export", "--excel", "--format", "jsonl"])
        #expect(jsonl.status == 64 && jsonl.output.contains("--excel writes CSV"), "\(jsonl.output)")
        let named = try sandbox.run(["export", "--excel", "--out", sandbox.file("x.jsonl").path])
        #expect(named.status == 64 && named.output.contains("should end in .csv"), "\(named.output)")
    }

    @Test func anImportSaysWhichColumnsItDoesNotKnowAndWhichItReads() throws {
        let sandbox = try ToolSandbox()
        defer { sandbox.cleanUp() }
        let file = try sandbox.write("\u{FEFF}Name;PLZ;Telefon\r\nAnn;10115;0301234\r\n", to: "phone.csv")
        let result = try sandbox.run(["import", file.path])
        #expect(result.status == 2)
        #expect(result.output.hasPrefix("entrydesk: \(file.path):1: bad CSV header: unknown column 'Telefon'; the columns EntryDesk reads are id,"),
                "\(result.output)")
        #expect(!FileManager.default.fileExists(atPath: sandbox.file("entries.sqlite3").path) || result.output.contains("nothing was imported"))
    }
}
