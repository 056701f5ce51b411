import Foundation
import GtkKit
import GtkTestSupport
import XCTest
@testable import EntryWidgets
import TestSupport

/// TextInput in a real window under Xvfb: state classes, error, password, formatter, paste,
/// read-only, Enter and Tab.
@MainActor
final class TextInputTests: XCTestCase {
    private let screen = TestWindow()
    private var copied: String?

    override func setUp() async throws { try GtkTestEnvironment.start() }

    override func tearDown() async throws { screen.close() }

    private let stateClasses: Set<String> = ["focused", "editing", "error", "read-only", "disabled"]

    private func states(of input: TextInput) -> Set<String> {
        Set(input.widget.cssClasses).intersection(stateClasses)
    }

    /// Types like GtkText does for a key press: insert at the caret, then put the caret after it.
    /// A secret field (the staff PIN): what is typed stays in the input; the entry, which GTK
    /// 4.8 sends over the accessibility bus as it is, holds one bullet per character.
    func testASecretFieldKeepsItsCharactersAndShowsBullets() async throws {
        let input = TextInput(labelPrimaryText: "PIN", secret: true)
        input.maxLength = 4
        await screen.show([input])
        type("12", into: input)
        XCTAssertEqual(input.text, "12")
        XCTAssertEqual(input.entry.text, "\u{2022}\u{2022}")
        type("345", into: input)
        XCTAssertEqual(input.text, "1234", "cut to the room maxLength leaves")
        XCTAssertEqual(input.entry.text.count, 4)
        input.entry.delete(1..<2)
        XCTAssertEqual(input.text, "134")
        input.text = "99"
        XCTAssertEqual(input.entry.text, "\u{2022}\u{2022}")
        XCTAssertEqual(input.text, "99")
        input.reset()
        XCTAssertEqual(input.text, "")
        XCTAssertEqual(input.entry.text, "")
    }

    private func type(_ text: String, into input: TextInput) {
        for character in text {
            input.caretPosition = input.entry.insert(String(character), at: input.caretPosition)
        }
    }

    // MARK: States

    func testDefaultStateHasTheComponentClassesAndShowsTitleAndHelper() async throws {
        let input = TextInput(labelPrimaryText: "Email", helperText: "For the receipt", placeholder: "name@example.org")
        XCTAssertTrue(input.widget.hasCSSClass("text-input"))
        XCTAssertEqual(states(of: input), [])
        XCTAssertTrue(input.frame.titleLabel.hasCSSClass("text-input-title"))
        XCTAssertTrue(input.frame.field.hasCSSClass("text-input-field"))
        XCTAssertTrue(input.frame.helperLabel.hasCSSClass("text-input-helper"))
        XCTAssertTrue(input.frame.errorRow.hasCSSClass("text-input-error"))
        XCTAssertTrue(input.frame.titleLabel.isVisible)
        XCTAssertTrue(input.frame.helperLabel.isVisible)
        XCTAssertFalse(input.frame.errorRow.isVisible)
        XCTAssertEqual(input.placeholder, "name@example.org")
        XCTAssertEqual(input.entry.placeholder, "name@example.org")
        XCTAssertTrue(input.entry.isEditable)

        let untitled = TextInput()
        XCTAssertFalse(untitled.frame.titleLabel.isVisible, "an empty title takes no space")
        XCTAssertFalse(untitled.frame.helperLabel.isVisible, "an empty helper takes no space")
    }

    func testFocusedAndEditingFollowFocusAndText() async throws {
        let first = TextInput(labelPrimaryText: "First"), second = TextInput(labelPrimaryText: "Second")
        var focusChanges: [Bool] = []
        first.onFocusChanged { focusChanges.append($0) }
        await screen.show([first, second])
        first.focus()
        await GtkTestEnvironment.waitUntil("focused class") { first.widget.hasCSSClass("focused") }
        XCTAssertEqual(states(of: first), ["focused"])
        XCTAssertTrue(first.isFocused)

        first.entry.insert("a", at: 0)
        XCTAssertEqual(states(of: first), ["focused", "editing"], "focused with text is editing")

        second.focus()
        await GtkTestEnvironment.waitUntil("focus on the second input") { second.isFocused }
        XCTAssertEqual(states(of: first), [], "a filled input without focus is back to normal")
        XCTAssertEqual(focusChanges.last, false)
        XCTAssertTrue(focusChanges.contains(true))
        XCTAssertEqual(states(of: second), ["focused"])
    }

    func testSetErrorReplacesTheHelperAndClearErrorRestoresIt() async throws {
        let input = TextInput(labelPrimaryText: "Postal code", helperText: "Five digits")
        input.errorText = "Enter five digits"
        XCTAssertEqual(states(of: input), ["error"])
        XCTAssertEqual(input.errorText, "Enter five digits")
        XCTAssertTrue(input.frame.errorRow.isVisible)
        XCTAssertFalse(input.frame.helperLabel.isVisible, "the error replaces the helper")
        XCTAssertEqual(input.frame.errorLabel.text, "Enter five digits")

        input.errorText = "Still wrong"
        XCTAssertEqual(input.frame.errorLabel.text, "Still wrong")

        input.errorText = nil
        XCTAssertEqual(states(of: input), [])
        XCTAssertNil(input.errorText)
        XCTAssertFalse(input.frame.errorRow.isVisible)
        XCTAssertTrue(input.frame.helperLabel.isVisible)
    }

    func testDisabledAndReadOnlyStates() async throws {
        let input = TextInput(labelPrimaryText: "Locked")
        input.isEnabled = false
        XCTAssertEqual(states(of: input), ["disabled"])
        XCTAssertFalse(input.widget.isSensitive)
        input.isEnabled = true
        XCTAssertEqual(states(of: input), [])
        XCTAssertTrue(input.widget.isSensitive)

        input.isReadOnly = true
        XCTAssertEqual(states(of: input), ["read-only"])
        XCTAssertTrue(input.isReadOnly)
        XCTAssertFalse(input.entry.isEditable)
        input.isReadOnly = false
        XCTAssertEqual(states(of: input), [])
        XCTAssertTrue(input.entry.isEditable)
    }

    func testCornerRadiusIsOneClass() async throws {
        let input = TextInput(labelPrimaryText: "Radius")
        input.cornerRadius = .large
        XCTAssertTrue(input.widget.hasCSSClass("radius-lg"))
        input.cornerRadius = .maximum
        XCTAssertFalse(input.widget.hasCSSClass("radius-lg"))
        XCTAssertTrue(input.widget.hasCSSClass("radius-max"))
        input.cornerRadius = .standard
        XCTAssertFalse(input.widget.cssClasses.contains { $0.hasPrefix("radius-") })
    }

    // MARK: Password

    func testPasswordToggleChangesVisibilityAndNeverTheText() async throws {
        let input = TextInput(labelPrimaryText: "Password")
        input.isPassword = true
        await screen.show([input])
        input.text = "correct horse"
        input.caretPosition = 7
        let toggle = try XCTUnwrap(input.passwordToggle)
        XCTAssertFalse(input.entry.isTextVisible)
        XCTAssertEqual(input.inputPurpose, .password)
        XCTAssertFalse(input.isPasswordVisible)

        toggle.click()
        XCTAssertTrue(input.entry.isTextVisible)
        XCTAssertTrue(input.isPasswordVisible)
        XCTAssertEqual(input.text, "correct horse")
        XCTAssertEqual(input.caretPosition, 7)

        toggle.click()
        XCTAssertFalse(input.entry.isTextVisible)
        XCTAssertEqual(input.text, "correct horse")
        XCTAssertEqual(input.caretPosition, 7)

        input.isPassword = false
        XCTAssertNil(input.passwordToggle)
        XCTAssertTrue(input.entry.isTextVisible)
        XCTAssertEqual(input.text, "correct horse")
    }

    // MARK: Formatting and validation

    func testFormatterWhileTypingKeepsTheCaret() async throws {
        let input = TextInput(labelPrimaryText: "CEP")
        input.formatter = PatternFormatter("#####-###")
        await screen.show([input])
        type("12345678", into: input)
        XCTAssertEqual(input.text, "12345-678")
        XCTAssertEqual(input.caretPosition, 9)

        // Typing in the middle: the caret stays right after the typed digit.
        input.caretPosition = 3
        type("9", into: input)
        XCTAssertEqual(input.text, "12394-567")
        XCTAssertEqual(input.caretPosition, 4)

        // Typing before the separator pushes a digit across it; the caret follows the typed one.
        input.caretPosition = 5
        type("0", into: input)
        XCTAssertEqual(input.text, "12394-056")
        XCTAssertEqual(input.caretPosition, 7)

        // Backspace on the separator steps over it instead of getting stuck.
        input.entry.delete(5..<6)
        XCTAssertEqual(input.text, "12394-056")
        XCTAssertEqual(input.caretPosition, 5)

        // Deleting a digit pulls the rest back across the separator.
        input.entry.delete(0..<1)
        XCTAssertEqual(input.text, "23940-56")
        XCTAssertEqual(input.caretPosition, 0)

        // Code sets formatted text too.
        input.text = "87654321"
        XCTAssertEqual(input.text, "87654-321")
    }

    func testFormatterOnFocusOutTidiesWhenLeaving() async throws {
        let iban = TextInput(labelPrimaryText: "IBAN"), other = TextInput(labelPrimaryText: "Other")
        iban.formatter = GroupingFormatter(groupSize: 4)
        iban.formattingMode = .onFocusOut
        await screen.show([iban, other])
        iban.focus()
        await GtkTestEnvironment.waitUntil("focus in the IBAN") { iban.isFocused }
        iban.entry.insert("de89370400440532013000", at: 0)
        XCTAssertEqual(iban.text, "de89370400440532013000", "typing is left alone")
        other.focus()
        await GtkTestEnvironment.waitUntil("focus out of the IBAN") { !iban.isFocused }
        XCTAssertEqual(iban.text, "DE89 3704 0044 0532 0130 00")
    }

    func testValidatorOnFocusOutThenOnChangeWhileInError() async throws {
        let postal = TextInput(labelPrimaryText: "Postal code", helperText: "Five digits"), other = TextInput(labelPrimaryText: "Other")
        var runs = 0
        postal.validator = { text in
            runs += 1
            return text.count == 5 && text.allSatisfy(\.isNumber) ? nil : "Enter five digits"
        }
        await screen.show([postal, other])
        postal.focus()
        await GtkTestEnvironment.waitUntil("focus in the postal code") { postal.isFocused }
        postal.entry.insert("123", at: 0)
        XCTAssertNil(postal.errorText, "no error while the person is still typing")
        XCTAssertEqual(runs, 0)

        other.focus()
        await GtkTestEnvironment.waitUntil("the error after focus-out") { postal.errorText != nil }
        XCTAssertEqual(postal.errorText, "Enter five digits")
        XCTAssertTrue(postal.widget.hasCSSClass("error"))

        // Back in error: every change re-validates, so fixing the value clears the error at once.
        postal.entry.insert("45", at: 3)
        XCTAssertNil(postal.errorText)
        XCTAssertFalse(postal.widget.hasCSSClass("error"))
        XCTAssertTrue(postal.frame.helperLabel.isVisible)

        // Code that sets text does not raise errors.
        postal.text = "x"
        XCTAssertNil(postal.errorText)
        XCTAssertFalse(postal.validate())
        XCTAssertEqual(postal.errorText, "Enter five digits")
    }

    func testValidatorOnChangeAndExternalErrorsStay() async throws {
        let input = TextInput(labelPrimaryText: "Name")
        input.validationTrigger = .onChange
        input.validator = { $0.isEmpty ? "Required" : nil }
        input.entry.insert("A", at: 0)
        XCTAssertNil(input.errorText)
        input.entry.delete(0..<1)
        XCTAssertEqual(input.errorText, "Required")
        input.entry.insert("B", at: 0)
        XCTAssertNil(input.errorText)

        input.errorText = "The server refused this name"
        input.entry.insert("o", at: 1)
        XCTAssertEqual(input.errorText, "The server refused this name", "an error set by the app stays until cleared")
        input.errorText = nil
        XCTAssertNil(input.errorText)
    }

    // MARK: Max length and paste

    func testOneMegabytePasteIsCutToMaxLengthWithoutFreezing() async throws {
        let plain = TextInput(labelPrimaryText: "Name"), formatted = TextInput(labelPrimaryText: "IBAN")
        plain.maxLength = 64
        formatted.maxLength = 42
        formatted.formatter = GroupingFormatter(groupSize: 4)
        await screen.show([plain, formatted])
        let megabyte = String(repeating: "0123456789abcdef", count: 65_536)
        XCTAssertEqual(megabyte.utf8.count, 1_048_576)
        Clipboard.setText(megabyte)

        for (input, expected) in [(plain, String(megabyte.prefix(64))), (formatted, nil as String?)] {
            let started = Date()
            var longestIteration = 0.0
            input.entry.pasteClipboard()
            while input.text.isEmpty, Date().timeIntervalSince(started) < 10 {
                let iteration = Date()
                GtkRuntime.iterate()
                longestIteration = max(longestIteration, Date().timeIntervalSince(iteration))
                try await Task.sleep(nanoseconds: 200_000)
            }
            let total = Date().timeIntervalSince(started)
            print(
                String(
                    format: "1 MB paste into \"%@\" (max %d): %.1f ms until shown, longest main-loop stall %.1f ms",
                    input.labelPrimaryText ?? "", input.maxLength, total * 1000, longestIteration * 1000))
            XCTAssertEqual(input.entry.characterCount, input.maxLength, "\(input.labelPrimaryText ?? ""): cut to max length")
            if let expected { XCTAssertEqual(input.text, expected) }
        }
        XCTAssertTrue(formatted.text.hasPrefix("0123 4567 89AB CDEF 0123"), formatted.text)
    }

    func testAPastedLineBreakOrTabBecomesASpace() async throws {
        let input = TextInput(labelPrimaryText: "Address line 1")
        await screen.show([input])
        Clipboard.setText("Unter den Linden 1\r\nHinterhaus\tEG\n")
        input.entry.pasteClipboard()
        await GtkTestEnvironment.waitUntil("pasted") { !input.text.isEmpty }
        XCTAssertEqual(input.text, "Unter den Linden 1 Hinterhaus EG ")
    }

    func testTheErrorIconCanBeAnotherOrNone() async throws {
        let input = TextInput(labelPrimaryText: "Postcode")
        await screen.show([input])
        input.errorText = "Enter a postcode"
        XCTAssertTrue(input.frame.errorIcon.isVisible, "the icon theme's error icon by default")
        input.errorImage = nil
        XCTAssertFalse(input.frame.errorIcon.isVisible)
        XCTAssertTrue(input.frame.errorRow.isVisible, "the message stays")
        input.errorImage = .named("dialog-warning-symbolic")
        XCTAssertTrue(input.frame.errorIcon.isVisible)
    }

    // MARK: Read-only

    func testReadOnlyRefusesEditsButAllowsSelectAndCopy() async throws {
        let input = TextInput(labelPrimaryText: "Entry number")
        input.text = "EN-2026-000142"
        input.isReadOnly = true
        await screen.show([input])

        Clipboard.setText("pasted")
        input.entry.pasteClipboard()
        input.entry.selectAll()
        input.entry.cutClipboard()
        GtkTestEnvironment.drain()
        XCTAssertEqual(input.text, "EN-2026-000142", "paste and cut are refused")

        input.entry.select(3..<7)
        XCTAssertEqual(input.entry.selection, 3..<7, "the text can still be selected")
        input.entry.copyClipboard()
        copied = nil
        Task { self.copied = await Clipboard.readText() }
        await GtkTestEnvironment.waitUntil("the clipboard text") { self.copied != nil }
        XCTAssertEqual(copied, "2026")
    }

    // MARK: Enter and Tab

    func testReturnMovesToTheNextEditableInputAndSubmitsOnTheLast() async throws {
        let street = TextInput(labelPrimaryText: "Street"), locked = TextInput(labelPrimaryText: "Locked"),
            city = TextInput(labelPrimaryText: "City")
        let save = Button(label: "Save")
        var saved = 0
        save.onClicked { saved += 1 }
        let hidden = TextInput(labelPrimaryText: "Hidden"), fixed = TextInput(labelPrimaryText: "Fixed")
        street.nextInput = locked
        locked.nextInput = hidden
        hidden.nextInput = fixed
        fixed.nextInput = city
        locked.isEnabled = false
        hidden.widget.isVisible = false
        fixed.isReadOnly = true
        await screen.show([street, locked, hidden, fixed, city], extra: [save])

        street.focus()
        await GtkTestEnvironment.waitUntil("focus in the street") { street.isFocused }
        street.entry.activate()
        await GtkTestEnvironment.waitUntil("focus in the city, past the disabled, hidden and read-only inputs") { city.isFocused }

        // The last input activates the window's default widget...
        screen.window?.setDefaultWidget(save)
        city.entry.activate()
        // GtkButton shows itself pressed for a moment before it emits clicked.
        await GtkTestEnvironment.waitUntil("the default button clicked") { saved == 1 }
        // ... or runs the form's own submit action.
        var submitted = 0
        city.onSubmit = { submitted += 1 }
        city.entry.activate()
        XCTAssertEqual(submitted, 1)
        XCTAssertEqual(saved, 1)

        // Configurable: submit from the first input, or do nothing.
        street.returnAction = .submit
        street.onSubmit = { submitted += 10 }
        street.entry.activate()
        XCTAssertEqual(submitted, 11)
        street.returnAction = .none
        street.entry.activate()
        XCTAssertEqual(submitted, 11)
    }

    func testTabOrderFollowsTheLayoutThroughIconButtons() async throws {
        let search = TextInput(labelPrimaryText: "Search"), password = TextInput(labelPrimaryText: "Password"),
            street = TextInput(labelPrimaryText: "Street")
        search.setLeadingIcon(.named("system-search-symbolic"))
        password.isPassword = true
        var cleared = 0
        street.setTrailingIcon(.named("edit-clear-symbolic"), accessibilityLabel: "Clear") { cleared += 1 }
        let disabled = TextInput(labelPrimaryText: "Disabled")
        disabled.isEnabled = false
        await screen.show([search, password, disabled, street])

        search.focus()
        await GtkTestEnvironment.waitUntil("focus in the search") { search.entry.containsFocus }
        let toggle = try XCTUnwrap(password.passwordToggle)
        let clear = try XCTUnwrap(street.trailingView)
        let order: [(String, Widget)] = [
            ("password field", password.entry), ("password toggle", toggle), ("street field", street.entry), ("clear button", clear)
        ]
        for (name, widget) in order {
            XCTAssertTrue(search.widget.moveFocus(forward: true), "Tab to the \(name)")
            XCTAssertTrue(widget.containsFocus, "Tab reaches the \(name)")
        }
        XCTAssertTrue(street.widget.moveFocus(forward: false))
        XCTAssertTrue(street.entry.containsFocus, "Shift+Tab goes back")
        XCTAssertFalse(disabled.entry.containsFocus)
        XCTAssertEqual(cleared, 0)
    }

    func testIconsCanBeSetReplacedAndRemoved() async throws {
        let input = TextInput(labelPrimaryText: "Street")
        var clicks = 0
        input.setTrailingIcon(.named("edit-clear-symbolic"), accessibilityLabel: "Clear") { clicks += 1 }
        let button = try XCTUnwrap(input.trailingView as? Button)
        XCTAssertFalse(button.hasCSSClass("text-button"), "an icon button must not get the text-button look")
        button.click()
        XCTAssertEqual(clicks, 1)
        input.setLeadingIcon(.named("system-search-symbolic"))
        XCTAssertTrue(input.leadingView is Image)
        input.setLeadingIcon(.named("mark-location-symbolic"))
        input.setLeadingIcon(nil)
        XCTAssertNil(input.leadingView)
        input.setTrailingIcon(nil)
        XCTAssertNil(input.trailingView)
    }

    func testIconsCanShowOnlyWhileEditingOrOnlyOtherwise() async throws {
        let input = TextInput(labelPrimaryText: "Street"), other = TextInput(labelPrimaryText: "City")
        input.setLeadingIcon(.named("system-search-symbolic"), visibility: .unlessEditing)
        input.setTrailingIcon(.named("edit-clear-symbolic"), accessibilityLabel: "Clear", visibility: .whileEditing) { [weak input] in
            input?.text = ""
        }
        await screen.show([input, other])
        other.focus()
        await GtkTestEnvironment.waitUntil("focus in the other input") { other.isFocused }
        let leading = try XCTUnwrap(input.leadingView), trailing = try XCTUnwrap(input.trailingView)
        XCTAssertTrue(leading.isVisible)
        XCTAssertFalse(trailing.isVisible)
        input.focus()
        await GtkTestEnvironment.waitUntil("focus in the street") { input.isFocused }
        XCTAssertFalse(leading.isVisible)
        XCTAssertTrue(trailing.isVisible)
    }

    func testResetEmptiesTextErrorAndHistory() async throws {
        let input = TextInput(labelPrimaryText: "Name")
        input.entry.insert("Ada", at: 0)
        input.errorText = "Wrong"
        input.reset()
        XCTAssertEqual(input.text, "")
        XCTAssertNil(input.errorText)
        XCTAssertEqual(states(of: input), [])
    }
}
