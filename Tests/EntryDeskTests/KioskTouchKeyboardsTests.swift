@testable import EntryDesk
import AmountKit
import EntryWidgets
import Foundation
import GtkKit
import GtkTestSupport
import XCTest
import TestSupport

/// Which touch keyboard the kiosk shows, and where its keys type: real widgets in a window,
/// tapped with the pointer (`Tests/Drivers/kiosk_touch_flow.py`).
@MainActor
final class KioskTouchKeyboardsTests: XCTestCase {
    private let testWindow = TestWindow()

    override func setUp() async throws { try GtkTestEnvironment.start() }
    override func tearDown() async throws { testWindow.close() }

    func testTappingTheFieldThatHasFocusBringsBackAHiddenKeyboard() async throws {
        let screen = EntryScreen(
            provider: nil, countryCode: "US", currencyCode: "USD", locale: Locale(identifier: "en_US"),
            currencies: try CurrencyTable.standard())
        let keyboards = KioskTouchKeyboards(showsKeyboard: true, locale: Locale(identifier: "en_US"), keyboardLabel: "Keyboard")
        let scroller = ScrolledWindow()
        scroller.vexpand = true
        scroller.setChild(screen.widget)
        let form = Box(.vertical, spacing: 0)
        form.append(scroller)
        form.append(keyboards.keyboardArea)
        let page = Box(.horizontal, spacing: 0)
        page.append(form)
        page.append(keyboards.keypadArea)
        page.setSizeRequest(width: 1000, height: 700)
        keyboards.attach(textInputs: [screen.nameInput, screen.referenceInput], amount: screen.amountInput, scroller: scroller)
        await testWindow.show(page, title: "Kiosk keyboards", until: "the form on screen") { screen.nameInput.entry.isMapped }

        _ = screen.nameInput.focus()
        await GtkTestEnvironment.waitUntil("the keyboard for Name") { keyboards.keyboardArea.isVisible }
        await AccessibilityDriver.call("kiosk_touch_flow.tap_shown_keys", "a")
        await GtkTestEnvironment.waitUntil("a typed into Name") { screen.nameInput.text == "a" }

        // What a reset used to leave: focus in Name, no keyboard. A tap on Name brings it back.
        keyboards.hide()
        XCTAssertTrue(screen.nameInput.entry.containsFocus)
        await testWindow.tap("Name") { screen.nameInput.entry }
        await GtkTestEnvironment.waitUntil("the keyboard back after a tap on Name") { keyboards.keyboardArea.isVisible }
        await AccessibilityDriver.call("kiosk_touch_flow.tap_shown_keys", "d")
        await GtkTestEnvironment.waitUntil("d typed into Name") { screen.nameInput.text == "ad" }

        // The amount takes the number pad instead; back in Name, the letters again.
        _ = screen.amountInput.focus()
        await GtkTestEnvironment.waitUntil("the number pad for the amount") {
            !keyboards.keyboardArea.isVisible && keyboards.keypadArea.isVisible
        }
        await AccessibilityDriver.call("kiosk_touch_flow.tap_shown_keys", "5")
        await GtkTestEnvironment.waitUntil("5 typed into the amount") { screen.amountInput.entry.text == "5" }
        XCTAssertEqual(screen.nameInput.text, "ad", "Name keeps what it had")
        await testWindow.tap("Name") { screen.nameInput.entry }
        await GtkTestEnvironment.waitUntil("the keyboard for Name again") {
            keyboards.keyboardArea.isVisible && !keyboards.keypadArea.isVisible
        }
    }
}
