@testable import EntryWidgets
import Foundation
import GtkKit
import GtkTestSupport
import XCTest

/// The on-screen keyboard from its layout files, tapped with the pointer as a visitor taps it:
/// the German letters on their keys, Shift, a long press for the accented forms, the symbols
/// page and the layout key.
@MainActor
final class OnScreenKeyboardTests: XCTestCase {
    private let testWindow = TestWindow()

    override func setUp() async throws { try GtkTestEnvironment.start() }
    override func tearDown() async throws { testWindow.close() }

    /// A field and, under it, a keyboard of `language`'s layouts typing into it.
    private func showKeyboard(language: String) async throws -> (OnScreenKeyboard, Entry) {
        let (layouts, problems) = KeyboardLayoutSet.load(language: language)
        XCTAssertEqual(problems, [])
        let keyboard = OnScreenKeyboard(layouts: layouts, accessibleLabel: "On-screen keyboard")
        let entry = Entry()
        keyboard.target = entry
        let column = Box(.vertical, spacing: 0)
        column.append(entry)
        column.append(keyboard.widget)
        await testWindow.show(column, title: "Keyboard test", width: 1000, until: "the keyboard on screen") { keyboard.widget.isMapped }
        XCTAssertTrue(entry.grabFocus())
        return (keyboard, entry)
    }

    private func tap(_ label: String, on keyboard: OnScreenKeyboard) async {
        await testWindow.tap("the key \(label)") { keyboard.keys[label] }
    }

    func testGermanLettersShiftAndTheSymbolsPage() async throws {
        let (keyboard, entry) = try await showKeyboard(language: "de")
        await AccessibilityDriver.call("kiosk_touch_flow.tap_shown_keys", "Shift")
        for label in ["J", "ü", "r", "g", "e", "n"] { await tap(label, on: keyboard) }
        await GtkTestEnvironment.waitUntil("Jürgen typed") { entry.text == "Jürgen" }
        XCTAssertTrue(entry.containsFocus, "the keys never take the focus")
        // The symbols page, and back to the letters.
        await AccessibilityDriver.call("kiosk_touch_flow.tap_shown_keys", "Space", "5", "Symbols", "/", "&", "@", "Letters", "ß")
        await GtkTestEnvironment.waitUntil("the symbols typed") { entry.text == "Jürgen 5/&@ß" }
    }

    func testTheLayoutKeyShowsTheActiveLayoutAndNamesTheNext() async throws {
        let (keyboard, entry) = try await showKeyboard(language: "de")
        XCTAssertNotNil(keyboard.keys["z"], "QWERTZ first")
        await AccessibilityDriver.run(#"click(find(name="Switch to English", role_name="push button"))"#)
        await GtkTestEnvironment.waitUntil("the English layout") { keyboard.keys["ü"] == nil && keyboard.keys["z"] != nil }
        await AccessibilityDriver.call("kiosk_touch_flow.tap_shown_keys", "y")
        await GtkTestEnvironment.waitUntil("y typed where QWERTY has it") { entry.text == "y" }
        await AccessibilityDriver.run(#"click(find(name="Switch to Deutsch", role_name="push button"))"#)
        await GtkTestEnvironment.waitUntil("German again") { keyboard.keys["ü"] != nil }
        // What the next person finds after a reset: the language's letters, from English's
        // symbols page.
        await AccessibilityDriver.run(#"click(find(name="Switch to English", role_name="push button"))"#)
        await AccessibilityDriver.call("kiosk_touch_flow.tap_shown_keys", "Symbols")
        await GtkTestEnvironment.waitUntil("the symbols page") { keyboard.showsSymbols && keyboard.keys["/"] != nil }
        keyboard.reset()
        XCTAssertFalse(keyboard.showsSymbols)
        XCTAssertNotNil(keyboard.keys["ü"], "the German letters after a reset")
    }

    func testALongPressOffersTheAccentedFormsAndATapTypesOne() async throws {
        let (keyboard, entry) = try await showKeyboard(language: "fr")
        await testWindow.pressAndHold("the key e", until: "the forms of e offered", { keyboard.keys["e"] }) {
            keyboard.keys["ê"]?.isMapped == true
        }
        XCTAssertEqual(entry.text, "", "the long press typed nothing itself")
        await tap("ê", on: keyboard)
        await GtkTestEnvironment.waitUntil("ê typed") { entry.text == "ê" }
        XCTAssertNil(keyboard.keys["ê"], "the forms close once one is typed")
        // After Shift, the capitals.
        await AccessibilityDriver.call("kiosk_touch_flow.tap_shown_keys", "Shift")
        await testWindow.pressAndHold("the key O", until: "the capital forms of O offered", { keyboard.keys["O"] }) {
            keyboard.keys["Ô"]?.isMapped == true
        }
        XCTAssertEqual(entry.text, "ê", "the long press typed nothing itself")
        await tap("Ô", on: keyboard)
        await GtkTestEnvironment.waitUntil("Ô typed") { entry.text == "êÔ" }
        await tap("u", on: keyboard)
        await GtkTestEnvironment.waitUntil("u typed, Shift spent") { entry.text == "êÔu" }
        XCTAssertTrue(entry.containsFocus, "the keys never take the focus")
    }

    func testEveryKeyOfEveryLayoutIsATouchTargetInTheKioskTheme() async throws {
        let themes = ThemeManager()
        XCTAssertNil(themes.apply(["light", "kiosk"]))
        defer { themes.apply(["light"]) }
        for language in ["en", "de", "fr", "es", "pt_BR", "ar"] {
            let (layouts, _) = KeyboardLayoutSet.load(language: language)
            let keyboard = OnScreenKeyboard(layouts: layouts)
            let window = Window()
            window.setDefaultSize(width: 1366, height: -1)
            window.setChild(keyboard.widget)
            window.present()
            defer { window.destroy() }
            await GtkTestEnvironment.waitUntil("\(language) laid out") { keyboard.widget.allocatedHeight > 0 }
            let keys = keyboard.widget.descendantSummaries().filter { $0.typeName == "GtkButton" }
            XCTAssertGreaterThan(keys.count, 30, language)
            let least = try XCTUnwrap(ThemeTokens.pixels("theme.size.touch-target.min"), "the kiosk theme's touch target")
            let small = keys.filter { $0.width < least || $0.height < least }
            XCTAssertTrue(small.isEmpty, "\(language): keys under \(least) px: \(small.map { "\($0.width)x\($0.height)" })")
            XCTAssertLessThanOrEqual(keyboard.widget.allocatedWidth, 1366, language)
        }
    }
}
