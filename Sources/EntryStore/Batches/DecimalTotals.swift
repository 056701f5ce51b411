import Foundation

/// Exact sums and differences of canonical decimal texts ("149.00" + "1.5" = "150.50"), kept to
/// the most fraction digits of what was added, as an adding machine prints them. Never a
/// floating-point value: control totals must agree to the cent.
public enum DecimalTotals {
    /// The sum of canonical amounts ("0" for none).
    public static func sum<S: Sequence>(_ amounts: S) -> String where S.Element == String {
        var total = Decimal.zero
        var digits = 0
        for amount in amounts {
            guard let value = decimal(amount) else { continue }
            total += value
            digits = max(digits, fractionDigits(of: amount))
        }
        return text(total, fractionDigits: digits)
    }

    /// `amount - other`, as canonical text.
    public static func difference(_ amount: String, minus other: String) -> String {
        let digits = max(fractionDigits(of: amount), fractionDigits(of: other))
        return text((decimal(amount) ?? 0) - (decimal(other) ?? 0), fractionDigits: digits)
    }

    /// `amount` with at least as many fraction digits as `other` ("0" beside "150.00" is "0.00").
    public static func aligned(_ amount: String, to other: String) -> String {
        text(decimal(amount) ?? 0, fractionDigits: max(fractionDigits(of: amount), fractionDigits(of: other)))
    }

    /// Whether canonical `amount` is zero ("0", "0.00").
    public static func isZero(_ amount: String) -> Bool {
        (decimal(amount) ?? 0) == 0
    }

    private static func decimal(_ canonical: String) -> Decimal? {
        Decimal(string: canonical, locale: Locale(identifier: "en_US_POSIX"))
    }

    private static func fractionDigits(of canonical: String) -> Int {
        canonical.firstIndex(of: ".").map { canonical.distance(from: $0, to: canonical.endIndex) - 1 } ?? 0
    }

    private static func text(_ value: Decimal, fractionDigits: Int) -> String {
        var value = value
        var rounded = Decimal()
        NSDecimalRound(&rounded, &value, fractionDigits, .plain)  // exact: no more digits than given
        let plain = DecimalText.canonical("\(rounded)") ?? "0"
        return DecimalText.padded(plain, fractionDigits: fractionDigits)
    }
}
