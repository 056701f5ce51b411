import Foundation
import GRDB

/// How search matches entries not in the search index yet (`SearchBacklogSchema`): as FTS5's
/// `unicode61 remove_diacritics 2` tokenizer and a `"term"*` query do, every term of the query
/// must begin a word of one of the searched columns, case and accents aside.
///
/// Words are made of the characters `SearchQuery` keeps; case is folded by `lowercased()`, and
/// the accents of Latin letters by removing the combining marks of their canonical
/// decomposition, as unicode61 does (`theMatcherAgreesWithTheIndex` compares the two on names
/// of a dozen scripts and spellings). Text is folded into UTF-8 bytes, words apart by a space.
enum SearchBacklogMatch {
    static let functionName = "entrydesk_search_match"

    /// `entrydesk_search_match(terms, name, street, ...)`: whether every one of `terms`
    /// (`SearchQuery.terms` joined by spaces) begins a word of the searched columns
    /// (`SearchedColumn.all`, in its order).
    /// Called for each waiting row a search reads (100,000 after a large pull), so no string
    /// is made per word or letter.
    static let function = DatabaseFunction(functionName, argumentCount: 1 + SearchedColumn.all.count, pure: true) { values in
        var folded: [UInt8] = []
        fold(String.fromDatabaseValue(values[0]) ?? "", into: &folded)
        let terms = folded.split(separator: space).map(Array.init)
        var found = [Bool](repeating: false, count: terms.count)
        for value in values.dropFirst() {
            folded.removeAll(keepingCapacity: true)
            fold(String.fromDatabaseValue(value) ?? "", into: &folded)
            for word in folded.split(separator: space) {
                for (index, term) in terms.enumerated() where !found[index] && word.starts(with: term) { found[index] = true }
            }
        }
        return found.allSatisfy { $0 }
    }

    /// The query's terms as the function takes them.
    static func argument(_ query: SearchQuery) -> String {
        query.terms.joined(separator: " ")
    }

    private static let space = UInt8(ascii: " ")

    /// Appends `text` folded: ASCII letters lowercased, Latin ones by `latinFolding`, other
    /// word characters lowercased, and a space for each character that is not part of words.
    static func fold(_ text: String, into bytes: inout [UInt8]) {
        for scalar in text.unicodeScalars {
            let value = scalar.value
            if value < 0x80 {
                let byte = UInt8(value)
                switch byte {
                case UInt8(ascii: "A")...UInt8(ascii: "Z"): bytes.append(byte | 0x20)
                case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"): bytes.append(byte)
                default: bytes.append(space)
                }
            } else if let folded = latinFolding(value) {
                bytes.append(contentsOf: folded)
            } else if SearchQuery.isTokenScalar(scalar) {
                bytes.append(contentsOf: String(scalar).lowercased().utf8)
            } else {
                bytes.append(space)
            }
        }
    }

    /// What a non-ASCII Latin letter folds to (a space for what is not part of words), from
    /// tables made once: Latin-1 Supplement to Latin Extended-B, and Latin Extended Additional.
    /// unicode61 removes the accents of these only: it keeps the tonos of Greek, for one.
    private static func latinFolding(_ value: UInt32) -> [UInt8]? {
        if value < 0x250 { return latinTables.low[Int(value - 0x80)] }
        if (0x1E00...0x1EFF).contains(value) { return latinTables.additional[Int(value - 0x1E00)] }
        return nil
    }

    private static let latinTables = (low: (0x80..<0x250).map(foldedLatin), additional: (0x1E00...0x1EFF).map(foldedLatin))

    private static func foldedLatin(_ value: UInt32) -> [UInt8] {
        guard let scalar = Unicode.Scalar(value), SearchQuery.isTokenScalar(scalar) else { return [space] }
        let decomposed = String(scalar).lowercased().decomposedStringWithCanonicalMapping.unicodeScalars
        return Array(String(String.UnicodeScalarView(decomposed.filter { $0.properties.generalCategory != .nonspacingMark })).utf8)
    }
}
