import EntryForm
import EntryWidgets
import Foundation
import Localization

/// An office field's stored value as a visitor reads it on the kiosk's review page: an IBAN in
/// groups of four, a day in the visitor's locale (`1. Juni 2026`), a decimal number with the
/// locale's separator, a choice by its label in the visitor's language; anything else as stored.
/// Letters and digits that read left to right (IBANs, numbers, phone numbers, references) stay
/// so in a right-to-left language.
enum OfficeValueText {
    static func text(_ stored: String, field: FormField, language: String, locale: Locale) -> String {
        switch field.type {
        case .iban:
            return LeftToRight.isolate(GroupingFormatter(groupSize: 4).format(stored, caret: 0).text)
        case .date:
            return day(stored, locale: locale) ?? LeftToRight.isolate(stored)
        case .decimal:
            return LeftToRight.isolate(decimal(stored, locale: locale))
        case .choice:
            let label = field.choices.first { $0.value == stored }?.label.text(for: language) ?? ""
            return label.isEmpty ? stored : label
        case .integer, .phone, .checkedReference:
            return LeftToRight.isolate(stored)
        case .text, .name, .company, .address, .amount:
            return stored
        }
    }

    /// `2026-06-01` as the locale writes a day with its month's name.
    private static func day(_ iso: String, locale: Locale) -> String? {
        let parts = iso.split(separator: "-").compactMap { Int($0) }
        guard parts.count == 3 else { return nil }
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC") ?? .current  // i18n: not shown (a time zone's name)
        guard let date = calendar.date(from: DateComponents(year: parts[0], month: parts[1], day: parts[2])) else { return nil }
        let formatter = DateFormatter()
        formatter.locale = locale
        formatter.calendar = calendar
        formatter.timeZone = calendar.timeZone
        formatter.setLocalizedDateFormatFromTemplate("yMMMMd")
        return formatter.string(from: date)
    }

    /// `1234.5` with the locale's decimal separator, as the visitor typed it.
    private static func decimal(_ stored: String, locale: Locale) -> String {
        stored.replacingOccurrences(of: ".", with: locale.decimalSeparator ?? ".")  // i18n: not shown (the stored separator)
    }
}
