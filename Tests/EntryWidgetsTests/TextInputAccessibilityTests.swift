import Foundation
import GtkKit
import GtkTestSupport
import XCTest
@testable import EntryWidgets
import TestSupport

/// TextInput as a screen reader and a person at the keyboard meet it: over AT-SPI, with real
/// keystrokes from xdotool.
@MainActor
final class TextInputAccessibilityTests: XCTestCase {
    private let screen = TestWindow()
    private var copied: String?

    override func setUp() async throws { try GtkTestEnvironment.start() }

    override func tearDown() async throws { screen.close() }

    func testNamesDescriptionsAndStatesOverATSPI() async throws {
        let email = TextInput(labelPrimaryText: "Email", helperText: "We send the receipt here", placeholder: "name@example.org")
        let postal = TextInput(labelPrimaryText: "Postal code", helperText: "Five digits")
        postal.errorText = "Enter five digits"
        let french = TextInputStrings(errorIcon: "Erreur", passwordVisibilityToggle: "Afficher le mot de passe")
        let password = TextInput(labelPrimaryText: "Mot de passe", strings: french)
        password.isPassword = true
        password.errorText = "Trop court"
        let number = TextInput(labelPrimaryText: "Entry number", accessibilityLabel: "Entry number, assigned")
        number.text = "EN-1"
        number.isReadOnly = true
        let locked = TextInput(labelPrimaryText: "Locked")
        locked.isEnabled = false
        await screen.show([email, postal, password, number, locked], title: "TextInput accessibility test", width: 480)

        await AccessibilityDriver.call("widget_accessibility.field_reads", "Email", "We send the receipt here", false)
        await AccessibilityDriver.call("widget_accessibility.field_reads", "Postal code", "Error: Enter five digits", true)
        await AccessibilityDriver.call("widget_accessibility.error_icons_shown", "Error icon", 1)
        await AccessibilityDriver.call("widget_accessibility.field_reads", "Mot de passe", "Error: Trop court", true)
        await AccessibilityDriver.call("widget_accessibility.error_icons_shown", "Erreur", 1)
        await AccessibilityDriver.call("widget_accessibility.toggle_pressed", "Afficher le mot de passe", false)
        var output = await AccessibilityDriver.call("widget_accessibility.read_only_field_reads", "Entry number, assigned", "EN-1")
        output += await AccessibilityDriver.call("widget_accessibility.disabled_field_reads", "Locked")
        print("AT-SPI states seen: \(output)")

        // The error clears for assistive technologies too, and the toggle reports its state.
        postal.errorText = nil
        try XCTUnwrap(password.passwordToggle).click()
        XCTAssertTrue(password.isPasswordVisible)
        await AccessibilityDriver.call("widget_accessibility.field_reads", "Postal code", "Five digits", false)
        await AccessibilityDriver.call("widget_accessibility.toggle_pressed", "Afficher le mot de passe", true)
    }

    func testTypingWithRealKeystrokesFormatsMovesOnAndRespectsReadOnly() async throws {
        let postal = TextInput(labelPrimaryText: "Postal code", helperText: "Eight digits")
        postal.formatter = PatternFormatter("#####-###")
        postal.inputPurpose = .digits
        let city = TextInput(labelPrimaryText: "City")
        let number = TextInput(labelPrimaryText: "Entry number")
        number.text = "EN-1"
        number.isReadOnly = true
        let password = TextInput(labelPrimaryText: "Password")
        password.isPassword = true
        postal.nextInput = city
        city.nextInput = number
        await screen.show([postal, city, number, password], title: "TextInput typing test", width: 480)
        postal.focus()
        await GtkTestEnvironment.waitUntil("focus in the postal code") { postal.isFocused }

        await AccessibilityDriver.call(
            "widget_accessibility.typing_formats_moves_on_and_respects_read_only", "TextInput typing test", "123456789", "12345-678",
            "Springfield", "secret")
        XCTAssertEqual(postal.text, "12304-567")
        XCTAssertEqual(city.text, "Springfield")
        XCTAssertEqual(number.text, "EN-1", "typing into a read-only input changes nothing")
        copied = nil
        Task { self.copied = await Clipboard.readText() }
        await GtkTestEnvironment.waitUntil("the copied read-only text") { self.copied != nil }
        XCTAssertEqual(copied, "EN-1", "Ctrl+A, Ctrl+C copy from a read-only input")
        XCTAssertEqual(password.text, "secret")
        await GtkTestEnvironment.waitUntil("the toggle pressed with Space") { password.isPasswordVisible }
        XCTAssertEqual(password.text, "secret", "showing the password keeps it")
        XCTAssertTrue(password.entry.isTextVisible)
    }
}
