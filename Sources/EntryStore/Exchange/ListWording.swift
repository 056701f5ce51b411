/// Lists in an English sentence: "'a'", "'a' and 'b'", "'a', 'b' and 'c'" (or "… or 'c'").
enum ListWording {
    static func and(_ items: [String]) -> String { joined(items, last: "and") }

    static func or(_ items: [String]) -> String { joined(items, last: "or") }

    private static func joined(_ items: [String], last word: String) -> String {
        guard items.count > 1, let last = items.last else { return items.first ?? "" }
        return items.dropLast().joined(separator: ", ") + " \(word) " + last
    }
}
