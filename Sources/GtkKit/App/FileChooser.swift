import CGtk
import Localization

/// The desktop's native file chooser (a portal when sandboxed), for export and import.
@MainActor
public final class FileChooser: ObjectReference {
    /// Save or open.
    public enum Mode: Sendable { case save, open }

    private let mode: Mode

    /// A chooser with a title and an accept-button label, modal for `parent`.
    public init(title: String, mode: Mode, acceptLabel: String, cancelLabel: String = tr("_Cancel"), parent: Window?) {
        self.mode = mode
        let action = mode == .save ? GTK_FILE_CHOOSER_ACTION_SAVE : GTK_FILE_CHOOSER_ACTION_OPEN
        super.init(
            taking: UnsafeMutableRawPointer(
                constructed(
                    entrydesk_file_chooser_native_new(title, parent?.windowPointer, action, acceptLabel, cancelLabel),
                    "GtkFileChooserNative")))
    }

    /// Suggests a file name (save mode).
    public func setSuggestedName(_ name: String) {
        guard mode == .save else { return }
        entrydesk_file_chooser_set_current_name(objectPointer, name)
    }

    /// Shows the chooser; `completion` gets the chosen path, or nil when cancelled.
    public func show(_ completion: @escaping @MainActor (String?) -> Void) {
        let handler: SignalThunk.IntArgument = { [weak self] response in
            guard let self else { return }
            let path = response == GTK_RESPONSE_ACCEPT.rawValue ? takeString(entrydesk_file_chooser_get_path(self.objectPointer)) : nil
            completion(path)
        }
        connectSignal(objectPointer, "response", handler, thunk: unsafeBitCast(SignalThunk.intArgument, to: GCallback.self))
        gtk_native_dialog_show(cast(objectPointer))
    }
}
