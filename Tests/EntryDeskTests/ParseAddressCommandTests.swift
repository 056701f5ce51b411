import Foundation
import Testing
import TestSupport

/// `entrydesk parse-address`: JSON Lines in and out, exit codes as
/// `validate` has them, a bad line named by its number.
@Suite struct ParseAddressCommandTests {
    @Test func eachLineBecomesAnAddressWithAConfidence() throws {
        let sandbox = try ToolSandbox()
        defer { sandbox.cleanUp() }
        let result = try sandbox.run(
            ["parse-address"],
            input: """
                {"text": "123 Main St. Suite 100, Chicago, IL 60601"}
                {"text": "Via Roma 12, 00184 Roma RM", "country_code": "IT"}

                """)
        #expect(result.status == 0, "\(result.output)")
        let lines = result.output.split(separator: "\n").map(String.init)
        #expect(lines.count == 2, "\(result.output)")
        guard lines.count == 2 else { return }
        #expect(
            lines[0].hasPrefix(
                #"{"address":{"country_code":"US","country_area":"IL","city":"Chicago","city_area":"","postal_code":"60601","sorting_code":"","street_address":"123 Main St.\nSuite 100","name":"","company_name":""},"confidence":"#
            ))
        #expect(lines[1].contains(#""country_code":"IT""#) && lines[1].contains(#""postal_code":"00184""#))
    }

    @Test func aBadLineIsNamedAndExitsWith2() throws {
        let sandbox = try ToolSandbox()
        defer { sandbox.cleanUp() }
        let file = try sandbox.write(
            """
            {"text": "10 Downing Street\\nLondon\\nSW1A 2AA"}
            {"country_code": "GB"}
            not json

            """, to: "in.jsonl")
        let result = try sandbox.run(["parse-address", file.path])
        #expect(result.status == 2, "\(result.output)")
        #expect(result.output.contains(#""postal_code":"SW1A 2AA""#), "\(result.output)")
        #expect(result.output.contains("line 2: field \"text\" must be a string"), "\(result.output)")
        #expect(result.output.contains("line 3: not valid JSON"), "\(result.output)")
    }
}
