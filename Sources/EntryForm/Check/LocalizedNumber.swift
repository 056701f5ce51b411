import Foundation
import Localization

/// Integers and decimals typed the person's way, stored one way: the locale's grouping and
/// decimal separators (`1.234,5` in German, `1 234,5` in French, `1,234.5` in English), plain
/// `1234.5` when that cannot be read the locale's way, digits of any script; stored canonical
/// (`1234.5`: no grouping, `.` before the decimals, no trailing zeros; `42`).
///
/// Grouping is checked, not ignored: `1.23.4` in German is a slip, not 1234, and refusing it
/// costs a retype where taking it would store a wrong amount.
enum LocalizedNumber {
    static func read(_ typed: String, wholeOnly: Bool, locale: Locale) throws(Refusal) -> CheckedValue {
        let text = TypedText.normalized(typed)
        for convention in conventions(of: locale) {
            if let value = parse(text, convention) { return try finished(value, wholeOnly: wholeOnly, locale: locale) }
        }
        throw .form(expected(wholeOnly: wholeOnly, locale: locale))
    }

    /// A way of writing numbers: the decimal separator and the characters taken for grouping.
    struct Convention {
        let decimal: Character
        let grouping: Set<Character>
    }

    /// The locale's way; then, for a locale whose separators are not `.` and `,` (Arabic's
    /// `٫` and `٬`), the Western way its people also type; then plain digits with a point;
    /// then Arabic's separators.
    static func conventions(of locale: Locale) -> [Convention] {
        let decimal = locale.decimalSeparator?.first ?? "."
        let group = locale.groupingSeparator?.first ?? ","
        let spaces: Set<Character> = [" ", "\u{00A0}", "\u{202F}", "\u{2009}"]
        let apostrophes: Set<Character> = ["'", "’"]
        let grouping = spaces.contains(group) ? spaces : apostrophes.contains(group) ? apostrophes : [group]
        var list = [Convention(decimal: decimal, grouping: grouping)]
        if decimal != "." && decimal != "," { list.append(Convention(decimal: ".", grouping: [","])) }
        list.append(Convention(decimal: ".", grouping: []))
        // Arabic's own separators, which no other way of writing uses: an Arabic desk whose
        // locale writes Western separators (`ar`) still takes `١٬٢٣٤٫٥`.
        if decimal != "\u{066B}" { list.append(Convention(decimal: "\u{066B}", grouping: ["\u{066C}"])) }
        return list
    }

    /// A number read by `convention`: sign, integer digits, fraction digits; nil if it is not one.
    static func parse(_ text: String, _ convention: Convention) -> (negative: Bool, whole: String, fraction: String)? {
        var rest = Substring(text)
        let negative = rest.first == "-"
        if negative || rest.first == "+" { rest = rest.dropFirst() }
        let parts = rest.split(separator: convention.decimal, maxSplits: 2, omittingEmptySubsequences: false)
        guard parts.count <= 2 else { return nil }
        let fraction = parts.count == 2 ? parts[1] : ""
        guard fraction.allSatisfy(TypedText.isDigit), parts.count == 1 || !fraction.isEmpty else { return nil }
        let groups = parts[0].split(omittingEmptySubsequences: false) { convention.grouping.contains($0) }
        guard groups.allSatisfy({ $0.allSatisfy(TypedText.isDigit) }) else { return nil }
        if groups.count > 1 {
            // Grouped: 1 to 3 digits, then groups of exactly 3.
            guard (1...3).contains(groups[0].count), groups.dropFirst().allSatisfy({ $0.count == 3 }) else { return nil }
        }
        let whole = groups.joined()
        guard !whole.isEmpty || !fraction.isEmpty else { return nil }
        return (negative, whole, String(fraction))
    }

    /// The canonical text and number of a parsed value.
    private static func finished(
        _ value: (negative: Bool, whole: String, fraction: String), wholeOnly: Bool, locale: Locale
    ) throws(Refusal) -> CheckedValue {
        if wholeOnly, !value.fraction.isEmpty { throw .form(expected(wholeOnly: true, locale: locale)) }
        let whole = value.whole.drop { $0 == "0" }
        var fraction = Substring(value.fraction)
        while fraction.last == "0" { fraction = fraction.dropLast() }
        var stored = (whole.isEmpty ? "0" : String(whole)) + (fraction.isEmpty ? "" : "." + fraction)
        if value.negative, stored != "0" { stored = "-" + stored }
        return CheckedValue(stored: stored, number: Decimal(string: stored, locale: posixLocale))
    }

    /// "Expected a whole number, like 1,234" or "Expected a number, like 1.234,5", in the
    /// locale's own way of writing it.
    static func expected(wholeOnly: Bool, locale: Locale) -> String {
        // Translators: %@ is a sample number written the locale's way ("1,234", "1.234,5").
        if wholeOnly { return LocalizedFormat.fill(tr("Expected a whole number, like %@"), 1234.formatted(.number.locale(locale))) }
        let sample = Decimal(string: "1234.5", locale: posixLocale) ?? 0
        return LocalizedFormat.fill(tr("Expected a number, like %@"), sample.formatted(.number.locale(locale)))
    }
}
