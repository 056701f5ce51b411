import Foundation
import Testing
import TestSupport

/// `entrydesk form check` and `form show`, and how the form in force is found (`--form`,
/// `[entry] form`, the default location, built in), run as an office's administrator would.
@Suite struct FormCommandTests {
    private static let officeForm = """
        {"version": "office-1",
         "fields": [
          {"key": "invoice_number", "label": "Invoice number", "type": "text", "required": true,
           "pattern": "^INV-[0-9]{6}$", "example": "INV-004211"},
          {"key": "iban", "label": "IBAN", "type": "iban"},
          {"key": "paid_on", "label": "Date paid", "type": "date"},
          {"key": "method", "label": "Paid by", "type": "choice", "choices": ["cash", "cheque", "transfer"]}
         ]}
        """

    @Test func checkSaysWhatAUsableFileGives() throws {
        let sandbox = try ToolSandbox()
        defer { sandbox.cleanUp() }
        let file = try sandbox.write(Self.officeForm, to: "office.json")
        let result = try sandbox.run(["form", "check", file.path])
        #expect(result.status == 0, "\(result.output)")
        #expect(result.output == "\(file.path): can be used: 9 fields, 4 of them the office's own; version office-1\n")
    }

    @Test func checkNamesFileLineAndColumnOfTheProblem() throws {
        let sandbox = try ToolSandbox()
        defer { sandbox.cleanUp() }
        let file = try sandbox.write(
            """
            {"fields": [
              {"key": "iban", "label": "IBAN", "type": "ibn"}
            ]}
            """, to: "typo.json")
        let result = try sandbox.run(["form", "check", file.path])
        #expect(result.status == 1)
        #expect(result.output.hasPrefix("entrydesk: \(file.path):2:"), "\(result.output)")
        #expect(result.output.contains("\"ibn\""), "\(result.output)")
        let missing = try sandbox.run(["form", "check", sandbox.file("nowhere.json").path])
        #expect(missing.status == 1)
        #expect(missing.output.hasPrefix("entrydesk: \(sandbox.file("nowhere.json").path)"), "\(missing.output)")
    }

    @Test func showFindsTheOptionThenTheConfigurationThenTheDefaultLocationThenBuiltIn() throws {
        let sandbox = try ToolSandbox()
        defer { sandbox.cleanUp() }
        let builtIn = try sandbox.run(["form", "show"])
        #expect(builtIn.status == 0, "\(builtIn.output)")
        #expect(builtIn.output.hasPrefix("# the built-in form, version built-in\n"), "\(builtIn.output)")
        #expect(!builtIn.output.contains("iban"))

        // The default location: $XDG_CONFIG_HOME/entrydesk/form.json.
        try FileManager.default.createDirectory(at: sandbox.file("config/entrydesk"), withIntermediateDirectories: true)
        let atDefault = try sandbox.write(Self.officeForm, to: "config/entrydesk/form.json")
        let fromDefault = try sandbox.run(["form", "show"])
        #expect(
            fromDefault.output.hasPrefix("# \(atDefault.path) (from the default location), version office-1\n"), "\(fromDefault.output)")
        #expect(fromDefault.output.contains("iban"))

        // The configuration's `[entry] form`, relative to the configuration file's folder.
        try sandbox.write(Self.officeForm.replacingOccurrences(of: "office-1", with: "office-2"), to: "config/entrydesk/second.json")
        try sandbox.write("[entry]\nform = second.json\n", to: "config/entrydesk/entrydesk.conf")
        let fromConfiguration = try sandbox.run(["form", "show"])
        #expect(
            fromConfiguration.output.hasPrefix(
                "# \(sandbox.file("config/entrydesk/second.json").path) (from [entry] form), version office-2\n"),
            "\(fromConfiguration.output)")

        // --form over both.
        let option = try sandbox.write(Self.officeForm.replacingOccurrences(of: "office-1", with: "office-3"), to: "third.json")
        let fromOption = try sandbox.run(["form", "show", "--form", option.path])
        #expect(fromOption.output.hasPrefix("# \(option.path) (from --form), version office-3\n"), "\(fromOption.output)")
    }

    @Test func showAsJSONIsAFormFileThatReadsBackToTheSameForm() throws {
        let sandbox = try ToolSandbox()
        defer { sandbox.cleanUp() }
        let file = try sandbox.write(Self.officeForm, to: "office.json")
        let shown = try sandbox.run(["form", "show", "--json", "--form", file.path])
        #expect(shown.status == 0, "\(shown.output)")
        let again = try sandbox.write(shown.output, to: "again.json")
        let check = try sandbox.run(["form", "check", again.path])
        #expect(check.output == "\(again.path): can be used: 9 fields, 4 of them the office's own; version office-1\n", "\(check.output)")
        let shownAgain = try sandbox.run(["form", "show", "--json", "--form", again.path])
        #expect(shownAgain.output == shown.output)
    }

    @Test func theWindowRefusesToStartWithAFormItCannotUseAndSaysWhy() throws {
        let sandbox = try ToolSandbox()
        defer { sandbox.cleanUp() }
        let file = try sandbox.write(#"{"fields": [{"key": "iban", "type": "iban", "requird": true}]}"#, to: "broken.json")
        // No display in the sandbox: the message goes to the terminal, and nothing opens.
        let result = try sandbox.run(["--form", file.path])
        #expect(result.status == 2)
        #expect(result.output.hasPrefix("entrydesk: The form file cannot be used: \(file.path):1:"), "\(result.output)")
        #expect(result.output.contains("requird"), "\(result.output)")
    }
}
