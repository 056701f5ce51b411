@testable import EntryDesk
import AddressKit
import AmountKit
import EntryForm
import EntryStore
import Foundation
import GtkKit
import GtkTestSupport
import XCTest

/// The kiosk's screen and review page with an office's form, on real widgets in a window: the
/// fields the form places at a kiosk and no others; a soft rule refused with its message when
/// nobody is there to ask; the review listing each value under its label, written
/// for the visitor. The touch path is KioskOfficeFieldsTests.
@MainActor
final class KioskOfficeFieldsScreenTests: XCTestCase {
    private let screens = OfficeFormScreens()

    override func setUp() async throws { try GtkTestEnvironment.start() }
    override func tearDown() async throws { screens.close() }

    /// The sample's office fields at the desk, the kiosk or both.
    private static let placements: [String: Placement] = ["invoice_number": .desk, "iban": .kiosk, "paid_on": .kiosk, "method": .both]
    private static let form = OfficeFormScreens.form(version: "kiosk-test-1", placements: placements)

    func testTheKioskShowsTheFieldsTheFormPlacesThere() async throws {
        XCTAssertEqual(try screens.show(Self.form, atKiosk: true).officeFields.inputs.map(\.field.key), ["iban", "paid_on", "method"])
        XCTAssertEqual(try screens.show(Self.form).officeFields.inputs.map(\.field.key), ["invoice_number", "method"])
    }

    /// An office's number field takes the amount's number pad, which types there; its IBAN the
    /// letter keyboard, whose first row is digits, and its phone number the keyboard too, `+`
    /// and all; each key types into the field with focus alone. Pointer taps on the keys, as a
    /// visitor's (`Tests/Drivers/kiosk_touch_flow.py`).
    func testANumberFieldTakesTheNumberPadAndAnIBANTheKeyboard() async throws {
        let copies = FormField(key: "copies", type: .integer, label: LocalizedText("Copies"), placement: .kiosk)
        let phone = FormField(key: "phone", type: .phone, label: LocalizedText("Phone"), placement: .kiosk)
        let screen = try OfficeFormScreens.screen(
            OfficeFormScreens.form(version: "kiosk-test-2", placements: Self.placements, adding: [copies, phone]), atKiosk: true)
        let keyboards = KioskTouchKeyboards(showsKeyboard: true, locale: Locale(identifier: "en_US"), keyboardLabel: "Keyboard")
        let scroller = ScrolledWindow()
        scroller.vexpand = true
        scroller.setChild(screen.widget)
        let page = Box(.horizontal, spacing: 0)
        page.append(scroller)
        page.append(keyboards.keypadArea)
        page.append(keyboards.keyboardArea)
        page.setSizeRequest(width: 1000, height: 700)
        let iban = try XCTUnwrap(screen.officeFields.input(for: "iban")?.input)
        let number = try XCTUnwrap(screen.officeFields.input(for: "copies")?.input)
        let phoneInput = try XCTUnwrap(screen.officeFields.input(for: "phone")?.input)
        keyboards.attach(textInputs: [iban, phoneInput], amount: screen.amountInput, numberInputs: [number], scroller: scroller)
        screens.show(page)
        await GtkTestEnvironment.waitUntil("the form on screen") { number.entry.isMapped }

        _ = number.focus()
        await GtkTestEnvironment.waitUntil("the number pad for Copies") {
            keyboards.keypadArea.isVisible && !keyboards.keyboardArea.isVisible
        }
        await AccessibilityDriver.call("kiosk_touch_flow.tap_shown_keys", "2")
        await GtkTestEnvironment.waitUntil("2 typed into Copies") { number.text == "2" }

        _ = iban.focus()
        await GtkTestEnvironment.waitUntil("the keyboard for the IBAN") {
            keyboards.keyboardArea.isVisible && !keyboards.keypadArea.isVisible
        }
        await AccessibilityDriver.call("kiosk_touch_flow.tap_shown_keys", "d", "e", "8", "9")
        await GtkTestEnvironment.waitUntil("DE89 typed into the IBAN") { iban.text == "DE89" }
        XCTAssertEqual(number.text, "2", "the number pad's field keeps what it had")

        _ = phoneInput.focus()
        await GtkTestEnvironment.waitUntil("the keyboard for the phone number") { keyboards.keyboardArea.isVisible }
        await AccessibilityDriver.call("kiosk_touch_flow.tap_shown_keys", "+", "4", "9", "Space", "3", "0")
        await GtkTestEnvironment.waitUntil("+49 30 typed into Phone") { phoneInput.text == "+49 30" }
        XCTAssertEqual(iban.text, "DE89", "the IBAN keeps what it had")
    }

    /// A screen with nobody to ask (no `onConfirmSoftRules`: the kiosk's controller lists the
    /// questions on its review page, KioskSoftRulesTests) saves nothing a soft rule questions:
    /// the value is refused with the rule's message under its field, focus there.
    func testWithNobodyToAskASoftRuleRefusesWithItsMessage() async throws {
        let screen = try screens.show(Self.form, atKiosk: true)
        OfficeFormSample.fillEntry(screen)
        let paidOn = try XCTUnwrap(screen.officeFields.input(for: "paid_on"))
        paidOn.show(OfficeFormScreens.isoDay(daysAgo: 200))
        var handed: SavedEntry?
        screen.onSave = { handed = $0 }
        screen.save()
        XCTAssertNil(handed)
        let message = try XCTUnwrap(paidOn.input.errorText)
        XCTAssertTrue(message.contains("90 days"), message)
        await GtkTestEnvironment.waitUntil("focus in Paid on") { paidOn.input.entry.containsFocus }
        // A day within the rule goes on to the review, with no reason stored.
        paidOn.show(OfficeFormScreens.isoDay(daysAgo: 3))
        screen.save()
        let entry = try XCTUnwrap(handed)
        XCTAssertEqual(entry.officeFields["paid_on"], OfficeFormScreens.isoDay(daysAgo: 3))
        XCTAssertEqual(entry.ruleReasons, [:])
        XCTAssertEqual(entry.formVersion, "kiosk-test-1")
    }

    /// Each office value under its label in the visitor's language: the IBAN in groups of four,
    /// the day as the visitor's locale writes it, the choice by its label; an empty one "None".
    func testTheReviewListsTheOfficeValuesForTheVisitor() async throws {
        let fields = Self.form.kioskFields.filter { $0.builtIn == nil }
        let review = ReviewPage(strings: KioskStrings(), officeFields: fields, language: "de")
        screens.show(review.widget)
        var entry = SavedEntry(
            address: Address(
                countryCode: "DE", city: "München", postalCode: "80331", streetLines: ["Marienplatz 1"], name: "Jürgen Müller"),
            amount: "89.90", currency: "EUR")
        entry.officeFields = ["iban": "DE89370400440532013000", "method": "transfer"]
        let euro = try XCTUnwrap(try CurrencyTable.standard()["EUR"])
        review.show(entry, currency: euro, locale: Locale(identifier: "de_DE"))
        XCTAssertEqual(Array(review.shownValues.suffix(3)), ["DE89 3704 0044 0532 0130 00", KioskStrings().noReference, "Überweisung"])
        XCTAssertTrue(review.spoken.contains("Zahlungsart"), review.spoken)
        entry.officeFields["paid_on"] = "2026-06-01"
        review.show(entry, currency: euro, locale: Locale(identifier: "de_DE"))
        XCTAssertEqual(review.shownValues[5], "1. Juni 2026")
        review.show(entry, currency: euro, locale: Locale(identifier: "en_US"))
        XCTAssertEqual(review.shownValues[5], "June 1, 2026")
    }
}
