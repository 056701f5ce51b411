import Testing
import AddressKit
@testable import AddressSearch

@Suite struct TextFoldingTests {
    @Test func asciiIsLowerCasedAndSplit() {
        #expect(AddressTextFolder.tokens("1600 Amphitheatre Pkwy, Mountain-View") == ["1600", "amphitheatre", "pkwy", "mountain", "view"])
    }

    @Test func diacriticsAndSpecialLettersFold() {
        #expect(AddressTextFolder.tokens("Rue de l'Église") == ["rue", "de", "l", "eglise"])
        #expect(AddressTextFolder.tokens("Calle Niño, ESPAÑOLA") == ["calle", "nino", "espanola"])
        #expect(AddressTextFolder.tokens("Straße Øster Łódź") == ["strasse", "oster", "lodz"])
    }

    @Test func abbreviationsPairBothWays() {
        #expect(StreetAbbreviations.partner(of: "st") == "street")
        #expect(StreetAbbreviations.partner(of: "street") == "st")
        #expect(StreetAbbreviations.partner(of: "avenue") == "ave")
        #expect(StreetAbbreviations.partner(of: "nw") == "northwest")
        #expect(StreetAbbreviations.partner(of: "north") == "n")
        #expect(StreetAbbreviations.partner(of: "main") == nil)
    }

    @Test func suggestionJSONKeepsKeyOrderAndEscapes() {
        let line = SuggestionJSON.line([
            AddressSuggestion(
                streetLine: "1 \"Quoted\" Rd", secondary: "", city: "San José",
                countryArea: "CA", postalCode: "95112", countryCode: "US", entries: 1)
        ])
        #expect(
            line
                == #"[{"street_line":"1 \"Quoted\" Rd","secondary":"","city":"San José","country_area":"CA","postal_code":"95112","country_code":"US","entries":1}]"#
        )
        #expect(SuggestionJSON.line([]) == "[]")
    }
}
