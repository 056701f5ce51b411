import Foundation

/// Assigns the parts of a pasted address to one country's fields: the postcode and subdivision
/// first (found by the data), then the city (last part), city area, street lines with their
/// unit, and a name or company on the first line.
struct AddressFieldAssigner {
    let context: CountryContext
    var parts: [AddressTextPart]
    private(set) var completeness = 1.0

    init(context: CountryContext, parts: [AddressTextPart]) {
        self.context = context
        self.parts = parts
    }

    mutating func assign() -> Address {
        var address = Address(countryCode: context.format.code)
        if let postal = context.findPostalCode(in: parts) {
            address.postalCode = postal.code
            cut(part: postal.part, from: postal.firstWord, count: postal.wordCount)
            parts.removeAll(where: \.isEmpty)
        }
        if let area = context.subdivisions.find(in: parts) {
            address.countryArea = area.key
            if area.gluedPrefix > 0 {
                parts[area.part].words[0] = String(parts[area.part].words[0].dropFirst(area.gluedPrefix))
                parts[area.part].words.removeAll { $0.isEmpty }
            } else {
                cut(part: area.part, from: area.firstWord, count: area.wordCount)
            }
        }
        parts = joinHouseNumbers(parts.filter { !$0.isEmpty })
        takeNameOrCompany(into: &address)
        if context.hasCity { takeCity(into: &address) }
        if context.hasCityArea, parts.count >= 2, let last = parts.last, !last.hasDigits {
            address.cityArea = parts.removeLast().text
        }
        address.streetLines = parts.flatMap { StreetUnitSplitter.lines(of: $0) }
        for field in context.format.requiredFields where field.value(in: address).isEmpty {
            completeness -= 0.2
        }
        completeness = max(0, completeness)
        return address
    }

    /// Removes words from a part; words after them become a part of their own ("Unter den
    /// Linden 77 10117 Berlin": the street before the postcode, the city after it).
    private mutating func cut(part index: Int, from first: Int, count: Int) {
        let words = parts[index].words
        let before = AddressTextPart(words: Array(words[..<first]))
        let after = AddressTextPart(words: Array(words[(first + count)...]))
        parts.replaceSubrange(index...index, with: [before, after])
    }

    /// "Av. Paulista, 1578": a number alone belongs to the street before it.
    private func joinHouseNumbers(_ parts: [AddressTextPart]) -> [AddressTextPart] {
        var joined: [AddressTextPart] = []
        for part in parts {
            let isNumber = part.words.count == 1 && part.words[0].first?.isNumber == true && part.words[0].count <= 6
            if isNumber, var previous = joined.last, !previous.hasDigits {
                previous.words[previous.words.count - 1] += ","
                previous.words += part.words
                joined[joined.count - 1] = previous
            } else {
                joined.append(part)
            }
        }
        return joined
    }

    private mutating func takeNameOrCompany(into address: inout Address) {
        let needed = context.hasCity ? 3 : 2
        if let first = parts.first, let end = StreetUnitSplitter.leadingName(in: first, country: context.format.code) {
            let who = first.words[..<end].joined(separator: " ")
            parts[0].words.removeFirst(end)
            if first.words[..<end].contains(where: AddressWords.isCompanyWord) { address.companyName = who } else { address.name = who }
            return
        }
        guard parts.count >= needed, let first = parts.first, !first.hasDigits,
            !StreetUnitSplitter.looksLikeStreet(first, country: context.format.code)
        else { return }
        parts.removeFirst()
        if first.words.contains(where: AddressWords.isCompanyWord) {
            address.companyName = first.text
        } else {
            address.name = first.text
        }
        // "Name, Company, street...": a second line without digits before the street.
        if parts.count >= needed, let second = parts.first, !second.hasDigits,
            second.words.contains(where: AddressWords.isCompanyWord)
        {
            address.companyName = parts.removeFirst().text
        }
    }

    private mutating func takeCity(into address: inout Address) {
        guard let last = parts.last else { return }
        if parts.count >= 2 && !StreetUnitSplitter.looksLikeStreet(last, country: context.format.code)
            || !last.hasDigits && parts.count >= 2
        {
            address.city = parts.removeLast().text
            return
        }
        // One part left: the city follows the street's last street word or number.
        if let split = StreetUnitSplitter.streetEnd(in: last, country: context.format.code), split < last.words.count {
            address.city = last.words[split...].joined(separator: " ")
            parts[parts.count - 1].words.removeLast(last.words.count - split)
        }
    }
}
