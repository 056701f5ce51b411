import AddressKit

/// What the command line says about a postal code the country's rules refuse, in English and
/// from the address data: "is not a US ZIP code; US ZIP codes look like 95014 or 22162-1010"
/// (the pattern's examples, the country's own name for its codes).
enum PostalCodeSentence {
    /// The message for `code`, refused in `format`'s country (read after "'ZIP' 1234 ").
    static func notACode(of format: CountryFormat) -> String {
        let name = codeName(format.postalCodeType)
        let country = format.code
        let examples = format.postalCodeExamples.prefix(2)
        let subject = "\(article(country)) \(country) \(name)"
        guard !examples.isEmpty else { return "is not \(subject)" }
        return "is not \(subject); \(country) \(name)s look like \(examples.joined(separator: " or "))"
    }

    /// The English name the country's post gives its codes (libaddressinput's zip_name_type).
    static func codeName(_ type: String) -> String {
        switch type {
        case "zip": "ZIP code"
        case "pin": "PIN code"
        case "eircode": "Eircode"
        default: "postal code"
        }
    }

    /// "an" before a code whose first letter's name starts with a vowel sound (an FR, an IE,
    /// an SG), "a" otherwise (a US, a DE).
    static func article(_ code: String) -> String {
        guard let first = code.first else { return "a" }
        return "AEFHILMNORSX".contains(first) ? "an" : "a"
    }
}
