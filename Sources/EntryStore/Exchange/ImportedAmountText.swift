/// Reads an amount cell as a spreadsheet saved it: "1234.50", and in a file of decimal commas
/// "1234,50" and "1.234,50", with grouping only where it cannot be mistaken.
///
/// What is unambiguous: a mark followed by other than three digits is a decimal mark (grouping
/// always has three); with both marks in a cell the last is the decimal one; a mark that
/// appears twice groups. What is not: "1.234" or "1,234", one mark and three digits, is read
/// by the file's convention (`decimalSeparator`): the decimal mark if it is the file's, else
/// grouping ("1.234" is 1234 in a semicolon file, 1.234 in a comma file). Spaces (also
/// no-break) and apostrophes (Swiss) only group.
enum ImportedAmountText {
    /// The canonical decimal text of `cell`, or nil when it is no amount.
    static func canonical(_ cell: String, decimalSeparator: Character) -> String? {
        // A comma file's plain decimals read exactly as they always have.
        if decimalSeparator == ".", let canonical = DecimalText.canonical(cell) { return canonical }
        // Spaces around the cell go; those inside group digits ("1 234,50"), checked as groups.
        var scalars = Substring(cell).unicodeScalars.drop(while: isSpace)
        while let last = scalars.last, isSpace(last) { scalars = scalars.dropLast() }
        scalars = String.UnicodeScalarView(scalars.map { isSpace($0) ? "'" : $0 })[...]
        var sign = ""
        if let first = scalars.first, ["+", "-", "\u{2212}"].contains(first) {
            sign = first == "+" ? "" : "-"
            scalars = scalars.dropFirst()
        }
        let text = String(String.UnicodeScalarView(scalars))
        let dots = text.filter { $0 == "." }.count
        let commas = text.filter { $0 == "," }.count
        var decimal: Character?
        switch (dots, commas) {
        case (0, 0): decimal = nil
        case (_, 0) where dots > 1, (0, _) where commas > 1: decimal = nil
        case (1, 0), (0, 1):
            let mark: Character = dots == 1 ? "." : ","
            let after = text.split(separator: mark, omittingEmptySubsequences: false).last ?? ""
            let groupsLikeThousands = after.count == 3 && mark != decimalSeparator
            decimal = groupsLikeThousands ? nil : mark
        default:
            // Both: the last one is the decimal mark, and it may appear only once.
            guard let last = text.last(where: { $0 == "." || $0 == "," }) else { return nil }
            guard (last == "." ? dots : commas) == 1 else { return nil }
            decimal = last
        }
        var integer = Substring(text)
        var fraction: Substring = ""
        if let decimal, let index = text.lastIndex(of: decimal) {
            integer = text[..<index]
            fraction = text[text.index(after: index)...]
        }
        guard let digits = ungrouped(integer), fraction.allSatisfy(\.isASCIIDigit),
            !(digits.isEmpty && fraction.isEmpty)
        else { return nil }
        return DecimalText.canonical(sign + (digits.isEmpty ? "0" : digits) + (fraction.isEmpty ? "" : "." + fraction))
    }

    /// The digits of an integer part written with or without grouping ("1.234.567",
    /// "1 234", "12'345"): nil when the groups are not 1 to 3 digits then threes.
    private static func ungrouped(_ integer: Substring) -> String? {
        let groups = integer.split(omittingEmptySubsequences: false, whereSeparator: { [".", ",", "'", "\u{2019}", "_"].contains($0) })
        guard groups.allSatisfy({ $0.allSatisfy(\.isASCIIDigit) }) else { return nil }
        if groups.count > 1 {
            guard let first = groups.first, (1...3).contains(first.count),
                groups.dropFirst().allSatisfy({ $0.count == 3 })
            else { return nil }
        }
        return groups.joined()
    }

    /// Spaces a spreadsheet groups digits with (French uses the narrow no-break space) and
    /// those around the cell.
    private static func isSpace(_ scalar: Unicode.Scalar) -> Bool {
        scalar == " " || scalar == "\t" || scalar == "\u{00A0}" || scalar == "\u{202F}" || scalar == "\u{2009}"
    }
}

private extension Character {
    var isASCIIDigit: Bool { ("0"..."9").contains(self) }
}
