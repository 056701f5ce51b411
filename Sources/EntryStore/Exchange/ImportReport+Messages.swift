extension ImportReport {
    /// One line per problem, in file order, for stderr or a dialog, naming the column as the
    /// file does: "FILE: row 14: 'ZIP' 1234 is not a US ZIP code; ..." for CSV (a spreadsheet's
    /// row number, and the line too when they differ), "FILE:3: 'amount' is required" for
    /// JSON Lines.
    public func problemLines(path: String) -> [String] {
        rejected.flatMap { rejected in
            let place = Self.place(path: path, line: rejected.line, row: rejected.row)
            return rejected.problems.map { problem in
                "\(place): " + problem.sentence(column: problem.field.flatMap { columnNames[$0] })
            }
        }
    }

    /// One line per row without a country that fits another country better than the one it
    /// was taken to be in, in file order: "FILE: row 3: warning: 'ZIP' 94043 and 'State' CA fit
    /// United States (US) better than Germany (DE), ...".
    public func misfitLines(path: String) -> [String] {
        misfits.map { misfit in
            Self.place(path: path, line: misfit.line, row: misfit.row) + ": warning: " + misfit.sentence(columnNames: columnNames)
        }
    }

    /// Where a record is: "FILE: row 14" (and its line when they differ) for CSV, "FILE:3" for
    /// JSON Lines.
    private static func place(path: String, line: Int, row: Int?) -> String {
        guard let row else { return "\(path):\(line)" }
        return row == line ? "\(path): row \(row)" : "\(path): row \(row) (line \(line))"
    }

    /// "2 added, 0 replaced, 1 invalid row skipped (of 3)", then, when there are any,
    /// "; 4 already saved, skipped", "; 1 kept: the saved entry is newer" and "; 1 row may be
    /// in another country".
    public var summary: String {
        let skipped = rejected.count
        var text = "\(inserted) added, \(replaced) replaced, \(skipped) invalid row\(skipped == 1 ? "" : "s") skipped (of \(rowsRead))"
        if alreadySaved > 0 { text += "; \(alreadySaved) already saved, skipped" }
        if keptNewer > 0 { text += "; \(keptNewer) kept: the saved entry is newer" }
        if !misfits.isEmpty { text += "; \(misfits.count) row\(misfits.count == 1 ? "" : "s") may be in another country" }
        return text
    }
}
