@testable import EntryDesk
import EntrySettings
import Testing

/// `[kiosk] currencies` and `countries`: read from the file against the bundled reference data,
/// and what the kiosk offers and starts with.
struct KioskChoicesTests {
    private func configuration(_ text: String) throws -> AppConfiguration {
        try AppConfiguration(file: ConfigurationFile(text: text, path: "c.conf"), path: "c.conf")
    }

    @Test func listsAreReadInTheirOrderAndUpperCase() throws {
        let read = try configuration("[kiosk]\ncurrencies = EUR, usd ,EUR\ncountries = DE, AT, ch  # the DACH desk\n")
        #expect(read.kioskCurrencies == ["EUR", "USD"])
        #expect(read.kioskCountries == ["DE", "AT", "CH"])
        let unset = try configuration("[kiosk]\nenabled = true\n")
        #expect(unset.kioskCurrencies == nil)
        #expect(unset.kioskCountries == nil)
    }

    @Test func anUnknownCodeIsAnErrorNamingFileLineKeyAndCode() throws {
        let cases: [(text: String, line: Int, key: String, named: String)] = [
            ("[kiosk]\ncurrencies = EUR, XYZ\n", 2, "kiosk.currencies", "XYZ is not one"),
            ("[kiosk]\n\ncountries = DE, QQ\n", 3, "kiosk.countries", "QQ is not one"),
            ("[kiosk]\ncurrencies = euro\n", 2, "kiosk.currencies", "EURO is not one"),
            ("[kiosk]\ncountries = DEU\n", 2, "kiosk.countries", "DEU is not one"),
            ("[kiosk]\ncurrencies = EUR,,USD\n", 2, "kiosk.currencies", "ISO 4217"),
            ("[kiosk]\ncountries =\n", 2, "kiosk.countries", "ISO 3166-1")
        ]
        for (text, line, key, named) in cases {
            #expect {
                try configuration(text)
            } throws: { error in
                guard case let .invalid(path, errorLine, errorKey, _, expected) = error as? ConfigurationError else { return false }
                return path == "c.conf" && errorLine == line && errorKey == key && expected.contains(named)
                    && "\(error)".hasPrefix("c.conf:\(line): \(key) = ")
            }
        }
    }

    @Test func theKioskStartsWithTheLocalesChoiceWhenListedElseTheFirst() throws {
        let limited = try configuration("[kiosk]\ncurrencies = EUR, USD\ncountries = DE, AT, CH\n")
        let fromUS = KioskChoices(configuration: limited, isKiosk: true, localeCountry: "US", localeCurrency: "USD")
        #expect(fromUS.startCountry == "DE")
        #expect(fromUS.startCurrency == "USD")
        #expect(fromUS.countries == ["DE", "AT", "CH"])
        #expect(fromUS.currencies == ["EUR", "USD"])
        let fromAustria = KioskChoices(configuration: limited, isKiosk: true, localeCountry: "AT", localeCurrency: "EUR")
        #expect((fromAustria.startCountry, fromAustria.startCurrency) == ("AT", "EUR"))
        // The desk offers everything, whatever the kiosk section says.
        let desk = KioskChoices(configuration: limited, isKiosk: false, localeCountry: "US", localeCurrency: "USD")
        #expect(desk.countries == nil && desk.currencies == nil)
        #expect((desk.startCountry, desk.startCurrency) == ("US", "USD"))
    }
}
