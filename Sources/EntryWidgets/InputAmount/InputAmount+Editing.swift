import AmountKit
import Foundation
import GtkKit

/// The entry side of the amount: GTK's edits through the AmountFieldBridge, the keypad's
/// decimal key, pastes, text written by the field itself, and focus coming and going.
extension InputAmount {
    var editState: AmountEditState {
        let caret = entry.caretPosition
        return AmountEditState(text: entry.text, selection: entry.selection ?? caret..<caret)
    }

    /// The text is the person's own, as typed (see `AmountTyping`).
    var isVerbatim: Bool { bridge.isVerbatim }
    var typing: AmountTyping { bridge.typing }

    var typingState: AmountTypingState {
        bridge.state(text: entry.text, selection: editState.selection)
    }

    func interceptInsertion(_ inserted: String, at position: Int) -> EditDecision {
        guard !writingText else { return .accept }
        return apply(bridge.insert(inserted, at: position, into: entry.text))
    }

    func interceptDeletion(_ range: Range<Int>) -> EditDecision {
        guard !writingText else { return .accept }
        return apply(bridge.delete(range, from: entry.text, selection: editState.selection))
    }

    /// Shows what the bridge made of an edit: a refusal as the field's problem, else the state.
    func apply(_ edit: AmountFieldBridge.Edit) -> EditDecision {
        if let rejection = edit.rejection {
            problem = .edit(rejection)
            refresh()
        } else if let state = edit.state {
            clearRefusalNotice()
            adopt(state)
        }
        return edit.decision
    }

    func keyPressed(_ key: Key, modifiers: KeyModifiers) -> Bool {
        guard key == .keypadDecimal || key == .keypadSeparator,
            modifiers.intersection([.control, .alt, .superKey]).isEmpty
        else { return false }
        guard isEnabled, !isReadOnly else { return true }
        let result = typing.keypadDecimal(in: typingState)
        clearRefusalNotice()
        write(result.state)
        textChanged()
        return true
    }

    func paste(_ pasted: String) {
        guard isEnabled, !isReadOnly else { return }
        let result = typing.paste(pasted, in: typingState)
        if let rejection = result.rejection {
            problem = .edit(rejection)
            refresh()
            return
        }
        clearRefusalNotice()
        write(result.state)
        textChanged()
    }

    /// Puts formatted text in the entry (from code, or the model's own output).
    func write(_ state: AmountEditState) {
        write(AmountTypingState(edit: state))
    }

    /// Puts a state in the entry without the interceptors (it is the model's own output).
    func write(_ state: AmountTypingState) {
        adopt(state)
        writingText = true
        defer { writingText = false }
        if entry.text != state.text { entry.setTextWithoutUndo(state.text) }
        entry.caretPosition = state.caret
        bridge.wroteText()
    }

    /// Takes the typing flags of the state the entry is about to show; the problem of text
    /// kept as typed, and any notice, follow it.
    func adopt(_ state: AmountTypingState) {
        notice = nil
        bridge.adopt(state)
        if case .notAnAmount = problem { problem = nil }
        guard isVerbatim, case let .failure(reason) = typing.reading(of: state) else { return }
        problem = .notAnAmount(text: state.text, reason: reason)
    }

    /// Text kept as typed that reads as an amount becomes that amount, formatted, and the field
    /// says how it read it: the person sees the number that will be saved. So does "12,50" in
    /// en_US, whose comma can only be the decimal one.
    func commitTypedText() {
        guard typing.readsDifferentlyWhenCommitted(typingState) else { return }
        let committed = typing.committed(typingState)
        guard !committed.isVerbatim, let amount = try? reader.amount(in: committed.edit) else { return }
        let typed = entry.text
        write(committed)
        notice = AmountProblemWording(strings: strings, locale: locale).readAs(typed: typed, amount: amount)
        textChanged()
    }

    func textChanged() {
        guard bridge.isSettled(entry.text), !writingText else { return }
        refresh()
        let value = currentAmount?.value
        guard value != lastValue else { return }
        lastValue = value
        for handler in changeHandlers { handler(value) }
    }

    // MARK: Events

    func focusEntered() {
        hasFocus = true
        refresh()
        for handler in focusHandlers { handler(true) }
    }

    func focusLeft() {
        hasFocus = false
        selector?.close()
        if isEnabled, !isReadOnly {
            // Canonical form: leading zeros gone, fraction padded ("12.5" -> "12.50"); text
            // kept as typed stays as it is unless it reads as an amount (validate commits it).
            if !isVerbatim {
                let normalized = reader.normalized(editState)
                if normalized.text != entry.text { write(normalized) }
            }
            validate()
        }
        clearRefusalNotice()
        refresh()
        for handler in focusHandlers { handler(false) }
    }

    /// Drops the notice of something refused (a keystroke, a currency switch) that left the
    /// amount as it was: it goes with the next accepted edit, a pick, or focus leaving.
    func clearRefusalNotice() {
        switch problem {
        case .edit, .amountDoesNotFit: problem = nil
        default: break
        }
    }

    func revalidate() {
        // Text kept as typed is read under the new rules ("-5" once negatives are allowed).
        if isVerbatim { write(typing.typed(entry.text)) }
        if case .invalidAmount = problem { validate() } else { refresh() }
    }
}
