import Testing
@testable import AddressKit

/// Postal codes in their country's form: what labels print and what is saved.
struct PostalCodeFormTests {
    @Test(arguments: [
        ("GB", "nw16xe", "NW1 6XE"), ("GB", "NW16 XE", "NW1 6XE"), ("GB", "ec1y8sy", "EC1Y 8SY"),
        ("GB", "m25bq", "M2 5BQ"), ("GB", "SW1A 2AA", "SW1A 2AA"),
        ("CA", "h3b 2y5", "H3B 2Y5"), ("CA", "h3b2y5", "H3B 2Y5"), ("CA", "H3B-2Y5", "H3B 2Y5"),
        ("JP", "1000005", "100-0005"), ("JP", "100 0005", "100-0005"), ("JP", "１００−０００５", "100-0005"), ("JP", "〒100-0005", "〒100-0005"),
        ("BR", "01310200", "01310-200"), ("BR", "01310 200", "01310-200"),
        ("US", "95014", "95014"), ("US", "95014 1234", "95014-1234"), ("US", "950141234", "95014-1234"),
        ("NL", "1234ab", "1234 AB"), ("DE", " 10117 ", "10117"), ("IE", "d02x285", "D02 X285")
    ])
    func writesTheCodeAsItsCountryDoes(country: String, typed: String, national: String) throws {
        let format = try CountryFormat.load(country)
        #expect(PostalCodeForm.national(typed, in: format) == national)
    }

    @Test func aCodeNoFormMakesValidKeepsItsSeparatorsAndIsStillRefused() throws {
        let format = try CountryFormat.load("US")
        #expect(PostalCodeForm.national("950 1", in: format) == "950 1")
        let result = try AddressValidator().validate(
            Address(
                countryCode: "US", countryArea: "CA", city: "Cupertino",
                postalCode: PostalCodeForm.national("9501", in: format),
                streetLines: ["1 Infinite Loop"]))
        #expect(result.errors[.postalCode] == .invalid)
    }

    /// Every country's own examples, typed without separators and in lower case, come back as
    /// the examples, and the examples themselves are left alone.
    @Test func everyCountrysExamplesAreTheirOwnNationalForm() throws {
        var checked = 0
        for code in try AddressFormatRegistry.shared.countries().map(\.code) {
            let format = try CountryFormat.load(code)
            guard let pattern = format.compiledPostalCodePattern else { continue }
            for example in format.postalCodeExamples where pattern.matches(example) {
                let compact = String(example.unicodeScalars.filter { $0 != " " && $0 != "-" }.map(Character.init)).lowercased()
                #expect(PostalCodeForm.national(example, in: format) == example, "\(code) \(example)")
                #expect(PostalCodeForm.national(compact, in: format) == example, "\(code) \(compact)")
                checked += 1
            }
        }
        #expect(checked > 300)
    }

    @Test func anAddressOfAnUnknownCountryIsLeftAlone() {
        let address = Address(countryCode: "QQ", postalCode: "nw16xe")
        #expect(PostalCodeForm.applied(to: address) == address)
    }
}
