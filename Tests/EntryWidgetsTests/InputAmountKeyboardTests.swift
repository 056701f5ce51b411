@testable import EntryWidgets
import Foundation
import GtkKit
import GtkTestSupport
import XCTest
import TestSupport

/// InputAmount driven as a person would: real keystrokes from xdotool, the clipboard, and what
/// a screen reader reads over AT-SPI.
///
/// GTK 4.8 does not send an entry's value text over AT-SPI (no Value interface, no attribute),
/// so the value "USD 1,234.50" is read from the accessible description, where InputAmount
/// puts it first.
@MainActor
final class InputAmountKeyboardTests: XCTestCase {
    private let screen = TestWindow()
    private var other: Entry?

    override func setUp() async throws { try GtkTestEnvironment.start() }

    override func tearDown() async throws { screen.close() }

    /// Shows `input` in a window with a second field after it (for focus-out) and focuses it.
    private func show(_ input: InputAmount, title: String) async {
        let column = Box(.vertical)
        column.append(input.widget)
        let next = Entry()
        next.setAccessibleLabel("Next field")
        column.append(next)
        other = next
        await screen.show(column, title: title, until: "the window on screen") { input.widget.isMapped }
        input.focus()
    }

    func testTypingKeypadDecimalAndTheValueAScreenReaderReads() async throws {
        let input = try InputAmount(currencyCode: "USD", locale: Locale(identifier: "en_US"))
        input.helperText = "Arrives tomorrow"
        input.labelSecondaryText = "Balance $2,000.00"
        await show(input, title: "Amount typing")
        let output = await AccessibilityDriver.call(
            "amount_keyboard.keypad_decimal_then_leave", "Amount typing", "1234", "5", "1,234.5", "1,234.50")
        XCTAssertTrue(output.contains("caret 7"), output)
        XCTAssertTrue(output.contains("description USD 1,234.50. Balance $2,000.00. Arrives tomorrow"), output)
        XCTAssertEqual(input.amount, Decimal(string: "1234.5"))
        XCTAssertEqual(input.text, "1,234.50")
        XCTAssertFalse(input.isFocused)
    }

    func testLimitsAreCheckedWhenFocusLeaves() async throws {
        let input = try InputAmount(currencyCode: "USD", locale: Locale(identifier: "en_US"))
        input.maximum = 10_000
        input.helperText = "Up to $10,000.00"
        var focusChanges: [Bool] = []
        input.onFocusChanged { focusChanges.append($0) }
        await show(input, title: "Amount limits")
        let output = await AccessibilityDriver.call("amount_keyboard.typed_then_left_with_error", "20000", "20,000", "Amount limits")
        XCTAssertTrue(output.contains("while-typing False"), "limits wait for focus-out: \(output)")
        XCTAssertTrue(output.contains("description USD 20,000.00. Error: Enter at most $10,000.00"), output)
        XCTAssertEqual(input.currentProblem, .invalidAmount(.aboveMaximum(value: "20000.00", maximum: "10000.00")))
        XCTAssertTrue(input.frame.errorRow.isVisible)
        XCTAssertFalse(input.frame.helperLabel.isVisible)
        XCTAssertEqual(focusChanges.last, false)
    }

    func testGermanTypingKeepsTheCaretThroughRegroupingAndBackspace() async throws {
        let input = try InputAmount(currencyCode: "EUR", locale: Locale(identifier: "de_DE"))
        await show(input, title: "Amount German")
        let output = await AccessibilityDriver.call("amount_keyboard.german_regrouping_and_backspace", "Amount German")
        XCTAssertTrue(output.contains("caret-left 6"), output)
        XCTAssertTrue(output.contains("caret-typed 6"), "the caret stays right of the typed 8 after regrouping: \(output)")
        XCTAssertTrue(
            output.contains("after-kp 12348,567 True"),
            "a decimal separator leaving three cents stays as typed, marked invalid: \(output)")
        XCTAssertTrue(output.contains("caret-fixed 6 False"), "deleting it brings the amount back, caret in place: \(output)")
        XCTAssertTrue(output.contains("caret-backspace 1"), "BackSpace right of '.' deleted the '2' before it: \(output)")
        XCTAssertEqual(input.amount, Decimal(string: "1348567.2"))
    }

    func testPastesInGermanAndAForeignCurrencyIsAnErrorAScreenReaderHears() async throws {
        let input = try InputAmount(currencyCode: "EUR", locale: Locale(identifier: "de_DE"))
        await show(input, title: "Amount paste")
        Clipboard.setText("1,234.56")
        var output = await AccessibilityDriver.call("amount_keyboard.paste", "Amount paste", "1.234,56")
        XCTAssertTrue(output.contains("description EUR 1.234,56"), output)
        XCTAssertEqual(input.amount, Decimal(string: "1234.56"))

        Clipboard.setText("$20.00")
        output = await AccessibilityDriver.call("amount_keyboard.paste_over_all_refused")
        XCTAssertTrue(output.contains("text 1.234,56"), "the refused paste leaves the amount as it was: \(output)")
        XCTAssertTrue(output.contains("but this amount is in EUR"), output)
        XCTAssertTrue(output.contains("error-icon 1"), output)
        XCTAssertTrue(input.widget.hasCSSClass("error"))
    }

    func testYenKeepsATypedDecimalKeyAsAnErrorAndDinarTakesThreeDecimals() async throws {
        let yen = try InputAmount(currencyCode: "JPY", labelPrimaryText: "Yen amount", locale: Locale(identifier: "en_US"))
        let dinar = try InputAmount(currencyCode: "BHD", labelPrimaryText: "Dinar amount", locale: Locale(identifier: "en_US"))
        let column = Box(.vertical)
        column.append(yen.widget)
        column.append(dinar.widget)
        await screen.show(column, title: "Amount minor units", until: "the window on screen") { dinar.widget.isMapped }
        yen.focus()
        let output = await AccessibilityDriver.call(
            "amount_keyboard.yen_decimals_then_dinar", "Amount minor units", "Yen amount", "Dinar amount")
        XCTAssertTrue(
            output.contains("kept 1500.5 | JPY 1500.5. Error: Yen has no decimal places: 1500.5 cannot be an amount in JPY"), output)
        XCTAssertTrue(output.contains("yen 15,005 False"), "deleting the decimals clears the error: \(output)")
        XCTAssertTrue(output.contains("dinar 7.1234"), "the fourth decimal is not dropped: \(output)")
        XCTAssertNil(dinar.amount)
        XCTAssertFalse(dinar.validate(), "Save refuses it")
        XCTAssertEqual(dinar.errorText, "Bahraini Dinar has 3 decimal places: 7.1234 has more. Check the decimal separator")
    }

    /// A convention other than the locale's, typed key by key, is read as a paste reads it, and
    /// the field says how it read it; a minus where negatives are refused stays, as an error.
    func testAnotherConventionTypedIsReadAndSaidAndAMinusIsNeverDropped() async throws {
        let input = try InputAmount(currencyCode: "EUR", locale: Locale(identifier: "en_US"))
        await show(input, title: "Amount conventions")
        let output = await AccessibilityDriver.call(
            "amount_keyboard.typed_key_by_key_then_read", "1.234,56", "1,234.56", "Amount conventions")
        XCTAssertTrue(output.contains("typed-invalid False"), "it reads as an amount: no error while typing: \(output)")
        XCTAssertTrue(output.contains("read EUR 1,234.56. 1.234,56 read as €1,234.56"), output)
        XCTAssertEqual(input.amount, Decimal(string: "1234.56"))

        input.reset()
        input.focus()
        let minus = await AccessibilityDriver.call("amount_keyboard.typed_then_left_with_error", "-5", "-5")
        XCTAssertTrue(minus.contains("text -5"), minus)
        XCTAssertNil(input.amount)
        XCTAssertFalse(input.validate())
        XCTAssertEqual(input.errorText, "Negative amounts are not accepted here: -5")

        // A comma before two digits can never group thousands: read as the decimal one, and said.
        input.reset()
        input.focus()
        let comma = await AccessibilityDriver.call("amount_keyboard.typed_key_by_key_then_read", "12,50", "12.50")
        XCTAssertTrue(comma.contains("typed-invalid False"), "no error while typing: \(comma)")
        XCTAssertTrue(comma.contains("read EUR 12.50. 12,50 read as €12.50"), comma)
        XCTAssertEqual(input.amount, Decimal(string: "12.5"))
    }

    func testCurrencySelectorByKeyboard() async throws {
        let input = try InputAmount(currencyCode: "USD", labelPrimaryText: "Transfer amount", locale: Locale(identifier: "en_US"))
        input.hasCurrencySelector = true
        input.amount = 1500
        var picked: [String] = []
        input.onCurrencyChanged { picked.append($0) }
        await show(input, title: "Amount selector")
        let output = await AccessibilityDriver.call(
            "amount_keyboard.currency_picked_by_keyboard", "Amount selector", "Transfer amount", "US Dollar", "yen", "Japanese Yen",
            "1,500", "dollar")
        XCTAssertTrue(output.contains("expanded-before False"), output)
        XCTAssertTrue(output.contains("description JPY 1,500"), output)
        XCTAssertTrue(output.contains("after-escape Currency: Japanese Yen"), "Escape picks nothing: \(output)")
        let dollars = try XCTUnwrap(input.selector).results
        guard dollars.count > 2 else { return XCTFail("the dollar search found \(dollars.map(\.code))") }
        await GtkTestEnvironment.waitUntil("the second pick") { picked.count == 2 }
        XCTAssertEqual(picked, ["JPY", dollars[1].code], "Escape picked nothing; Down then Enter picked the second dollar")
        XCTAssertFalse(input.isCurrencySelectorOpen)
        await GtkTestEnvironment.waitUntil("the focus back in the amount after a pick") { input.entry.containsFocus }
    }
}
