@testable import EntryDesk
import AddressKit
import AmountKit
import EntryForm
import EntryStore
import EntryWidgets
import Foundation
import GtkKit
import GtkTestSupport
import XCTest

/// The kiosk's review page with more rows than a 768-pixel screen holds (an office's form with
/// many kiosk fields), in the kiosk theme: the page keeps to the window, Change and Confirm stay
/// whole under the rows, which scroll; a questioned row far down is brought into view with its
/// rule's words, and one already in view leaves the rows where they are.
@MainActor
final class KioskReviewScrollTests: XCTestCase {
    private var window: Window?
    private let themes = ThemeManager()

    override func setUp() async throws {
        try GtkTestEnvironment.start()
        XCTAssertNil(themes.apply(["light", "kiosk"]))
    }

    override func tearDown() async throws {
        window?.destroy()
        window = nil
        themes.apply(["light"])
    }

    private static let fields = (1...14).map {
        FormField(key: "field_\($0)", type: .text, label: LocalizedText("Field \($0)"), placement: .kiosk)
    }

    private func showReview(questioning key: String) async throws -> ReviewPage {
        let review = ReviewPage(strings: KioskStrings(), officeFields: Self.fields, language: "en")
        let window = Window()
        window.setDefaultSize(width: 1280, height: 768)
        window.setChild(review.widget)
        window.present()
        self.window = window
        await GtkTestEnvironment.waitUntil("the page laid out") { review.widget.allocatedHeight > 0 }
        var entry = SavedEntry(
            address: Address(countryCode: "US", city: "Arlington", postalCode: "22202", streetLines: ["2000 Navy Pentagon"], name: "Ada"),
            amount: "9000.00", currency: "USD")
        entry.officeFields = Dictionary(uniqueKeysWithValues: Self.fields.map { ($0.key, "Value of \($0.key)") })
        let question = SoftRuleQuestion(key: key, label: key, message: "At most 10 characters: is this right?")
        review.show(
            entry, currency: try XCTUnwrap(try CurrencyTable.standard()["USD"]), locale: Locale(identifier: "en_US"), questions: [question])
        return review
    }

    func testTheButtonsStayWholeAndAQuestionFarDownIsScrolledTo() async throws {
        let review = try await showReview(questioning: "field_14")
        let window = try XCTUnwrap(window)
        await GtkTestEnvironment.waitUntil("the last row scrolled into view") { review.scroller.verticalOffset > 0 }
        let fit = try XCTUnwrap(window.fit())
        XCTAssertLessThanOrEqual(fit.height, 768, "the page keeps to the window")
        XCTAssertEqual(fit.cut, [], "Change and Confirm whole under the rows")
        XCTAssertEqual(review.shownValues.last, "Value of field_14")
        XCTAssertTrue(review.spoken.hasSuffix("Field 14: Value of field_14. At most 10 characters: is this right?"), review.spoken)
    }

    func testAQuestionInViewLeavesTheRowsWhereTheyAre() async throws {
        let review = try await showReview(questioning: "amount")
        await GtkTestEnvironment.waitUntil("laid out with its question") { review.scroller.allocatedHeight > 0 }
        XCTAssertEqual(review.scroller.verticalOffset, 0)
        XCTAssertTrue(review.spoken.contains("Amount: $9,000.00. At most 10 characters: is this right?. Reference"), review.spoken)
        // Shown again with nothing questioned, the rule's words are gone.
        review.show(
            SavedEntry(address: Address(countryCode: "US", name: "Ada"), amount: "5.00", currency: "USD"),
            currency: try XCTUnwrap(try CurrencyTable.standard()["USD"]), locale: Locale(identifier: "en_US"))
        XCTAssertFalse(review.spoken.contains("is this right?"), review.spoken)
    }
}
