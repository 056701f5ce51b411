import CGtk

/// Explore by touch, as screen readers on phones offer it: while it is on, a touch first says
/// what is under the finger (a key of the on-screen keyboard, a line of the review page), and
/// the release then acts on it as usual (types the key). Text fields are left to focus, which
/// says them anyway.
@MainActor
public final class TouchExploration {
    /// Whether touches are said (while a screen reader speaks).
    public var isOn = false
    private let press = ClickGesture()

    /// Watches every press in `window`, before any widget in it sees the press.
    public init(window: Window) {
        press.setPhase(.capture)
        press.onPressedAt { [weak self, weak window] _, x, y in
            guard let self, self.isOn, let window, let name = window.spokenName(atX: x, y: y) else { return }
            Announcer.announce(name, near: window)
        }
        window.addController(press)
    }
}

extension Window {
    /// What a screen reader calls the widget under a point (window coordinates): a button by its
    /// accessible name or text, a label by its text; nil over a text field or nothing named.
    public func spokenName(atX x: Double, y: Double) -> String? {
        entrydesk_spoken_name_at(widgetPointer, x, y).map { String(cString: $0) }
    }
}
