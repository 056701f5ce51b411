@testable import AmountKit
import Foundation
import Testing

/// Random edit sequences (seeded, so failures replay) checking the edit model's promises.
@Suite("Edit model properties")
struct EditModelPropertyTests {
    static let currencies = ["USD", "JPY", "BHD", "EUR"]

    static func randomEdit(_ conventions: NumberConventions, using generator: inout SeededGenerator) -> AmountEdit {
        let digits = ["0", "1", "2", "5", "9", "٣", "۷", "\u{FF18}"]
        switch Int.random(in: 0..<100, using: &generator) {
        case 0..<45: return .insert(digits.randomElement(using: &generator) ?? "1")
        case 45..<52: return .insert(String(conventions.decimalSeparator))
        case 52..<56: return .insert(".")
        case 56..<60: return .insert(",")
        case 60..<63: return .insert(String(conventions.groupingSeparator))
        case 63..<66: return .keypadDecimal
        case 66..<80: return .deleteBackward
        case 80..<88: return .deleteForward
        case 88..<92: return .insert(["-", "\u{2212}", "+"].randomElement(using: &generator) ?? "-")
        case 92..<96:
            let count = Int.random(in: 1...4, using: &generator)
            return .paste(String((0..<count).map { _ in Character(String(Int.random(in: 0...9, using: &generator))) }))
        default: return .insert(["x", "e", "%"].randomElement(using: &generator) ?? "x")
        }
    }

    @Test("random edits keep text valid, caret in bounds, digits beside the caret", arguments: Fixtures.locales)
    func randomSequences(locale identifier: String) throws {
        let locale = Locale(identifier: identifier)
        var generator = SeededGenerator(seed: 0xED17 &+ UInt64(Fixtures.locales.firstIndex(of: identifier) ?? 0))
        let formatter = AmountFormatter(locale: locale)
        for code in Self.currencies {
            let currency = Fixtures.currency(code)
            for withAffixes in [false, true] {
                let affixes = withAffixes ? (formatter.affixes(for: currency) ?? .none) : .none
                let negative = Bool.random(using: &generator)
                let editor = AmountEditor(
                    locale: locale, currency: currency,
                    options: AmountParserOptions(allowsNegative: negative), affixes: affixes)
                let reader = AmountParser(locale: locale, currency: currency, options: AmountParserOptions(allowsNegative: true))
                let prefixCount = affixes.prefix.unicodeScalars.count
                let suffixCount = affixes.suffix.unicodeScalars.count
                var state = AmountEditState.empty
                for step in 0..<250 {
                    // Sometimes move the caret or select, as a user would with the mouse or arrows.
                    let count = state.text.unicodeScalars.count
                    if Int.random(in: 0..<4, using: &generator) == 0 {
                        let a = Int.random(in: 0...count, using: &generator)
                        let b = Bool.random(using: &generator) ? a : Int.random(in: 0...count, using: &generator)
                        state.selection = min(a, b)..<max(a, b)
                    }
                    let edit = Self.randomEdit(editor.parser.conventions, using: &generator)
                    let result = editor.apply(edit, to: state)
                    let context = "\(identifier) \(code) affixes=\(withAffixes) step \(step) \(edit) on '\(state.text)' @\(state.selection)"
                    guard result.isAccepted else {
                        #expect(result.state == state, "rejected edits change nothing: \(context)")
                        continue
                    }
                    let new = result.state
                    let newScalars = Array(new.text.unicodeScalars)
                    // Caret in bounds, outside the currency affixes, no selection left behind.
                    #expect(new.selection.isEmpty, "\(context)")
                    #expect(new.caret >= 0 && new.caret <= newScalars.count, "\(context)")
                    if !newScalars.isEmpty {
                        #expect(
                            new.caret >= prefixCount && new.caret <= newScalars.count - suffixCount,
                            "caret inside an affix: \(context) -> \(EditNotation.notation(new))")
                    }
                    // The text is empty, a lone sign, or an amount the parser reads; or it holds a
                    // group separator typed where grouping puts none, and then the editor's value
                    // is the parser's verdict: the same amount, or a refusal. Never another value.
                    let digitsInText = Fixtures.digits(new.text)
                    let typedGroups = editor.decode(new).units.contains(where: \.isGroup)
                    if !digitsInText.isEmpty {
                        // The editor's own text: a typed group separator groups ("12,5" on the
                        // way to "12,500"), though a paste of it reads it as decimal.
                        let parsed = Result { try reader.parse(new.text, groupsAsTyped: true) }
                        let edited = Result {
                            try AmountEditor(
                                locale: locale, currency: currency,
                                options: AmountParserOptions(allowsNegative: true),
                                affixes: affixes
                            ).amount(in: new)
                        }
                        switch (parsed, edited) {
                        case let (.success(value), .success(editorValue)):
                            #expect(
                                value == editorValue, "the editor reads \(String(describing: editorValue)), the parser \(value): \(context)"
                            )
                        case (.failure, .failure) where typedGroups:
                            break
                        case let (.failure(error), _):
                            Issue.record("unreadable '\(new.text)': \(error) (\(context))")
                        case let (.success(value), .failure(error)):
                            Issue.record("the parser reads \(value), the editor refuses: \(error) (\(context))")
                        }
                    }
                    // Rendering is stable: decoding and rewriting gives the same text, and the
                    // caret differs at most by a group separator it sits beside.
                    let decoded = editor.decode(new)
                    let rewritten = editor.render(decoded.units, caret: decoded.selection.upperBound)
                    #expect(rewritten.text == new.text, "\(context)")
                    #expect(editor.decode(rewritten).selection == decoded.selection, "\(context)")
                    // Digits on each side of the caret are kept.
                    let oldScalars = Array(state.text.unicodeScalars)
                    let oldLeft = Fixtures.digits(String(String.UnicodeScalarView(oldScalars[..<min(state.caret, oldScalars.count)])))
                    let oldRight = Fixtures.digits(String(String.UnicodeScalarView(oldScalars[min(state.caret, oldScalars.count)...])))
                    let newLeft = Fixtures.digits(String(String.UnicodeScalarView(newScalars[..<new.caret])))
                    let newRight = Fixtures.digits(String(String.UnicodeScalarView(newScalars[new.caret...])))
                    guard state.selection.isEmpty else { continue }
                    // A digit typed into a lone integer "0" replaces it (documented rule).
                    let oldIntegerPart = editor.decode(state).units.drop(while: { $0 == .minus }).prefix(while: { $0 != .decimal })
                    let loneZero = Array(oldIntegerPart) == [.digit(0)]
                    switch edit {
                    case let .insert(text)
                    where text.unicodeScalars.count == 1 && ScalarClass.digitValue(text.unicodeScalars.first!) != nil:
                        let typed = Fixtures.digits(text)
                        #expect(newRight == oldRight || loneZero, "digits right of the caret: \(context)")
                        if !loneZero {
                            #expect(newLeft == oldLeft + typed, "digits left of the caret: \(context) -> \(EditNotation.notation(new))")
                        }
                    case .deleteBackward:
                        #expect(newRight == oldRight, "digits right of the caret: \(context)")
                        #expect(
                            newLeft == oldLeft || newLeft == String(oldLeft.dropLast()) || newLeft == "0" + oldLeft.dropLast(),
                            "digits left of the caret: \(context) -> \(EditNotation.notation(new))")
                    case .deleteForward:
                        #expect(newLeft == oldLeft || newLeft == "0" + oldLeft, "digits left of the caret: \(context)")
                        #expect(newRight == oldRight || newRight == String(oldRight.dropFirst()), "\(context)")
                    case .insert, .keypadDecimal:
                        // Separators and signs move no digit across the caret (a decimal separator
                        // typed first gets a "0" before it).
                        #expect(newRight == oldRight, "digits right of the caret: \(context)")
                        #expect(newLeft == oldLeft || newLeft == "0" + oldLeft, "digits left of the caret: \(context)")
                    case .paste:
                        break
                    }
                    // Live grouping equals ICU's once the number is complete.
                    if !withAffixes, !typedGroups, let amount = try? reader.parse(new.text),
                        !digitsInText.hasPrefix("0") || digitsInText.count == 1 + currency.fractionDigits
                    {
                        let fractionWritten =
                            new.text.unicodeScalars.split(separator: editor.parser.conventions.decimalSeparator).dropFirst().first.map {
                                Fixtures.digits(String(String.UnicodeScalarView($0))).count
                            } ?? 0
                        let complete =
                            currency.fractionDigits == 0
                            ? !new.text.unicodeScalars.contains(editor.parser.conventions.decimalSeparator)
                            : fractionWritten == currency.fractionDigits
                        if complete {
                            #expect(
                                Fixtures.visible(new.text) == Fixtures.visible(formatter.numberString(for: amount)),
                                "grouping differs from ICU: \(context)")
                        }
                    }
                    state = new
                }
            }
        }
    }
}
