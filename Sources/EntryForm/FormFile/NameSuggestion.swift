/// The word a person probably meant when a form file has a name the reader does not know
/// (`"requird"` → `required`): the closest known name within a small edit distance, or none, so
/// that a typo is named with its fix and a wholly foreign word is not given a misleading guess.
enum NameSuggestion {
    /// The known name nearest to `word`: at most 2 edits, and fewer than half of `word`'s length.
    static func closest(to word: String, among names: [String]) -> String? {
        let limit = min(2, (word.count - 1) / 2)
        var best: (name: String, distance: Int)?
        for name in names {
            let distance = editDistance(Array(word.lowercased()), Array(name))
            if distance <= limit, distance < (best?.distance ?? .max) { best = (name, distance) }
        }
        return best?.name
    }

    /// `" (did you mean \"required\"?)"`, or nothing.
    static func hint(for word: String, among names: [String]) -> String {
        closest(to: word, among: names).map { " (did you mean \"\($0)\"?)" } ?? ""
    }

    /// Levenshtein distance, with an adjacent swap counted as one edit (the commonest typo).
    static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var before = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] { current[j] = min(current[j], before[j - 2] + 1) }
            }
            (before, previous, current) = (previous, current, before)
        }
        return previous[b.count]
    }
}
