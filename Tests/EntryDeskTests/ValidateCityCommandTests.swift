import Foundation
import Testing
import TestSupport

/// `entrydesk validate` refuses a city without a letter as the window does.
@Suite struct ValidateCityCommandTests {
    @Test func anAmountTypedAsTheCityIsRefusedInPlainWords() throws {
        let sandbox = try ToolSandbox()
        defer { sandbox.cleanUp() }
        let addresses = try sandbox.write(
            #"{"country_code": "US", "country_area": "CA", "city": "50.00", "postal_code": "94043", "street_address": "1600 Amphitheatre Pkwy"}"#
                + "\n"
                + #"{"country_code": "US", "country_area": "CA", "city": "Mountain View", "postal_code": "94043", "street_address": "1600 Amphitheatre Pkwy"}"#
                + "\n",
            to: "addresses.jsonl")
        let result = try sandbox.run(["validate", addresses.path])
        let lines = result.output.split(separator: "\n").map(String.init)
        #expect(lines.count == 2, "\(result.output)")
        #expect(lines.first?.contains("City “50.00” has no letters; type the name of the city or town") == true, "\(result.output)")
        #expect(lines.last?.contains("has no letters") == false, "\(result.output)")
    }
}
