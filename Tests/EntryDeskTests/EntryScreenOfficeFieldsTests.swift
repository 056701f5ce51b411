@testable import EntryDesk
import AddressKit
import EntryForm
import EntryStore
import Foundation
import GtkKit
import GtkTestSupport
import XCTest

/// The entry screen with an office's form: its fields in drafts, edits, unsaved changes, New
/// and Ditto; soft rules asked once per value; built-in fields the form hides. Real widgets in a
/// window; the keyboard path is OfficeFieldsEndToEndTests.
@MainActor
final class EntryScreenOfficeFieldsTests: XCTestCase {
    private let screens = OfficeFormScreens()

    override func setUp() async throws { try GtkTestEnvironment.start() }
    override func tearDown() async throws { screens.close() }

    /// The sample's form; `hiding` built-in fields it hides.
    private func form(hiding hidden: Set<String> = []) -> FormDefinition {
        OfficeFormScreens.form(version: "office-test-2", hiding: hidden)
    }

    private func fill(_ screen: EntryScreen) {
        OfficeFormSample.fillEntry(screen)
        screen.officeFields.input(for: "invoice_number")?.show("INV-004211")
        screen.officeFields.input(for: "iban")?.show("de89370400440532013000")
    }

    /// Saves what is on screen; returns what was handed over (nil: nothing) and the questions asked.
    private func save(_ screen: EntryScreen, answering reason: String? = nil) -> (entry: SavedEntry?, asked: [[String]]) {
        var handed: SavedEntry?
        var asked: [[String]] = []
        screen.onSave = { handed = $0 }
        screen.onConfirmSoftRules = { questions, _, confirm in
            asked.append(questions.map { "\($0.label): \($0.message)" })
            if let reason { confirm(reason) }
        }
        screen.save()
        return (handed, asked)
    }

    func testTheDraftHoldsWhatIsTypedAndComesBack() async throws {
        let screen = try screens.show(form())
        fill(screen)
        XCTAssertEqual(screen.officeFields.input(for: "iban")?.input.text, "DE89 3704 0044 0532 0130 00")
        screen.officeFields.input(for: "method")?.show("cheque")
        let draft = screen.draft
        XCTAssertEqual(
            draft.officeFields, ["invoice_number": "INV-004211", "iban": "DE89 3704 0044 0532 0130 00", "method": "cheque"])
        XCTAssertEqual(draft.formVersion, "office-test-2")
        XCTAssertTrue(screen.hasUnsavedChanges)

        screen.clear()
        XCTAssertEqual(screen.draft.officeFields, [:])
        XCTAssertFalse(screen.hasUnsavedChanges)

        screen.restore(draft)
        XCTAssertEqual(screen.draft.officeFields, draft.officeFields)
        XCTAssertEqual(screen.officeFields.input(for: "method")?.input.text, "Cheque")
    }

    func testAnEditedEntryShowsItsValuesAndKeepsThoseTheFormDoesNotShow() async throws {
        let screen = try screens.show(form())
        let entry = SavedEntry(
            address: Address(
                countryCode: "DE", city: "München", postalCode: "80331", streetLines: ["Marienplatz 1"], name: "Jürgen Müller"),
            amount: "89.90", currency: "EUR",
            officeFields: ["invoice_number": "INV-004211", "iban": "DE89370400440532013000", "legacy_code": "X-7"],
            formVersion: "office-test-1", ruleReasons: ["legacy_code": "kept from the old form"])
        screen.edit(entry)
        XCTAssertFalse(screen.hasUnsavedChanges, "an entry just opened has no changes")
        XCTAssertEqual(screen.officeFields.input(for: "iban")?.input.text, "DE89 3704 0044 0532 0130 00")
        screen.officeFields.input(for: "invoice_number")?.show("INV-004212")
        XCTAssertTrue(screen.hasUnsavedChanges)
        let saved = try XCTUnwrap(save(screen).entry)
        XCTAssertEqual(
            saved.officeFields, ["invoice_number": "INV-004212", "iban": "DE89370400440532013000", "legacy_code": "X-7"])
        XCTAssertEqual(saved.ruleReasons, ["legacy_code": "kept from the old form"])
        XCTAssertEqual(saved.formVersion, "office-test-2")
    }

    func testAHardRuleRefusesAndFocusesItsField() async throws {
        let screen = try screens.show(form())
        fill(screen)
        screen.officeFields.input(for: "invoice_number")?.show("4211")
        let result = save(screen)
        XCTAssertNil(result.entry)
        let invoice = try XCTUnwrap(screen.officeFields.input(for: "invoice_number")?.input)
        XCTAssertEqual(invoice.errorText, "Expected like INV-004211")
        await GtkTestEnvironment.waitUntil("focus in the invoice number") { invoice.entry.containsFocus }
        // The message follows what is typed, and goes once the value keeps the rule.
        invoice.text = "INV-004211"
        XCTAssertNil(invoice.errorText)
    }

    func testASoftRuleAsksOnceAndAgainWhenTheValueChanges() async throws {
        let screen = try screens.show(form())
        fill(screen)
        screen.officeFields.input(for: "paid_on")?.show(OfficeFormScreens.isoDay(daysAgo: 200))
        let gone = save(screen)
        XCTAssertNil(gone.entry, "going back saves nothing")
        XCTAssertEqual(gone.asked.count, 1)
        XCTAssertTrue(gone.asked.first?.first?.hasPrefix("Paid on: ") == true, "\(gone.asked)")

        let kept = save(screen, answering: "Paid late")
        XCTAssertEqual(kept.asked.count, 1)
        let entry = try XCTUnwrap(kept.entry)
        XCTAssertEqual(entry.officeFields["paid_on"], OfficeFormScreens.isoDay(daysAgo: 200))
        XCTAssertEqual(entry.ruleReasons, ["paid_on": "Paid late"])
        XCTAssertEqual(screen.draft.ruleReasons, ["paid_on": "Paid late"])

        // Asked once: saving again (a database error, say) does not ask again.
        XCTAssertEqual(save(screen).asked.count, 0)
        // Changed, the value asks again and its old reason goes.
        screen.officeFields.input(for: "paid_on")?.show(OfficeFormScreens.isoDay(daysAgo: 150))
        XCTAssertEqual(screen.draft.ruleReasons, [:])
        XCTAssertEqual(save(screen).asked.count, 1)
    }

    func testDittoCopiesTheFocusedOfficeFieldFromTheEntryBefore() async throws {
        let screen = try screens.show(form())
        screen.ditto.isEnabled = true
        fill(screen)
        screen.officeFields.input(for: "method")?.show("transfer")
        screen.rememberSaved(screen.draft, asNew: true)
        screen.clear()
        for key in ["iban", "method"] {
            let input = try XCTUnwrap(screen.officeFields.input(for: key))
            input.input.focus()
            await GtkTestEnvironment.waitUntil("focus in \(key)") { input.input.entry.containsFocus }
            XCTAssertTrue(screen.ditto.copy(from: screen.previousEntry) { XCTFail("nothing to copy") })
        }
        XCTAssertEqual(screen.draft.officeFields, ["iban": "DE89 3704 0044 0532 0130 00", "method": "transfer"])
    }

    func testBuiltInFieldsTheFormHidesAreHiddenAndSkipped() async throws {
        let screen = try screens.show(form(hiding: ["name", "reference"]))
        XCTAssertFalse(screen.nameInput.widget.isVisible)
        XCTAssertFalse(screen.referenceInput.widget.isVisible)
        XCTAssertTrue(screen.firstField === screen.addressForm.firstInput)
        fill(screen)
        screen.nameInput.text = ""
        // Enter past the amount goes to the office's first field, past the hidden Reference.
        _ = screen.amountInput.focus()
        screen.amountInput.onSubmit?()
        let invoice = try XCTUnwrap(screen.officeFields.input(for: "invoice_number")?.input)
        await GtkTestEnvironment.waitUntil("Enter past the amount to the invoice number") { invoice.entry.containsFocus }
        // No name to key: Save does not ask for one.
        XCTAssertNotNil(save(screen).entry)
    }
}
