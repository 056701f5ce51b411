@testable import EntryDesk
import AddressKit
import AddressSearch
import AmountKit
import EntryStore
import EntryWidgets
import Foundation
import GtkKit
import GtkTestSupport
import XCTest
import TestSupport

/// The entry screen between records: what it keeps, what it forgets, and what it knows is
/// unsaved. Real widgets in a window; the keyboard paths are in DeskEndToEndTests.
@MainActor
final class EntryScreenTests: XCTestCase {
    private var window: Window?

    override func setUp() async throws { try GtkTestEnvironment.start() }
    override func tearDown() async throws {
        window?.destroy()
        window = nil
    }

    private func makeScreen(
        country: String = "US", currency: String = "USD", locale: String = "en_US",
        provider: (any AddressProvider)? = nil
    ) throws -> EntryScreen {
        let screen = EntryScreen(
            provider: provider, countryCode: country, currencyCode: currency,
            locale: Locale(identifier: locale), currencies: try CurrencyTable.standard())
        let window = Window()
        window.setChild(screen.widget)
        window.present()
        self.window = window
        return screen
    }

    private func saved(
        name: String = "Jürgen Müller", country: String, area: String = "", city: String, postalCode: String,
        street: String, amount: String, currency: String
    ) -> SavedEntry {
        let now = Date()
        return SavedEntry(
            id: UUID(), createdAt: now, updatedAt: now,
            address: Address(
                countryCode: country, countryArea: area, city: city, postalCode: postalCode,
                streetLines: [street], name: name),
            amount: amount, currency: currency)
    }

    /// Saves what is on screen and returns what the screen handed over (nil: nothing).
    private func save(_ screen: EntryScreen) -> SavedEntry? {
        var handed: SavedEntry?
        screen.onSave = { handed = $0 }
        screen.save()
        return handed
    }

    func testEditingInACommaDecimalLocaleKeepsTheStoredAmount() async throws {
        let screen = try makeScreen(country: "DE", currency: "EUR", locale: "de_DE")
        screen.edit(saved(country: "DE", city: "München", postalCode: "80331", street: "Marienplatz 1", amount: "1234.50", currency: "EUR"))
        XCTAssertEqual(screen.amountInput.text, "1.234,50")
        XCTAssertEqual(save(screen)?.amount, "1234.50")

        // Three fraction digits: "12.500" would be read as twelve thousand five hundred.
        screen.edit(saved(country: "DE", city: "München", postalCode: "80331", street: "Marienplatz 1", amount: "12.500", currency: "BHD"))
        XCTAssertEqual(screen.amountInput.currencyCode, "BHD")
        XCTAssertEqual(screen.amountInput.text, "12,500")
        XCTAssertEqual(save(screen)?.amount, "12.500")
    }

    func testADraftComesBackWithItsAmountInAnotherLocale() async throws {
        // Typed in Germany: "1.234" there is one thousand two hundred and thirty-four dinars.
        let german = try makeScreen(country: "DE", currency: "BHD", locale: "de_DE")
        german.amountInput.entry.insert("1234", at: 0)
        let draft = german.draft
        XCTAssertEqual(draft.amountText, "1.234")
        XCTAssertEqual(draft.amount, "1234.000")
        window?.destroy()
        // Restored after a restart in the United States, where "1.234" would be one dinar.
        let american = try makeScreen(country: "US", currency: "USD", locale: "en_US")
        american.restore(draft)
        XCTAssertEqual(american.amountInput.currencyCode, "BHD")
        XCTAssertEqual(american.amountInput.amount, Decimal(string: "1234"))
        XCTAssertEqual(american.amountInput.text, "1,234.000")
    }

    func testEnterAnAmountIsForgottenOnceAnAmountIsTyped() async throws {
        let screen = try makeScreen()
        screen.restore(
            DraftEntry(
                name: "Ada Lovelace", countryCode: "US", countryArea: "CA", city: "Mountain View",
                postalCode: "94043", streetLine1: "1600 Amphitheatre Pkwy"))
        XCTAssertNil(save(screen), "no amount: nothing saved")
        XCTAssertEqual(screen.amountInput.errorText, "Enter the amount")

        screen.amountInput.entry.insert("25", at: 0)
        XCTAssertNil(screen.amountInput.errorText, "typing an amount clears the error")
        XCTAssertEqual(save(screen)?.amount, "25.00")
    }

    func testOpeningAnEntryForgetsTheErrorsAndSearchOfTheFormBefore() async throws {
        let screen = try makeScreen(provider: try LocalAddressIndex.bundledSample())
        screen.addressForm.searchField?.text = "1600 amph"
        XCTAssertNil(save(screen))
        XCTAssertEqual(screen.nameInput.errorText, "Enter the name", "stays while Save moves focus to the first problem")
        XCTAssertNotNil(screen.amountInput.errorText)

        screen.edit(
            saved(
                name: "Grace Hopper", country: "US", area: "VA", city: "Arlington", postalCode: "22202",
                street: "2000 Navy Pentagon", amount: "250.00", currency: "USD"))
        XCTAssertNil(screen.nameInput.errorText)
        XCTAssertNil(screen.amountInput.errorText)
        XCTAssertEqual(screen.addressForm.searchField?.text, "")
        XCTAssertEqual(screen.nameInput.text, "Grace Hopper")
    }

    func testANewRecordAfterEditingStartsInTheCountryAndCurrencyOfTheLastNewOne() async throws {
        let screen = try makeScreen()
        screen.edit(saved(country: "DE", city: "München", postalCode: "80331", street: "Marienplatz 1", amount: "5.00", currency: "EUR"))
        XCTAssertEqual(screen.addressForm.countryCode, "DE")
        screen.clear()
        XCTAssertEqual(screen.addressForm.countryCode, "US")
        XCTAssertEqual(screen.amountInput.currencyCode, "USD")

        // A run of new records keeps the country and currency the operator switched to.
        XCTAssertTrue(screen.addressForm.setCountry("FR"))
        try screen.amountInput.setCurrencyCode("EUR")
        screen.clear()
        XCTAssertEqual(screen.addressForm.countryCode, "FR")
        XCTAssertEqual(screen.amountInput.currencyCode, "EUR")

        // A kiosk's next person starts where the first did: the last person's choices are a
        // trace, and so is a country name half typed over the one chosen.
        let country = try XCTUnwrap(screen.addressForm.countrySelector)
        country.entry.delete(0..<country.entry.characterCount)
        country.entry.insert("Ger", at: 0)
        screen.clear(forNextPerson: true)
        XCTAssertEqual(screen.addressForm.countryCode, "US")
        XCTAssertEqual(screen.amountInput.currencyCode, "USD")
        XCTAssertEqual(country.text, "United States")
        // Both subdivision inputs (a picker for the US, text elsewhere) get the on-screen
        // keyboard: every field's, the picker, the country (no search without a provider).
        XCTAssertEqual(Set(screen.addressForm.everyInput.map(ObjectIdentifier.init)).count, AddressField.allCases.count + 2)
    }

    /// A new entry's currency follows its country: a UK entry once stayed in US dollars and the
    /// German one after it inherited pounds.
    func testANewRecordsCurrencyFollowsItsCountryUnlessPickedByHand() async throws {
        let screen = try makeScreen()
        XCTAssertTrue(screen.addressForm.setCountry("GB"))
        XCTAssertEqual(screen.amountInput.currencyCode, "GBP")
        XCTAssertTrue(screen.addressForm.setCountry("DE"))
        XCTAssertEqual(screen.amountInput.currencyCode, "EUR")
        XCTAssertFalse(screen.currencyChosenByHand)

        // Picked by hand for this record: the country no longer moves it.
        try screen.amountInput.setCurrencyCode("CHF")
        XCTAssertTrue(screen.currencyChosenByHand)
        XCTAssertTrue(screen.addressForm.setCountry("AT"))
        XCTAssertEqual(screen.amountInput.currencyCode, "CHF")

        // The next record starts in the last country and that country's currency.
        screen.clear()
        XCTAssertEqual(screen.addressForm.countryCode, "AT")
        XCTAssertEqual(screen.amountInput.currencyCode, "EUR")
        XCTAssertFalse(screen.currencyChosenByHand)
        XCTAssertTrue(screen.addressForm.setCountry("GB"))
        XCTAssertEqual(screen.amountInput.currencyCode, "GBP")

        // An entry opened for editing keeps its currency whatever its country becomes.
        screen.edit(saved(country: "DE", city: "München", postalCode: "80331", street: "Marienplatz 1", amount: "5.00", currency: "USD"))
        XCTAssertTrue(screen.addressForm.setCountry("FR"))
        XCTAssertEqual(screen.amountInput.currencyCode, "USD")
    }

    func testTheScreenKnowsWhenWhatItShowsIsUnsaved() async throws {
        let screen = try makeScreen()
        XCTAssertFalse(screen.hasUnsavedChanges, "a blank form")
        XCTAssertTrue(screen.addressForm.setCountry("FR"))
        XCTAssertFalse(screen.hasUnsavedChanges, "a country chosen is no typing")
        screen.nameInput.entry.insert("A", at: 0)
        XCTAssertTrue(screen.hasUnsavedChanges, "a new record typed")
        screen.clear()
        XCTAssertFalse(screen.hasUnsavedChanges)

        screen.edit(
            saved(
                country: "US", area: "VA", city: "Arlington", postalCode: "22202", street: "2000 Navy Pentagon",
                amount: "250.00", currency: "USD"))
        XCTAssertFalse(screen.hasUnsavedChanges, "an entry opened, unchanged")
        screen.referenceInput.entry.insert("INV-9", at: 0)
        XCTAssertTrue(screen.hasUnsavedChanges, "an entry opened and changed")

        screen.restore(DraftEntry(name: "Grace", countryCode: "US"))
        XCTAssertTrue(screen.hasUnsavedChanges, "a draft restored after a crash is not saved")
    }

    func testChangesToAnEntryDeletedMeanwhileStayAsANewRecord() async throws {
        let screen = try makeScreen()
        let opened = saved(
            name: "Grace Hopper", country: "US", area: "VA", city: "Arlington", postalCode: "22202",
            street: "2000 Navy Pentagon", amount: "250.00", currency: "USD")
        screen.edit(opened)
        XCTAssertEqual(screen.draft.editingUpdatedAt, opened.updatedAt, "a draft remembers the version edited")
        screen.referenceInput.entry.insert("INV-9", at: 0)
        screen.keepAsNewRecord()
        XCTAssertNil(screen.editing)
        XCTAssertTrue(screen.hasUnsavedChanges)
        let entry = try XCTUnwrap(save(screen))
        XCTAssertNotEqual(entry.id, opened.id, "saved as a new entry")
        XCTAssertEqual(entry.reference, "INV-9")
    }

    func testAnEntryKeyedHereIsOneImportAccepts() async throws {
        let screen = try makeScreen()
        for field in AddressField.allCases {
            XCTAssertEqual(screen.addressForm.input(for: field).maxLength, BasicEntryValidator.maximumFieldLength, "\(field)")
        }
        Clipboard.setText("2000 Navy Pentagon\nRoom 1")
        screen.addressForm.input(for: .line1).entry.pasteClipboard()
        await GtkTestEnvironment.waitUntil("pasted") { !screen.addressForm.value(of: .line1).isEmpty }
        screen.restore(
            DraftEntry(
                name: "Grace Hopper", countryCode: "US", countryArea: "VA", city: "Arlington",
                postalCode: "22202", streetLine1: screen.addressForm.value(of: .line1), amountText: "250"))
        let entry = try XCTUnwrap(save(screen))
        XCTAssertEqual(entry.address.streetLines.first, "2000 Navy Pentagon Room 1")
        XCTAssertEqual(BasicEntryValidator().problems(in: entry), [])
    }

    func testEnterLeadsFromNameIntoTheAddressAndFromTheAmountToTheReference() async throws {
        let screen = try makeScreen()
        XCTAssertTrue(screen.nameInput.nextInput === screen.addressForm.firstInput)
        XCTAssertTrue(screen.addressForm.firstInput === screen.addressForm.countrySelector)
        XCTAssertNotNil(screen.amountInput.onSubmit)
    }
}
