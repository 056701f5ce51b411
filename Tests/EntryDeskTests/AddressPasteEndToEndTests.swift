import Foundation
import GtkTestSupport
import XCTest

/// Pasting a whole address: Ctrl+V of a whole address in an address field splits it into the fields
/// of the country it names or whose postcode it fits (a name on its first line into Name), says
/// what went where, and one Ctrl+Z takes it all back. Text that is no whole address goes in where
/// it was pasted, its lines joined on one line. The clipboard is owned by another process, as an
/// editor's would be; the keys are real (xdotool), the fields read over AT-SPI. The drivers are
/// `Tests/Drivers/address_paste.py`.
@MainActor
final class AddressPasteEndToEndTests: AppProcessTestCase {
    /// Five whole addresses (US with a suite, British, German, Japanese, Brazilian), pasted into
    /// the US form the window starts with: each reaches its own country's fields, focus moves on to
    /// the amount, and Ctrl+Z gives the empty US form back.
    func testTheFiveExamplesSplitIntoTheirCountrysFieldsAndOneUndoTakesEachBack() async throws {
        let pid = try XCTUnwrap(app).launch()
        // Each example: what is pasted, the fields it fills (name, text), and what the window says.
        let examples: [(pasted: String, fields: [[String]], message: String?)] = [
            (
                "Ada Lovelace\n10 Downing Street\nLondon\nSW1A 2AA",
                [
                    ["Name", "Ada Lovelace"], ["Country", "United Kingdom"], ["Address line 1", "10 Downing Street"],
                    ["Post town", "London"], ["Postal code", "SW1A 2AA"]
                ],
                "The pasted address went into Name, Country, Address line 1, Post town and Postal code: check them."
            ),
            (
                "Unter den Linden 77, 10117 Berlin",
                [["Country", "Germany"], ["Address line 1", "Unter den Linden 77"], ["Postal code", "10117"], ["City", "Berlin"]], nil
            ),
            (
                "〒100-0001 東京都千代田区千代田1-1",
                [["Country", "Japan"], ["Postal code", "100-0001"], ["Prefecture", "東京都"], ["Address line 1", "千代田区千代田1-1"]], nil
            ),
            (
                "Av. Paulista, 1578 - Bela Vista, São Paulo - SP, 01310-200",
                [
                    ["Country", "Brazil"], ["Address line 1", "Av. Paulista, 1578"], ["Neighborhood", "Bela Vista"],
                    ["City", "São Paulo"], ["State", "São Paulo"], ["Postal code", "01310-200"]
                ], nil
            ),
            (
                "123 Main St. Suite 100, Chicago, IL 60601",
                [
                    ["Country", "United States"], ["Address line 1", "123 Main St."], ["Address line 2", "Suite 100"],
                    ["City", "Chicago"], ["State", "Illinois"], ["ZIP code", "60601"]
                ], nil
            )
        ]
        await AccessibilityDriver.call("focus_name_field", targetPID: pid)
        for example in examples {
            await AccessibilityDriver.call(
                "address_paste.paste_splits_and_one_undo_takes_it_back", example.pasted, example.fields,
                example.message, targetPID: pid)
        }
    }

    /// After a split, the person's own change makes it theirs: Ctrl+Z no longer takes the
    /// split back (it is the field's own undo again).
    func testAChangeOfThePersonsOwnEndsTheSplitsUndo() async throws {
        let pid = try XCTUnwrap(app).launch()
        await AccessibilityDriver.call(
            "address_paste.a_change_of_ones_own_ends_the_splits_undo", "123 Main St. Suite 100, Chicago, IL 60601",
            "12", "123 Main St.", "60601", targetPID: pid, timeout: 90)
    }

    /// A pasted address without its ZIP code, on a street the address index knows once there:
    /// the index fills the ZIP code, and the one undo takes it back with the rest.
    func testTheAddressIndexFillsWhatThePasteLeftOut() async throws {
        let pid = try XCTUnwrap(app).launch()
        await AccessibilityDriver.call(
            "address_paste.the_index_fills_what_the_paste_left_out", "1600 Amphitheatre Pkwy, Mountain View, CA", "94043",
            [["Address line 1", "1600 Amphitheatre Pkwy"], ["City", "Mountain View"], ["State", "California"]],
            "The pasted address went into Address line 1, City, State and ZIP code: check them.", targetPID: pid, timeout: 90)
    }

    /// A whole address typed in the search that the index does not know: "Enter manually"
    /// splits it into the fields instead of leaving it all in line 1.
    func testAWholeAddressTypedInTheSearchIsSplitByEnterManually() async throws {
        let pid = try XCTUnwrap(app).launch()
        await AccessibilityDriver.call(
            "address_paste.enter_manually_splits_a_typed_address", "9 Nowhere Ln, Springfield, IL 62704",
            [["Address line 1", "9 Nowhere Ln"], ["City", "Springfield"], ["State", "Illinois"], ["ZIP code", "62704"]],
            targetPID: pid, timeout: 90)
    }

    func testTextThatIsNoWholeAddressIsPastedWhereItWasOnOneLine() async throws {
        let pid = try XCTUnwrap(app).launch()
        await AccessibilityDriver.call(
            "address_paste.no_whole_address_goes_in_on_one_line", "Unit ", "Apt 5\nrear entrance",
            "Unit Apt 5 rear entrance", targetPID: pid, timeout: 90)
    }
}
