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

        let output = await AccessibilityDriver.run("""
        email = find(name="Email", role_name="text")
        check(description(email) == "We send the receipt here", "email description: " + repr(description(email)))
        check(not shows_error(email), "email states: " + repr(states(email)))
        check("editable" in states(email), "email states: " + repr(states(email)))

        postal = find(name="Postal code", role_name="text")
        check(description(postal) == "Error: Enter five digits", "postal description: " + repr(description(postal)))
        check(shows_error(postal), "postal states: " + repr(states(postal)))
        errors = find_all(name="Error icon", role_name="image", showing=True)
        check(len(errors) == 1, "one visible error icon named Error: " + repr(errors))

        password = find(name="Mot de passe", role_name="text")
        check(description(password) == "Error: Trop court", "password description: " + repr(description(password)))
        find(name="Erreur", role_name="image", showing=True)
        # GTK 4.8 exposes a toggle button as a push button with a pressed state.
        toggle = find(name="Afficher le mot de passe", role_name="push button")
        check("pressed" not in states(toggle), "toggle states: " + repr(states(toggle)))

        number = find(name="Entry number, assigned", role_name="text")
        check("editable" not in states(number), "read-only states: " + repr(states(number)))
        check(text(number) == "EN-1", "read-only text: " + repr(text(number)))

        locked = find(name="Locked", role_name="text")
        check("sensitive" not in states(locked) and "enabled" not in states(locked), "disabled states: " + repr(states(locked)))
        print("read-only:", sorted(states(number)), "disabled:", sorted(states(locked)))
        """)
        print("AT-SPI states seen: \(output)")

        // The error clears for assistive technologies too, and the toggle reports its state.
        postal.errorText = nil
        try XCTUnwrap(password.passwordToggle).click()
        XCTAssertTrue(password.isPasswordVisible)
        await AccessibilityDriver.run("""
        postal = find(name="Postal code", role_name="text")
        wait_for("the helper as description", lambda: description(postal) == "Five digits")
        check(not shows_error(postal), "postal states after clearError: " + repr(states(postal)))
        toggle = find(name="Afficher le mot de passe", role_name="push button")
        wait_for("the toggle pressed", lambda: "pressed" in states(toggle))
        """)
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

        await AccessibilityDriver.run("""
        postal = find(name="Postal code", role_name="text")
        focus_window("TextInput typing test")
        type_text("123456789")
        wait_for("the formatted postal code", lambda: text(postal) == "12345-678")
        key("Home", "Right", "Right", "Right")
        type_text("0")
        wait_for("the digit typed in the middle", lambda: text(postal) == "12304-567")
        caret = postal.queryText().caretOffset
        check(caret == 4, "caret after the typed digit: " + repr(caret))
        key("Return")
        city = find(name="City", role_name="text")
        type_text("Springfield")
        wait_for("the city typed after Enter", lambda: text(city) == "Springfield")
        key("Tab")
        number = find(name="Entry number", role_name="text")
        type_text("zz")
        key("BackSpace", "ctrl+a", "ctrl+c", "Tab")
        password = find(name="Password", role_name="text")
        type_text("secret")
        key("Tab", "space")
        """)
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
