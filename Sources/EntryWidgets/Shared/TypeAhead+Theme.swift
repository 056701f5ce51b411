import GtkKit

extension TypeAhead {
    /// Holds the keys of the window `widget` is in for at most the theme's
    /// `theme.duration.typeahead.hold-limit` (none when the theme cannot be read: keys go on).
    public static func holdKeys(near widget: Widget) -> Hold? {
        let limit = ThemeTokens.milliseconds("theme.duration.typeahead.hold-limit") ?? 0
        return hold(near: widget, atMost: .milliseconds(limit))
    }
}
