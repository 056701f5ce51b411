import CGtk

extension SignalThunk {
    typealias InsertText = @MainActor (String, Int) -> EditDecision
    typealias DeleteText = @MainActor (Range<Int>) -> EditDecision

    /// `void insert_text(GtkEditable*, const char *text, int length, int *position, gpointer)`.
    ///
    /// For `.insert` and `.replaceAll` the default handler is stopped and the edit is applied here
    /// with this handler blocked (matched by its user data), and `*position` is set to where the
    /// caret belongs: GtkText moves the caret to `*position` after the emission.
    static let insertText: @convention(c) (gpointer?, UnsafePointer<CChar>?, gint, UnsafeMutablePointer<gint>?, gpointer?) -> Void = {
        instance, text, length, position, data in
        guard let instance, let text, let position, let handler = unboxHandler(data, as: InsertText.self) else { return }
        let inserted: String
        if length < 0 {
            inserted = String(cString: text)
        } else {
            let bytes = UnsafeRawBufferPointer(start: text, count: Int(length))
            inserted = String(decoding: bytes, as: UTF8.self)
        }
        nonisolated(unsafe) let instancePointer = instance
        nonisolated(unsafe) let positionPointer = position
        MainActor.assumeIsolated {
            let decision = handler(inserted, Int(positionPointer.pointee))
            applyIntercepted(decision, instance: instancePointer, signal: "insert-text") { replacement in
                var cursor = positionPointer.pointee
                gtk_editable_insert_text(OpaquePointer(instancePointer), replacement, -1, &cursor)
                positionPointer.pointee = cursor
            } place: { caret in
                positionPointer.pointee = gint(caret)
            }
        }
    }

    /// `void delete_text(GtkEditable*, int start, int end, gpointer)`; `end` -1 means the end.
    static let deleteText: @convention(c) (gpointer?, gint, gint, gpointer?) -> Void = { instance, start, end, data in
        guard let instance, let handler = unboxHandler(data, as: DeleteText.self) else { return }
        nonisolated(unsafe) let instancePointer = instance
        MainActor.assumeIsolated {
            let editable = OpaquePointer(instancePointer)
            let length = gint(g_utf8_strlen(gtk_editable_get_text(editable), -1))
            let upper = end < 0 ? length : min(end, length)
            let lower = max(0, min(start, upper))
            let decision = handler(Int(lower)..<Int(upper))
            applyIntercepted(decision, instance: instancePointer, signal: "delete-text") { _ in
            } place: { caret in
                gtk_editable_set_position(editable, gint(caret))
            }
        }
    }

    @MainActor
    private static func applyIntercepted(
        _ decision: EditDecision, instance: gpointer, signal: String,
        insert: (String) -> Void, place: (Int) -> Void
    ) {
        switch decision {
        case .accept:
            return
        case .reject:
            g_signal_stop_emission_by_name(instance, signal)
        case .insert(let replacement):
            g_signal_stop_emission_by_name(instance, signal)
            withHandlersBlocked(instance) { insert(replacement) }
        case .replaceAll(let text, let caret):
            g_signal_stop_emission_by_name(instance, signal)
            withHandlersBlocked(instance) {
                gtk_editable_set_text(OpaquePointer(instance), text)
            }
            gtk_editable_set_position(OpaquePointer(instance), gint(caret))
            place(caret)
        }
    }

    /// Runs `body` with every GtkKit insert-text and delete-text interceptor of the instance
    /// blocked (matched by their C thunks), so our own edit (set_text deletes, then inserts) does
    /// not re-enter any interceptor.
    @MainActor
    private static func withHandlersBlocked(_ instance: gpointer, _ body: () -> Void) {
        let thunks = [unsafeBitCast(insertText, to: gpointer.self), unsafeBitCast(deleteText, to: gpointer.self)]
        for thunk in thunks { g_signal_handlers_block_matched(instance, G_SIGNAL_MATCH_FUNC, 0, 0, nil, thunk, nil) }
        body()
        for thunk in thunks { g_signal_handlers_unblock_matched(instance, G_SIGNAL_MATCH_FUNC, 0, 0, nil, thunk, nil) }
    }
}
