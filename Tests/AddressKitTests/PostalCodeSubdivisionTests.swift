import AddressKit
import Testing

/// The subdivision a whole postal code names, where only one subdivision's codes begin like it.
struct PostalCodeSubdivisionTests {
    @Test(arguments: [
        ("JP", "530-0005", "大阪府"), ("JP", "5300005", "大阪府"), ("JP", "１００−０００５", "東京都"), ("US", "94043", "CA"),
        ("US", "10001", "NY")
    ])
    func aWholePostalCodeNamesItsSubdivision(country: String, postalCode: String, key: String) throws {
        #expect(try CountryFormat.load(country).subdivision(forPostalCode: postalCode)?.key == key)
    }

    /// Not whole, not the country's, or claimed by none: nothing is guessed.
    @Test(arguments: [("JP", "530"), ("JP", ""), ("US", "9404"), ("US", "ABCDE"), ("DE", "10115")])
    func aPartOrAnUnknownCodeNamesNone(country: String, postalCode: String) throws {
        #expect(try CountryFormat.load(country).subdivision(forPostalCode: postalCode) == nil)
    }
}
