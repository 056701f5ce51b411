@testable import AmountKit
import Foundation
import Testing

/// Amounts typed one key at a time, as the testers typed them: a key the field cannot take is
/// never dropped while the keys after it land.
@Suite("Typing amounts key by key")
struct AmountTypingTests {
    static func typing(_ locale: String, _ code: String, negative: Bool = false) -> AmountTyping {
        AmountTyping(
            editor: AmountEditor(
                locale: Locale(identifier: locale), currency: Fixtures.currency(code),
                options: AmountParserOptions(allowsNegative: negative)))
    }

    /// Types `keys` one at a time at the caret, as GTK reports keystrokes.
    static func type(_ keys: String, with typing: AmountTyping, from start: AmountTypingState = .empty) -> AmountTypingState {
        var state = start
        for scalar in keys.unicodeScalars {
            let result = typing.replace(state.edit.selection, with: String(scalar), in: state)
            #expect(result.rejection == nil, "a keystroke is never refused")
            state = result.state
        }
        return state
    }

    static func backspace(_ state: AmountTypingState, with typing: AmountTyping) -> AmountTypingState {
        typing.replace(state.caret - 1..<state.caret, with: "", in: state).state
    }

    /// The amount a committed (focus-out, Save) state holds, or the reason it holds none.
    static func saved(_ state: AmountTypingState, with typing: AmountTyping) -> String {
        switch typing.reading(of: typing.committed(state)) {
        case let .success(amount?): return amount.canonicalString
        case .success(nil): return "empty"
        case let .failure(error): return "refused: \(error)"
        }
    }

    @Test("the testers' amounts in en_US: understood as a paste is, or refused, never changed")
    func testersAmountsInEnglish() {
        let euro = Self.typing("en_US", "EUR")
        let european = Self.type("1.234,56", with: euro)
        #expect(european.text == "1.234,56" && european.isVerbatim, "kept as typed")
        #expect(Self.saved(european, with: euro) == "1234.56")
        #expect(euro.committed(european).text == "1,234.56", "shown formatted once committed")

        let threeDecimals = Self.type("12.345", with: euro)
        #expect(threeDecimals.text == "12.345")
        #expect(Self.saved(threeDecimals, with: euro).hasPrefix("refused: amounts in EUR have 2 decimal places"))

        let regrouped = Self.type("12,3456", with: euro)
        #expect(regrouped.text == "12,3456", "not regrouped into 123,456")
        #expect(Self.saved(regrouped, with: euro).hasPrefix("refused: “,” separates thousands here"))

        let negative = Self.type("-5", with: euro)
        #expect(negative.text == "-5")
        #expect(Self.saved(negative, with: euro) == "refused: negative amounts are not allowed here")

        let yen = Self.typing("en_US", "JPY")
        let cents = Self.type("15000.50", with: yen)
        #expect(cents.text == "15000.50", "not 1,500,050")
        #expect(Self.saved(cents, with: yen).hasPrefix("refused: amounts in JPY have no decimals"))

        let leadingComma = Self.type(",5", with: euro)
        #expect(leadingComma.text == ",5", "the comma is not dropped, which would make it 5")
        #expect(Self.saved(leadingComma, with: euro).hasPrefix("refused:"))
    }

    @Test(
        "a comma (a dot in German) with one or two digits after it reads as the decimal one once committed",
        arguments: [
            ("en_US", "USD", "12,50", "12.50", "12.50"), ("en_US", "EUR", "7,5", "7.50", "7.50"),
            ("de_DE", "EUR", "12.50", "12,50", "12.50"), ("de_DE", "EUR", "7.5", "7,50", "7.50"),
            ("pt_BR", "BRL", "12.50", "12,50", "12.50"), ("ja_JP", "USD", "12,50", "12.50", "12.50")
        ])
    func lonelyGroupSeparatorIsDecimal(locale: String, code: String, keys: String, shown: String, saved: String) {
        let typing = Self.typing(locale, code)
        let state = Self.type(keys, with: typing)
        #expect(state.text == keys, "kept as typed while typing")
        #expect(typing.readsDifferentlyWhenCommitted(state), "the field says how it read it")
        #expect(typing.committed(state).text == shown)
        #expect(Self.saved(state, with: typing) == saved)
    }

    @Test("on the way to a group of three, the typed separator still groups")
    func typedGroupOnItsWay() {
        let dollars = Self.typing("en_US", "USD")
        var state = AmountTypingState.empty
        var readings: [String] = []
        for key in "1,234" {
            state = dollars.replace(state.edit.selection, with: String(key), in: state).state
            if case let .success(amount?) = dollars.reading(of: state) {
                readings.append(amount.canonicalString)
            } else {
                readings.append("none")
            }
        }
        #expect(readings == ["1.00", "none", "none", "none", "1234.00"], "no 1.2 or 1.23 while typing 1,234")
        #expect(!dollars.readsDifferentlyWhenCommitted(state))
        #expect(Self.saved(Self.type("12,3456", with: dollars), with: dollars).hasPrefix("refused: “,” separates thousands here"))
        #expect(Self.saved(Self.type("1,234,56", with: dollars), with: dollars).hasPrefix("refused:"), "several: they group")
    }

    @Test("ordinary typing stays formatted live")
    func ordinaryTyping() {
        let dollars = Self.typing("en_US", "USD")
        for (keys, shown, saved) in [
            ("1234567.89", "1,234,567.89", "1234567.89"), (".5", "0.5", "0.50"),
            ("1,000", "1,000", "1000.00"), ("1,234,567", "1,234,567", "1234567.00"),
            ("0012", "12", "12.00"), ("12.", "12.", "12.00")
        ] {
            let state = Self.type(keys, with: dollars)
            #expect(state.text == shown && !state.isVerbatim, "\(keys)")
            #expect(Self.saved(state, with: dollars) == saved, "\(keys)")
        }
        let negativeAllowed = Self.typing("en_US", "USD", negative: true)
        #expect(Self.saved(Self.type("-5", with: negativeAllowed), with: negativeAllowed) == "-5.00")
    }

    @Test("the same amounts typed in de_DE and ja_JP")
    func otherLocales() {
        let german = Self.typing("de_DE", "EUR")
        for (keys, saved) in [("1.234,56", "1234.56"), ("1234,5", "1234.50"), ("0,99", "0.99")] {
            let state = Self.type(keys, with: german)
            #expect(!state.isVerbatim, "\(keys)")
            #expect(Self.saved(state, with: german) == saved, "\(keys)")
        }
        let englishInGerman = Self.type("1,234.56", with: german)
        #expect(englishInGerman.text == "1,234.56" && englishInGerman.isVerbatim)
        #expect(Self.saved(englishInGerman, with: german) == "1234.56", "read as a paste of it is")
        #expect(Self.saved(Self.type("12,345", with: german), with: german).hasPrefix("refused: amounts in EUR have 2"))
        #expect(Self.saved(Self.type("-5", with: german), with: german).hasPrefix("refused: negative"))

        let japanese = Self.typing("ja_JP", "JPY")
        let yen = Self.type("15000", with: japanese)
        #expect(yen.text == "15,000" && Self.saved(yen, with: japanese) == "15000")
        let cents = Self.type("15000.50", with: japanese)
        #expect(cents.text == "15000.50" && Self.saved(cents, with: japanese).hasPrefix("refused: amounts in JPY have no decimals"))
        let dollarsInJapan = Self.typing("ja_JP", "USD")
        #expect(Self.saved(Self.type("1.234,56", with: dollarsInJapan), with: dollarsInJapan) == "1234.56")
    }

    @Test("deleting the key that did not fit brings formatting back, caret in place")
    func deletingTheProblem() {
        let yen = Self.typing("en_US", "JPY")
        var state = Self.type("15000.", with: yen)
        #expect(state.isVerbatim)
        state = Self.backspace(state, with: yen)
        #expect(!state.isVerbatim && state.text == "15,000" && state.caret == 6)
        state = Self.type("5", with: yen, from: state)
        #expect(state.text == "150,005")

        let dollars = Self.typing("en_US", "USD")
        // Into the middle of verbatim text: the caret stays after the same digits.
        var middle = Self.type("1234x", with: dollars)
        #expect(middle.isVerbatim && middle.text == "1234x", "the keys as typed, without the field's grouping")
        middle = Self.backspace(middle, with: dollars)
        #expect(!middle.isVerbatim && middle.text == "1,234")
        middle = Self.type("5", with: dollars, from: middle)
        #expect(middle.text == "12,345" && !middle.isVerbatim, "grouping the field wrote is not the person's")
    }

    @Test("a draft's half-typed text comes back as it was typed")
    func draftText() {
        let euro = Self.typing("en_US", "EUR")
        #expect(euro.typed("1.234,5").text == "1.234,5")
        #expect(euro.typed("1234.5").text == "1,234.5")
    }

    @Test("a refused paste keeps the text, with the reason; the keypad's decimal key types")
    func pasteAndKeypad() {
        let dollars = Self.typing("en_US", "USD")
        let start = Self.type("12", with: dollars)
        let pasted = dollars.paste("abc", in: start)
        #expect(pasted.rejection != nil && pasted.state == start)
        #expect(dollars.paste("1.234,56 €", in: .empty).rejection != nil, "another currency")
        let decimal = dollars.keypadDecimal(in: start)
        #expect(decimal.state.text == "12.")
        let yen = Self.typing("en_US", "JPY")
        #expect(yen.keypadDecimal(in: Self.type("12", with: yen)).state.isVerbatim)
    }
}
