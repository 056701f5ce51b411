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

    @Test func anAmountWithTooManyDigitsSaysSoAndNothingAboutItsFraction() {
        let huge = "1" + String(repeating: "0", count: 40) + ".5"
        #expect(
            validator.problems(in: sampleEntry(amount: huge)) == [
                FieldProblem(field: .amount, message: "has 41 integer digits, at most 15 allowed")
            ])
        // Too many digits and too many fraction digits: the size is what to fix first.
        #expect(validator.problems(in: sampleEntry(amount: huge + "55")).map(\.message) == ["has 41 integer digits, at most 15 allowed"])
        // Combined with the basic checks, it is said once.
        let combined = CombinedEntryValidator([BasicEntryValidator(), validator])
        #expect(
            combined.problems(in: sampleEntry(amount: huge)).map(\.description) == [
                "field 'amount': has 41 integer digits, at most 15 allowed"
            ])
        // Text that is no decimal at all is the basic checks' to report, in their words.
        #expect(validator.problems(in: sampleEntry(amount: "abc")).isEmpty)
        #expect(
            validator.problems(in: sampleEntry(amount: "1.234")).map(\.message) == [
                "has more than 2 decimal places; EUR amounts have 2"
            ])
    }

    @Test func anEmptyCountryIsRequiredOnce() {
        var entry = sampleEntry()
        entry.address.countryCode = ""
        let combined = CombinedEntryValidator([BasicEntryValidator(), validator])
        #expect(combined.problems(in: entry).map(\.description) == ["field 'country_code': is required"])
        var german = sampleEntry()
        german.address.city = ""
        #expect(validator.problems(in: german).map(\.description) == ["field 'city': is required in DE"])
    }
}
