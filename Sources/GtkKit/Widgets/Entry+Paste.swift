import CGtk
import Foundation

extension Entry {
    /// Takes over pasting (Ctrl+V, Shift+Insert, the context menu): GTK's own paste is stopped
    /// and `handler` gets the clipboard's text once it has arrived, with the selection still
    /// in place. GTK would delete the selection before inserting, so a paste the field refuses
    /// would lose what was selected; the handler applies the paste as one edit instead.
    @discardableResult
    public func onPaste(_ handler: @escaping @MainActor (String) -> Void) -> SignalHandle {
        nonisolated(unsafe) let delegate = delegatePointer
        let adapted: SignalThunk.Void0 = {
            // A keybinding signal: stopping it keeps GtkText's default handler from pasting.
            g_signal_stop_emission_by_name(delegate, "paste-clipboard")
            Task { @MainActor in
                guard let text = await Clipboard.readText() else { return }
                handler(text)
            }
        }
        return connectSignal(delegatePointer, "paste-clipboard", adapted, thunk: unsafeBitCast(SignalThunk.void0, to: GCallback.self))
    }
}

extension Entry {
    /// Puts `text` where a paste puts it: over the selection, else at the caret, the caret
    /// after it; its line breaks become spaces (a field holds one line). For an `onPaste`
    /// handler that lets a paste through as it was.
    public func insertAsPasted(_ text: String) {
        let line = text.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty }.joined(separator: " ")
        var start = caretPosition
        if let selection {
            delete(selection)
            start = selection.lowerBound
        }
        caretPosition = insert(line, at: start)
    }
}
