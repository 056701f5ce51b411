import CGtk

/// The display's clipboard: the kiosk clears it when it holds text copied from the app.
@MainActor
public enum Clipboard {
    private static var clipboard: OpaquePointer? {
        guard let display = gdk_display_get_default() else { return nil }
        return gdk_display_get_clipboard(display)
    }

    /// Whether the clipboard content was set by this process (copied from one of our widgets).
    public static var isOwnedByThisApp: Bool {
        guard let clipboard else { return false }
        return Bool(gdk_clipboard_is_local(clipboard))
    }

    /// Puts text on the clipboard.
    public static func setText(_ text: String) {
        guard let clipboard else { return }
        gdk_clipboard_set_text(clipboard, text)
    }

    /// Empties the clipboard (drops the content this app provided).
    public static func clear() {
        guard let clipboard else { return }
        gdk_clipboard_set_content(clipboard, nil)
    }

    /// Reads the clipboard's text (async on the main loop); nil when it holds no text.
    public static func readText() async -> String? {
        guard let clipboard else { return nil }
        return await withCheckedContinuation { continuation in
            let box = Unmanaged.passRetained(ClosureBox<(String?) -> Void>({ continuation.resume(returning: $0) })).toOpaque()
            gdk_clipboard_read_text_async(
                clipboard, nil,
                { source, result, data in
                    guard let data else { return }
                    let box = Unmanaged<ClosureBox<(String?) -> Void>>.fromOpaque(data).takeRetainedValue()
                    let text = gdk_clipboard_read_text_finish(OpaquePointer(source), result, nil)
                    box.handler(takeString(text))
                }, box)
        }
    }
}
