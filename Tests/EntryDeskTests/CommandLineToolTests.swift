import Foundation
import Testing
import TestSupport

/// The `entrydesk` subcommands on input that once crashed them or lost data, run as a person
/// would run them: each in a sandbox of its own (home, configuration, database), no display.
@Suite struct CommandLineToolTests {
    private typealias Sandbox = ToolSandbox

    private static let oneEntry =
        "name,country_code,city,postal_code,street_line1,amount,currency\nAnna,DE,Berlin,10115,Street 1,12.50,EUR\n"

    @Test func importingAFolderFailsCleanlyAndCreatesNoDatabase() throws {
        let sandbox = try Sandbox()
        defer { sandbox.cleanUp() }
        let folder = sandbox.file("exports")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let database = sandbox.file("import.sqlite3")
        let result = try sandbox.run(["import", folder.path, "--database", database.path])
        #expect(result.status == 2)
        #expect(result.output == "entrydesk: \(folder.path): cannot read the file: it is a folder; nothing was imported\n")
        #expect(!FileManager.default.fileExists(atPath: database.path))
    }

    @Test func exportingOntoTheDatabaseIsRefusedAndEveryEntryKept() throws {
        let sandbox = try Sandbox()
        defer { sandbox.cleanUp() }
        let input = try sandbox.write(Self.oneEntry, to: "one.csv")
        let database = sandbox.file("entries.sqlite3")
        #expect(try sandbox.run(["import", input.path, "--database", database.path]).status == 0)
        for target in [database.path, database.path + "-wal"] {
            let result = try sandbox.run(["export", "--format", "csv", "--out", target, "--database", database.path])
            #expect(result.status == 2, "\(result.output)")
            #expect(result.output.hasPrefix("entrydesk: will not export to \(target): it is the entry database"))
            #expect(result.output.hasSuffix("; nothing was written. Choose another file.\n"))
        }
        let export = try sandbox.run(["export", "--format", "jsonl", "--database", database.path])
        #expect(export.status == 0)
        #expect(export.output.contains(#""name":"Anna""#))
    }

    @Test func importingTheSameFileTwiceAddsItsRowsOnce() throws {
        let sandbox = try Sandbox()
        defer { sandbox.cleanUp() }
        let input = try sandbox.write(Self.oneEntry, to: "one.csv")
        let first = try sandbox.run(["import", input.path])
        #expect(first.status == 0)
        #expect(
            first.output == """
                entrydesk: 1 added, 0 replaced, 0 invalid rows skipped (of 1)
                entrydesk: this was import 1; entrydesk import --undo 1 takes it back

                """)
        let second = try sandbox.run(["import", input.path])
        #expect(second.status == 0)
        #expect(second.output == "entrydesk: 0 added, 0 replaced, 0 invalid rows skipped (of 1); 1 already saved, skipped\n")
    }

    @Test func importNamesEachProblemOnceAndTheRealOne() throws {
        let sandbox = try Sandbox()
        defer { sandbox.cleanUp() }
        let huge = "1" + String(repeating: "0", count: 40) + ".5"
        let input = try sandbox.write(
            "name,country_code,city,postal_code,street_line1,amount,currency\n"
                + "A,DE,Berlin,10115,Street 1,\(huge),EUR\nB,XX,Berlin,10115,Street 1,1,EUR\n",
            to: "rows.csv")
        let result = try sandbox.run(["import", input.path])
        #expect(result.status == 1)
        #expect(
            result.output == """
                \(input.path): row 2: 'amount' has 41 integer digits, at most 15 allowed
                \(input.path): row 3: 'country_code' XX is not a country code like DE (2 letters, ISO 3166) nor a country's name
                entrydesk: 0 added, 0 replaced, 2 invalid rows skipped (of 2)

                """)
    }

    @Test func exportedTextThatSpreadsheetsWouldRunIsEscaped() throws {
        let sandbox = try Sandbox()
        defer { sandbox.cleanUp() }
        let input = try sandbox.write(
            "name,country_code,city,postal_code,street_line1,amount,currency,reference\n"
                + "=1+2,DE,Berlin,10115,Street 1,-12.50,EUR,@SUM(A1)\n",
            to: "formula.csv")
        // A negative amount (a leading '-' spreadsheets read as a formula) must stay a number;
        // import takes negatives only where the configuration allows them.
        _ = try sandbox.write("[amounts]\nallow-negative = true\n", to: "config/entrydesk/entrydesk.conf")
        #expect(try sandbox.run(["import", input.path]).status == 0)
        let export = try sandbox.run(["export", "--format", "csv"])
        #expect(export.status == 0)
        #expect(export.output.contains(",'=1+2,,DE,,Berlin,,10115,,Street 1,,,,,-12.50,EUR,'@SUM(A1),,{}\r\n"), "\(export.output)")
    }

    @Test func anUnboundedHTTPTimeoutIsAConfigurationErrorNotACrash() throws {
        let sandbox = try Sandbox()
        defer { sandbox.cleanUp() }
        for timeout in ["inf", "1e16"] {
            let result = try sandbox.run(
                ["suggest", "--provider", "photon", "1600 amph"],
                environment: ["ENTRYDESK_HTTP_TIMEOUT": timeout, "PHOTON_URL": "http://127.0.0.1:9/"])
            #expect(result.status == 1, "\(result.output)")
            #expect(
                result.output.contains(
                    "environment: ENTRYDESK_HTTP_TIMEOUT = \(timeout): expected a number of seconds from 0.1 to 600"), "\(result.output)")
        }
        let file = try sandbox.write("PHOTON_URL=http://127.0.0.1:9/\nENTRYDESK_HTTP_TIMEOUT=inf\n", to: "config/entrydesk/providers.conf")
        try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: file.path)
        let result = try sandbox.run(["suggest", "--provider", "photon", "1600 amph"])
        #expect(result.status == 1, "\(result.output)")
        #expect(result.output.contains("\(file.path): line 2: ENTRYDESK_HTTP_TIMEOUT = inf: expected"), "\(result.output)")
    }

    @Test func indexBuildWithNoValidRowNamesTheRejectedRows() throws {
        let sandbox = try Sandbox()
        defer { sandbox.cleanUp() }
        let input = try sandbox.write(
            "LON,LAT,NUMBER,STREET,UNIT,CITY,DISTRICT,REGION,POSTCODE,ID,HASH\n1,2,,Main St,,Springfield,,IL,62701,1,x\n",
            to: "bad.csv")
        let result = try sandbox.run(["index", "build", "--out", sandbox.file("bad.edidx").path, input.path])
        #expect(result.status != 0)
        #expect(
            result.output.contains("no address to index: 1 row(s) rejected, none valid\n  \(input.path):2: NUMBER is empty"),
            "\(result.output)")
    }

    @Test func aConfigurationErrorNamesTheLineAfterAnInlineComment() throws {
        let sandbox = try Sandbox()
        defer { sandbox.cleanUp() }
        let config = try sandbox.write(
            "[kiosk]\nidle-timeout = 90            # seconds before the warning and reset\nenabled = maybe   # start as a kiosk\n",
            to: "config/entrydesk/entrydesk.conf")
        let result = try sandbox.run([])
        #expect(result.status == 2)
        #expect(result.output.contains("\(config.path):3: kiosk.enabled = maybe: expected true or false\n"), "\(result.output)")
    }
}
