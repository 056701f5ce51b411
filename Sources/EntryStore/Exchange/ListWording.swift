/// Lists in an English sentence: "'a'", "'a' and 'b'", "'a', 'b' and 'c'".
enum ListWording {
    static func and(_ items: [String]) -> String {
        guard items.count > 1, let last = items.last else { return items.first ?? "" }
        return items.dropLast().joined(separator: ", ") + " and " + last
    }
}
