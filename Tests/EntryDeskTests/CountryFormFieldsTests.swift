import Foundation
import GtkTestSupport
import XCTest

/// Every field a country's format has is in the form, and postal codes are saved as the
/// country writes them: a Brazilian entry keyed with its neighbourhood (bairro) and a CEP
/// typed without its hyphen.
@MainActor
final class CountryFormFieldsTests: AppProcessTestCase {
    func testABrazilianAddressKeepsItsNeighbourhoodAndItsCEPInTheNationalForm() async throws {
        let app = try XCTUnwrap(app)
        let pid = try app.launch()
        await AccessibilityDriver.run("""
        name = find(name="Name", role_name="text")
        focus_window("EntryDesk")
        wait_for("focus in Name", lambda: "focused" in states(name))
        check(not find_all(name="Neighborhood", role_name="text", showing=True), "a US form has no neighbourhood")
        country = find(name="Country", role_name="combo box")
        click(country)
        wait_for("focus in Country", lambda: "focused" in states(country))
        key("ctrl+a")
        type_text("Brazil")
        wait_for("Brazil in the list", lambda: [n for n in find_all(role_name="list item", showing=True)
                                              if n.name.startswith("Brazil")])
        key("Return")
        neighbourhood = find(name="Neighborhood", role_name="text", showing=True)
        click(name)
        wait_for("focus in Name", lambda: "focused" in states(name))
        type_text("Maria Souza")
        for field_name, value in [("Address line 1", "Av. Paulista, 1578"), ("Neighborhood", "Bela Vista"), ("City", "São Paulo")]:
            tab_to(find(name=field_name, role_name="text", showing=True))
            type_text(value)
        state = tab_to(find(name="State", role_name="combo box", showing=True))
        type_text("Sao Paulo")
        key("Return")
        wait_for("Sao Paulo picked", lambda: text(state) in ("São Paulo", "SP"))
        tab_to(find(name="Postal code", role_name="text", showing=True))
        type_text("01310200")
        amount = find(name="Amount", role_name="text")
        tab_to(amount)
        type_text("150")
        key("ctrl+s")
        find(name="Saved entry for Maria Souza.", showing=True)
        """, targetPID: pid)
        let export = try app.command(["export", "--format", "jsonl"])
        XCTAssertEqual(export.status, 0, export.errors)
        for expected in [#""city_area":"Bela Vista""#, #""postal_code":"01310-200""#, #""country_area":"SP""#] {
            XCTAssertTrue(export.output.contains(expected), "\(expected) in \(export.output)")
        }
    }
}
