import AddressKit
import Foundation
import Testing
@testable import EntryStore

@Suite struct TimestampAndValidatorTests {
    @Test func formatsAndParsesExactly() {
        let date = Date(epochMilliseconds: 1_790_000_000_123)
        #expect(ISO8601Timestamp.format(date) == "2026-09-21T14:13:20.123Z")
        #expect(ISO8601Timestamp.parse("2026-09-21T14:13:20.123Z") == date)
        #expect(ISO8601Timestamp.parse("2026-09-21T16:13:20.123+02:00") == date)
        #expect(ISO8601Timestamp.parse("2026-09-21 14:13:20.1239Z") == date)
        #expect(ISO8601Timestamp.format(Date(epochMilliseconds: -1)) == "1969-12-31T23:59:59.999Z")
        let utc = TimeZone(identifier: "UTC")!
        #expect(ISO8601Timestamp.parse("2026-09-21", defaultTimeZone: utc) == Date(epochMilliseconds: 1_789_948_800_000))
        let berlin = TimeZone(identifier: "Europe/Berlin")!
        #expect(ISO8601Timestamp.parse("2026-07-01T12:00", defaultTimeZone: berlin) == ISO8601Timestamp.parse("2026-07-01T10:00Z"))
        #expect(ISO8601Timestamp.parse("2026-01-01T12:00", defaultTimeZone: berlin) == ISO8601Timestamp.parse("2026-01-01T11:00Z"))
        for bad in [
            "", "2026", "2026-13-01", "2026-02-30", "2026-02-29", "2026-01-01T25:00", "2026-01-01T10:00:00.Z",
            "2026-01-01X", "yesterday", "2026-01-01T10:00+2"
        ] {
            #expect(ISO8601Timestamp.parse(bad) == nil, "\(bad)")
        }
        #expect(ISO8601Timestamp.parse("2024-02-29") != nil)
    }

    @Test func basicValidator() {
        let validator = BasicEntryValidator()
        #expect(validator.problems(in: sampleEntry()).isEmpty)
        var entry = sampleEntry(name: "  ", amount: "1234567890123456.5")
        entry.currency = "eur"
        entry.address.countryCode = "DEU"
        entry.reference = "tab\there"
        #expect(validator.problems(in: entry).map(\.field) == [.reference, .name, .amount, .currency, .countryCode])
        entry.address.countryCode = ""
        #expect(validator.problems(in: entry).contains(FieldProblem(field: .countryCode, message: "is required")))
        #expect(BasicEntryValidator(requiresName: false, requiresCountry: false).problems(in: sampleEntry(name: "")).isEmpty)
        #expect(validator.problems(in: sampleEntry(amount: "123456789012345.99")).isEmpty)
        #expect(validator.problems(in: sampleEntry(amount: "12,5")).map(\.field) == [.amount])
    }
}
