import Foundation
import Testing
import TestSupport

/// The command line as a person at a terminal meets it: the usage text only when the command
/// was called wrong, an unknown command named as such, sensible defaults, no internal paths.
@Suite struct CommandLineMannersTests {
    private static let oneEntry =
        "name,country_code,city,postal_code,street_line1,amount,currency\nAnna,DE,Berlin,10115,Street 1,12.5,EUR\n"

    @Test func anUnknownCommandIsNamedWithTheCommandsThereAre() throws {
        let sandbox = try ToolSandbox()
        defer { sandbox.cleanUp() }
        let result = try sandbox.run(["foo"])
        #expect(result.status == 64)
        #expect(result.output.hasPrefix("entrydesk: 'foo' is not a command. The commands are: open, gallery, tokens, validate,"))
        #expect(!result.output.contains("Usage: entrydesk open"), "\(result.output)")
    }

    @Test func anErrorThatIsNotAboutUsageShowsNoUsage() throws {
        let sandbox = try ToolSandbox()
        defer { sandbox.cleanUp() }
        let missing = try sandbox.run(["validate", sandbox.file("missing.jsonl").path])
        #expect(missing.status == 2)
        #expect(missing.output.hasPrefix("entrydesk: \(sandbox.file("missing.jsonl").path): cannot read input"), "\(missing.output)")
        #expect(!missing.output.contains("Usage:"), "\(missing.output)")
        // A usage error keeps it.
        let wrong = try sandbox.run(["export"])
        #expect(wrong.status == 64)
        #expect(wrong.output.contains("Give --format csv or jsonl, or an --out file ending in .csv, .jsonl or .xlsx."))
        #expect(wrong.output.contains("Usage: entrydesk export"), "\(wrong.output)")
    }

    @Test func exportTakesItsFormatFromTheFileName() throws {
        let sandbox = try ToolSandbox()
        defer { sandbox.cleanUp() }
        #expect(try sandbox.run(["import", try sandbox.write(Self.oneEntry, to: "one.csv").path]).status == 0)
        let csv = sandbox.file("out.csv"), jsonl = sandbox.file("out.jsonl")
        #expect(try sandbox.run(["export", "--out", csv.path]).status == 0)
        #expect(try sandbox.run(["export", "--out", jsonl.path]).status == 0)
        #expect(try String(contentsOf: csv, encoding: .utf8).hasPrefix("id,created_at,"))
        #expect(try String(contentsOf: jsonl, encoding: .utf8).hasPrefix("{"))
        let unknown = try sandbox.run(["export", "--out", sandbox.file("out.txt").path])
        #expect(unknown.status == 64)
        #expect(unknown.output.contains("the format cannot be told from the file name"), "\(unknown.output)")
        #expect(!FileManager.default.fileExists(atPath: sandbox.file("out.txt").path))
    }

    /// Without --locale and --currency, the environment's locale and its currency.
    @Test(arguments: [("de_DE.UTF-8", "1.234,50 €", "1234.50"), ("ja_JP.UTF-8", "￥1,234", "1234"), ("C", "$1,234.50", "1234.50")])
    func amountParseReadsTheEnvironmentsLocale(_ locale: String, _ text: String, _ canonical: String) throws {
        let sandbox = try ToolSandbox()
        defer { sandbox.cleanUp() }
        let result = try sandbox.run(["amount", "parse", text], environment: ["LC_ALL": locale, "LANG": locale, "LC_MONETARY": nil])
        #expect(result.status == 0, "\(result.output)")
        #expect(result.output == canonical + "\n")
    }

    @Test func anUnknownThemeIsAnErrorNamingTheThemes() throws {
        let sandbox = try ToolSandbox()
        defer { sandbox.cleanUp() }
        let result = try sandbox.run(["--theme", "neon"])
        #expect(result.status == 64)
        #expect(
            result.output.contains("--theme neon: no such theme or file (built-in themes: light, dark, high-contrast, kiosk)"),
            "\(result.output)")
    }

    @Test func messagesNameNoInternalFile() throws {
        let sandbox = try ToolSandbox()
        defer { sandbox.cleanUp() }
        let input = try sandbox.write(#"{"country_code": "ZZ"}"# + "\n", to: "zz.jsonl")
        let result = try sandbox.run(["format", input.path])
        #expect(result.output.contains(#"Country code "ZZ" is not a known country"#), "\(result.output)")
        #expect(!result.output.contains("data/") && !result.output.contains(".json)"), "\(result.output)")
    }

    @Test(arguments: ["0000", "1234", "9876", "55555"])
    func setPINRefusesTrivialPINsWithoutUsage(_ pin: String) throws {
        let sandbox = try ToolSandbox()
        defer { sandbox.cleanUp() }
        let result = try sandbox.run(["kiosk", "set-pin"], input: "\(pin)\n\(pin)\n")
        #expect(result.status == 2)
        #expect(result.output.contains("The PIN is too easy to guess"), "\(result.output)")
        #expect(!result.output.contains("Usage:"), "\(result.output)")
    }
}
