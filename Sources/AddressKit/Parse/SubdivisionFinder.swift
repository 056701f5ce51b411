import Foundation

/// Where a subdivision stands among the parts of a pasted address.
struct SubdivisionMatch: Sendable {
    var part: Int
    var firstWord: Int
    var wordCount: Int
    /// The data's key ("IL", "SP", "東京都"), the value `validate` expects.
    var key: String
    /// Characters of a word's start taken by a name glued to the rest ("東京都千代田区").
    var gluedPrefix: Int = 0
}

/// Recognises a country's subdivisions by the keys, names and Latin names of the address data.
struct SubdivisionFinder: Sendable {
    private let keysByName: [String: String]
    private let longestName: Int

    init(subdivisions: [Subdivision]) {
        var table: [String: String] = [:]
        for item in subdivisions {
            for name in [item.name, item.latinName ?? "", item.isoCode ?? ""] where !name.isEmpty {
                table[Self.normalise(name)] = item.key
            }
            if !item.key.isEmpty { table[Self.normalise(item.key)] = item.key }
        }
        keysByName = table
        longestName = table.keys.map { $0.split(separator: " ").count }.max() ?? 1
    }

    var isEmpty: Bool { keysByName.isEmpty }

    /// Lower case, without full stops, single spaces: "N.S.W." and "nsw", "Rio  de Janeiro"
    /// and "rio de janeiro" agree.
    static func normalise(_ name: String) -> String {
        name.lowercased().replacingOccurrences(of: ".", with: "")
            .split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

    /// The last subdivision written at the end of a part (not the first part: a street name
    /// such as "Indiana Ave" must stay), or glued to the start of a CJK part.
    func find(in parts: [AddressTextPart]) -> SubdivisionMatch? {
        guard !keysByName.isEmpty else { return nil }
        for partIndex in parts.indices.reversed() {
            let words = parts[partIndex].words
            for count in stride(from: min(longestName, words.count), through: 1, by: -1) {
                let start = words.count - count
                if partIndex == 0 && start == 0 && parts.count > 1 { continue }
                let name = words[start...].joined(separator: " ").trimmingCharacters(in: .init(charactersIn: ".,"))
                if let key = keysByName[Self.normalise(name)] {
                    return SubdivisionMatch(part: partIndex, firstWord: start, wordCount: count, key: key)
                }
            }
        }
        // Japanese and Chinese write the prefecture first, without a space.
        for partIndex in parts.indices {
            guard let word = parts[partIndex].words.first, word.unicodeScalars.contains(where: { $0.value >= 0x3000 }) else { continue }
            for length in stride(from: min(4, word.count), through: 2, by: -1) {
                if let key = keysByName[String(word.prefix(length))] {
                    return SubdivisionMatch(part: partIndex, firstWord: 0, wordCount: 0, key: key, gluedPrefix: length)
                }
            }
        }
        return nil
    }
}
