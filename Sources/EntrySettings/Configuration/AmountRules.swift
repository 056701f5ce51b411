// i18n: file never shown in translation (the configuration file's keys and values are English, and so are the messages about them)
import AmountKit
import Foundation

/// What an amount may be, the same in the window and in `entrydesk import`: negatives are
/// refused unless configured, and an amount above its currency's plausibility limit is saved
/// only once the person confirms it (a slip of the finger adds three zeros more easily than it
/// removes them). From the `[amounts]` section of the configuration file:
///
///     [amounts]
///     allow-negative = false
///     confirm-above = 1000000                                  # whole units, any currency
///     confirm-above-per-currency = JPY 100000000, KRW 1000000000
public struct AmountRules: Equatable, Sendable {
    /// Whether negative amounts (refunds, corrections) are accepted.
    public var allowsNegative = false
    /// The limit for a currency without one of its own, in whole units (nil: no limit).
    public var confirmAbove: Decimal? = 1_000_000
    /// Limits of single currencies, by ISO code.
    public var confirmAboveByCurrency: [String: Decimal] = [:]

    /// The defaults: no negatives, confirmation above 1,000,000 of any currency.
    public init() {}

    /// The amount above which `currencyCode` asks for confirmation, if any.
    public func confirmationLimit(for currencyCode: String) -> Decimal? {
        confirmAboveByCurrency[currencyCode] ?? confirmAbove
    }

    /// Whether `amount` needs the person's confirmation before it is saved.
    public func needsConfirmation(_ amount: Amount) -> Bool {
        guard let limit = confirmationLimit(for: amount.currency.code) else { return false }
        return abs(amount.value) > limit
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
