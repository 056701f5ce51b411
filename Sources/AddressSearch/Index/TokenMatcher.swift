/// How one query token matches terms: the exact term, the terms it prefixes, and the terms
/// within one edit (Damerau-Levenshtein, as a prefix) for tokens of 4+ characters with a letter.
struct TokenMatcher {
    static let exactTier = 0, prefixTier = 1, fuzzyTier = 2
    static let fuzzyMinimumLength = 4
    /// Longer tokens are pasted text, not typing: no edit candidates for them (bounded work).
    static let fuzzyMaximumLength = 40
    private static let alphabet = Array("abcdefghijklmnopqrstuvwxyz0123456789".utf8)

    var exact: Int?
    var prefix: Range<Int>
    var fuzzy: [Range<Int>]
    /// Term ranges by tier, exact first; the driver walks them in this order.
    var groups: [(tier: Int, ranges: [Range<Int>])]
    /// Postings over all groups: the work of driving the search with this token.
    var cost: Int

    init(token: String, view: IndexView) throws {
        let key = Array(token.utf8)
        let all = 0..<view.termCount
        prefix = try view.prefixRange(key, in: all)
        exact = try view.exactTerm(key, prefixRange: prefix)
        var fuzzyRanges: [Range<Int>] = []
        // Digits-only tokens (house numbers, ZIP codes) get no fuzzy matching: one changed
        // digit names a different house, not a misspelling of this one.
        if key.count >= Self.fuzzyMinimumLength, key.count <= Self.fuzzyMaximumLength, key.allSatisfy({ Self.alphabet.contains($0) }),
            key.contains(where: { $0 >= UInt8(ascii: "a") })
        {
            fuzzyRanges = try Self.fuzzyRanges(key, view: view)
        }
        // Fuzzy terms the prefix already covers rank as prefix matches.
        let prefixRange = prefix
        fuzzy = fuzzyRanges.flatMap { range -> [Range<Int>] in
            let clampedLow = max(range.lowerBound, prefixRange.lowerBound), clampedHigh = min(range.upperBound, prefixRange.upperBound)
            guard clampedLow < clampedHigh else { return [range] }
            return [range.lowerBound..<clampedLow, clampedHigh..<range.upperBound].filter { !$0.isEmpty }
        }
        var groups: [(tier: Int, ranges: [Range<Int>])] = []
        if let exact {
            groups.append((Self.exactTier, [exact..<(exact + 1)]))
            groups.append((Self.prefixTier, [prefix.lowerBound..<exact, (exact + 1)..<prefix.upperBound].filter { !$0.isEmpty }))
        } else {
            groups.append((Self.prefixTier, prefix.isEmpty ? [] : [prefix]))
        }
        groups.append((Self.fuzzyTier, fuzzy))
        self.groups = groups
        var cost = 0
        for group in groups { for range in group.ranges { cost += try view.postingCount(terms: range) } }
        self.cost = cost
    }

    /// The best tier at which `term` matches, or nil.
    @inline(__always)
    func tier(_ term: Int) -> Int? {
        if term == exact { return Self.exactTier }
        if prefix.contains(term) { return Self.prefixTier }
        for range in fuzzy where range.contains(term) { return Self.fuzzyTier }
        return nil
    }

    /// Term ranges whose terms start with a string one edit away from `key` (deletion,
    /// transposition, substitution, insertion), merged and sorted.
    static func fuzzyRanges(_ key: [UInt8], view: IndexView) throws -> [Range<Int>] {
        let all = 0..<view.termCount
        var ranges: [Range<Int>] = []
        func add(_ range: Range<Int>) { if !range.isEmpty { ranges.append(range) } }
        for position in key.indices {
            var deleted = key
            deleted.remove(at: position)
            add(try view.prefixRange(deleted, in: all))
        }
        for position in 0..<(key.count - 1) where key[position] != key[position + 1] {
            var swapped = key
            swapped.swapAt(position, position + 1)
            add(try view.prefixRange(swapped, in: all))
        }
        // Substitutions and insertions at `position`: only the next bytes that occur after the
        // shared head in the term table are tried, run by run.
        for position in key.indices {
            let head = Array(key[0..<position])
            let headRange = try view.prefixRange(head, in: all)
            if headRange.isEmpty { break }
            var cursor = headRange.lowerBound
            while cursor < headRange.upperBound {
                let termBytes = try view.term(cursor)
                guard termBytes.count > position else { cursor += 1; continue }
                let next = termBytes[position]
                let run = try view.prefixRange(head + [next], in: cursor..<headRange.upperBound)
                if run.isEmpty { cursor += 1; continue }
                if next != key[position] {
                    add(try view.prefixRange(head + [next] + key[(position + 1)...], in: run))
                }
                add(try view.prefixRange(head + [next] + key[position...], in: run))
                cursor = run.upperBound
            }
        }
        ranges.sort { $0.lowerBound < $1.lowerBound }
        var merged: [Range<Int>] = []
        for range in ranges {
            if let last = merged.last, range.lowerBound <= last.upperBound {
                merged[merged.count - 1] = last.lowerBound..<max(last.upperBound, range.upperBound)
            } else {
                merged.append(range)
            }
        }
        return merged
    }
}
