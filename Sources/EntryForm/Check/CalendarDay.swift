import Foundation

/// Days as numbers (days since 1970-01-01 in the proleptic Gregorian calendar, which ISO 8601
/// dates are in): a date's age is a subtraction, and a day that does not exist (31 February) is
/// told apart by arithmetic, with no time zone or daylight saving to shift it.
enum CalendarDay {
    /// The day number of `year-month-day` (valid days only: see `isValid`).
    static func number(year: Int, month: Int, day: Int) -> Int {
        // Howard Hinnant's days_from_civil: years start in March, so the leap day is last.
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yearOfEra = y - era * 400
        let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    /// Whether the day exists in the Gregorian calendar.
    static func isValid(year: Int, month: Int, day: Int) -> Bool {
        guard (1...9999).contains(year), (1...12).contains(month), day >= 1 else { return false }
        let leap = year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
        let lengths = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]
        return day <= lengths[month - 1]
    }

    /// Today's year, month and day where the person is (the context calendar's time zone).
    static func todayParts(_ context: FieldCheckContext) -> (year: Int, month: Int, day: Int) {
        var gregorian = Calendar(identifier: .gregorian)
        gregorian.timeZone = context.calendar.timeZone
        let parts = gregorian.dateComponents([.year, .month, .day], from: context.today)
        return (parts.year ?? 1970, parts.month ?? 1, parts.day ?? 1)
    }

    /// Today's day number.
    static func today(_ context: FieldCheckContext) -> Int {
        let parts = todayParts(context)
        return number(year: parts.year, month: parts.month, day: parts.day)
    }
}
