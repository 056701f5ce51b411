import GtkKit

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
    public func show(_ content: Widget, title: String, width: Int? = nil, until what: String,
                     file: StaticString = #filePath, line: UInt = #line, _ isOnScreen: () -> Bool) async {
        let window = Window()
        window.title = title
        if let width { window.setDefaultSize(width: width, height: -1) }
        window.setChild(content)
        window.present()
        self.window = window
        await GtkTestEnvironment.waitUntil(what, file: file, line: line, isOnScreen)
    }

    /// Destroys the window and lets GTK finish the work that leaves.
    public func close() {
        window?.destroy()
        window = nil
        GtkTestEnvironment.drain()
    }
}
