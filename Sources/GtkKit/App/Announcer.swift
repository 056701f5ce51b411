import CGtk
import Foundation

/// Says a message through the screen reader without moving focus: "Saved entry for Ada
/// Lovelace", "5 suggestions", "3 of 5".
///
/// GTK 4.14 has an announcement call; it is used when the GTK found at run time has it. GTK 4.8
/// has none, and no active descendant, but Orca (43 and later) speaks a change of the accessible
/// description of the object that has focus. So on 4.8 the focused widget's description becomes
/// the message for as long as focus stays there, and its own description comes back once focus
/// has moved on (then no screen reader speaks the change: it is not where focus is).
/// What Orca says is checked by `Tests/EntryDeskTests/Orca*Tests.swift`.
@MainActor
public enum Announcer {
    /// A message and until when it follows focus: its first saying plus `followsFocusFor`.
    /// Said again where focus lands, it keeps that time: it does not follow for ever.
    private struct Message {
        var text: String
        var followsFocusUntil: ContinuousClock.Instant
    }

    /// The widget whose description carries a message, and that message.
    private static var shown: (widget: WeakObjectPointer, message: Message)?
    /// A message said this shortly before focus moves is said again where focus lands: GTK
    /// moves focus in steps (after a delete: to a header button, then to the list), and Orca
    /// drops a description change of what no longer has focus. The theme's
    /// `theme.duration.announcement.follow-focus`, set by the app; zero: never again.
    public static var followsFocusFor: Duration = .zero
    /// Windows whose focus changes are followed (each once).
    private static var followedWindows: [WeakObjectPointer] = []

    /// Says `message` to a screen reader following the window `widget` is in (nothing when it
    /// is in none). It is said once the main loop is idle, on what has focus then: a caller
    /// that moves focus right after (a saved form going back to its first field) has the
    /// message said after the field, not cut off by it. Messages of one turn are said together.
    /// A new message ends the following of the one before: "1 entry" said in the search must
    /// not follow focus past a later "Deleted the entry for …" and silence it.
    public static func announce(_ message: String, near widget: Widget) {
        guard !message.isEmpty, let root = gtk_widget_get_root(widget.widgetPointer) else { return }
        shown?.message.followsFocusUntil = .now
        waitingForFocus = nil
        enqueue(Message(text: message, followsFocusUntil: .now + followsFocusFor), in: UnsafeMutableRawPointer(root))
    }

    /// Messages waiting for the main loop to be idle, by window; one window's said together.
    private static var queued: [(window: WeakObjectPointer, messages: [Message])] = []
    private static var sayingQueued: MainLoopTimer?

    private static func enqueue(_ message: Message, in window: gpointer) {
        if let index = queued.firstIndex(where: { $0.window.withObject { $0 == window } == true }) {
            queued[index].messages.append(message)
        } else {
            queued.append((WeakObjectPointer(window), [message]))
        }
        if sayingQueued == nil { sayingQueued = MainLoopTimer.whenIdle { sayQueued() } }
    }

    private static func sayQueued() {
        sayingQueued = nil
        let waiting = queued
        queued = []
        for (window, messages) in waiting {
            let together = Message(
                text: sentences(messages.map(\.text)),
                followsFocusUntil: messages.map(\.followsFocusUntil).max() ?? .now)
            window.withObject { say(together, in: $0) }
        }
    }

    /// A message said while nothing had focus, and its window.
    private static var waitingForFocus: (window: WeakObjectPointer, message: Message)?

    /// Messages of one turn as one text: "5 suggestions. 1600 Amphitheatre Pkwy, 1 of 5".
    private static func sentences(_ messages: [String]) -> String {
        messages.map { message in
            guard let last = message.last, !".!?…:".contains(last) else { return message }
            return message + "."
        }.joined(separator: " ")
    }

    private static func say(_ message: Message, in window: gpointer) {
        let root = OpaquePointer(window)
        let focused = focusedAccessible(in: root)
        let target = focused ?? window.assumingMemoryBound(to: GtkWidget.self)
        if entrydesk_accessible_announce(OpaquePointer(target), message.text) != 0 { return }
        follow(window)
        // A message following one on the same widget replaces it: giving the widget its own
        // description back in between would have that said between the two ("Required. The
        // payer…" before each key touched at the kiosk).
        let replaced = shown.flatMap { last in last.widget.withObject { $0 == UnsafeMutableRawPointer(target) } == true ? last : nil }
        if replaced == nil { takeBack() }
        // Focus is nowhere for a moment (the row that had it was just deleted): the message
        // waits for the widget focus goes to next.
        guard focused != nil else {
            waitingForFocus = (WeakObjectPointer(window), message)
            return
        }
        waitingForFocus = nil
        // The same words twice in a row are no change: a trailing space makes them one.
        let current = replaced?.message.text ?? string(entrydesk_accessible_remembered_description(target))
        var said = message
        if said.text == current { said.text += " " }
        entrydesk_accessible_set_string(OpaquePointer(target), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, said.text)
        shown = (WeakObjectPointer(target), said)
    }

    /// The owner of `widget` set its description: an announcement shown there is over.
    static func ownerSetDescription(of widget: gpointer) {
        guard let shown, shown.widget.withObject({ $0 == widget }) == true else { return }
        self.shown = nil
    }

    /// The focused widget as screen readers see it: GTK gives focus to a GtkText inside an
    /// entry, which has no accessible role of its own; the entry is what Orca follows.
    private static func focusedAccessible(in root: OpaquePointer) -> UnsafeMutablePointer<GtkWidget>? {
        var widget = gtk_root_get_focus(root)
        while let current = widget, entrydesk_widget_is_presented(current) == 0 {
            widget = gtk_widget_get_parent(current)
        }
        return widget
    }

    /// Gives the widget that carried the last message its own description back.
    private static func takeBack() {
        guard let last = shown else { return }
        shown = nil
        last.widget.withObject { object in
            entrydesk_accessible_set_string(
                OpaquePointer(object), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                entrydesk_accessible_remembered_description(object))
        }
    }

    private static func follow(_ window: gpointer) {
        followedWindows.removeAll { $0.withObject { _ in true } == nil }
        guard !followedWindows.contains(where: { $0.withObject { $0 == window } == true }) else { return }
        followedWindows.append(WeakObjectPointer(window))
        let handler: SignalThunk.Pointer1 = { _ in
            if let last = shown, ContinuousClock.now < last.message.followsFocusUntil {
                var message = last.message
                message.text = message.text.trimmingCharacters(in: .whitespaces)
                waitingForFocus = (WeakObjectPointer(window), message)
            }
            takeBack()
            guard let waiting = waitingForFocus, waiting.window.withObject({ $0 == window }) == true else { return }
            waitingForFocus = nil
            // Once focus has settled there: Orca follows the focus event first.
            enqueue(waiting.message, in: window)
        }
        connectSignal(window, "notify::focus-widget", handler, thunk: unsafeBitCast(SignalThunk.pointer1, to: GCallback.self))
    }
}
