/// A list in a sentence, in the interface language: "Name, City and ZIP code" ("Name, City und
/// PLZ", "名前、市区町村、郵便番号").
public enum LocalizedList {
    public static func and(_ items: [String]) -> String {
        guard items.count > 1, let last = items.last else { return items.first ?? "" }
        // Translators: what comes between two items of a list, but the last two ("Name, City").
        let separator = trc("list separator", ", ")
        // Translators: the last two items of a list, %1$@ and %2$@ ("City and ZIP code").
        return LocalizedFormat.fill(trc("list end", "%1$@ and %2$@"), items.dropLast().joined(separator: separator), last)
    }
}
