import Foundation
import GtkTestSupport
import XCTest

/// Pasting a whole address: Ctrl+V of a whole address in an address field splits it into the fields
/// of the country it names or whose postcode it fits (a name on its first line into Name), says
/// what went where, and one Ctrl+Z takes it all back. Text that is no whole address goes in where
/// it was pasted, its lines joined on one line. The clipboard is owned by another process, as an
/// editor's would be; the keys are real (xdotool), the fields read over AT-SPI.
@MainActor
final class AddressPasteEndToEndTests: AppProcessTestCase {
    /// Five whole addresses (US with a suite, British, German, Japanese, Brazilian), pasted into
    /// the US form the window starts with: each reaches its own country's fields, focus moves on to
    /// the amount, and Ctrl+Z gives the empty US form back.
    func testTheFiveExamplesSplitIntoTheirCountrysFieldsAndOneUndoTakesEachBack() async throws {
        let pid = try XCTUnwrap(app).launch()
        await AccessibilityDriver.run("""
        name = focus_name_field()
        empty = field_texts()
        check(empty["Country"] == "United States", "the form starts in the US")
        examples = [
            ("Ada Lovelace\\n10 Downing Street\\nLondon\\nSW1A 2AA",
             {"Name": "Ada Lovelace", "Country": "United Kingdom", "Address line 1": "10 Downing Street",
              "Post town": "London", "Postal code": "SW1A 2AA"},
             "The pasted address went into Name, Country, Address line 1, Post town and Postal code: check them."),
            ("Unter den Linden 77, 10117 Berlin",
             {"Country": "Germany", "Address line 1": "Unter den Linden 77", "Postal code": "10117", "City": "Berlin"}, None),
            ("〒100-0001 東京都千代田区千代田1-1",
             {"Country": "Japan", "Postal code": "100-0001", "Prefecture": "東京都", "Address line 1": "千代田区千代田1-1"}, None),
            ("Av. Paulista, 1578 - Bela Vista, São Paulo - SP, 01310-200",
             {"Country": "Brazil", "Address line 1": "Av. Paulista, 1578", "Neighborhood": "Bela Vista",
              "City": "São Paulo", "State": "São Paulo", "Postal code": "01310-200"}, None),
            ("123 Main St. Suite 100, Chicago, IL 60601",
             {"Country": "United States", "Address line 1": "123 Main St.", "Address line 2": "Suite 100",
              "City": "Chicago", "State": "Illinois", "ZIP code": "60601"}, None),
        ]
        amount = find(name="Amount", role_name="text")
        for pasted, expected, message in examples:
            tab_to(find(name="Address line 1", role_name="text"))
            paste(pasted, lambda: wait_for("focus on to the amount", lambda: "focused" in states(amount)))
            fields = field_texts()
            for field, value in expected.items():
                check(fields.get(field) == value, f"{pasted!r}: {field} is {fields.get(field)!r}, not {value!r}")
            if message:
                find(name=message, showing=True)
            key("ctrl+z")
            wait_for("the empty US form back", lambda: field_texts() == empty)
        """, targetPID: pid, timeout: 150)
    }

    /// After a split, the person's own change makes it theirs: Ctrl+Z no longer takes the
    /// split back (it is the field's own undo again).
    func testAChangeOfThePersonsOwnEndsTheSplitsUndo() async throws {
        let pid = try XCTUnwrap(app).launch()
        await AccessibilityDriver.run("""
        name = focus_name_field()
        line1 = find(name="Address line 1", role_name="text")
        tab_to(line1)
        amount = find(name="Amount", role_name="text")
        paste("123 Main St. Suite 100, Chicago, IL 60601", lambda: wait_for("focus on to the amount", lambda: "focused" in states(amount)))
        type_text("12")
        wait_for("the amount typed", lambda: text(amount).startswith("12"))
        key("ctrl+z")
        key("shift+Tab")
        wait_for("focus back in the address", lambda: "focused" not in states(amount))
        check(text(line1) == "123 Main St.", "the split stays: " + text(line1))
        check(field_texts()["ZIP code"] == "60601", "the ZIP code stays")
        """, targetPID: pid, timeout: 90)
    }

    /// A pasted address without its ZIP code, on a street the address index knows once there:
    /// the index fills the ZIP code, and the one undo takes it back with the rest.
    func testTheAddressIndexFillsWhatThePasteLeftOut() async throws {
        let pid = try XCTUnwrap(app).launch()
        await AccessibilityDriver.run("""
        name = focus_name_field()
        empty = field_texts()
        tab_to(find(name="Address line 1", role_name="text"))
        paste("1600 Amphitheatre Pkwy, Mountain View, CA",
              lambda: wait_for("the ZIP code from the index", lambda: field_texts()["ZIP code"] == "94043"))
        fields = field_texts()
        check(fields["Address line 1"] == "1600 Amphitheatre Pkwy" and fields["City"] == "Mountain View"
              and fields["State"] == "California", repr(fields))
        amount = find(name="Amount", role_name="text")
        wait_for("on to the amount once nothing is missing", lambda: "focused" in states(amount))
        find(name="The pasted address went into Address line 1, City, State and ZIP code: check them.", showing=True)
        key("ctrl+z")
        wait_for("the empty form back", lambda: field_texts() == empty)
        """, targetPID: pid, timeout: 90)
    }

    /// A whole address typed in the search that the index does not know: "Enter manually"
    /// splits it into the fields instead of leaving it all in line 1.
    func testAWholeAddressTypedInTheSearchIsSplitByEnterManually() async throws {
        let pid = try XCTUnwrap(app).launch()
        await AccessibilityDriver.run("""
        name = focus_name_field()
        search = find(name="Find an address", role_name="combo box")
        tab_to(search)
        type_text("9 Nowhere Ln, Springfield, IL 62704")
        # Nothing found: "Enter manually", the list's only row, is highlighted and Enter takes it.
        manual = find(name="Address not found? Enter manually", showing=True)
        key("Return")
        amount = find(name="Amount", role_name="text")
        wait_for("focus on to the amount", lambda: "focused" in states(amount))
        fields = field_texts()
        expected = {"Address line 1": "9 Nowhere Ln", "City": "Springfield", "State": "Illinois", "ZIP code": "62704"}
        for field, value in expected.items():
            check(fields.get(field) == value, f"{field} is {fields.get(field)!r}, not {value!r}")
        """, targetPID: pid, timeout: 90)
    }

    func testTextThatIsNoWholeAddressIsPastedWhereItWasOnOneLine() async throws {
        let pid = try XCTUnwrap(app).launch()
        await AccessibilityDriver.run("""
        name = focus_name_field()
        line2 = find(name="Address line 2", role_name="text")
        tab_to(line2)
        type_text("Unit ")
        paste("Apt 5\\nrear entrance", lambda: wait_for("the paste in line 2", lambda: text(line2) == "Unit Apt 5 rear entrance"))
        check(text(find(name="Address line 1", role_name="text")) == "", "line 1 untouched")
        check(text(name) == "", "Name untouched")
        """, targetPID: pid, timeout: 90)
    }
}
