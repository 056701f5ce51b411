import AddressKit
import Testing

/// CountryFit: which countries a row's postcode and state fit better than the one it was
/// taken to be in (a domestic list's), judged as validation judges them.
@Suite struct CountryFitTests {
    private let fit = CountryFit()

    @Test func aUSStateAndZIPFitTheUnitedStatesBetterThanGermany() {
        #expect(fit.betterFits(postalCode: "94043", countryArea: "CA", than: "DE") == ["US"])
        #expect(fit.betterFits(postalCode: "94043", countryArea: "California", than: "DE") == ["US"])
    }

    @Test func whatFitsTheAssumedCountryAsWellAsAnyIsNotReported() {
        // Five digits are German and American alike: nothing says the row is elsewhere.
        #expect(fit.betterFits(postalCode: "10115", countryArea: "", than: "DE") == [])
        #expect(fit.betterFits(postalCode: "10115", countryArea: "", than: "US") == [])
        #expect(fit.betterFits(postalCode: "94043", countryArea: "CA", than: "US") == [])
        #expect(fit.betterFits(postalCode: "", countryArea: "", than: "DE") == [])
    }

    @Test func aBritishPostcodeFitsBritainBetterThanTheUnitedStates() {
        #expect(fit.betterFits(postalCode: "SW1A 2AA", countryArea: "", than: "US") == ["GB"])
    }

    @Test func aZIPOutsideItsStateFitsNoBetterElsewhere() {
        // New York's ZIP with California: the US still fits the state, and no country fits both.
        #expect(fit.betterFits(postalCode: "10001", countryArea: "CA", than: "US") == [])
    }
}
