// i18n: file never shown in translation (the configuration file's keys and values are English, and so are the messages about them)
import AmountKit
import EntryForm
import Foundation

/// What an amount may be, the same in the window and in `entrydesk import`: negatives are
/// refused unless configured, and a desk's own plausibility limits, which its form in force
/// asks with instead of the form's (`limiting`): an amount above its currency's limit is saved
/// only once the person confirms it. From the `[amounts]` section of the configuration file:
///
///     [amounts]
///     allow-negative = false
///     confirm-above = 1000000                                  # whole units, any currency (or never)
///     confirm-above-per-currency = JPY 100000000, KRW 1000000000
public struct AmountRules: Equatable, Sendable {
    /// Whether negative amounts (refunds, corrections) are accepted.
    public var allowsNegative = false
    /// The limit for a currency without one of its own (nil: the form's, a million of any
    /// currency in the built-in form).
    public var confirmAbove: AmountLimit?
    /// Limits of single currencies, by ISO code.
    public var confirmAboveByCurrency: [String: Decimal] = [:]

    /// The defaults: no negatives, the form's limits.
    public init() {}

    /// The form in force at this desk: `form` with these limits as the amount's soft rules.
    public func limiting(_ form: FormDefinition) -> FormDefinition {
        form.withAmountLimits(default: confirmAbove, perCurrency: confirmAboveByCurrency)
    }

    /// Reads `confirm-above-per-currency`: "JPY 100000000, KRW 1000000000"; nil when malformed.
    static func limits(from text: String) -> [String: Decimal]? {
        var limits: [String: Decimal] = [:]
        for item in text.split(separator: ",") {
            let parts = item.split(separator: " ", omittingEmptySubsequences: true)
            guard parts.count == 2, parts[0].count == 3, parts[0].allSatisfy({ $0.isASCII && $0.isUppercase }),
                let limit = wholeAmount(String(parts[1]))
            else { return nil }
            limits[String(parts[0])] = limit
        }
        return limits
    }

    /// A positive number of whole units ("1000000"); nil otherwise.
    static func wholeAmount(_ text: String) -> Decimal? {
        guard !text.isEmpty, text.count <= Amount.maximumIntegerDigits, text.allSatisfy(\.isASCII),
            text.allSatisfy(\.isNumber), let value = Decimal(string: text, locale: Locale(identifier: "en_US_POSIX")),
            value > 0
        else { return nil }
        return value
    }
}
