import EntryWidgets
import GtkKit

/// A dialog's content that scrolls past `theme.size.dialog.max-height` (Preferences, the
/// import's columns), as wide and as tall as the content would like below that: a screen 768
/// pixels high shows the dialog whole, title bar included.
@MainActor
enum DialogScroller {
    static func wrapping(_ content: Widget) -> ScrolledWindow {
        let scroller = ScrolledWindow()
        scroller.setChild(content)
        scroller.propagateNaturalHeight(true)
        scroller.propagateNaturalWidth(true)
        scroller.setMaxContentHeight(ThemeTokens.pixels("theme.size.dialog.max-height") ?? Int(Int32.max))
        return scroller
    }
}
