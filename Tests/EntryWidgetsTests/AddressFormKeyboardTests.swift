import AddressKit
import AddressSearch
import Foundation
import GtkKit
import GtkTestSupport
import XCTest
@testable import EntryWidgets
import TestSupport

/// The address form keyed as an operator keys it, with no field that traps the focus: real
/// keystrokes from xdotool into a real window; what the form did is read back from Swift.
@MainActor
final class AddressFormKeyboardTests: XCTestCase {
    private let screen = TestWindow()

    override func setUp() async throws { try GtkTestEnvironment.start() }

    override func tearDown() async throws { screen.close() }

    private func quickSearch(_ provider: any AddressProvider) -> AddressSuggestionConfiguration {
        AddressSuggestionConfiguration(provider: provider, debounceMilliseconds: 0)
    }

    /// Tabbed into, the country's text is selected; tabbed out of, it is no longer highlighted
    /// (GTK 4.8 kept drawing the selection in the unfocused field).
    func testTheCountryKeepsNoSelectionOnceTheFocusLeaves() async throws {
        var configuration = AddressFormConfiguration()
        configuration.showsCountrySelector = true
        let form = AddressForm(configuration: configuration)
        await screen.show(form, title: "Country selection")
        let country = try XCTUnwrap(form.countrySelector)
        country.focus()
        country.entry.selectAll()
        XCTAssertNotNil(country.entry.selection, "selected while focused, as after Tab")
        await AccessibilityDriver.call("gtk_kit_keys.press", "Country selection", "Tab")
        await GtkTestEnvironment.waitUntil("the focus out of the country") { !country.isFocused }
        XCTAssertNil(country.entry.selection, "nothing left highlighted")
        XCTAssertEqual(country.text, "United States", "the text kept")
    }

    func testTabInAnOpenPrefectureListPicksTheHighlightedMatchAndMovesToTheNextField() async throws {
        var configuration = AddressFormConfiguration()
        configuration.countryCode = "JP"
        let form = AddressForm(configuration: configuration)
        await screen.show(form, title: "Prefecture by Tab")
        let prefecture = form.input(for: .subdivision)
        let order = form.displayedFields
        let next = try XCTUnwrap(order.firstIndex(of: .subdivision).map { order[$0 + 1] })
        prefecture.focus()
        await AccessibilityDriver.call("address_form_keyboard.pick_typed_match", "Prefecture by Tab", "tok", "Tab")
        await GtkTestEnvironment.waitUntil("focus on the field after the prefecture") { form.input(for: next).isFocused }
        XCTAssertEqual(form.value(of: .subdivision), "東京都", "the highlighted match was picked, not \"tok\" kept")
        XCTAssertFalse(form.subdivisionPicker.isListOpen)
        XCTAssertNil(prefecture.errorText)
    }

    func testEnterInTheStateListPicksAndMovesToTheZIPCode() async throws {
        let form = AddressForm()
        await screen.show(form, title: "State by Enter")
        form.input(for: .subdivision).focus()
        await AccessibilityDriver.call("address_form_keyboard.pick_typed_match", "State by Enter", "califo", "Return")
        await GtkTestEnvironment.waitUntil("focus on the ZIP code") { form.input(for: .zip).isFocused }
        XCTAssertEqual(form.value(of: .subdivision), "CA")
    }

    func testEnterInTheCountryListPicksByACommonCodeAndMovesToTheSearch() async throws {
        var configuration = AddressFormConfiguration()
        configuration.showsCountrySelector = true
        let form = AddressForm(configuration: configuration, suggestions: quickSearch(StubAddressProvider()))
        await screen.show(form, title: "Country by Enter")
        try XCTUnwrap(form.countrySelector).focus()
        await AccessibilityDriver.call("address_form_keyboard.pick_typed_match", "Country by Enter", "UK", "Return", true)
        let search = try XCTUnwrap(form.searchField)
        await GtkTestEnvironment.waitUntil("focus on the address search") { search.isFocused }
        XCTAssertEqual(form.countryCode, "GB")
    }

    func testAKeyboardPickThatFillsTheAddressMovesPastTheFormAndAClickDoesNot() async throws {
        let address = Address(
            countryCode: "US", countryArea: "CA", city: "Mountain View", postalCode: "94043",
            streetLines: ["1 Stub Way"])
        let form = AddressForm(suggestions: quickSearch(StubAddressProvider(address: address)))
        var movedOn = 0
        form.onFilledFromSuggestion = { _ in movedOn += 1 }
        await screen.show(form, title: "Pick by key")
        let search = try XCTUnwrap(form.searchController)
        let field = try XCTUnwrap(form.searchField)
        field.focus()
        await AccessibilityDriver.call("gtk_kit_keys.type_into", "Pick by key", "1 stub")
        await GtkTestEnvironment.waitUntil("the suggestion") { search.shownTitles.first == "Answer for 1 stub" }
        XCTAssertEqual(search.suggestions.activeIndex, 0, "the one address found is highlighted")
        await AccessibilityDriver.call("gtk_kit_keys.press", "Pick by key", "Tab")
        await GtkTestEnvironment.waitUntil("the form filled and left") { movedOn == 1 }
        XCTAssertEqual(form.value(of: .zip), "94043")
        XCTAssertTrue(field.isFocused, "the form hands focus on itself (the screen's Amount): the Tab was taken")

        // A click (or a kiosk's tap) leaves focus where it is.
        form.reset()
        field.focus()
        field.text = "1 stub"
        await GtkTestEnvironment.waitUntil("the suggestion again") { search.shownTitles.first == "Answer for 1 stub" }
        search.pick(0)
        await GtkTestEnvironment.waitUntil("the form filled again") { form.value(of: .zip) == "94043" }
        GtkTestEnvironment.drain()
        XCTAssertEqual(movedOn, 1)
    }

    func testShiftTabLeavesTheSearchBackwardsWithoutPicking() async throws {
        var configuration = AddressFormConfiguration()
        configuration.showsCountrySelector = true
        let form = AddressForm(configuration: configuration, suggestions: quickSearch(StubAddressProvider()))
        await screen.show(form, title: "Back from the search")
        let search = try XCTUnwrap(form.searchController)
        try XCTUnwrap(form.searchField).focus()
        try XCTUnwrap(form.searchField).text = "1 stub"
        await GtkTestEnvironment.waitUntil("the lone suggestion highlighted") { search.suggestions.activeIndex == 0 }
        await AccessibilityDriver.call("gtk_kit_keys.press", "Back from the search", "shift+Tab")
        let country = try XCTUnwrap(form.countrySelector)
        await GtkTestEnvironment.waitUntil("focus back on the country") { country.isFocused }
        GtkTestEnvironment.drain()
        XCTAssertEqual(form.value(of: .line1), "", "nothing picked")
        XCTAssertFalse(search.suggestions.isOpen)
    }

    func testAPickOfABuildingWithUnitsFocusesLineTwo() async throws {
        let address = Address(
            countryCode: "US", countryArea: "CA", city: "Mountain View", postalCode: "94043",
            streetLines: ["1 Stub Way"])
        let form = AddressForm(suggestions: quickSearch(GroupResolvingProvider(address: address)))
        var movedOn = false
        form.onFilledFromSuggestion = { _ in movedOn = true }
        await screen.show(form, title: "Pick a building")
        let search = try XCTUnwrap(form.searchController)
        try XCTUnwrap(form.searchField).focus()
        try XCTUnwrap(form.searchField).text = "1 stub"
        await GtkTestEnvironment.waitUntil("the building") { search.shownTitles.first == "1 Stub Way APT" }
        search.pick(0, withKey: true)
        await GtkTestEnvironment.waitUntil("focus on line 2, for the unit") { form.input(for: .line2).isFocused }
        XCTAssertFalse(movedOn)
    }

    func testEnterManuallyCarriesTheTypedTextIntoTheStreetLines() async throws {
        let form = AddressForm(suggestions: quickSearch(StubAddressProvider()))
        await screen.show(form, title: "Enter manually")
        let search = try XCTUnwrap(form.searchController)
        let field = try XCTUnwrap(form.searchField)
        field.focus()
        field.text = "1374 Sparrow Rd"
        await GtkTestEnvironment.waitUntil("the list") { search.rows.count == 2 }
        search.pick(1, withKey: true)
        await GtkTestEnvironment.waitUntil("focus on line 1") { form.input(for: .line1).isFocused }
        XCTAssertEqual(form.value(of: .line1), "1374 Sparrow Rd")
        XCTAssertEqual(form.input(for: .line1).caretPosition, "1374 Sparrow Rd".count, "typing goes on at the end")

        form.reset()
        field.focus()
        field.text = "1374 Sparrow Rd, apt 305"
        await GtkTestEnvironment.waitUntil("the list again") { search.rows.count == 2 && search.suggestions.isOpen }
        search.pick(1, withKey: true)
        await GtkTestEnvironment.waitUntil("line 1 filled") { form.value(of: .line1) == "1374 Sparrow Rd" }
        XCTAssertEqual(form.value(of: .line2), "apt 305")
    }

    /// A whole address typed in the search goes to `onAddressText` (the entry screen's split)
    /// first; taken there, the street lines are left to it.
    func testEnterManuallyOffersTheTypedTextAsAWholeAddressFirst() async throws {
        let form = AddressForm(suggestions: quickSearch(StubAddressProvider()))
        var offered: [String] = []
        form.onAddressText = { text in
            offered.append(text)
            return text.contains("62704")
        }
        await screen.show(form, title: "Enter manually, split")
        let search = try XCTUnwrap(form.searchController)
        let field = try XCTUnwrap(form.searchField)
        field.focus()
        field.text = "9 Elm St, Springfield, IL 62704"
        await GtkTestEnvironment.waitUntil("the list") { search.rows.count == 2 }
        search.pick(1, withKey: true)
        await GtkTestEnvironment.waitUntil("the text offered") { offered == ["9 Elm St, Springfield, IL 62704"] }
        XCTAssertEqual(form.value(of: .line1), "", "taken as a whole address: not put into line 1 as well")

        form.reset()
        field.focus()
        field.text = "1374 Sparrow Rd"
        await GtkTestEnvironment.waitUntil("the list again") { search.rows.count == 2 && search.suggestions.isOpen }
        search.pick(1, withKey: true)
        await GtkTestEnvironment.waitUntil("line 1 filled") { form.value(of: .line1) == "1374 Sparrow Rd" }
        XCTAssertEqual(offered.last, "1374 Sparrow Rd", "offered, refused, then into line 1")
    }

    func testTypingInTheUnitListNarrowsItInsteadOfSearchingAgain() async throws {
        let form = AddressForm(suggestions: quickSearch(try LocalAddressIndex.bundledSample()))
        await screen.show(form, title: "Units narrowed")
        let search = try XCTUnwrap(form.searchController)
        let field = try XCTUnwrap(form.searchField)
        field.focus()
        field.text = "1374 sparrow"
        await GtkTestEnvironment.waitUntil("the building") { search.shownTitles.first == "1374 Sparrow Rd" }
        search.pick(0, withKey: true)
        await GtkTestEnvironment.waitUntil("its 40 units") { search.shownTitles.count == 42 }
        let asked = search.requestsSent
        await AccessibilityDriver.call("address_form_keyboard.type_at_the_end", "Units narrowed", " 30")
        await GtkTestEnvironment.waitUntil("the units of the third floor") { search.shownTitles.count == 10 }
        XCTAssertEqual(Array(search.shownTitles.dropFirst().prefix(2)), ["1374 Sparrow Rd UNIT 301", "1374 Sparrow Rd UNIT 302"])
        XCTAssertNotNil(search.drilledInto, "still in the building's units")
        XCTAssertEqual(search.requestsSent, asked, "no new search")
        XCTAssertEqual(search.suggestions.activeIndex, 1, "Enter picks the first unit shown")
    }
}

/// A provider whose one suggestion is a building with apartments ("APT"), resolved without
/// the apartment (as services without a unit list answer).
private actor GroupResolvingProvider: AddressProvider {
    private let address: Address

    init(address: Address) { self.address = address }

    func suggest(_ query: String, context: SuggestionContext) async throws -> [AddressSuggestion] {
        [AddressSuggestion(streetLine: "1 Stub Way", secondary: "APT", city: address.city, countryCode: "US")]
    }

    func expand(_ suggestion: AddressSuggestion, query: String) async throws -> [AddressSuggestion] { [] }

    func resolve(_ suggestion: AddressSuggestion) async throws -> Address { address }
}
