import AddressKit
import AddressSearch
@testable import EntryWidgets
import Foundation
import GtkKit
import GtkTestSupport
import XCTest
import TestSupport

/// AddressForm as a person at the keyboard and a screen reader meet it: real keystrokes from
/// xdotool, the widgets read back over AT-SPI, suggestions from the sample index in `data/`.
@MainActor
final class AddressFormAccessibilityTests: XCTestCase {
    private let screen = TestWindow()

    override func setUp() async throws { try GtkTestEnvironment.start() }

    override func tearDown() async throws { screen.close() }

    private func sampleForm() throws -> AddressForm {
        AddressForm(suggestions: AddressSuggestionConfiguration(provider: try LocalAddressIndex.bundledSample()))
    }

    private let group = "1600 Amphitheatre Pkwy, Mountain View, CA 94043, 5 addresses"

    /// Clicks the middle of the suggestion row titled `title` with the pointer, once it is on
    /// screen and settled (the popover moves a frame or two after drill-down and back);
    /// `resting`: the pointer rests on the row before the button goes down.
    private func click(
        _ title: String, in search: AddressSearchController, resting: Bool = false,
        file: StaticString = #filePath, line: UInt = #line
    ) async {
        await screen.tap("the row \(title)", resting: resting, file: file, line: line) {
            guard search.suggestions.isOpen,
                let index = search.suggestions.items.firstIndex(where: { $0.title == title })
            else { return nil }
            return search.suggestions.row(at: index)
        }
    }

    func testTypingShowsSuggestionsThenDownEnterDrillsAndEnterFillsTheFields() async throws {
        let form = try sampleForm()
        await screen.show(form, title: "AddressForm keys test")
        try XCTUnwrap(form.searchField).focus()
        await AccessibilityDriver.call(
            "widget_accessibility.search_drilled_and_filled_by_keys", "AddressForm keys test", "1600 amph", group,
            "1600 Amphitheatre Pkwy STE 100, Mountain View, CA 94043", "STE 200")
        XCTAssertEqual(
            form.values,
            AddressFieldValues(
                line1: "1600 Amphitheatre Pkwy", line2: "STE 200", city: "Mountain View",
                subdivision: "CA", zip: "94043"))
        XCTAssertEqual(form.input(for: .subdivision).text, "California")
        XCTAssertEqual(form.searchField?.text, "1600 Amphitheatre Pkwy STE 200, Mountain View, CA 94043")
        XCTAssertTrue(form.isValid)
    }

    func testDrillDownAndBackThenEscapeClosesAndASecondEscapeClears() async throws {
        let form = try sampleForm()
        await screen.show(form, title: "AddressForm escape test")
        try XCTUnwrap(form.searchField).focus()
        await AccessibilityDriver.call(
            "widget_accessibility.escape_back_close_and_clear", "AddressForm escape test", "1600 amph", group,
            "1600 Amphitheatre Pkwy STE 300, Mountain View, CA 94043")
        XCTAssertEqual(form.searchField?.text, "")
        XCTAssertEqual(form.values, AddressFieldValues(), "nothing was filled")

        // Clicks: into the group, back, into it again, and onto a suite.
        let search = try XCTUnwrap(form.searchController)
        await AccessibilityDriver.call("widget_accessibility.type_query", "AddressForm escape test", "1600 amph")
        await click("1600 Amphitheatre Pkwy", in: search)
        await click("Back to all addresses", in: search)
        await click("1600 Amphitheatre Pkwy", in: search)
        await click("1600 Amphitheatre Pkwy STE 300", in: search)
        await GtkTestEnvironment.waitUntil("line 2 filled by the click") { form.value(of: .line2) == "STE 300" }
        XCTAssertEqual(form.value(of: .line2), "STE 300")
        XCTAssertEqual(form.value(of: .zip), "94043")
    }

    /// A mouse user: the pointer is in the window when the list opens, then rests on a row before
    /// the button goes down. GTK 4.8 sent that press to the field under the list (which took the
    /// focus; the list closed) until the list took its presses at the window (PopoverPressRouting).
    func testAClickAfterThePointerRestedOnARowPicksIt() async throws {
        let form = try sampleForm()
        await screen.show(form, title: "AddressForm mouse test")
        try XCTUnwrap(form.searchField).focus()
        let search = try XCTUnwrap(form.searchController)
        await AccessibilityDriver.call("widget_accessibility.type_query", "AddressForm mouse test", "1600 amph", true)
        await click("1600 Amphitheatre Pkwy", in: search, resting: true)
        await click("1600 Amphitheatre Pkwy STE 300", in: search, resting: true)
        await GtkTestEnvironment.waitUntil("line 2 filled by the click") { form.value(of: .line2) == "STE 300" }
        XCTAssertEqual(form.value(of: .line2), "STE 300")
        XCTAssertTrue(try XCTUnwrap(form.searchField).entry.containsFocus, "the search keeps the focus")
    }

    func testTypingCaEnterPicksCaliforniaAndSwitchingToJapanReordersTheForm() async throws {
        let form = AddressForm()
        await screen.show(form, title: "AddressForm country test")
        form.input(for: .line1).text = "1-1 Chiyoda"
        form.input(for: .subdivision).focus()
        await AccessibilityDriver.call(
            "widget_accessibility.pick_state_then_fix_zip", "AddressForm country test", "ca", "California", "10001",
            "Required. Error: ZIP code 10001 is not in California; codes there look like 90000", "94043")
        XCTAssertEqual(form.value(of: .subdivision), "CA")
        XCTAssertEqual(form.value(of: .zip), "94043")

        try XCTUnwrap(form.countrySelector).focus()
        let output = await AccessibilityDriver.call(
            "widget_accessibility.country_switched_reorders", "AddressForm country test", "japan", "Japan", "1-1 Chiyoda")
        print("rows at y:", output)
        XCTAssertEqual(form.countryCode, "JP")
        XCTAssertEqual(form.displayedRows, [[.zip], [.subdivision], [.line1], [.line2]])
        XCTAssertEqual(form.input(for: .subdivision).text, "California", "typed text is never lost")
    }

    func testASlowProviderNeverFreezesTypingAndItsLateAnswersAreDropped() async throws {
        let slow = StubAddressProvider(delay: .milliseconds(500))
        let form = AddressForm(suggestions: AddressSuggestionConfiguration(provider: slow, debounceMilliseconds: 0))
        await screen.show(form, title: "AddressForm slow provider test")
        let search = try XCTUnwrap(form.searchController)
        try XCTUnwrap(form.searchField).focus()
        let output = await AccessibilityDriver.call(
            "widget_accessibility.seconds_to_type_into_search", "AddressForm slow provider test", "abcdefgh", 2.0)
        let seconds = Double(output.trimmingCharacters(in: .whitespacesAndNewlines)) ?? .infinity
        // Eight keys 15 ms apart: typing never waits for the 500 ms answers in flight (waiting
        // for the six of them would take 3 s; the margin is for a busy CI machine).
        XCTAssertLessThan(seconds, 1.5, "typing took \(seconds) s")
        print("eight keystrokes reached the field in \(seconds) s")
        await GtkTestEnvironment.waitUntil("every slow answer back", timeout: 5) {
            search.shownTitles.first == "Answer for abcdefgh"
        }
        // Every late answer has come back (the stub ignores cancellation) before judging.
        var counts = (asked: 0, answered: 0)
        do {
            try await waitUntil("every question to the slow stub answered", timeout: .seconds(5)) {
                counts = await slow.counts()
                GtkTestEnvironment.drain()
                return counts.asked > 0 && counts.answered >= counts.asked
            }
        } catch {
            return XCTFail("\(error): the stub still owes answers: \(counts)")
        }
        GtkTestEnvironment.drain()
        XCTAssertEqual(counts.asked, 6, "one query per keystroke from the third character")
        XCTAssertEqual(search.droppedAnswers, 5, "every answer to older text is dropped")
        XCTAssertEqual(search.shownTitles, ["Answer for abcdefgh", "Address not found? Enter manually"])
        XCTAssertEqual(form.searchField?.text, "abcdefgh")
    }
}
