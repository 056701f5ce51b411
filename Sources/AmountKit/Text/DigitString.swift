import Foundation

/// An exact decimal number as sign and ASCII digit values: the form AmountKit rounds and
/// validates in, so that no step goes through a binary approximation.
struct DigitString: Sendable, Hashable {
    /// Whether a minus sign applies (a zero value is never reported negative by `isNegative`).
    var negative: Bool
    /// Integer digit values, most significant first (may hold leading zeros).
    var integer: [UInt8]
    /// Fraction digit values, most significant first (may hold trailing zeros).
    var fraction: [UInt8]

    /// Integer digits without leading zeros.
    var significantInteger: ArraySlice<UInt8> {
        let start = integer.firstIndex(where: { $0 != 0 }) ?? integer.endIndex
        return integer[start...]
    }

    /// Whether every digit is zero.
    var isZero: Bool { !integer.contains(where: { $0 != 0 }) && !fraction.contains(where: { $0 != 0 }) }

    /// The number of fraction digits once trailing zeros are dropped.
    var significantFractionCount: Int {
        var count = fraction.count
        while count > 0 && fraction[count - 1] == 0 { count -= 1 }
        return count
    }

    /// Reads Decimal's plain description ("-1234.5", "0.0001"); nil for NaN.
    init?(_ value: Decimal) {
        guard !value.isNaN else { return nil }
        self.init(plain: value.description)
    }

    /// Creates the digit string directly.
    init(negative: Bool, integer: [UInt8], fraction: [UInt8]) {
        self.negative = negative
        self.integer = integer
        self.fraction = fraction
    }

    /// Parses `-?[0-9]*(\.[0-9]*)?` with at least one digit; nil otherwise.
    init?(plain text: String) {
        var negative = false
        var integer: [UInt8] = []
        var fraction: [UInt8] = []
        var seenPoint = false
        for (offset, byte) in text.utf8.enumerated() {
            switch byte {
            case UInt8(ascii: "-") where offset == 0: negative = true
            case UInt8(ascii: "."):
                guard !seenPoint else { return nil }
                seenPoint = true
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                if seenPoint { fraction.append(byte - 48) } else { integer.append(byte - 48) }
            default: return nil
            }
        }
        guard !integer.isEmpty || !fraction.isEmpty else { return nil }
        self.init(negative: negative, integer: integer, fraction: fraction)
    }

    /// Rounds to `places` fraction digits with `rule`; exact, on the digits themselves.
    func rounded(toPlaces places: Int, rule: RoundingRule) -> DigitString {
        guard fraction.count > places else { return self }
        var kept = Array(integer) + Array(fraction[..<places])
        let first = fraction[places]
        let restNonZero = fraction[(places + 1)...].contains(where: { $0 != 0 })
        let roundUp: Bool
        switch rule {
        case .halfEven:
            if first > 5 || (first == 5 && restNonZero) {
                roundUp = true
            } else if first == 5 {
                roundUp = (kept.last ?? 0) % 2 == 1
            } else {
                roundUp = false
            }
        case .halfAwayFromZero:
            roundUp = first >= 5
        }
        if roundUp {
            var index = kept.count - 1
            var carry = true
            while carry && index >= 0 {
                if kept[index] == 9 { kept[index] = 0; index -= 1 } else { kept[index] += 1; carry = false }
            }
            if carry { kept.insert(1, at: 0) }
        }
        let integerCount = kept.count - places
        return DigitString(
            negative: negative, integer: Array(kept[..<integerCount]),
            fraction: Array(kept[integerCount...]))
    }

    /// The exact Decimal value.
    var decimal: Decimal {
        let digits = Array(significantInteger) + fraction
        if digits.count <= 19 {
            var significand: UInt64 = 0
            for digit in digits { significand = significand * 10 + UInt64(digit) }
            let magnitude = Decimal(sign: .plus, exponent: -fraction.count, significand: Decimal(significand))
            return negative && significand != 0 ? -magnitude : magnitude
        }
        // Beyond 19 digits UInt64 could overflow; Decimal's own decimal parser stays exact to 38.
        return Decimal(string: plain(fractionDigits: fraction.count), locale: Locale(identifier: "en_US_POSIX")) ?? .zero
    }

    /// "-1234.50": ASCII, no grouping, exactly `fractionDigits` fraction digits (padded with
    /// zeros; callers round first); a zero is never written with a minus sign.
    func plain(fractionDigits: Int) -> String {
        var text = negative && !isZero ? "-" : ""
        let integerPart = significantInteger
        if integerPart.isEmpty {
            text += "0"
        } else {
            text.unicodeScalars.append(contentsOf: integerPart.map { Unicode.Scalar($0 + 48) })
        }
        if fractionDigits > 0 {
            text += "."
            for index in 0..<fractionDigits {
                let digit = index < fraction.count ? fraction[index] : 0
                text.unicodeScalars.append(Unicode.Scalar(digit + 48))
            }
        }
        return text
    }
}
