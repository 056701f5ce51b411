@testable import AmountKit
import Foundation
import Testing

@Suite("Edit model")
struct EditModelTests {
    static func editor(
        _ locale: String, _ code: String, negative: Bool = false,
        affixes: AmountEditor.Affixes = .none
    ) -> AmountEditor {
        AmountEditor(
            locale: Locale(identifier: locale), currency: Fixtures.currency(code),
            options: AmountParserOptions(allowsNegative: negative), affixes: affixes)
    }

    /// Applies edits to a notation and returns the resulting notation (or the rejection).
    static func run(_ editor: AmountEditor, _ start: String, _ edits: [AmountEdit]) -> String {
        var state = EditNotation.state(start)
        for edit in edits {
            let result = editor.apply(edit, to: state)
            if let rejection = result.rejection {
                #expect(result.state == state, "a rejected edit keeps the state")
                return "rejected: \(rejection)"
            }
            state = result.state
        }
        return EditNotation.notation(state)
    }

    static func typing(_ text: String) -> [AmountEdit] {
        text.map { AmountEdit.insert(String($0)) }
    }

    @Test("typing groups live and keeps the caret after the typed digit")
    func typing() {
        let us = Self.editor("en_US", "USD")
        #expect(Self.run(us, "|", Self.typing("1234567.89")) == "1,234,567.89|")
        #expect(Self.run(us, "1,23|4", Self.typing("5")) == "12,35|4")
        #expect(Self.run(us, "|", Self.typing(".")) == "0.|")
        #expect(Self.run(us, "0|", Self.typing("5")) == "5|")
        #expect(Self.run(us, "1,234.56|", Self.typing("7")) == "rejected: amounts in USD have 2 decimal places, for example 1,234.50")
        #expect(Self.run(us, "1|234", Self.typing(".")) == "rejected: amounts in USD have 2 decimal places, for example 1,234.50")
        #expect(Self.run(us, "12|34", Self.typing(".")) == "12.|34")
        #expect(Self.run(us, "1.5|", Self.typing(".")) == "rejected: the amount already has a decimal separator")
        #expect(Self.run(us, "1|", Self.typing("a")) == "rejected: 'a' cannot be part of an amount")
        // A group separator typed where grouping puts one changes nothing; elsewhere it stays
        // as typed until the digits after it make a group ("1,000"), so that "0,50" is not 50.
        #expect(Self.run(us, "1,|234", Self.typing(",")) == "1,|234")
        #expect(Self.run(us, "1|,234", Self.typing(" ")) == "1|,234")
        #expect(Self.run(us, "1|", Self.typing(",")) == "1,|")
        #expect(Self.run(us, "|", Self.typing("1,000")) == "1,000|")
        #expect(Self.run(us, "|", Self.typing("0,50")) == "0,50|")
        #expect(Self.run(us, "|", Self.typing(",5")) == "5|", "a separator before any digit means nothing")
        #expect(Self.run(us, "|", Self.typing("١٢٣٤")) == "1,234|")
        #expect(Self.run(us, "|", Self.typing(String(repeating: "9", count: 15))) == "999,999,999,999,999|")
        #expect(Self.run(us, "999,999,999,999,999|", Self.typing("9")) == "rejected: at most 15 digits before the decimal separator")
        #expect(Self.run(us, "|", [.insert("12.5")]) == "12.5|")
    }

    @Test("BackSpace and Delete skip group separators instead of jumping")
    func deletion() {
        let us = Self.editor("en_US", "USD")
        #expect(Self.run(us, "1,234|", [.deleteBackward]) == "123|")
        #expect(Self.run(us, "1,|234", [.deleteBackward]) == "|234")
        #expect(Self.run(us, "12,|345", [.deleteBackward]) == "1|,345")
        #expect(Self.run(us, "1|,234", [.deleteForward]) == "1|34")
        #expect(Self.run(us, "1,234.|5", [.deleteBackward]) == "12,34|5")
        #expect(Self.run(us, "1|.50", [.deleteBackward]) == "0|.50")
        #expect(Self.run(us, "|1,234", [.deleteBackward]) == "|1,234")
        #expect(Self.run(us, "1,234|", [.deleteForward]) == "1,234|")
        #expect(Self.run(us, "1|,000", [.deleteBackward, .insert("5")]) == "5|,000")
        #expect(
            Self.run(us, "123,456,789,012,345.|67", [.deleteBackward])
                == "rejected: at most 15 digits before the decimal separator")
        #expect(Self.run(us, "[1,234]", Self.typing("9")) == "9|")
        #expect(Self.run(us, "1[,23]4", [.deleteBackward]) == "1|4")
        #expect(Self.run(us, "5|", [.deleteBackward]) == "|")
    }

    @Test("decimal key: locale separator, keypad, other conventions")
    func decimalKey() {
        let german = Self.editor("de_DE", "EUR")
        #expect(Self.run(german, "1.234|", [.keypadDecimal]) == "1.234,|")
        #expect(Self.run(german, "|", Self.typing("1.000")) == "1.000|")
        #expect(Self.run(german, "|", Self.typing("1.000,5")) == "1.000,5|")
        #expect(Self.run(german, "|", Self.typing("1.234.567")) == "1.234.567|")
        #expect(Self.run(german, "|", Self.typing("1234,5")) == "1.234,5|")
        let french = Self.editor("fr_FR", "EUR")
        #expect(Self.run(french, "|", Self.typing("1234.5")) == "1\u{202F}234,5|")
        #expect(Self.run(french, "|", Self.typing("1234,5")) == "1\u{202F}234,5|")
        #expect(Self.run(french, "|", Self.typing("1 234")) == "1\u{202F}234|")
        let swiss = Self.editor("de_CH", "CHF")
        #expect(Self.run(swiss, "|", Self.typing("1234,5")) == "1\u{2019}234.5|")
        #expect(Self.run(swiss, "|", Self.typing("1'234.5")) == "1\u{2019}234.5|")
        let arabic = Self.editor("ar_BH", "BHD")
        #expect(Self.run(arabic, "|", Self.typing("1234.5")) == "١٬٢٣٤٫٥|")
        #expect(Self.run(arabic, "|", Self.typing("١٢٣٤") + [.keypadDecimal]) == "١٬٢٣٤٫|")
        let indian = Self.editor("en_IN", "INR")
        #expect(Self.run(indian, "|", Self.typing("1234567")) == "12,34,567|")
        let yen = Self.editor("ja_JP", "JPY")
        #expect(Self.run(yen, "1,234|", [.keypadDecimal]) == "rejected: amounts in JPY have no decimals, for example 1,234")
        #expect(Self.run(yen, "1,234|", Self.typing(".")) == "rejected: amounts in JPY have no decimals, for example 1,234")
        #expect(
            Self.run(Self.editor("en_US", "BHD"), "|", Self.typing("1.2345"))
                == "rejected: amounts in BHD have 3 decimal places, for example 1,234.500")
    }

    @Test("a group separator typed where grouping puts none is read like its paste, never as another amount")
    func typedGroupSeparators() throws {
        let german = Self.editor("de_DE", "EUR")
        // An English habit in a German field: not 1250, and no amount while typed (it may yet
        // become 12.500); AmountTyping commits it as 12,50, as the paste of the same text reads.
        #expect(Self.run(german, "|", Self.typing("12.50")) == "12.50|")
        #expect(throws: AmountParseError.self) { try german.amount(in: EditNotation.state("12.50|")) }
        #expect(Self.run(german, "|", [.paste("12.50")]) == "12,50|", "a dot before two digits can only be decimal")
        // Once fixed, the text is grouped again and reads as typed.
        #expect(Self.run(german, "12.50|", [.deleteBackward, .deleteBackward, .deleteBackward]) == "12|")
        #expect(Self.run(german, "12.|50", [.deleteBackward]) == "1.2|50")
        let us = Self.editor("en_US", "USD")
        #expect(throws: AmountParseError.self) { try us.amount(in: EditNotation.state("0,50|")) }
        // Grouped by a space, the comma can only be decimal, as in the paste "1 234,50 €".
        #expect(try Self.editor("en_US", "EUR").amount(in: EditNotation.state("1 234,50|"))?.canonicalString == "1234.50")
        let bahrain = Self.editor("fr_FR", "BHD")
        #expect(Self.run(bahrain, "|", Self.typing("1 000")) == "1\u{202F}000|")
        // The value is only ever what a paste of the text would give.
        #expect(try us.amount(in: EditNotation.state("1,000|"))?.canonicalString == "1000.00")
        #expect(try german.amount(in: EditNotation.state("1.000|"))?.canonicalString == "1000.00")
    }

    @Test("Cape Verde's $ types the decimal separator after a digit, and nothing before one")
    func capeVerdeanDecimalSign() throws {
        let escudos = Self.editor("pt_CV", "CVE")
        #expect(Self.run(escudos, "|", Self.typing("12$50")) == "12,50|")
        #expect(try escudos.amount(in: EditNotation.state("12,50|"))?.canonicalString == "12.50")
        #expect(Self.run(escudos, "|", Self.typing("$")).hasPrefix("rejected"))
    }

    @Test("deleting a selected group separator deletes nothing else")
    func selectedSeparator() {
        let us = Self.editor("en_US", "USD")
        #expect(Self.run(us, "1[,]234", [.deleteBackward]).filter(\.isNumber) == "1234")
        #expect(Self.run(us, "1[,]234", [.deleteForward]).filter(\.isNumber) == "1234")
        let result = us.replace(1..<2, with: "", in: EditNotation.state("1[,]234"))
        #expect(result.rejection == nil)
        #expect(result.state.text == "1,234", "the selected separator alone: nothing changes")
    }

    @Test("signs toggle, only where allowed")
    func signs() {
        let signed = Self.editor("en_US", "USD", negative: true)
        #expect(Self.run(signed, "1,23|4", Self.typing("-")) == "-1,23|4")
        #expect(Self.run(signed, "-1,23|4", Self.typing("−")) == "1,23|4")
        #expect(Self.run(signed, "-1|", Self.typing("+")) == "1|")
        #expect(Self.run(signed, "|", Self.typing("-5")) == "-5|")
        #expect(Self.run(signed, "-|5", [.deleteBackward]) == "|5")
        #expect(Self.run(Self.editor("en_US", "USD"), "5|", Self.typing("-")) == "rejected: negative amounts are not allowed here")
    }

    @Test("currency prefix and suffix: the caret stays in the number")
    func affixes() {
        let dollars = Self.editor("en_US", "USD", affixes: AmountEditor.Affixes(prefix: "$"))
        #expect(Self.run(dollars, "|", Self.typing("1234")) == "$1,234|")
        #expect(Self.run(dollars, "|$5", Self.typing("1")) == "$1|5")
        #expect(Self.run(dollars, "$|5", [.deleteBackward]) == "$|5")
        #expect(Self.run(dollars, "$5|", [.deleteBackward]) == "|")
        let euros = Self.editor("de_DE", "EUR", affixes: AmountEditor.Affixes(suffix: "\u{A0}€"))
        #expect(Self.run(euros, "|", Self.typing("1234")) == "1.234|\u{A0}€")
        #expect(Self.run(euros, "1.234\u{A0}€|", Self.typing("5")) == "12.345|\u{A0}€")
        #expect(Self.run(euros, "1.234\u{A0}|€", [.deleteForward]) == "1.234|\u{A0}€")
    }

    @Test("paste reads like the parser, other conventions included")
    func paste() {
        let us = Self.editor("en_US", "USD")
        #expect(Self.run(us, "|", [.paste("$1,234.56")]) == "1,234.56|")
        #expect(Self.run(us, "1|9", [.paste("12")]) == "1,12|9")
        #expect(Self.run(us, "[1,234]", [.paste(" 42 ")]) == "42|")
        #expect(Self.run(us, "|", [.paste("1.005")]) == "rejected: amounts in USD have 2 decimal places, for example 1,234.50")
        #expect(
            Self.run(us, "|", [.paste("€5")])
                == "rejected: cannot paste: '€' stands for EUR, but this amount is in USD")
        #expect(
            Self.run(us, "|", [.paste("abc")])
                == "rejected: cannot paste: “abc” cannot be part of an amount; type only digits and separators, for example 1,234.50")
        #expect(Self.run(Self.editor("de_DE", "EUR"), "|", [.paste("1,234.56")]) == "1.234,56|")
        #expect(Self.run(Self.editor("de_DE", "EUR"), "|", [.paste("1.234,56 €")]) == "1.234,56|")
        #expect(Self.run(Self.editor("ja_JP", "JPY"), "|", [.paste("¥1,234")]) == "1,234|")
        #expect(Self.run(us, "|", [.paste("-5")]) == "rejected: negative amounts are not allowed here")
        // What the parser reads: "-0" is zero, leading zeros are not digits of the amount.
        #expect(Self.run(us, "|", [.paste("-0")]) == "0|")
        #expect(Self.run(us, "|", [.paste("000123456789012345")]) == "123,456,789,012,345|")
    }

    @Test("raw GTK text changes map onto edits")
    func textChanges() {
        let us = Self.editor("en_US", "USD")
        func change(_ start: String, _ range: Range<Int>, _ text: String) -> String {
            let result = us.replace(range, with: text, in: EditNotation.state(start))
            return result.rejection.map { "rejected: \($0)" } ?? EditNotation.notation(result.state)
        }
        // BackSpace over the separator of "1,|234" arrives as delete-text(1..<2).
        #expect(change("1,|234", 1..<2, "") == "|234")
        // Delete over the separator of "1|,234" arrives as delete-text(1..<2).
        #expect(change("1|,234", 1..<2, "") == "1|34")
        #expect(change("1,23|4", 3..<4, "") == "12|4")
        #expect(change("1,234|", 5..<5, "5") == "12,345|")
        #expect(change("1,234|", 0..<5, "$9.99") == "9.99|")
        #expect(change("1,234|", 0..<5, "") == "|")
        #expect(change("1,234|", 5..<5, "x") == "rejected: 'x' cannot be part of an amount")
    }

    @Test("value, canonical state and normalization")
    func values() throws {
        let us = Self.editor("en_US", "USD")
        #expect(try us.amount(in: EditNotation.state("1,234.5|"))?.canonicalString == "1234.50")
        #expect(try us.amount(in: EditNotation.state("|")) == nil)
        #expect(try Self.editor("en_US", "USD", negative: true).amount(in: EditNotation.state("-|")) == nil)
        let amount = try Amount(canonical: "1234.5", currency: Fixtures.currency("USD"))
        #expect(EditNotation.notation(us.state(for: amount)) == "1,234.50|")
        #expect(EditNotation.notation(us.normalized(EditNotation.state("0,001.5|"))) == "1.50|")
        #expect(us.normalized(EditNotation.state("|")) == .empty)
        let limited = AmountEditor(
            locale: Locale(identifier: "en_US"), currency: Fixtures.currency("USD"),
            options: AmountParserOptions(maximum: 100))
        #expect(throws: AmountParseError.aboveMaximum(value: "100.01", maximum: "100.00")) {
            try limited.amount(in: EditNotation.state("100.01|"))
        }
        let arabic = Self.editor("ar_BH", "BHD")
        #expect(arabic.state(for: try Amount(canonical: "1234.5", currency: Fixtures.currency("BHD"))).text == "١٬٢٣٤٫٥٠٠")
    }
}
