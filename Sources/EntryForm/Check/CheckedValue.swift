import Foundation

/// A keyed value once its type has read it: what is stored, and what the rules measure.
struct CheckedValue {
    /// The value as stored (`1234.5`, `2026-11-29`, `+49301234567`).
    let stored: String
    /// The number, for `min` and `max` (integer, decimal, amount).
    var number: Decimal?
    /// The day, counted from 1970-01-01 (proleptic Gregorian), for a date's age.
    var day: Int?

    init(stored: String, number: Decimal? = nil, day: Int? = nil) {
        self.stored = stored
        self.number = number
        self.day = day
    }
}

/// Why a type does not take a value. `aboutForm`: the value is not in the type's form at all
/// (letters in a number, a date in no known order), where the field's example says best what
/// to type; otherwise the message says something the example cannot (a wrong length, check
/// digits that do not match, a day that does not exist).
struct Refusal: Error {
    let message: String
    let aboutForm: Bool

    static func form(_ message: String) -> Refusal { Refusal(message: message, aboutForm: true) }
    static func other(_ message: String) -> Refusal { Refusal(message: message, aboutForm: false) }
}
