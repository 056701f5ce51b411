extension ImportReport {
    /// One line per problem, in file order, for stderr or a dialog, naming the column as the
    /// file does: "FILE: row 14: 'ZIP' 1234 is not a US ZIP code; ..." for CSV (a spreadsheet's
    /// row number, and the line too when they differ), "FILE:3: 'amount' is required" for
    /// JSON Lines.
    public func problemLines(path: String) -> [String] {
        rejected.flatMap { rejected in
            let place: String
            if let row = rejected.row {
                place = row == rejected.line ? "\(path): row \(row)" : "\(path): row \(row) (line \(rejected.line))"
            } else {
                place = "\(path):\(rejected.line)"
            }
            return rejected.problems.map { problem in
                "\(place): " + problem.sentence(column: problem.field.flatMap { columnNames[$0] })
            }
        }
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
