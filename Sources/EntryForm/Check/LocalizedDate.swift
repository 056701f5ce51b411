import Foundation
import Localization

/// Dates typed the person's way, stored as ISO 8601 (`2026-11-29`): the locale's short numeric
/// order (`29.11.2026` in German, `11/29/2026` in American English, `29/11/2026` in British,
/// `2026/11/29` in Japanese), and ISO itself everywhere. A two-digit year is the year ending so
/// that is nearest today (within 50 years either way): `29.11.26` is 2026, `1.1.80` is 1980.
enum LocalizedDate {
    /// Which part comes first, second, third in the locale's short date.
    enum Part { case year, month, day }

    static func read(_ typed: String, context: FieldCheckContext) throws(Refusal) -> CheckedValue {
        let text = TypedText.normalized(typed)
        let numbers = text.split { !TypedText.isDigit($0) }.map(String.init)
        let separators = text.filter { !TypedText.isDigit($0) }
        let order: [Part]
        if numbers.count == 3, numbers[0].count == 4, separators == "--" {
            order = [.year, .month, .day]  // ISO 8601, in every locale
        } else {
            order = Self.order(of: context.locale)
            // Only separators between the parts (`.` `/` `-` space, `年` `月` `日`), and a trailing one (`29.11.2026.`).
            let allowed: Set<Character> = [".", "/", "-", " ", "\u{00A0}", "年", "月", "日"]
            guard separators.allSatisfy(allowed.contains), text.first.map(TypedText.isDigit) == true else {
                throw .form(expected(context))
            }
        }
        guard numbers.count == 3 else { throw .form(expected(context)) }
        var year = 0, month = 0, day = 0
        for (part, digits) in zip(order, numbers) {
            guard let value = Int(digits) else { throw .form(expected(context)) }
            switch part {
            case .year:
                guard digits.count == 4 || digits.count == 2 else { throw .form(expected(context)) }
                year = digits.count == 2 ? nearestYear(endingIn: value, context) : value
            case .month:
                guard digits.count <= 2 else { throw .form(expected(context)) }
                month = value
            case .day:
                guard digits.count <= 2 else { throw .form(expected(context)) }
                day = value
            }
        }
        guard CalendarDay.isValid(year: year, month: month, day: day) else { throw .other(tr("There is no such day in the calendar")) }
        let stored = String(format: "%04d-%02d-%02d", year, month, day)
        return CheckedValue(stored: stored, day: CalendarDay.number(year: year, month: month, day: day))
    }

    /// The year ending in `twoDigits` nearest today's (within 50 years either way).
    static func nearestYear(endingIn twoDigits: Int, _ context: FieldCheckContext) -> Int {
        let thisYear = CalendarDay.todayParts(context).year
        let century = thisYear - thisYear % 100
        return [century - 100, century, century + 100].map { $0 + twoDigits }.min { abs($0 - thisYear) < abs($1 - thisYear) }!
    }

    private static let orders = LockedCache<[Part]>()

    /// The locale's short numeric date order, from ICU's pattern for the `yMd` skeleton
    /// (`dd.MM.y`, `M/d/y`, `y/MM/dd`).
    static func order(of locale: Locale) -> [Part] {
        orders.value(for: locale.identifier) {
            let pattern = DateFormatter.dateFormat(fromTemplate: "yMd", options: 0, locale: locale) ?? "y-M-d"
            var parts: [Part] = []
            for character in pattern {
                let part: Part? =
                    switch character {
                    case "y", "u": .year
                    case "M", "L": .month
                    case "d": .day
                    default: nil
                    }
                if let part, parts.last != part { parts.append(part) }
            }
            return parts.count == 3 && Set(parts).count == 3 ? parts : [.year, .month, .day]
        }
    }

    /// "Expected a date like 29.11.2026 or 2026-11-29": today, in the locale's order.
    static func expected(_ context: FieldCheckContext) -> String {
        let today = CalendarDay.todayParts(context)
        let pattern = DateFormatter.dateFormat(fromTemplate: "yMd", options: 0, locale: context.locale) ?? "y-M-d"
        let separator = pattern.first { !$0.isLetter && !TypedText.isDirectionMark($0.unicodeScalars.first!) } ?? "/"
        let parts = order(of: context.locale).map { part in
            switch part {
            case .year: String(today.year)
            case .month: String(format: "%02d", today.month)
            case .day: String(format: "%02d", today.day)
            }
        }
        let iso = String(format: "%04d-%02d-%02d", today.year, today.month, today.day)
        // Translators: %1$@ is today in the locale's order (29.11.2026), %2$@ the same day in ISO 8601 (2026-11-29).
        return LocalizedFormat.fill(tr("Expected a date like %1$@ or %2$@"), parts.joined(separator: String(separator)), iso)
    }
}
