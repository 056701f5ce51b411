@testable import EntryDesk
import Foundation
import Testing
import TestSupport

/// What programs read is the same in every language: the CLI's JSON and its exports, and the
/// name the window suggests for an export. (The window's words are translated; these never are.)
@Suite struct LocaleIndependentOutputTests {
    /// Locales whose conventions differ most from C: another calendar (Thai, Buddhist era),
    /// other digits and a right-to-left language (Arabic), decimal commas (German).
    private static let locales: [[String: String?]] = [
        ["LANG": "C.UTF-8", "LC_ALL": "C.UTF-8", "LANGUAGE": nil],
        ["LANG": "de_DE.UTF-8", "LC_ALL": "de_DE.UTF-8", "LANGUAGE": nil],
        ["LANG": "ar_EG.UTF-8", "LC_ALL": "ar_EG.UTF-8", "LANGUAGE": "ar"],
        ["LANG": "th_TH.UTF-8", "LC_ALL": "th_TH.UTF-8", "LANGUAGE": nil],
        ["LANG": "ja_JP.UTF-8", "LC_ALL": "ja_JP.UTF-8", "LANGUAGE": "ja"]
    ]

    @Test func validateAndExportPrintTheSameBytesInEveryLanguage() throws {
        let sandbox = try ToolSandbox()
        defer { sandbox.cleanUp() }
        let entries = try sandbox.write(
            "name,country_code,country_area,city,postal_code,street_line1,amount,currency\n"
                + "Anna,DE,,Berlin,10115,Street 1,1234.50,EUR\nBo,JP,東京都,千代田区,100-0001,千代田1-1,15000,JPY\n",
            to: "entries.csv")
        #expect(try sandbox.run(["import", entries.path]).status == 0)
        let addresses = try sandbox.write(
            #"{"country_code": "US", "postal_code": "1", "city": "Springfield"}"# + "\n",
            to: "addresses.jsonl")
        var outputs: [[String]] = []
        for locale in Self.locales {
            let validate = try sandbox.run(["validate", addresses.path], environment: locale)
            let csv = try sandbox.run(["export", "--format", "csv"], environment: locale)
            let jsonl = try sandbox.run(["export", "--format", "jsonl"], environment: locale)
            #expect(csv.status == 0 && jsonl.status == 0, "\(csv.output)\(jsonl.output)")
            outputs.append([validate.output, csv.output, jsonl.output])
        }
        for (locale, output) in zip(Self.locales, outputs).dropFirst() {
            #expect(output == outputs[0], "under \(locale)")
        }
        // English messages, ASCII digits, ISO 8601 times.
        #expect(outputs[0][0].contains("ZIP code"), "\(outputs[0][0])")
        #expect(outputs[0][1].contains("1234.50"))
        #expect(outputs[0][2].range(of: #""created_at":"20\d\d-\d\d-\d\dT"#, options: .regularExpression) != nil, "\(outputs[0][2])")
    }

    @MainActor @Test func theExportFileNameIsISO8601InTheGregorianCalendar() {
        // 2026-11-26 23:30 UTC: the 27th in Tokyo, whatever calendar or digits its locale uses.
        let date = Date(timeIntervalSince1970: 1_795_735_800)
        #expect(MainWindow.exportFileName(on: date, timeZone: TimeZone(identifier: "UTC")!) == "entries-2026-11-26.csv")
        #expect(MainWindow.exportFileName(on: date, timeZone: TimeZone(identifier: "Asia/Tokyo")!) == "entries-2026-11-27.csv")
    }
}
