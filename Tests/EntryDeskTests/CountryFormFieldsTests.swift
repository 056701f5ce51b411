import Foundation
import GtkTestSupport
import XCTest

/// Every field a country's format has is in the form, and postal codes are saved as the
/// country writes them: a Brazilian entry keyed with its neighbourhood (bairro) and a CEP
/// typed without its hyphen. The driver is `Tests/Drivers/desk_checks.py`.
@MainActor
final class CountryFormFieldsTests: AppProcessTestCase {
    func testABrazilianAddressKeepsItsNeighbourhoodAndItsCEPInTheNationalForm() async throws {
        let app = try XCTUnwrap(app)
        let pid = try app.launch()
        await AccessibilityDriver.call(
            "desk_checks.brazilian_address_keyed", "Maria Souza", "Av. Paulista, 1578", "Bela Vista",
            "São Paulo", "Sao Paulo", "01310200", "150", targetPID: pid)
        let export = try app.command(["export", "--format", "jsonl"])
        XCTAssertEqual(export.status, 0, export.errors)
        for expected in [#""city_area":"Bela Vista""#, #""postal_code":"01310-200""#, #""country_area":"SP""#] {
            XCTAssertTrue(export.output.contains(expected), "\(expected) in \(export.output)")
        }
    }
}
