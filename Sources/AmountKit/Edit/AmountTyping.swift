import Foundation

/// The amount field's typing rule on top of `AmountEditor`: a keystroke is never dropped while
/// the ones after it are taken.
///
/// The editor formats as the person types ("1234" shows "1,234") and refuses what cannot be
/// part of the amount in its locale and currency. Refusing a single keystroke silently changes
/// what the person meant, because the keys after it still land: "1.234,56" typed in en_US for
/// euros became 1.23, "-5" became 5, "15000.50" in yen became 1,500,050, and "12,3456" was
/// regrouped into 123,456. So:
/// - a keystroke the editor refuses is kept, and the text stays exactly as typed from then on
///   (`AmountTypingState.isVerbatim`) until it reads as typing could have produced it;
/// - a keystroke the editor takes as nothing (a separator before any digit: ",5" is not 5) is
///   kept as typed too, and so, once the person typed a group separator, is one the editor
///   takes only by regrouping the typed text into another number (what a paste of the typed
///   text reads differs from the editor's);
/// - verbatim text reads as an amount exactly as a paste of it would ("1.234,56" is 1234.56 in
///   en_US), else it is not an amount and says why (`reading(of:)`); `committed(_:)` turns a
///   readable one into the formatted amount (focus-out, Save).
/// Pastes and deletions in formatted text behave as in the editor: a paste is read whole and a
/// refused one leaves the text as it was, with the reason.
public struct AmountTyping: Sendable {
    /// The edit model for formatted text.
    public let editor: AmountEditor
    /// What a text means whatever the field's limits: negatives allowed, no minimum or maximum.
    private let meaning: AmountParser

    /// Typing through `editor`.
    public init(editor: AmountEditor) {
        self.editor = editor
        meaning = AmountParser(
            locale: editor.locale, currency: editor.currency,
            options: AmountParserOptions(allowsNegative: true))
    }

    /// The formatted state showing `amount` (nil: empty).
    public func state(for amount: Amount?) -> AmountTypingState {
        AmountTypingState(edit: editor.state(for: amount))
    }

    /// Applies a text change as GTK reports it: `range` (scalar offsets) replaced by `text`.
    /// One character is a keystroke; longer text is a paste (an input method's or a program's).
    public func replace(_ range: Range<Int>, with text: String, in state: AmountTypingState) -> AmountTypingResult {
        let literal = Self.literal(state.edit.text, replacing: range, with: text)
        if state.isVerbatim {
            let typedGrouping = state.typedGrouping || text.unicodeScalars.contains(where: editor.isGrouping)
            return AmountTypingResult(state: settled(literal, typedGrouping: typedGrouping))
        }
        let result = editor.replace(range, with: text, in: state.edit)
        guard text.unicodeScalars.count == 1, let scalar = text.unicodeScalars.first else {
            return formatted(result, typedGrouping: state.typedGrouping)
        }
        let typedGrouping = state.typedGrouping || editor.isGrouping(scalar)
        // The keys as typed: without the separators formatting wrote, unless the person typed
        // separators (those on screen may be theirs: "12,345" + "6" stays "12,3456").
        let replaced = AmountEditState(text: state.edit.text, selection: range.clamped(to: 0..<state.edit.text.unicodeScalars.count))
        let typedText = state.typedGrouping ? replaced : editor.ungrouped(replaced)
        let asTyped = AmountTypingResult(
            state: AmountTypingState(
                edit: Self.literal(typedText.text, replacing: typedText.selection, with: text), isVerbatim: true,
                typedGrouping: typedGrouping))
        // Refused, or taken as nothing (a separator before any digit or in the fraction; not a
        // zero typed into a lone zero, which means the same). A minus is a sign wherever it is
        // typed, as the editor takes it where negatives are allowed: it shows in front.
        if result.rejection == .negativeNotAllowed, ScalarClass.isMinus(scalar), !state.edit.text.isEmpty {
            let signed = Self.literal(state.edit.text, replacing: 0..<0, with: text)
            return AmountTypingResult(
                state: AmountTypingState(
                    edit: AmountEditState(text: signed.text, caret: state.edit.caret + 1), isVerbatim: true, typedGrouping: typedGrouping))
        }
        guard result.isAccepted else { return asTyped }
        if result.state.text == state.edit.text, literal.text != state.edit.text,
            ScalarClass.digitValue(scalar) == nil || !sameMeaning(literal.text, result.state.text)
        {
            return asTyped
        }
        if typedGrouping, result.state.text != literal.text, !sameMeaning(literal.text, result.state.text) {
            return asTyped
        }
        return formatted(result, typedGrouping: typedGrouping)
    }

    /// The keypad's decimal key: the locale's decimal separator, typed at the caret.
    public func keypadDecimal(in state: AmountTypingState) -> AmountTypingResult {
        replace(state.edit.selection, with: String(editor.parser.conventions.decimalSeparator), in: state)
    }

    /// A clipboard paste replacing the selection: read whole in formatted text (a refused one
    /// leaves the text as it was, with the reason); inserted as it is into verbatim text.
    public func paste(_ text: String, in state: AmountTypingState) -> AmountTypingResult {
        if state.isVerbatim { return replace(state.edit.selection, with: text, in: state) }
        return formatted(editor.apply(.paste(text), to: state.edit), typedGrouping: false)
    }

    /// What verbatim text reads as under the field's rules (negatives, limits): the amount a
    /// paste of it gives, or why it is none. Formatted text: its amount, nil when empty.
    public func reading(of state: AmountTypingState) -> Result<Amount?, AmountParseError> {
        do throws(AmountParseError) {
            if state.isVerbatim { return .success(try editor.parser.parse(state.edit.text)) }
            return .success(try editor.amount(in: state.edit))
        } catch {
            return .failure(error)
        }
    }

    /// Verbatim text that reads as an amount becomes that amount, formatted (focus leaving the
    /// field, Save), and so does text whose typed group separator can only be decimal ("12,50"
    /// in en_US, "12.50" in de_DE); anything else stays as it is.
    public func committed(_ state: AmountTypingState) -> AmountTypingState {
        if state.isVerbatim {
            guard case let .success(amount?) = reading(of: state) else { return state }
            return self.state(for: amount)
        }
        guard let amount = typedDecimalReading(of: state) else { return state }
        return self.state(for: amount)
    }

    /// Whether committing changes how the text reads: it is verbatim, or it is an amount only
    /// once its typed group separator is read as the decimal one (the field then says so).
    public func readsDifferentlyWhenCommitted(_ state: AmountTypingState) -> Bool {
        state.isVerbatim || typedDecimalReading(of: state) != nil
    }

    /// The amount of formatted text that is none while typed ("12,50" in en_US: a "," groups
    /// there) but reads as one the way a paste of it does (12.50).
    private func typedDecimalReading(of state: AmountTypingState) -> Amount? {
        guard !state.isVerbatim, state.edit.text.unicodeScalars.contains(where: editor.isGrouping) else { return nil }
        do throws(AmountParseError) {
            _ = try editor.amount(in: state.edit)
            return nil
        } catch {
            return try? editor.parser.parse(state.edit.text)
        }
    }

    /// Text typed key by key from an empty field (a draft's half-typed amount coming back).
    public func typed(_ text: String) -> AmountTypingState {
        var state = AmountTypingState.empty
        for (index, scalar) in text.unicodeScalars.enumerated() {
            guard !state.isVerbatim else {
                // From the first key kept as typed, the rest is as typed too.
                let typedGrouping = state.typedGrouping || text.unicodeScalars.dropFirst(index).contains(where: editor.isGrouping)
                return AmountTypingState(
                    edit: AmountEditState(text: text, caret: text.unicodeScalars.count),
                    isVerbatim: true, typedGrouping: typedGrouping)
            }
            state = replace(state.caret..<state.caret, with: String(scalar), in: state).state
        }
        return state
    }

    // MARK: - Rules

    private func formatted(_ result: AmountEditResult, typedGrouping: Bool) -> AmountTypingResult {
        let stillTyped = typedGrouping && result.state.text.unicodeScalars.contains(where: editor.isGrouping)
        return AmountTypingResult(
            state: AmountTypingState(edit: result.state, typedGrouping: stillTyped),
            rejection: result.rejection)
    }

    /// Verbatim text after an edit: formatted again once typing could have produced it (the
    /// caret after as many digits, signs and separators as before), else still verbatim.
    /// Whether the person typed grouping is what they did, not what retyping the text does
    /// (the text may hold the separators formatting had put there before).
    private func settled(_ literal: AmountEditState, typedGrouping: Bool) -> AmountTypingState {
        let stillTyped = typedGrouping && literal.text.unicodeScalars.contains(where: editor.isGrouping)
        let retyped = typed(literal.text)
        guard !retyped.isVerbatim else {
            return AmountTypingState(edit: literal, isVerbatim: true, typedGrouping: stillTyped)
        }
        let marks = significantCount(in: literal.text, before: literal.caret)
        var edit = retyped.edit
        edit.selection = Self.collapsed(offset(afterSignificant: marks, in: edit.text))
        return AmountTypingState(edit: edit, typedGrouping: stillTyped)
    }

    /// Whether two texts read the same: the same amount, or neither an amount.
    private func sameMeaning(_ first: String, _ second: String) -> Bool {
        switch (try? meaning.parse(first), try? meaning.parse(second)) {
        case let (a?, b?): return a == b
        case (nil, nil): return true
        default: return false
        }
    }

    /// Digits, signs and decimal separators (what regrouping keeps) before `offset`.
    private func significantCount(in text: String, before offset: Int) -> Int {
        text.unicodeScalars.prefix(offset).filter(isSignificant).count
    }

    private func offset(afterSignificant count: Int, in text: String) -> Int {
        guard count > 0 else { return 0 }
        var seen = 0
        for (index, scalar) in text.unicodeScalars.enumerated() where isSignificant(scalar) {
            seen += 1
            if seen == count { return index + 1 }
        }
        return text.unicodeScalars.count
    }

    private func isSignificant(_ scalar: Unicode.Scalar) -> Bool {
        ScalarClass.digitValue(scalar) != nil || ScalarClass.isMinus(scalar)
            || scalar == editor.parser.conventions.decimalSeparator
    }

    private static func collapsed(_ offset: Int) -> Range<Int> { offset..<offset }

    /// `text` with `range` replaced as GTK would without the edit model, caret after the insert.
    static func literal(_ text: String, replacing range: Range<Int>, with inserted: String) -> AmountEditState {
        var scalars = Array(text.unicodeScalars)
        let lower = min(max(0, range.lowerBound), scalars.count)
        let upper = min(max(lower, range.upperBound), scalars.count)
        scalars.replaceSubrange(lower..<upper, with: inserted.unicodeScalars)
        return AmountEditState(text: String(String.UnicodeScalarView(scalars)), caret: lower + inserted.unicodeScalars.count)
    }
}

/// The outcome of one change: the state to show, and a refused paste's reason.
public struct AmountTypingResult: Sendable, Equatable {
    /// What the field shows now (unchanged after a refused paste).
    public let state: AmountTypingState
    /// Why a paste was refused; a keystroke is never refused (it is kept as typed).
    public let rejection: AmountEditRejection?

    /// A result.
    public init(state: AmountTypingState, rejection: AmountEditRejection? = nil) {
        self.state = state
        self.rejection = rejection
    }
}
