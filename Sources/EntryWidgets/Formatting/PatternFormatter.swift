/// Formats text along a fixed pattern, e.g. `#####-###` (Brazilian CEP) or `A#A #A#` (Canada).
///
/// In the pattern `#` takes a digit, `A` a letter, `*` a letter or digit; any other character is
/// a separator the formatter writes itself. What the person types is matched slot by slot:
/// scalars that fit no slot (typed separators, a letter in a digit slot) are dropped, and input
/// beyond the pattern is cut. A separator is only written when more input follows it, so
/// Backspace never gets stuck behind one.
public struct PatternFormatter: TextFormatter, Equatable {
    /// The pattern.
    public let pattern: String
    /// Whether letters are upper-cased.
    public let uppercasesLetters: Bool

    /// A formatter for `pattern`.
    public init(_ pattern: String, uppercasesLetters: Bool = true) {
        self.pattern = pattern
        self.uppercasesLetters = uppercasesLetters
    }

    /// The number of scalars a complete value has.
    public var length: Int { pattern.unicodeScalars.count }

    public func format(_ text: String, caret: Int) -> FormattedText {
        let input = Array(text.unicodeScalars)
        let slots = Array(pattern.unicodeScalars)
        var tracker = CaretTracker(caret: caret)
        var inputIndex = 0
        var slotIndex = 0
        while slotIndex < slots.count, inputIndex < input.count {
            let slot = slots[slotIndex]
            guard let kind = SlotKind(slot) else {
                // A separator: write it only if some remaining input can fill a later slot.
                guard remainingInputFits(input[inputIndex...], slots: slots[(slotIndex + 1)...]) else { break }
                tracker.append(slot)
                slotIndex += 1
                continue
            }
            let scalar = input[inputIndex]
            if kind.accepts(scalar) {
                tracker.append(uppercasesLetters ? uppercased(scalar) : scalar)
                slotIndex += 1
            }
            tracker.consumed(inputIndex: inputIndex)
            inputIndex += 1
        }
        return tracker.result
    }

    private func remainingInputFits(_ input: ArraySlice<Unicode.Scalar>, slots: ArraySlice<Unicode.Scalar>) -> Bool {
        let kinds = slots.compactMap(SlotKind.init)
        return input.contains { scalar in kinds.contains { $0.accepts(scalar) } }
    }

    private func uppercased(_ scalar: Unicode.Scalar) -> Unicode.Scalar {
        // Only one-to-one mappings: "ß" stays as it is rather than changing the length.
        let mapped = scalar.properties.uppercaseMapping.unicodeScalars
        return mapped.count == 1 ? mapped[mapped.startIndex] : scalar
    }

    private enum SlotKind {
        case digit, letter, alphanumeric

        init?(_ slot: Unicode.Scalar) {
            switch slot {
            case "#": self = .digit
            case "A": self = .letter
            case "*": self = .alphanumeric
            default: return nil
            }
        }

        func accepts(_ scalar: Unicode.Scalar) -> Bool {
            let isDigit = scalar.properties.generalCategory == .decimalNumber
            switch self {
            case .digit: return isDigit
            case .letter: return scalar.properties.isAlphabetic
            case .alphanumeric: return isDigit || scalar.properties.isAlphabetic
            }
        }
    }
}
