/// One query against an index: every token must match some term of an address (in any order);
/// the score is the sum of the tokens' tiers (exact 0, prefix 1, fuzzy 2) and ties go to the
/// lower doc id, which is street, number, city order.
struct IndexSearch {
    /// Queries longer than this many tokens keep their first ones (a pasted paragraph).
    static let maximumTokens = 12

    let view: IndexView

    private struct Candidate: Comparable {
        var score: Int
        var doc: Int
        static func < (lhs: Candidate, rhs: Candidate) -> Bool {
            lhs.score != rhs.score ? lhs.score < rhs.score : lhs.doc < rhs.doc
        }
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
        let others = matchers.indices.filter { $0 != driverIndex }.map { matchers[$0] }
        var top: [Candidate] = []
        top.reserveCapacity(limit + 1)

        groups: for group in driver.groups {
            if top.count == limit, let worst = top.last, worst.score < group.tier { break groups }
            for range in group.ranges {
                for term in range {
                    let postings = try view.postingRange(term: term)
                    for position in postings {
                        let doc = Int(view.load(view.postings, position))
                        // Postings ascend: once a doc loses to the worst kept, the rest do too.
                        if top.count == limit, let worst = top.last, Candidate(score: group.tier, doc: doc) > worst { break }
                        try view.checkDoc(doc)
                        var score = group.tier
                        if !others.isEmpty {
                            let forward = try view.forwardRange(doc)
                            var matchedAll = true
                            for matcher in others {
                                var best = Int.max
                                for slot in forward {
                                    if let tier = matcher.tier(Int(view.load(view.forward, slot))), tier < best {
                                        best = tier
                                        if tier == TokenMatcher.exactTier { break }
                                    }
                                }
                                if best == Int.max { matchedAll = false; break }
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
        return top.map(\.doc)
    }
}
