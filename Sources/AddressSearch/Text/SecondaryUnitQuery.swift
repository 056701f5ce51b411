import AddressKit

/// A search text read as a building followed by a secondary unit, the way operators type it
/// from a form: "1374 sparrow 305", "1374 sparrow apt 305", "1374 sparrow #305",
/// "1600 amph ste 100". The index keeps units apart from the building's words (a unit is not a
/// search term of the address), so the building is searched with the text before the unit and
/// its units are then narrowed by the unit's words.
///
/// A designator ("apt", "ste", "unit", …) or a `#` says where the unit starts; without one, a
/// last word with a digit after a word with a letter may be a unit ("sparrow 305"). Such a
/// guess is only a second reading: the whole text is searched as typed too.
public struct SecondaryUnitQuery: Sendable, Equatable {
    /// Secondary designators a query may carry before the unit number ("ste 2"); they are not
    /// compared with the unit's own designator ("apt 305" finds "UNIT 305").
    public static let designators: Set<String> = [
        "apt", "apartment", "ste", "suite", "unit", "bldg", "building", "fl", "floor", "rm", "room",
        "flat", "lot", "ofc", "office", "dept", "spc", "space", "trlr"
    ]

    /// The text that names the building ("1374 sparrow").
    public let buildingText: String
    /// The unit's words, folded ("305"); empty after a bare designator ("1374 sparrow apt":
    /// the building's units, all of them).
    public let unitTokens: [String]

    /// The building and unit `text` names, or nil when it names no unit.
    public init?(_ text: String) {
        // "#305" and "# 305": the sign is no token (the folder drops it), so it is looked for first.
        if let hash = text.lastIndex(of: "#") {
            let building = AddressTextFolder.tokens(String(text[..<hash]))
            guard !building.isEmpty else { return nil }
            buildingText = building.joined(separator: " ")
            unitTokens = AddressTextFolder.tokens(String(text[text.index(after: hash)...]))
            return
        }
        let tokens = AddressTextFolder.tokens(text)
        // A designator after at least a number and a street word starts the unit.
        if let designator = tokens.indices.last(where: { $0 >= 2 && Self.designators.contains(tokens[$0]) }) {
            buildingText = tokens[..<designator].joined(separator: " ")
            unitTokens = Array(tokens[(designator + 1)...])
            return
        }
        guard tokens.count >= 2, let last = tokens.last, last.contains(where: \.isNumber),
            tokens.dropLast().contains(where: { $0.contains(where: \.isLetter) })
        else { return nil }
        buildingText = tokens.dropLast().joined(separator: " ")
        unitTokens = [last]
    }

    /// Whether `unit` ("UNIT 305") has a word starting with each of `tokens` ("305", "3");
    /// every unit matches no tokens.
    public static func unit(_ unit: String, matches tokens: [String]) -> Bool {
        guard !tokens.isEmpty else { return true }
        let words = AddressTextFolder.tokens(unit)
        return tokens.allSatisfy { token in words.contains { $0.hasPrefix(token) } }
    }

    /// The words of `text` that name a unit of `building`: those its street, city, state and
    /// postal code do not explain, designators left out ("1600 amph ste 2" -> ["2"]).
    public static func unitTokens(in text: String, beyond building: AddressSuggestion) -> [String] {
        let explained = Set(
            AddressTextFolder.tokens(
                [building.streetLine, building.city, building.countryArea, building.postalCode].joined(separator: " ")))
        return AddressTextFolder.tokens(text).filter { token in
            !explained.contains(where: { $0.hasPrefix(token) }) && !designators.contains(token)
        }
    }
}
