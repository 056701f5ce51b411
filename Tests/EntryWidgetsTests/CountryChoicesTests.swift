import AddressKit
import AmountKit
import XCTest
@testable import EntryWidgets

/// The country picker finds a country by what operators type ("UK" once found only
/// Ukraine, "USA" nothing), and the street lines "Enter manually" takes from the search.
final class CountryChoicesTests: XCTestCase {
    private func firstMatch(_ text: String) throws -> String? {
        let options = CountryChoices.options(try AddressFormatRegistry.shared.countries())
        let matcher = ChoiceMatcher(options: options)
        return matcher.matches(text).first.map { options[$0].key }
    }

    func testCodesInEveryFormAndCommonNamesFindTheCountry() throws {
        let expected = [
            "UK": "GB", "GB": "GB", "GBR": "GB", "Great Britain": "GB", "united kingdom": "GB",
            "USA": "US", "US": "US", "usa": "US", "America": "US", "United States": "US",
            "Deutschland": "DE", "DEU": "DE", "Germany": "DE", "Ukraine": "UA", "UKR": "UA", "CHE": "CH"
        ]
        for (typed, country) in expected {
            XCTAssertEqual(try firstMatch(typed), country, "\"\(typed)\"")
        }
    }

    func testAnExactAliasIsPickedWhenFocusLeaves() throws {
        let options = CountryChoices.options(try AddressFormatRegistry.shared.countries())
        let matcher = ChoiceMatcher(options: options)
        XCTAssertEqual(matcher.exactMatch("uk").map { options[$0].key }, "GB")
        XCTAssertEqual(matcher.exactMatch("Great Britain").map { options[$0].key }, "GB")
    }

    func testEveryCountryWithACurrencyOfItsOwnPaysInIt() throws {
        let table = try CurrencyTable.standard()
        XCTAssertEqual(table.currency(ofCountry: "GB")?.code, "GBP")
        XCTAssertEqual(table.currency(ofCountry: "de")?.code, "EUR")
        XCTAssertEqual(table.currency(ofCountry: "US")?.code, "USD")
        XCTAssertEqual(table.currency(ofCountry: "JP")?.code, "JPY")
        XCTAssertNil(table.currency(ofCountry: "AQ"), "Antarctica: no currency of its own")
        XCTAssertNil(table.currency(ofCountry: "ZZ"))
        XCTAssertNil(table.currency(ofCountry: "U"))
    }

    func testEnterManuallySplitsOnlyAUnitItCanTellFromTheStreet() {
        func lines(_ typed: String) -> [String] {
            let split = ManualEntryText.streetLines(from: typed)
            return [split.line1, split.line2]
        }
        XCTAssertEqual(lines("1374 Sparrow Rd"), ["1374 Sparrow Rd", ""])
        XCTAssertEqual(lines("1374 sparrow 305"), ["1374 sparrow 305", ""], "a bare number may be the house's")
        XCTAssertEqual(lines("1374 Sparrow Rd apt 305"), ["1374 Sparrow Rd", "apt 305"])
        XCTAssertEqual(lines("1374 Sparrow Rd, Apt. 305"), ["1374 Sparrow Rd", "Apt. 305"])
        XCTAssertEqual(lines("1374 Sparrow Rd #305"), ["1374 Sparrow Rd", "#305"])
        XCTAssertEqual(lines("1600 Amphitheatre Pkwy Ste 100"), ["1600 Amphitheatre Pkwy", "Ste 100"])
        XCTAssertEqual(lines("1 Suite Ave"), ["1 Suite Ave", ""], "a designator right after the number is the street's name")
        XCTAssertEqual(lines("12 Main St apt"), ["12 Main St apt", ""], "no unit after it")
    }
}
