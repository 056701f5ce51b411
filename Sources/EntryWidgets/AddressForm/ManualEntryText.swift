import AddressKit
import AddressSearch
import Foundation

/// The street lines a search text gives when the person chooses "Enter manually": the text
/// as typed goes to line 1, except a unit written after a designator or `#` ("1374 Sparrow Rd
/// apt 305", "… #305"), which goes to line 2. A unit without one ("… Rd 305") cannot be told
/// from a house number and stays in line 1. Not an address parser: city, state and postal
/// code typed in the search stay in line 1 for the person to move.
enum ManualEntryText {
    static func streetLines(from typed: String) -> (line1: String, line2: String) {
        let words = typed.split(whereSeparator: \.isWhitespace).map(String.init)
        // After a house number and a street word, and with the unit's number after it.
        let unitStart = words.indices.last { index in
            guard index >= 2 else { return false }
            let word = words[index], hasNext = index < words.count - 1
            if word.hasPrefix("#") { return word.count > 1 || hasNext }
            let folded = AddressTextFolder.tokens(word)
            return hasNext && folded.count == 1 && SecondaryUnitQuery.designators.contains(folded[0])
        }
        guard let unitStart else { return (words.joined(separator: " "), "") }
        // "1374 Sparrow Rd, apt 305": the comma went with the unit.
        let line1 = words[..<unitStart].joined(separator: " ").trimmingCharacters(in: CharacterSet(charactersIn: ", "))
        return (line1, words[unitStart...].joined(separator: " "))
    }
}
