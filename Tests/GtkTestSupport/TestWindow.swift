import Foundation
import GtkKit
import TestSupport

/// The window a widget test shows its widgets in: made by `show`, destroyed by `close` in the
/// test's tearDown, so no window outlives its test.
@MainActor
public final class TestWindow {
    /// The window on screen; nil before `show` and after `close`.
    public private(set) var window: Window?

    /// No window yet (nonisolated: a test case creates it as a stored property).
    public nonisolated init() {}

    /// Shows `content` in a new window titled `title` (`width` pixels wide when given) and waits
    /// until `isOnScreen` holds; `what` names the wait in a failure.
    public func show(
        _ content: Widget, title: String, width: Int? = nil, until what: String,
        file: StaticString = #filePath, line: UInt = #line, _ isOnScreen: () -> Bool
    ) async {
        let window = Window()
        window.title = title
        if let width { window.setDefaultSize(width: width, height: -1) }
        window.setChild(content)
        window.present()
        self.window = window
        await GtkTestEnvironment.waitUntil(what, file: file, line: line, isOnScreen)
    }

    /// Taps the middle of a widget with the pointer (xdotool), as a person does, once it has kept
    /// its place on screen for 0.2 s: a popover moves and resizes a frame or two after its
    /// content changes, and a tap any sooner lands on a stale spot. AT-SPI cannot say where:
    /// GTK 4.8 has no screen coordinates. `widget` is asked again each time (rows are remade).
    /// `resting`: the pointer rests on the widget a moment (0.3 s) before the button goes down, as
    /// a hand on a mouse does. A time, not a condition: in the case this imitates, GTK 4.8 shows
    /// no sign of the pointer over a popover's row (the row never gets `:hover`).
    public func tap(
        _ what: String, resting: Bool = false, file: StaticString = #filePath, line: UInt = #line,
        _ widget: () -> Widget?
    ) async {
        guard let title = window?.title, let point = await settledCentre(of: what, file: file, line: line, widget) else { return }
        await AccessibilityDriver.call("gtk_kit_keys.tap_at", title, point.x, point.y, resting, file: file, line: line)
    }

    /// Presses the middle of a widget with the pointer and holds the button down until `held`
    /// holds (a long press has done what it does), then lets go, as a person does.
    public func pressAndHold(
        _ what: String, until held: String, file: StaticString = #filePath, line: UInt = #line,
        _ widget: () -> Widget?, _ isDone: () -> Bool
    ) async {
        guard let title = window?.title, let point = await settledCentre(of: what, file: file, line: line, widget) else { return }
        await AccessibilityDriver.call("gtk_kit_keys.press_at", title, point.x, point.y, file: file, line: line)
        await GtkTestEnvironment.waitUntil(held, file: file, line: line, isDone)
        await AccessibilityDriver.call("gtk_kit_keys.release", file: file, line: line)
    }

    /// The middle of a widget in its window, once it has kept its place for 0.2 s.
    private func settledCentre(
        of what: String, file: StaticString, line: UInt, _ widget: () -> Widget?
    ) async -> (x: Int, y: Int)? {
        var point: (x: Int, y: Int)?
        var seenSince = Date()
        await GtkTestEnvironment.waitUntil("\(what) on screen, settled", timeout: 10, file: file, line: line) {
            guard let target = widget(), target.allocatedHeight > 0, let origin = target.originInWindowSurface else {
                point = nil
                return false
            }
            let current = (x: Int(origin.x) + target.allocatedWidth / 2, y: Int(origin.y) + target.allocatedHeight / 2)
            if point?.x != current.x || point?.y != current.y { point = current; seenSince = Date() }
            return Date().timeIntervalSince(seenSince) >= 0.2
        }
        return point
    }

    /// Destroys the window and lets GTK finish the work that leaves.
    public func close() {
        window?.destroy()
        window = nil
        GtkTestEnvironment.drain()
    }
}
