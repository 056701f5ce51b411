import EntrySettings
import Foundation
import Testing
import TestSupport

/// A setting the command line overrides takes there the values the configuration file takes,
/// refused in the same words, and its help says the file's range and default: both read the
/// one declaration (`Settings`). Run as a person would, with no display.
@Suite struct SettingsOnTheCommandLineTests {
    @Test func anOptionAndTheFileRefuseTheSameValueInTheSameWords() throws {
        let cases: [(option: String, section: String, key: String, name: String, expected: String, wrong: String)] = [
            ("--idle-timeout", "kiosk", "idle-timeout", Settings.idleTimeout.name, Settings.idleTimeout.expected, "2"),
            ("--provider", "address", "provider", Settings.provider.name, Settings.provider.expected, "google")
        ]
        for item in cases {
            let sandbox = try ToolSandbox()
            defer { sandbox.cleanUp() }
            let option = try sandbox.run(["open", item.option, item.wrong])
            #expect(option.status == 64, "\(option.output)")
            #expect(option.output.contains("\(item.option): expected \(item.expected), not \(item.wrong)."), "\(option.output)")
            let config = try sandbox.write("[\(item.section)]\n\(item.key) = \(item.wrong)\n", to: "config/entrydesk/entrydesk.conf")
            let file = try sandbox.run([])
            #expect(file.status == 2, "\(file.output)")
            #expect(file.output.contains("\(config.path):2: \(item.name) = \(item.wrong): expected \(item.expected)\n"), "\(file.output)")
        }
    }

    @Test func theWindowsHelpGivesTheFilesRangeAndDefault() throws {
        let sandbox = try ToolSandbox()
        defer { sandbox.cleanUp() }
        let help = try sandbox.run(["open", "--help"])
        #expect(help.status == 0)
        // Help is wrapped to the terminal's width: compared word by word.
        let words = help.output.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        #expect(
            words.contains("(\(Settings.idleTimeout.expected); default: [kiosk] idle-timeout in the configuration file, else 90)"),
            "\(words)")
        #expect(
            words.contains("(\(Settings.provider.expected); default: [address] provider in the configuration file, else local)"), "\(words)"
        )
    }
}
