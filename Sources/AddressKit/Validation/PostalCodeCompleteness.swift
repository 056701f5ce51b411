/// Whether a postal code being typed is whole: valid as it is, and no longer code of its
/// country goes on from it without a separator. "10014" is whole in the US (ZIP+4 goes on only
/// after a hyphen), "NW1 6XE" in the UK, "1000005" in Japan; "1001" is not, in a country whose
/// codes have five digits, nor "EC1" in the UK. A form moves on by itself once a code is whole
/// (auto-advance), never in the middle of a longer one.
///
/// Read from the country's pattern and its example codes (`zipex`), as `PostalCodeForm` does:
/// an example with the typed code's letters and digits as its start, followed by another letter
/// or digit, means the code may go on.
public enum PostalCodeCompleteness {
    /// Whether `code` is a whole postal code of the country `countryCode` (false for a country
    /// without postal codes, or one the address data does not know).
    public static func isWhole(_ code: String, country countryCode: String, registry: AddressFormatRegistry = .shared) -> Bool {
        guard let format = try? registry.formatForValidation(code: countryCode) else { return false }
        return isWhole(code, in: format)
    }

    public static func isWhole(_ code: String, in format: CountryFormat) -> Bool {
        guard let pattern = format.compiledPostalCodePattern else { return false }
        let national = PostalCodeForm.national(code, in: format)
        guard pattern.matches(national) else { return false }
        let typed = shape(of: national)
        for example in format.postalCodeExamples {
            let characters = Array(example.uppercased().unicodeScalars)
            let alphanumerics = characters.filter { !PostalCodeForm.isSeparator($0) }
            guard alphanumerics.count > typed.count, shape(of: String(String.UnicodeScalarView(alphanumerics))).starts(with: typed) else {
                continue
            }
            // What follows the typed part in the example: a letter or digit goes on at once.
            var seen = 0
            for (index, scalar) in characters.enumerated() where !PostalCodeForm.isSeparator(scalar) {
                seen += 1
                if seen == typed.count {
                    let next = characters.index(after: index)
                    if next < characters.endIndex, !PostalCodeForm.isSeparator(characters[next]) { return false }
                    break
                }
            }
        }
        return true
    }

    /// A code as letters (L) and digits (D), separators left out: "NW1 6XE" is LLDDLL.
    private static func shape(of code: String) -> [Character] {
        code.unicodeScalars.filter { !PostalCodeForm.isSeparator($0) }.map { $0.properties.numericType == .decimal ? "D" : "L" }
    }
}
