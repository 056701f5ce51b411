import AddressKit
import AmountKit
import EntryStore
import Foundation
import GtkKit
import GtkTestSupport
import XCTest
@testable import EntryDesk

/// The values kept from the entry before, in the form itself: where a new entry starts (never
/// "unsaved" by themselves), from entries saved as new unless the operator chose fixes too, and
/// gone with the country they belong to.
@MainActor
final class EntryScreenCarryOverTests: XCTestCase {
    private var window: Window?

    override func setUp() async throws { try GtkTestEnvironment.start() }

    override func tearDown() async throws {
        window?.destroy()
        window = nil
    }

    private func makeScreen() throws -> EntryScreen {
        let screen = EntryScreen(
            provider: nil, countryCode: "US", currencyCode: "USD", locale: Locale(identifier: "en_US"),
            currencies: try CurrencyTable.standard())
        screen.carryOver.fields = [.city, .state, .postcode]
        let window = Window()
        window.setChild(screen.widget)
        window.present()
        self.window = window
        return screen
    }

    private func draft(_ name: String, city: String, area: String = "IL", postalCode: String) -> DraftEntry {
        DraftEntry(
            name: name, countryCode: "US", countryArea: area, city: city, postalCode: postalCode, streetLine1: "1 Main St",
            amountText: "10", amount: "10.00", currency: "USD")
    }

    func testKeptValuesAreWhereANewEntryStartsNotSomethingTyped() async throws {
        let screen = try makeScreen()
        screen.rememberSaved(draft("Ann Bell", city: "Springfield", postalCode: "62701"), asNew: true)
        screen.clear()
        XCTAssertEqual(screen.addressForm.value(of: .city), "Springfield")
        XCTAssertEqual(screen.addressForm.value(of: .zip), "62701")
        XCTAssertFalse(screen.hasUnsavedChanges, "only the kept values: nothing to ask about")
        screen.nameInput.text = "Ben Cole"
        XCTAssertTrue(screen.hasUnsavedChanges, "a name typed is the person's own")
        screen.nameInput.text = ""
        XCTAssertFalse(screen.hasUnsavedChanges, "typed and taken back: as it started")
    }

    func testAFixedOldEntryGivesNothingUnlessChosen() async throws {
        let screen = try makeScreen()
        screen.rememberSaved(draft("Ann Bell", city: "Springfield", postalCode: "62701"), asNew: true)
        screen.rememberSaved(draft("Old Fix", city: "Chicago", postalCode: "60601"), asNew: false)
        screen.clear()
        XCTAssertEqual(screen.addressForm.value(of: .city), "Springfield", "a fix carries nothing by default")
        screen.carryOver.keepsFromFixes = true
        screen.rememberSaved(draft("Old Fix", city: "Chicago", postalCode: "60601"), asNew: false)
        screen.clear()
        XCTAssertEqual(screen.addressForm.value(of: .city), "Chicago", "with carry-over-from-fixes, a fix carries too")
    }

    func testAnotherCountryDropsTheKeptAddressValues() async throws {
        let screen = try makeScreen()
        screen.rememberSaved(draft("Ann Bell", city: "Mountain View", area: "CA", postalCode: "94043"), asNew: true)
        screen.clear()
        XCTAssertEqual(screen.addressForm.value(of: .city), "Mountain View")
        XCTAssertTrue(screen.addressForm.setCountry("DE"))
        XCTAssertEqual(screen.addressForm.value(of: .city), "", "a US city kept is no German one")
        XCTAssertEqual(screen.addressForm.value(of: .zip), "")
        XCTAssertFalse(screen.hasUnsavedChanges)
    }
}
