/// Street lines: a unit ("Suite 100", "Apt 5", "#305") goes to a line of its own, and a line
/// without commas ends after its street word or house number.
enum StreetUnitSplitter {
    static func lines(of part: AddressTextPart) -> [String] {
        let words = part.words
        guard let unit = words.indices.dropFirst().first(where: { isUnitStart(words, at: $0) }) else { return [part.text] }
        return [words[..<unit].joined(separator: " "), words[unit...].joined(separator: " ")]
    }

    static func isUnitStart(_ words: [String], at index: Int) -> Bool {
        let word = words[index]
        if word.hasPrefix("#") && word.count > 1 { return true }
        let key = AddressTextPart.key(word)
        return AddressWords.unitDesignators.contains(key) && index + 1 < words.count
            && words[index + 1].contains(where: \.isNumber)
    }

    static func looksLikeStreet(_ part: AddressTextPart, country: String) -> Bool {
        part.hasDigits || hasStreetWord(part, country: country)
    }

    static func hasStreetWord(_ part: AddressTextPart, country: String) -> Bool {
        part.words.contains { isStreetWord($0, country: country) }
    }

    /// A street type as a word ("Main St") or, in German and Dutch, as the end of one
    /// ("Hauptstraße", "Kalverstraat").
    static func isStreetWord(_ word: String, country: String) -> Bool {
        let types = AddressWords.streetTypes[country] ?? []
        let key = AddressTextPart.key(word)
        if types.contains(key) { return true }
        return AddressWords.suffixCountries.contains(country)
            && types.contains { $0.count >= 3 && key.count > $0.count && key.hasSuffix($0) }
    }

    /// Words before the street in a line without commas ("Jane Doe 12 Main St"): before the
    /// first number where the number leads, else before a street word; nil when none.
    static func leadingName(in part: AddressTextPart, country: String) -> Int? {
        let words = part.words
        guard let number = words.firstIndex(where: { $0.first?.isNumber == true }), number >= 2 else { return nil }
        let prefix = words[..<number]
        if let company = prefix.lastIndex(where: { AddressWords.isCompanyWord($0) }) { return company + 1 }
        let capitalised = { (end: Int) in end >= 2 && end <= 4 && words[..<end].allSatisfy { $0.first?.isUppercase == true } }
        if let street = prefix.firstIndex(where: { isStreetWord($0, country: country) }) {
            // "Maria Silva Calle Mayor 829": the name ends where the street's type begins.
            return capitalised(street) ? street : nil
        }
        // "Jane Doe 12 Main St": the street's name follows its number; "Gran Vía 12" is a street.
        return capitalised(number) && number + 1 < words.count ? number : nil
    }

    /// The index just after the street in a part holding street and city: after a unit's
    /// number, else after the last street word, else after the last number.
    static func streetEnd(in part: AddressTextPart, country: String) -> Int? {
        let words = part.words
        if let unit = words.indices.last(where: { isUnitStart(words, at: $0) }) {
            return words[unit].hasPrefix("#") ? unit + 1 : unit + 2
        }
        if let street = words.indices.dropFirst().last(where: { isStreetWord(words[$0], country: country) }) {
            // "Unter den Linden 77": a number right after the street word is still the street.
            let next = street + 1
            return next < words.count && words[next].first?.isNumber == true ? next + 1 : next
        }
        if let number = words.indices.last(where: { words[$0].first?.isNumber == true }) { return number + 1 }
        return nil
    }
}
