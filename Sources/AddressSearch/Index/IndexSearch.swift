import AddressKit

/// One query against an index: every token must match some term of an address (in any order);
/// the score is the sum of the tokens' tiers (exact 0, prefix 1, fuzzy 2) and ties go to the
/// lower doc id, which is street, number, city order.
struct IndexSearch {
    /// Queries longer than this many tokens keep their first ones (a pasted paragraph).
    static let maximumTokens = 12
    /// Driver postings above which a bitset of the second token pays for itself.
    static let filterThreshold = 2048

    let view: IndexView

    private struct Candidate: Comparable {
        var score: Int
        var doc: Int
        static func < (lhs: Candidate, rhs: Candidate) -> Bool {
            lhs.score != rhs.score ? lhs.score < rhs.score : lhs.doc < rhs.doc
        }
    }

    /// A non-driving token reduced to plain integers, so the per-candidate check does no ARC.
    private struct Verifier {
        var exact: Int
        var low: Int
        var high: Int
        var fuzzyStart: Int
        var fuzzyEnd: Int
    }

    mutating func run(query: String, limit: Int) throws -> [Int] {
        let tokens = Array(AddressTextFolder.tokens(query).prefix(Self.maximumTokens))
        guard !tokens.isEmpty, view.termCount > 0 else { return [] }
        var matchers: [TokenMatcher] = []
        for token in tokens {
            let matcher = try TokenMatcher(token: token, view: view)
            if matcher.cost == 0 { return [] }
            matchers.append(matcher)
        }
        // Drive with the rarest token; verify the others on each candidate's forward list.
        guard let driverIndex = matchers.indices.min(by: { matchers[$0].cost < matchers[$1].cost }) else { return [] }
        let driver = matchers[driverIndex]
        var verifiers: [Verifier] = []
        var fuzzyRanges: [Range<Int>] = []
        for (position, matcher) in matchers.enumerated() where position != driverIndex {
            verifiers.append(
                Verifier(
                    exact: matcher.exact ?? -1, low: matcher.prefix.lowerBound, high: matcher.prefix.upperBound,
                    fuzzyStart: fuzzyRanges.count, fuzzyEnd: fuzzyRanges.count + matcher.fuzzy.count))
            fuzzyRanges += matcher.fuzzy
        }
        var top: [Candidate] = []
        top.reserveCapacity(limit + 1)
        let postings = view.postings, forward = view.forward
        let docCount = view.docCount, forwardCount = view.forwardCount

        // When the driver is broad (short prefixes such as "6 e sp"), first mark the docs of the
        // next rarest token in a bitset: a bit test then rejects most candidates before their
        // forward lists are read.
        var filter: [UInt64] = []
        let others = matchers.indices.filter { $0 != driverIndex }
        if driver.cost > Self.filterThreshold,
            let filterIndex = others.min(by: { matchers[$0].cost < matchers[$1].cost }),
            matchers[filterIndex].cost <= driver.cost * 16
        {
            filter = [UInt64](repeating: 0, count: (docCount + 63) / 64)
            for group in matchers[filterIndex].groups {
                for range in group.ranges {
                    for term in range {
                        for position in try view.postingRange(term: term) {
                            let doc = Int(view.load(postings, position))
                            guard doc < docCount else { throw view.corrupt("a posting names address \(doc) of \(docCount)") }
                            filter[doc &>> 6] |= 1 &<< UInt64(doc & 63)
                        }
                    }
                }
            }
        }

        try verifiers.withUnsafeBufferPointer { verifiers in
            try fuzzyRanges.withUnsafeBufferPointer { fuzzy in
                groups: for group in driver.groups {
                    if top.count == limit, let worst = top.last, worst.score < group.tier { break groups }
                    for range in group.ranges {
                        for term in range {
                            let postingRange = try view.postingRange(term: term)
                            for position in postingRange {
                                let doc = Int(view.load(postings, position))
                                // Postings ascend: once a doc loses to the worst kept, the rest do too.
                                if top.count == limit, let worst = top.last,
                                    group.tier > worst.score || (group.tier == worst.score && doc > worst.doc)
                                {
                                    break
                                }
                                guard doc < docCount else { throw view.corrupt("a posting names address \(doc) of \(docCount)") }
                                if !filter.isEmpty && filter[doc &>> 6] & (1 &<< UInt64(doc & 63)) == 0 { continue }
                                var score = group.tier
                                if !verifiers.isEmpty {
                                    let start = Int(view.docField(doc, .forwardStart)), count = Int(view.docField(doc, .forwardCount))
                                    guard start + count <= forwardCount else {
                                        throw view.corrupt(
                                            "address record \(doc) has term list \(start)..<\(start + count) of \(forwardCount)")
                                    }
                                    var matchedAll = true
                                    for verifier in verifiers {
                                        var best = 3
                                        for slot in start..<(start + count) {
                                            let term = Int(view.load(forward, slot))
                                            if term == verifier.exact { best = 0; break }
                                            if term >= verifier.low && term < verifier.high {
                                                best = 1
                                            } else if best > 2 && verifier.fuzzyStart < verifier.fuzzyEnd {
                                                for fuzzyIndex in verifier.fuzzyStart..<verifier.fuzzyEnd
                                                where fuzzy[fuzzyIndex].contains(term) {
                                                    best = 2
                                                    break
                                                }
                                            }
                                        }
                                        if best == 3 { matchedAll = false; break }
                                        score += best
                                    }
                                    if !matchedAll { continue }
                                }
                                let candidate = Candidate(score: score, doc: doc)
                                if top.count == limit, let worst = top.last, candidate >= worst { continue }
                                if let existing = top.firstIndex(where: { $0.doc == doc }) {
                                    if top[existing] <= candidate { continue }
                                    top.remove(at: existing)
                                }
                                let insertion = top.firstIndex(where: { candidate < $0 }) ?? top.count
                                top.insert(candidate, at: insertion)
                                if top.count > limit { top.removeLast() }
                            }
                        }
                    }
                }
            }
        }
        return top.map(\.doc)
    }
}
