import GtkKit
import TestSupport

/// A window with two text fields, "First" and "Second" over AT-SPI, on screen, focus in First:
/// where focus moves and keys land, in GtkKit's own tests.
@MainActor
public struct TwoFieldWindow {
    public let window: Window
    public let first: Entry
    public let second: Entry

    public init(title: String) async {
        window = Window()
        window.title = title
        let box = Box(.vertical, spacing: 6)
        first = Entry()
        second = Entry()
        first.setAccessibleLabel("First")
        second.setAccessibleLabel("Second")
        box.append(first)
        box.append(second)
        window.setChild(box)
        window.present()
        await GtkTestEnvironment.waitUntil("the window on screen") { [second] in second.isMapped }
        _ = first.grabFocus()
    }
}
