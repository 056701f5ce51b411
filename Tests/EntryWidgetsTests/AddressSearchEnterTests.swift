import AddressKit
import AddressSearch
import Foundation
import GtkKit
import GtkTestSupport
import XCTest
@testable import EntryWidgets
import TestSupport

/// Enter on the address search always takes what its list shows first: a building of several
/// addresses opens its units (the README's "1600 amph"), and when nothing is found the text
/// typed goes into Address line 1 as "Enter manually" puts it. Real keys into a real window.
@MainActor
final class AddressSearchEnterTests: XCTestCase {
    private let screen = TestWindow()

    override func setUp() async throws { try GtkTestEnvironment.start() }

    override func tearDown() async throws { screen.close() }

    private func formWithTheSample() throws -> AddressForm {
        AddressForm(suggestions: AddressSuggestionConfiguration(provider: try LocalAddressIndex.bundledSample(), debounceMilliseconds: 0))
    }

    func testEnterOnABuildingOfSeveralAddressesOpensItsUnits() async throws {
        let form = try formWithTheSample()
        await screen.show(form, title: "Enter on a building")
        let search = try XCTUnwrap(form.searchController)
        let field = try XCTUnwrap(form.searchField)
        field.focus()
        await AccessibilityDriver.call("gtk_kit_keys.type_into", "Enter on a building", "1600 amph")
        await GtkTestEnvironment.waitUntil("the building listed") { search.shownTitles.first == "1600 Amphitheatre Pkwy" }
        XCTAssertEqual(search.suggestions.activeIndex, 0, "the building is highlighted: Enter takes it")
        await AccessibilityDriver.call("gtk_kit_keys.press", "Enter on a building", "Return")
        await GtkTestEnvironment.waitUntil("its units") { search.drilledInto != nil && search.shownTitles.count > 2 }
        XCTAssertTrue(field.isFocused, "the focus stays in the search, in the building's units")
    }

    func testEnterWhenNothingIsFoundPutsTheTextInLineOne() async throws {
        let form = try formWithTheSample()
        await screen.show(form, title: "Enter on nothing found")
        let search = try XCTUnwrap(form.searchController)
        let field = try XCTUnwrap(form.searchField)
        field.focus()
        await AccessibilityDriver.call("gtk_kit_keys.type_into", "Enter on nothing found", "221B Baker Street")
        await GtkTestEnvironment.waitUntil("nothing found, Enter manually highlighted") {
            search.rows == [.manual] && search.suggestions.activeIndex == 0
        }
        await AccessibilityDriver.call("gtk_kit_keys.press", "Enter on nothing found", "Return")
        await GtkTestEnvironment.waitUntil("line 1 filled and focused") {
            form.value(of: .line1) == "221B Baker Street" && form.input(for: .line1).isFocused
        }
    }
}
