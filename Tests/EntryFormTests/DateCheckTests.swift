import EntryForm
import Foundation
import Testing

@Suite struct DateCheckTests {
    let field = FormField(key: "paid_on", type: .date, label: LocalizedText("Date paid"))
    /// 2026-11-29, noon UTC.
    let today = Date(timeIntervalSince1970: 1_795_953_600)
    var utc: Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        return calendar
    }

    func context(_ identifier: String) -> FieldCheckContext {
        FieldCheckContext(locale: Locale(identifier: identifier), countryCode: "", today: today, calendar: utc)
    }

    func stored(_ text: String, _ locale: String, field: FormField? = nil) -> String? {
        if case .valid(let stored) = FieldCheck.check(text, field: field ?? self.field, context: context(locale)) { return stored }
        return nil
    }

    @Test func datesAreTypedInTheLocalesOrder() {
        #expect(stored("29.11.2026", "de_DE") == "2026-11-29")
        #expect(stored("1.2.2026", "de_DE") == "2026-02-01")
        #expect(stored("11/29/2026", "en_US") == "2026-11-29")
        #expect(stored("29/11/2026", "en_GB") == "2026-11-29")
        #expect(stored("29/11/2026", "fr_FR") == "2026-11-29")
        #expect(stored("2026/11/29", "ja_JP") == "2026-11-29")
        #expect(stored("2026年11月29日", "ja_JP") == "2026-11-29")
        #expect(stored("٢٩/١١/٢٠٢٦", "ar") == "2026-11-29")
        #expect(stored("29\u{200F}/11\u{200F}/2026", "ar") == "2026-11-29")
        #expect(stored("29/11/2026", "ar") == "2026-11-29")
        #expect(stored("29/11/2026", "en_US") == nil)
    }

    @Test func isoIsTakenEverywhere() {
        for locale in ["en_US", "de_DE", "fr_FR", "ja_JP", "ar"] {
            #expect(stored("2026-11-29", locale) == "2026-11-29")
        }
    }

    @Test func twoDigitYearsAreTheNearestWithinFiftyYears() {
        #expect(stored("29.11.26", "de_DE") == "2026-11-29")
        #expect(stored("1.1.75", "de_DE") == "2075-01-01")
        #expect(stored("1.1.77", "de_DE") == "1977-01-01")
        // Fifty years either way: the past, where payments are.
        #expect(stored("1.1.76", "de_DE") == "1976-01-01")
        #expect(stored("1.1.99", "de_DE") == "1999-01-01")
    }

    @Test func impossibleDaysAreRefused() {
        let noSuchDay = FieldCheckOutcome.refused(message: "There is no such day in the calendar")
        #expect(FieldCheck.check("31.02.2026", field: field, context: context("de_DE")) == noSuchDay)
        #expect(FieldCheck.check("29.02.2026", field: field, context: context("de_DE")) == noSuchDay)
        #expect(stored("29.02.2028", "de_DE") == "2028-02-29")
        #expect(FieldCheck.check("2026-13-01", field: field, context: context("de_DE")) == noSuchDay)
        #expect(
            FieldCheck.check("gestern", field: field, context: context("de_DE"))
                == .refused(message: "Expected a date like 29.11.2026 or 2026-11-29"))
        #expect(
            FieldCheck.check("29.11", field: field, context: context("en_US"))
                == .refused(message: "Expected a date like 11/29/2026 or 2026-11-29"))
    }

    @Test func ageAndFutureRulesCountDaysFromToday() {
        var paid = field
        paid.rules = [
            FieldRule(.notOlderThanDays(90), soft: true, message: LocalizedText("Paid more than 90 days ago?")), FieldRule(.notInFuture)
        ]
        let german = context("de_DE")
        #expect(FieldCheck.check("31.08.2026", field: paid, context: german) == .valid(stored: "2026-08-31"))
        #expect(
            FieldCheck.check("30.08.2026", field: paid, context: german)
                == .askFirst(stored: "2026-08-30", message: "Paid more than 90 days ago?"))
        #expect(FieldCheck.check("29.11.2026", field: paid, context: german) == .valid(stored: "2026-11-29"))
        #expect(FieldCheck.check("30.11.2026", field: paid, context: german) == .refused(message: "This date is in the future"))
        // Hard before soft: a future date is refused, not asked about.
        var both = paid
        both.rules = [FieldRule(.notInFuture, soft: true), FieldRule(.notOlderThanDays(1))]
        #expect(FieldCheck.check("2026-01-01", field: both, context: german) == .refused(message: "More than 1 day ago"))
        #expect(
            FieldCheck.check("2026-12-01", field: both, context: german)
                == .askFirst(stored: "2026-12-01", message: "This date is in the future: is this right?"))
    }
}
