import CGtk

/// The keyboard-bound actions of a text field, callable from code (tests, toolbar buttons).
extension Entry {
    /// Pastes the clipboard at the caret as Ctrl+V does (asynchronously; refused when read-only).
    public func pasteClipboard() { entrydesk_signal_emit_void(delegatePointer, "paste-clipboard") }
    /// Copies the selection to the clipboard as Ctrl+C does (refused for hidden passwords).
    public func copyClipboard() { entrydesk_signal_emit_void(delegatePointer, "copy-clipboard") }
    /// Cuts the selection to the clipboard as Ctrl+X does (refused when read-only).
    public func cutClipboard() { entrydesk_signal_emit_void(delegatePointer, "cut-clipboard") }
    /// Emits `activate` as pressing Enter in the field does.
    public func activate() { entrydesk_signal_emit_void(objectPointer, "activate") }
}
