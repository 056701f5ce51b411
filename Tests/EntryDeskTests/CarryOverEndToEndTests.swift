import Foundation
import GtkTestSupport
import XCTest

/// Ditto and carry-over: fields marked to carry over come filled in (and say so)
/// in each new entry after a save; Ctrl+' copies the focused field from the entry saved before.
/// Real keys, read back over AT-SPI and from the store.
@MainActor
final class CarryOverEndToEndTests: AppProcessTestCase {
    func testMarkedFieldsCarryOverAndDittoCopiesAField() async throws {
        let app = try XCTUnwrap(app)
        try app.writeConfiguration("[entry]\ncarry-over = city, state\n")
        let pid = try app.launch()
        await AccessibilityDriver.run("""
        name = find(name="Name", role_name="text")
        line1 = find(name="Address line 1", role_name="text")
        city = find(name="City", role_name="text")
        state = find(name="State", role_name="combo box")
        zip_code = find(name="ZIP code", role_name="text")
        amount = find(name="Amount", role_name="text")
        focus_window("EntryDesk")
        wait_for("focus in Name", lambda: "focused" in states(name))
        # Nothing saved yet: nothing to copy, and it says so.
        key("ctrl+apostrophe")
        find(name="Nothing to copy yet: ditto (Ctrl+') copies from the entry saved before.", showing=True)
        type_text("Ada Lovelace")
        tab_to(line1)
        type_text("1 Main St")
        tab_to(city)
        type_text("Springfield")
        tab_to(state)
        type_text("illin")
        key("Tab")
        wait_for("focus in the ZIP code", lambda: "focused" in states(zip_code))
        type_text("62701")
        tab_to(amount)
        type_text("10")
        key("ctrl+s")
        find(name="Saved entry for Ada Lovelace.", showing=True)
        wait_for("focus back in Name", lambda: "focused" in states(name))
        # The marked fields come filled in, and say where from; the others are empty.
        wait_for("the city kept", lambda: text(city) == "Springfield")
        check(text(state) == "Illinois", "state: " + repr(text(state)))
        check(text(line1) == "" and text(zip_code) == "", "line 1 and ZIP code empty")
        check("Kept from the last entry" in description(city), "city says it was kept: " + repr(description(city)))
        # Ditto: the name, then line 1, from the entry saved before.
        key("ctrl+apostrophe")
        wait_for("the name copied", lambda: text(name) == "Ada Lovelace")
        key("ctrl+a")
        type_text("Grace Hopper")
        tab_to(line1)
        key("ctrl+apostrophe")
        wait_for("line 1 copied", lambda: text(line1) == "1 Main St")
        type_text(" Apt 2")
        tab_to(zip_code)
        type_text("62702")
        tab_to(amount)
        type_text("20")
        key("ctrl+s")
        find(name="Saved entry for Grace Hopper.", showing=True)
        """, targetPID: pid, timeout: 120)
        let export = try app.command(["export", "--format", "jsonl"])
        XCTAssertEqual(export.status, 0, export.errors)
        let grace = try XCTUnwrap(export.output.split(separator: "\n").first { $0.contains("Grace Hopper") }, export.output)
        for expected in ["\"1 Main St Apt 2\"", "\"Springfield\"", "\"IL\"", "\"62702\"", "\"20.00\""] {
            XCTAssertTrue(grace.contains(expected), "\(expected) in \(grace)")
        }
    }
}
