import AddressKit
import Testing
@testable import EntryStore

@Suite struct ReferenceDataValidatorTests {
    private let validator = ReferenceDataValidator()

    @Test func aValidGermanEntryHasNoProblems() {
        #expect(validator.problems(in: sampleEntry()).isEmpty)
    }

    @Test func addressRulesNameTheFieldButNeverTheData() {
        var entry = sampleEntry(postalCode: "8033")
        entry.address.city = ""
        let problems = validator.problems(in: entry)
        #expect(problems.map(\.field) == [.city, .postalCode])
        #expect(problems.allSatisfy { !$0.message.contains("8033") })
    }

    @Test func amountsMustFitTheCurrencysMinorUnits() {
        #expect(validator.problems(in: sampleEntry(amount: "1.234")).map(\.field) == [.amount])
        var yen = sampleEntry(amount: "1200")
        yen.currency = "JPY"
        #expect(validator.problems(in: yen).isEmpty)
        var unknown = sampleEntry()
        unknown.currency = "XYZ"
        #expect(validator.problems(in: unknown).map(\.field) == [.currency])
    }

    @Test func anUnknownCountryIsOneProblem() {
        var entry = sampleEntry()
        entry.address.countryCode = "QQ"
        #expect(validator.problems(in: entry).map(\.field) == [.countryCode])
    }
}
