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
    private func click(_ title: String, in search: AddressSearchController, resting: Bool = false,
                       file: StaticString = #filePath, line: UInt = #line) async {
        await screen.tap("the row \(title)", resting: resting, file: file, line: line) {
            guard search.suggestions.isOpen,
                  let index = search.suggestions.items.firstIndex(where: { $0.title == title }) else { return nil }
            return search.suggestions.row(at: index)
        }
    }

    func testTypingShowsSuggestionsThenDownEnterDrillsAndEnterFillsTheFields() async throws {
        let form = try sampleForm()
        await screen.show(form, title: "AddressForm keys test")
        try XCTUnwrap(form.searchField).focus()
        let output = await AccessibilityDriver.run("""
        search = find(name="Find an address", role_name="combo box")
        check("expanded" not in states(search), "closed at first: " + repr(states(search)))
        check("expandable" in states(search), "a combo box that opens: " + repr(states(search)))
        controlled = [target.name for target in relation_targets(search, pyatspi.RELATION_CONTROLLER_FOR)]
        check(controlled == ["Address suggestions"], "the entry controls the list: " + repr(controlled))
        focus_window("AddressForm keys test")
        type_text("1600 amph")
        group = find(name=\(AccessibilityDriver.pythonString(group)), showing=True)
        wait_for("the list open", lambda: "expanded" in states(search))
        # The first row is active as the list opens: Enter takes it.
        wait_for("the group active", lambda: "selected" in states(group))
        check(role(group) == "list item", "a suggestion is a list item: " + role(group))
        key("Return")
        first = find(name="1600 Amphitheatre Pkwy STE 100, Mountain View, CA 94043", showing=True)
        find(name="Back to all addresses", showing=True)
        wait_for("the first suite active", lambda: "selected" in states(first))
        key("Down", "Return")
        wait_for("the list closed", lambda: "expanded" not in states(search))
        line2 = find(name="Address line 2", role_name="text")
        wait_for("line 2 filled", lambda: text(line2) == "STE 200")
        """)
        print(output)
        XCTAssertEqual(form.values, AddressFieldValues(line1: "1600 Amphitheatre Pkwy", line2: "STE 200", city: "Mountain View",
                                                       subdivision: "CA", zip: "94043"))
        XCTAssertEqual(form.input(for: .subdivision).text, "California")
        XCTAssertEqual(form.searchField?.text, "1600 Amphitheatre Pkwy STE 200, Mountain View, CA 94043")
        XCTAssertTrue(form.isValid)
    }

    func testDrillDownAndBackThenEscapeClosesAndASecondEscapeClears() async throws {
        let form = try sampleForm()
        await screen.show(form, title: "AddressForm escape test")
        try XCTUnwrap(form.searchField).focus()
        await AccessibilityDriver.run("""
        search = find(name="Find an address", role_name="combo box")
        focus_window("AddressForm escape test")
        type_text("1600 amph")
        group = find(name=\(AccessibilityDriver.pythonString(group)), showing=True)
        key("Return")
        find(name="1600 Amphitheatre Pkwy STE 300, Mountain View, CA 94043", showing=True)
        key("Escape")
        group = find(name=\(AccessibilityDriver.pythonString(group)), showing=True)
        wait_for("back on the group, still active", lambda: "selected" in states(group))
        check("expanded" in states(search), "Escape in the suites goes back, the list stays open")
        key("Escape")
        wait_for("the list closed", lambda: "expanded" not in states(search))
        check(text(search) == "1600 amph", "the first Escape keeps the text: " + repr(text(search)))
        key("Escape")
        wait_for("the search cleared", lambda: text(search) == "")
        """)
        XCTAssertEqual(form.searchField?.text, "")
        XCTAssertEqual(form.values, AddressFieldValues(), "nothing was filled")

        // Clicks: into the group, back, into it again, and onto a suite.
        let search = try XCTUnwrap(form.searchController)
        await AccessibilityDriver.run("""
        search = find(name="Find an address", role_name="combo box")
        focus_window("AddressForm escape test")
        wait_for("focus in the search", lambda: "focused" in states(search))
        type_text("1600 amph")
        wait_for("the typed query", lambda: text(search) == "1600 amph")
        """)
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
        await AccessibilityDriver.run("""
        search = find(name="Find an address", role_name="combo box")
        wid = focus_window("AddressForm mouse test")
        subprocess.run(["xdotool", "mousemove", "--window", wid, "5", "5"], check=True)
        wait_for("focus in the search", lambda: "focused" in states(search))
        type_text("1600 amph")
        wait_for("the typed query", lambda: text(search) == "1600 amph")
        """)
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
        await AccessibilityDriver.run("""
        state = find(name="State", role_name="combo box")
        focus_window("AddressForm country test")
        type_text("ca")
        find(name="California", showing=True)
        key("Return")
        wait_for("California picked", lambda: text(state) == "California")
        zip = find(name="ZIP code", role_name="text")
        wait_for("Enter moved on to the ZIP code", lambda: "focused" in states(zip))
        type_text("10001")
        key("shift+Tab")
        expected = "Required. Error: ZIP code 10001 is not in California; codes there look like 90000"
        wait_for("the mismatch message on focus-out", lambda: description(zip) == expected)
        check(shows_error(zip), "the ZIP code is invalid: " + repr(states(zip)))
        key("Tab", "ctrl+a")
        type_text("94043")
        wait_for("the message gone once fixed", lambda: not shows_error(zip))
        key("Tab")
        """)
        XCTAssertEqual(form.value(of: .subdivision), "CA")
        XCTAssertEqual(form.value(of: .zip), "94043")

        try XCTUnwrap(form.countrySelector).focus()
        let output = await AccessibilityDriver.run("""
        country = find(name="Country", role_name="combo box")
        focus_window("AddressForm country test")
        key("ctrl+a")
        type_text("japan")
        key("Return")
        wait_for("Japan picked", lambda: text(country) == "Japan")
        prefecture = find(name="Prefecture", role_name="combo box")
        postal = find(name="Postal code", role_name="text")
        line1 = find(name="Address line 1", role_name="text")
        y = lambda node: node.queryComponent().getExtents(pyatspi.DESKTOP_COORDS)[1]
        wait_for("postal code, then prefecture, then street", lambda: y(postal) < y(prefecture) < y(line1))
        check(text(line1) == "1-1 Chiyoda", "line 1 kept: " + repr(text(line1)))
        check(len(find_all(name="City", role_name="text", showing=True)) == 0, "Japan's form has no city")
        print(y(postal), y(prefecture), y(line1))
        """)
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
        let output = await AccessibilityDriver.run("""
        import time
        search = find(name="Find an address", role_name="combo box")
        focus_window("AddressForm slow provider test")
        start = time.monotonic()
        type_text("abcdefgh")
        wait_for("every keystroke in the field", lambda: text(search) == "abcdefgh", timeout=2)
        print(round(time.monotonic() - start, 3))
        """)
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
        let deadline = Date().addingTimeInterval(5)
        while counts.asked == 0 || counts.answered < counts.asked {
            guard Date() < deadline else { return XCTFail("the stub still owes answers: \(counts)") }
            counts = await slow.counts()
            GtkTestEnvironment.drain()
            try await Task.sleep(nanoseconds: 1_000_000)
        }
        GtkTestEnvironment.drain()
        XCTAssertEqual(counts.asked, 6, "one query per keystroke from the third character")
        XCTAssertEqual(search.droppedAnswers, 5, "every answer to older text is dropped")
        XCTAssertEqual(search.shownTitles, ["Answer for abcdefgh", "Address not found? Enter manually"])
        XCTAssertEqual(form.searchField?.text, "abcdefgh")
    }
}
