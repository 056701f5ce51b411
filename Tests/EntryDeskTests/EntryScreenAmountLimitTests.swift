@testable import EntryDesk
import AddressKit
import AmountKit
import EntryForm
import EntryStore
import Foundation
import GtkKit
import GtkTestSupport
import XCTest

/// The amount's plausibility limit on the entry screen, as the form's soft rule: asked in the
/// same question as an office field's, once per value (again when the amount or its currency
/// changes), its reason kept under `amount`; a hard amount rule of the form refuses under the
/// amount. Real widgets in a window; the keyboard path is AmountLimitEndToEndTests.
@MainActor
final class EntryScreenAmountLimitTests: XCTestCase {
    private var window: Window?

    override func setUp() async throws { try GtkTestEnvironment.start() }
    override func tearDown() async throws {
        window?.destroy()
        window = nil
    }

    /// The built-in form with a desk's limits (5,000 of any currency, 500,000 yen) and a day
    /// paid asked about past 90 days.
    private var form: FormDefinition {
        let paidOn = FormField(
            key: "paid_on", type: .date, label: LocalizedText("Paid on"), rules: [FieldRule(.notOlderThanDays(90), soft: true)])
        return FormDefinition(fields: BuiltInForm.definition.fields + [paidOn], version: "amount-limit-1")
            .withAmountLimits(default: .above(5000), perCurrency: ["JPY": 500_000])
    }

    private func makeScreen(_ form: FormDefinition) throws -> EntryScreen {
        let screen = EntryScreen(
            provider: nil, countryCode: "DE", currencyCode: "EUR", locale: Locale(identifier: "en_US"),
            currencies: try CurrencyTable.standard(), form: form)
        let window = Window()
        window.setChild(screen.widget)
        window.present()
        self.window = window
        screen.nameInput.text = "Jürgen Müller"
        var values = screen.addressForm.values
        values[.line1] = "Marienplatz 1"
        values[.zip] = "80331"
        values[.city] = "München"
        screen.addressForm.setValues(values)
        return screen
    }

    /// Saves what is on screen, answering a question with `reason` (nil: going back).
    private func save(_ screen: EntryScreen, answering reason: String? = nil) -> (entry: SavedEntry?, asked: [[SoftRuleQuestion]]) {
        var handed: SavedEntry?
        var asked: [[SoftRuleQuestion]] = []
        screen.onSave = { handed = $0 }
        screen.onConfirmSoftRules = { questions, _, confirm in
            asked.append(questions)
            if let reason { confirm(reason) }
        }
        screen.save()
        return (handed, asked)
    }

    func testAnAmountAboveTheLimitIsAskedOnceWithItsReasonKept() async throws {
        let screen = try makeScreen(form)
        try screen.amountInput.setAmount(12_500)
        let gone = save(screen)
        XCTAssertNil(gone.entry, "going back saves nothing")
        XCTAssertEqual(gone.asked, [[SoftRuleQuestion(key: "amount", label: "Amount", message: "At most 5,000 EUR: is this right?")]])

        let kept = save(screen, answering: "Estate gift, confirmed by phone")
        let entry = try XCTUnwrap(kept.entry)
        XCTAssertEqual(entry.amount, "12500.00")
        XCTAssertEqual(entry.ruleReasons, ["amount": "Estate gift, confirmed by phone"])
        XCTAssertEqual(screen.draft.ruleReasons, ["amount": "Estate gift, confirmed by phone"])
        // Asked once: the unchanged amount saved again is not asked about.
        XCTAssertEqual(save(screen).asked.count, 0)

        // Another amount, or another currency (another limit), asks again.
        try screen.amountInput.setAmount(12_600)
        XCTAssertEqual(screen.draft.ruleReasons, [:])
        XCTAssertEqual(save(screen).asked.count, 1)
        _ = save(screen, answering: "Estate gift")
        try screen.amountInput.setCurrencyCode("USD")
        XCTAssertEqual(screen.draft.ruleReasons, [:])
        XCTAssertEqual(save(screen).asked.first?.first?.message, "At most 5,000 USD: is this right?")
        // Yen have a limit of their own.
        try screen.amountInput.setCurrencyCode("JPY")
        try screen.amountInput.setAmount(12_500)
        XCTAssertEqual(save(screen).asked.count, 0)
    }

    func testTheAmountAndAnOfficeFieldAreAskedInOneQuestionWithOneReason() async throws {
        let screen = try makeScreen(form)
        try screen.amountInput.setAmount(9000)
        let day = Calendar(identifier: .gregorian).date(byAdding: .day, value: -200, to: Date()) ?? Date()
        let parts = Calendar(identifier: .gregorian).dateComponents([.year, .month, .day], from: day)
        screen.officeFields.input(for: "paid_on")?.show(String(format: "%04d-%02d-%02d", parts.year ?? 0, parts.month ?? 0, parts.day ?? 0))
        let kept = save(screen, answering: "Late estate payment")
        XCTAssertEqual(kept.asked.map { $0.map(\.key) }, [["amount", "paid_on"]], "one question, the amount first as on screen")
        XCTAssertEqual(kept.entry?.ruleReasons, ["amount": "Late estate payment", "paid_on": "Late estate payment"])
    }

    func testAnEditedEntryKeepsItsAmountsReasonUntilTheAmountChanges() async throws {
        let screen = try makeScreen(form)
        let entry = SavedEntry(
            address: Address(
                countryCode: "DE", city: "München", postalCode: "80331", streetLines: ["Marienplatz 1"], name: "Jürgen Müller"),
            amount: "12500.00", currency: "EUR", formVersion: "amount-limit-1", ruleReasons: ["amount": "Estate gift"])
        screen.edit(entry)
        screen.referenceInput.text = "R-17"
        let unchanged = save(screen)
        XCTAssertEqual(unchanged.asked.count, 0, "the reason given covers the amount as it is")
        XCTAssertEqual(unchanged.entry?.ruleReasons, ["amount": "Estate gift"])
        try screen.amountInput.setAmount(80)
        let small = save(screen)
        XCTAssertEqual(small.asked.count, 0)
        XCTAssertEqual(small.entry?.ruleReasons, [:], "the reason went with the amount it was given for")
    }

    func testAHardAmountRuleOfTheFormRefusesUnderTheAmount() async throws {
        var fields = BuiltInForm.definition.fields
        if let index = fields.firstIndex(where: { $0.key == "amount" }) {
            fields[index].rules.append(FieldRule(.maximum(50_000), message: LocalizedText("Above the till's limit")))
        }
        let screen = try makeScreen(FormDefinition(fields: fields, version: "till-1"))
        try screen.amountInput.setAmount(60_000)
        let refused = save(screen)
        XCTAssertNil(refused.entry)
        XCTAssertEqual(refused.asked.count, 0, "a hard rule refuses, whatever the soft ones say")
        XCTAssertEqual(screen.amountInput.errorText, "Above the till's limit")
        await GtkTestEnvironment.waitUntil("focus in the amount") { screen.amountInput.entry.containsFocus }
        try screen.amountInput.setAmount(40_000)
        let saved = save(screen)
        XCTAssertEqual(saved.entry?.amount, "40000.00", "below the hard limit and the million the built-in form asks above")
        XCTAssertEqual(saved.asked.count, 0)
        XCTAssertNil(screen.amountInput.errorText, "the message went with the amount it was for")
    }

    /// A refusal for one currency's limit goes as the currency changes: it says nothing of the
    /// amount in another.
    func testAPerCurrencyRefusalGoesWithItsCurrency() async throws {
        var fields = BuiltInForm.definition.fields
        if let index = fields.firstIndex(where: { $0.key == "amount" }) {
            fields[index].rules.append(FieldRule(.maximum(5_000), message: LocalizedText("At most 5,000 yen here"), currency: "JPY"))
        }
        let screen = try makeScreen(FormDefinition(fields: fields, version: "yen-1"))
        try screen.amountInput.setCurrencyCode("JPY")
        try screen.amountInput.setAmount(6_000)
        XCTAssertNil(save(screen).entry)
        XCTAssertEqual(screen.amountInput.errorText, "At most 5,000 yen here")
        try screen.amountInput.setCurrencyCode("EUR")
        XCTAssertNil(screen.amountInput.errorText, "the yen's limit said nothing of euros")
        XCTAssertEqual(save(screen).entry?.currency, "EUR")
    }
}
