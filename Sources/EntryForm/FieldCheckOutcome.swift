import Foundation

/// What a keyed value is checked with besides the field: the person's locale (how numbers and
/// dates are typed), the entry's country (a phone number's rules), its currency (an amount's
/// limits) and today (a date's age).
public struct FieldCheckContext: Sendable {
    public var locale: Locale
    /// The entry's ISO 3166-1 alpha-2 country (`DE`); empty when none is chosen.
    public var countryCode: String
    /// The entry's ISO 4217 currency (`JPY`), which picks an amount's rules; empty when none is known.
    public var currencyCode: String
    public var today: Date
    public var calendar: Calendar

    public init(
        locale: Locale, countryCode: String, currencyCode: String = "", today: Date = Date(),
        calendar: Calendar = Calendar(identifier: .gregorian)
    ) {
        self.locale = locale
        self.countryCode = countryCode
        self.currencyCode = currencyCode
        self.today = today
        self.calendar = calendar
    }
}

/// The verdict on one keyed value.
public enum FieldCheckOutcome: Equatable, Sendable {
    /// Nothing typed, and the field may stay empty.
    case empty
    /// The value as it is stored (`2026-11-29`, `DE89370400440532013000`, `+493012345678`).
    case valid(stored: String)
    /// A hard rule is broken: Save refuses, and `message` says why (with the example, if any).
    case refused(message: String)
    /// Only soft rules are broken: Save asks once, and keeps `stored` if the person confirms
    /// with a reason.
    case askFirst(stored: String, message: String)
}
