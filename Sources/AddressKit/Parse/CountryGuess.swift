/// The countries tried, in order of preference, when the text neither names a country nor comes
/// with a hint: a postcode that fits several of them goes to the first that fits best.
enum CountryGuess {
    static let candidates = [
        "US", "GB", "DE", "FR", "CA", "JP", "BR", "AU", "NL", "IT", "ES", "IN",
        "MX", "CH", "AT", "BE", "SE", "PL", "PT"
    ]

    /// Added to the score of the country a form already shows: enough to win when nothing in
    /// the text speaks for another country, less than one sign that does (a postcode before
    /// the town where the form's country puts it after: "10117 Berlin" in a US form).
    static let preference = 0.5

    /// Score of a country for a text: a postcode that fits few candidates, a subdivision of the
    /// country, its street words and its postcode position all count.
    static func score(_ context: CountryContext, parts: [AddressTextPart], ambiguity: Int) -> Double {
        guard let postal = context.findPostalCode(in: parts) else { return context.formatHasPostalCode ? -1 : 0 }
        var score = 4.0 / Double(max(ambiguity, 1))
        if postal.code.contains(where: \.isLetter) { score += 2 }
        if context.subdivisions.find(in: parts) != nil { score += 3 }
        if parts.contains(where: { StreetUnitSplitter.hasStreetWord($0, country: context.format.code) }) { score += 1.5 }
        // Postcode before the town ("10117 Berlin") or after it ("Chicago IL 60601").
        let wordsAfter = parts[postal.part].words.count - postal.firstWord - postal.wordCount
        let codeLeads = wordsAfter > 0
        if codeLeads == context.postalCodeLeadsCity { score += 1 }
        return score
    }
}
