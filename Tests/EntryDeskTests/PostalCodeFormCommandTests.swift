import Foundation
import Testing
import TestSupport

/// Postal codes leave `validate`, `format`, `import` and `export` in their country's form,
/// whatever way they were typed ("nw16xe" is "NW1 6XE" on a British label).
@Suite struct PostalCodeFormCommandTests {
    private typealias Sandbox = ToolSandbox

    @Test func validateAndFormatWriteTheNationalForm() throws {
        let sandbox = try Sandbox()
        defer { sandbox.cleanUp() }
        let input = """
            {"country_code":"GB","city":"London","postal_code":"nw16xe","street_address":"221B Baker Street"}
            {"country_code":"JP","country_area":"東京都","postal_code":"1000005","street_address":"千代田区丸の内1-1"}
            {"country_code":"CA","country_area":"QC","city":"Montréal","postal_code":"h3b 2y5","street_address":"1 Place Ville Marie"}
            {"country_code":"BR","country_area":"SP","city":"São Paulo","postal_code":"01310200","street_address":"Av. Paulista, 1578"}

            """
        let validated = try sandbox.run(["validate"], input: input)
        #expect(validated.status == 0, "\(validated.output)")
        for code in ["NW1 6XE", "100-0005", "H3B 2Y5", "01310-200"] {
            #expect(validated.output.contains(#""postal_code":"\#(code)""#), "\(code): \(validated.output)")
        }
        let formatted = try sandbox.run(["format"], input: input)
        #expect(formatted.status == 0, "\(formatted.output)")
        let labels = formatted.output.split(separator: "\n").map(String.init)
        #expect(labels.count == 4, "\(formatted.output)")
        guard labels.count == 4 else { return }
        #expect(labels[0] == #""221B Baker Street\nLONDON\nNW1 6XE\nUNITED KINGDOM""#)
        #expect(labels[1].hasPrefix(#""〒100-0005\n東京都"#))
        #expect(labels[2].contains("H3B 2Y5"))
        #expect(labels[3].contains("01310-200"))
    }

    @Test func anImportedCodeIsStoredAndExportedInTheNationalForm() throws {
        let sandbox = try Sandbox()
        defer { sandbox.cleanUp() }
        let file = try sandbox.write(
            """
            name,country_code,country_area,city,postal_code,street_line1,amount,currency
            Ann,GB,,London,nw16xe,221B Baker Street,12.50,GBP
            Ken,JP,東京都,,1000005,千代田区丸の内1-1,1500,JPY

            """, to: "in.csv")
        let database = sandbox.file("entries.sqlite3")
        let imported = try sandbox.run(["import", file.path, "--database", database.path])
        #expect(imported.status == 0, "\(imported.output)")
        let exported = try sandbox.run(["export", "--format", "jsonl", "--database", database.path])
        #expect(exported.output.contains(#""postal_code":"NW1 6XE""#), "\(exported.output)")
        #expect(exported.output.contains(#""postal_code":"100-0005""#), "\(exported.output)")
    }
}
