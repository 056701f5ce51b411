/// Exact decimal amounts as text: parsing user or file input into the stored canonical form.
///
/// The canonical form is `-?(0|[1-9][0-9]*)(\.[0-9]+)?`: no grouping, no exponent, no leading
/// zeros, a dot as separator, and the fraction digits kept as given ("12.50" stays "12.50",
/// because the number of minor-unit digits is meaningful for a currency).
public enum DecimalText {
    /// The canonical form of `text`, or nil when it is not a plain decimal number.
    ///
    /// Accepts surrounding spaces, a leading `+` or `-`, leading zeros and a bare fraction
    /// (".5" becomes "0.5"); rejects grouping separators, exponents, commas and empty text.
    public static func canonical(_ text: String) -> String? {
        var scalars = Substring(text).unicodeScalars.drop(while: { $0 == " " || $0 == "\t" })
        while let last = scalars.last, last == " " || last == "\t" { scalars = scalars.dropLast() }
        var negative = false
        if let first = scalars.first, first == "+" || first == "-" {
            negative = first == "-"
            scalars = scalars.dropFirst()
        }
        var integer = ""
        var fraction = ""
        var seenDot = false
        var digitCount = 0
        for scalar in scalars {
            if scalar == "." {
                if seenDot { return nil }
                seenDot = true
            } else if ("0"..."9").contains(scalar) {
                digitCount += 1
                if seenDot { fraction.unicodeScalars.append(scalar) } else { integer.unicodeScalars.append(scalar) }
            } else {
                return nil
            }
        }
        if digitCount == 0 || (seenDot && fraction.isEmpty) { return nil }
        let trimmed = integer.drop(while: { $0 == "0" })
        let integerPart = trimmed.isEmpty ? "0" : String(trimmed)
        let body = fraction.isEmpty ? integerPart : integerPart + "." + fraction
        let isZero = integerPart == "0" && fraction.allSatisfy { $0 == "0" }
        return negative && !isZero ? "-" + body : body
    }

    /// Whether `text` is already in canonical form.
    public static func isCanonical(_ text: String) -> Bool {
        canonical(text) == text
    }

    /// The number of integer digits of canonical text ("1234.50" has 4; "0.5" has 1).
    public static func integerDigitCount(ofCanonical text: String) -> Int {
        let unsigned = text.hasPrefix("-") ? text.dropFirst() : Substring(text)
        return unsigned.prefix(while: { $0 != "." }).count
    }

    /// `text` with zeros appended to `fractionDigits` fraction digits ("300" is "300.00" for
    /// two, "15000" stays for none); text that is not decimal, or has more digits already, is
    /// returned as it is: padding never changes an amount's value, cutting would.
    public static func padded(_ text: String, fractionDigits: Int) -> String {
        guard fractionDigits > 0, canonical(text) != nil else { return text }
        let present = text.firstIndex(of: ".").map { text.distance(from: $0, to: text.endIndex) - 1 }
        guard let present else { return text + "." + String(repeating: "0", count: fractionDigits) }
        return present >= fractionDigits ? text : text + String(repeating: "0", count: fractionDigits - present)
    }
}
