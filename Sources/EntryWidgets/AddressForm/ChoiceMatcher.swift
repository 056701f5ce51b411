import Foundation

/// Finds choices by code, name, Latin name or other name, best match first: an exact code, then an exact
/// name, then codes and names starting with the text, then names with a word starting with it,
/// then names containing it (three characters or more). Case and accents are ignored ("ca" finds CA California first,
/// "sao" finds São Paulo).
struct ChoiceMatcher: Sendable {
    /// The choices, in their given order (ties keep it).
    let options: [ChoiceOption]
    private let folding: FoldedChoices
    private var folded: [FoldedChoices.Entry] { folding.entries }

    init(options: [ChoiceOption]) {
        self.options = options
        folding = FoldedChoices(options)
    }

    /// Text compared without case or accents, spaces trimmed.
    static func fold(_ text: String) -> String {
        text.trimmingCharacters(in: .whitespacesAndNewlines)
            .folding(options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive], locale: nil)
    }

    /// The indices of the choices matching `text`, best first; every choice for empty text.
    func matches(_ text: String) -> [Int] {
        let wanted = Self.fold(text)
        guard !wanted.isEmpty else { return Array(options.indices) }
        var ranked: [(rank: Int, index: Int)] = []
        for (index, entry) in folded.enumerated() {
            if let rank = Self.rank(wanted, codes: entry.codes, names: entry.names) { ranked.append((rank, index)) }
        }
        return ranked.sorted { ($0.rank, $0.index) < ($1.rank, $1.index) }.map(\.index)
    }

    /// The choice `text` names exactly (its code, an alias, its name or Latin name), if any.
    func exactMatch(_ text: String) -> Int? {
        let wanted = Self.fold(text)
        guard !wanted.isEmpty else { return nil }
        return folded.firstIndex { $0.codes.contains(wanted) } ?? folded.firstIndex { $0.names.contains(wanted) }
    }

    private static func rank(_ wanted: String, codes: [String], names: [String]) -> Int? {
        if codes.contains(wanted) { return 0 }
        if names.contains(wanted) { return 1 }
        if codes.contains(where: { $0.hasPrefix(wanted) }) { return 2 }
        if names.contains(where: { $0.hasPrefix(wanted) }) { return 3 }
        let wordStart = names.contains { name in
            name.split(whereSeparator: { $0 == " " || $0 == "-" || $0 == "(" }).contains { $0.hasPrefix(wanted) }
        }
        if wordStart { return 4 }
        // Inside a name only from three characters on: one or two letters are in nearly every name.
        if wanted.count >= 3, names.contains(where: { $0.contains(wanted) }) { return 5 }
        return nil
    }
}

/// The choices' codes and names folded for matching, computed at the first lookup that needs
/// them: a form is given the 250 countries when it is built, folding them all was a third of
/// its construction time, and many people never type in the picker.
private final class FoldedChoices: @unchecked Sendable {
    typealias Entry = (codes: [String], names: [String])
    // @unchecked Sendable: `computed` is only touched under `lock`.
    private let lock = NSLock()
    private let options: [ChoiceOption]
    private var computed: [Entry]?

    init(_ options: [ChoiceOption]) {
        self.options = options
    }

    var entries: [Entry] {
        lock.lock()
        defer { lock.unlock() }
        if let computed { return computed }
        let entries = options.map { option in
            (
                codes: ([option.key] + option.aliases).map(ChoiceMatcher.fold),
                names: ([option.name] + (option.latinName.map { [$0] } ?? []) + option.otherNames).map(ChoiceMatcher.fold)
            )
        }
        computed = entries
        return entries
    }
}
