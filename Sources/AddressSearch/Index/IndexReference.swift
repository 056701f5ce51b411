/// The `reference` of a local suggestion: "edidx:<doc>" or "edidx:<doc>:<unit>".
struct IndexReference: Hashable, Sendable {
    var doc: Int
    var unit: Int?

    init(doc: Int, unit: Int? = nil) {
        self.doc = doc
        self.unit = unit
    }

    init?(_ text: String) {
        let parts = text.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count == 2 || parts.count == 3, parts[0] == "edidx", let doc = Int(parts[1]), doc >= 0 else { return nil }
        self.doc = doc
        if parts.count == 3 {
            guard let unit = Int(parts[2]), unit >= 0 else { return nil }
            self.unit = unit
        }
    }

    var text: String { unit.map { "edidx:\(doc):\($0)" } ?? "edidx:\(doc)" }
}
