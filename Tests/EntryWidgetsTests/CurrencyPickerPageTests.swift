@testable import EntryWidgets
import Foundation
import GtkKit
import GtkTestSupport
import XCTest
import TestSupport

/// The currency list on a page of its own, with a keyboard under it: what the kiosk shows on a
/// touch screen, where a popover with a keyboard does not fit.
@MainActor
final class CurrencyPickerPageTests: XCTestCase {
    private let screen = TestWindow()

    override func setUp() async throws { try GtkTestEnvironment.start() }

    override func tearDown() async throws { screen.close() }

    func testTapsOnItsKeyboardSearchAndATapOnARowPicksForTheField() async throws {
        let input = try InputAmount(currencyCode: "USD", labelPrimaryText: "Amount", locale: Locale(identifier: "en_US"))
        input.hasCurrencySelector = true
        input.amount = 1500
        var changes: [String] = []
        input.onCurrencyChanged { changes.append($0) }
        let picker = input.makeCurrencyPicker()
        picker.hasTouchKeyboard = true
        var keys = 0
        picker.onTouchKey = { keys += 1 }
        var picked: [String] = []
        picker.onPick = { currency in
            picked.append(currency.code)
            input.pickCurrency(currency)
        }
        let page = Box(.vertical)
        page.append(input.widget)
        page.append(picker.widget)
        await screen.show(page, title: "Currency page test", until: "the page on screen") { picker.widget.isMapped }
        XCTAssertEqual(picker.results[picker.activeIndex ?? -1].code, "USD", "the current currency is active")
        picker.focusSearch()
        let keyboard = try XCTUnwrap(picker.touchKeyboard)
        for letter in ["y", "e", "n"] {
            await screen.tap("the key \(letter)") { keyboard.keys[letter] }
        }
        await GtkTestEnvironment.waitUntil("the search typed") { picker.searchEntry.text == "yen" }
        XCTAssertTrue(picker.searchEntry.containsFocus, "the keys never take the focus")
        XCTAssertEqual(keys, 3, "each key is the person's activity")
        XCTAssertEqual(picker.results.first?.code, "JPY")
        await screen.tap("the yen row") { picker.list.allRows.first }
        await GtkTestEnvironment.waitUntil("the yen picked") { picked == ["JPY"] }
        XCTAssertEqual(changes, ["JPY"])
        XCTAssertEqual(input.text, "1,500")
        await GtkTestEnvironment.waitUntil("the focus in the amount") { input.entry.containsFocus }
    }

    func testAPickTheAmountCannotTakeIsTheFieldsErrorAndEscapeCancels() async throws {
        let input = try InputAmount(currencyCode: "EUR", labelPrimaryText: "Amount", locale: Locale(identifier: "de_DE"))
        input.hasCurrencySelector = true
        input.amount = Decimal(string: "12.5")
        let picker = input.makeCurrencyPicker()
        var cancelled = false
        picker.onCancel = { cancelled = true }
        picker.onPick = { input.pickCurrency($0) }
        let page = Box(.vertical)
        page.append(input.widget)
        page.append(picker.widget)
        await screen.show(page, title: "Currency page refusal test", until: "the page on screen") { picker.widget.isMapped }
        picker.focusSearch()
        picker.searchEntry.text = "JPY"
        XCTAssertEqual(picker.results.first?.code, "JPY")
        picker.searchEntry.activate()
        XCTAssertEqual(input.currencyCode, "EUR", "12,50 € is never cut to 12 ¥")
        XCTAssertNotNil(input.errorText)
        await GtkTestEnvironment.waitUntil("the focus back in the amount") { input.entry.containsFocus }
        picker.focusSearch()
        await AccessibilityDriver.call("gtk_kit_keys.press", "Currency page refusal test", "Escape")
        await GtkTestEnvironment.waitUntil("Escape cancels") { cancelled }
    }

    func testItsKeyboardIsNamedAndItsSearchStartsEmptyWithNoUndo() async throws {
        let input = try InputAmount(currencyCode: "EUR", labelPrimaryText: "Amount", locale: Locale(identifier: "de_DE"))
        input.hasCurrencySelector = true
        input.strings.currencySearchKeyboard = "Tastatur für die Währungssuche"
        let picker = input.makeCurrencyPicker()
        picker.hasTouchKeyboard = true
        await screen.show(picker.widget, title: "Currency keyboard name test", until: "the page on screen") { picker.widget.isMapped }
        let output = await AccessibilityDriver.call("currency_picker.keys_on", "Tastatur für die Währungssuche")
        XCTAssertTrue(output.contains("keys 45"), "ten digits and +, 30 letters and punctuation, shift, delete, symbols, space: \(output)")
        picker.focusSearch()
        await AccessibilityDriver.call("gtk_kit_keys.type_into", "Currency keyboard name test", "franc")
        await GtkTestEnvironment.waitUntil("the search typed") { picker.searchEntry.text == "franc" }
        picker.prepare()
        XCTAssertEqual(picker.searchEntry.text, "")
        // A key typed after the undos shows once they were handled.
        await AccessibilityDriver.call("currency_picker.undo_then_type", 3, "q")
        await GtkTestEnvironment.waitUntil("the key after the undos") { picker.searchEntry.text.hasSuffix("q") }
        XCTAssertEqual(picker.searchEntry.text, "q", "nothing of the last search is left to bring back")
        picker.hasTouchKeyboard = false
        XCTAssertNil(picker.touchKeyboard)
    }
}
