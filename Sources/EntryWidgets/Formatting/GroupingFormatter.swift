/// Splits letters and digits into groups, e.g. an IBAN as `DE89 3704 0044 0532 0130 00`.
///
/// Everything but letters and digits is dropped (typed or pasted spaces included) and the
/// separator is written between groups, never at the end.
public struct GroupingFormatter: TextFormatter, Equatable {
    /// Scalars per group.
    public let groupSize: Int
    /// What goes between groups.
    public let separator: Unicode.Scalar
    /// Whether letters are upper-cased.
    public let uppercasesLetters: Bool
    /// Whether only digits are kept.
    public let digitsOnly: Bool

    /// Groups of `groupSize` (at least 1) separated by `separator`.
    public init(groupSize: Int, separator: Unicode.Scalar = " ", uppercasesLetters: Bool = true, digitsOnly: Bool = false) {
        self.groupSize = max(1, groupSize)
        self.separator = separator
        self.uppercasesLetters = uppercasesLetters
        self.digitsOnly = digitsOnly
    }

    public func format(_ text: String, caret: Int) -> FormattedText {
        var tracker = CaretTracker(caret: caret)
        var kept = 0
        for (index, scalar) in text.unicodeScalars.enumerated() {
            if keeps(scalar) {
                if kept > 0, kept % groupSize == 0 { tracker.append(separator) }
                tracker.append(uppercasesLetters ? uppercased(scalar) : scalar)
                kept += 1
            }
            tracker.consumed(inputIndex: index)
        }
        return tracker.result
    }

    private func keeps(_ scalar: Unicode.Scalar) -> Bool {
        let isDigit = scalar.properties.generalCategory == .decimalNumber
        return digitsOnly ? isDigit : isDigit || scalar.properties.isAlphabetic
    }

    private func uppercased(_ scalar: Unicode.Scalar) -> Unicode.Scalar {
        let mapped = scalar.properties.uppercaseMapping.unicodeScalars
        return mapped.count == 1 ? mapped[mapped.startIndex] : scalar
    }
}
