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
        let types = AddressWords.streetTypes[country] ?? []
        return part.hasDigits || part.words.contains { types.contains(AddressTextPart.key($0)) }
    }

    /// The index just after the street in a part holding street and city: after a unit's
    /// number, else after the last street word, else after the last number.
    static func streetEnd(in part: AddressTextPart, country: String) -> Int? {
        let words = part.words
        let types = AddressWords.streetTypes[country] ?? []
        if let unit = words.indices.last(where: { isUnitStart(words, at: $0) }) {
            return words[unit].hasPrefix("#") ? unit + 1 : unit + 2
        }
        if let street = words.indices.dropFirst().last(where: { types.contains(AddressTextPart.key(words[$0])) }) {
            // "Unter den Linden 77": a number right after the street word is still the street.
            let next = street + 1
            return next < words.count && words[next].first?.isNumber == true ? next + 1 : next
        }
        if let number = words.indices.last(where: { words[$0].first?.isNumber == true }) { return number + 1 }
        return nil
    }
}
