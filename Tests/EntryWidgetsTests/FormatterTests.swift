@testable import EntryWidgets
import Testing

/// The formatters alone: text and caret for typing at the end, in the middle, deleting, pasting.
struct FormatterTests {
    let cep = PatternFormatter("#####-###")

    @Test func patternWritesSeparatorsOnlyBeforeMoreInput() {
        #expect(cep.format("12345", caret: 5) == FormattedText(text: "12345", caret: 5))
        #expect(cep.format("123456", caret: 6) == FormattedText(text: "12345-6", caret: 7))
        #expect(cep.format("12345-678", caret: 9) == FormattedText(text: "12345-678", caret: 9))
    }

    @Test func patternKeepsTheCaretAfterACharacterTypedInTheMiddle() {
        // "123|45-678" + "9": the caret stays after the 9, the last digit falls off the end.
        #expect(cep.format("123945-678", caret: 4) == FormattedText(text: "12394-567", caret: 4))
        // Typing before the separator moves digits across it; the caret follows the typed one.
        #expect(cep.format("1234565-78", caret: 6) == FormattedText(text: "12345-657", caret: 7))
    }

    @Test func patternDropsWhatFitsNoSlot() {
        #expect(cep.format("12a3-45 678", caret: 11) == FormattedText(text: "12345-678", caret: 9))
        #expect(cep.format("abc", caret: 3) == FormattedText(text: "", caret: 0))
        #expect(cep.format("1234567890123", caret: 13).text == "12345-678")
    }

    @Test func patternUppercasesLetterSlots() {
        let canada = PatternFormatter("A#A #A#")
        #expect(canada.format("k1a0b1", caret: 6) == FormattedText(text: "K1A 0B1", caret: 7))
        #expect(canada.format("k1a", caret: 3) == FormattedText(text: "K1A", caret: 3))
    }

    @Test func deletingASeparatorLeavesTheTextAndMovesTheCaretBeforeIt() {
        // Backspace after "-": the proposed text lacks the separator; formatting puts it back.
        #expect(cep.format("12345678", caret: 5) == FormattedText(text: "12345-678", caret: 5))
    }

    @Test func groupingFormatsAnIBANAndFollowsTheCaret() {
        let iban = GroupingFormatter(groupSize: 4)
        #expect(iban.format("de89370400440532013000", caret: 22) == FormattedText(text: "DE89 3704 0044 0532 0130 00", caret: 27))
        #expect(iban.format("DE89 37041", caret: 10) == FormattedText(text: "DE89 3704 1", caret: 11))
        // Insert "X" after "DE8": the caret stays right after it.
        #expect(iban.format("DE8X9 3704", caret: 4) == FormattedText(text: "DE8X 9370 4", caret: 4))
        #expect(iban.format("", caret: 0) == FormattedText(text: "", caret: 0))
    }

    @Test func uppercaseKeepsLengthAndCaret() {
        let upper = UppercaseFormatter()
        #expect(upper.format("straße", caret: 3) == FormattedText(text: "STRAßE", caret: 3))
    }

    @Test func formattingIsIdempotent() {
        let formatters: [any TextFormatter] = [cep, PatternFormatter("A#A #A#"), GroupingFormatter(groupSize: 4), UppercaseFormatter()]
        for formatter in formatters {
            for input in ["12345678", "k1a0b1", "de89 3704 0044", "x"] {
                let once = formatter.format(input, caret: input.unicodeScalars.count)
                #expect(formatter.format(once.text, caret: once.caret) == once)
            }
        }
    }
}
