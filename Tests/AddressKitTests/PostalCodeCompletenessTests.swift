import Testing
@testable import AddressKit

/// A postal code being typed is whole when it is valid and no longer code of its country goes
/// on from it without a separator (auto-advance moves on then, never in the middle of a code).
struct PostalCodeCompletenessTests {
    @Test(arguments: [
        ("US", "10014"), ("US", "10014-1234"), ("GB", "NW1 6XE"), ("GB", "nw16xe"), ("GB", "M2 5BQ"), ("GB", "SW1A 2AA"),
        ("CA", "H3B 2Y5"), ("JP", "100-0005"), ("JP", "1000005"), ("BR", "01310-200"), ("BR", "01310200"), ("DE", "10117"),
        ("NL", "1234 AB"), ("FR", "75008")
    ])
    func aValidCodeThatCannotGoOnIsWhole(country: String, code: String) throws {
        #expect(PostalCodeCompleteness.isWhole(code, in: try CountryFormat.load(country)))
    }

    @Test(arguments: [
        ("US", "1001"), ("US", "10014-12"), ("GB", "NW1"), ("GB", "NW1 6X"), ("CA", "H3B 2Y"), ("JP", "100-000"),
        ("BR", "01310"), ("DE", "1011"), ("NL", "1234"), ("NL", "1234 A"), ("US", "")
    ])
    func aCodeStillBeingTypedIsNot(country: String, code: String) throws {
        #expect(!PostalCodeCompleteness.isWhole(code, in: try CountryFormat.load(country)))
    }

    @Test func aCountryWithoutPostalCodesOrUnknownHasNoWholeCode() {
        #expect(!PostalCodeCompleteness.isWhole("12345", country: "AE"))
        #expect(!PostalCodeCompleteness.isWhole("12345", country: "XX"))
        #expect(PostalCodeCompleteness.isWhole("12345", country: "US"))
    }
}
