extension ImportReport {
    /// One "FILE:LINE: field 'x': reason" line per problem, in file order, for stderr or a dialog.
    public func problemLines(path: String) -> [String] {
        rejected.flatMap { row in row.problems.map { "\(path):\(row.line): \($0)" } }
    }

    /// "2 added, 0 replaced, 1 invalid row skipped (of 3)", then, when there are any,
    /// "; 4 already saved, skipped" and "; 1 kept: the saved entry is newer".
    public var summary: String {
        let skipped = rejected.count
        var text = "\(inserted) added, \(replaced) replaced, \(skipped) invalid row\(skipped == 1 ? "" : "s") skipped (of \(rowsRead))"
        if alreadySaved > 0 { text += "; \(alreadySaved) already saved, skipped" }
        if keptNewer > 0 { text += "; \(keptNewer) kept: the saved entry is newer" }
        return text
    }
}
