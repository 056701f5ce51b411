import AddressKit
import Foundation
import Testing

/// CountryNames: one table for the paste's parser and the import's country column.
@Suite struct CountryNamesTests {
    private let names = CountryNames()

    @Test func namesAreComparedWithoutCaseAccentsSpacesOrPunctuation() {
        #expect(names.code(named: "Germany") == "DE")
        #expect(names.code(named: "GERMANY") == "DE")
        #expect(names.code(named: "Deutschland") == "DE")
        #expect(names.code(named: "osterreich") == "AT")
        #expect(names.code(named: "U.S.A.") == "US")
        #expect(names.code(named: "united  states") == "US")
    }

    @Test func twoLetterCodesAndPostcodesNameNoCountry() {
        // "IL", "CA", "IN" are subdivisions too: a reader that takes codes checks them itself.
        #expect(names.code(named: "IL") == nil)
        // A postcode before the name (the last words of "... IL 05988 United States").
        #expect(names.code(named: "05988 United States") == nil)
    }

    @Test func theNameInAnotherLanguageOnlyWhenAskedFor() {
        #expect(names.code(named: "Allemagne") == nil)
        #expect(CountryNames(locale: Locale(identifier: "fr_FR")).code(named: "Allemagne") == "DE")
    }
}
