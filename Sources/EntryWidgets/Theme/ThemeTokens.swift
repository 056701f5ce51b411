import DesignTokens

/// The design tokens widget code reads itself: sizes and durations GTK takes as properties,
/// not from the stylesheet (a revealer's transition, a pane's width request).
///
/// Values come from the theme `ThemeManager` applied last; before any was applied (a widget
/// test without a manager), from the default theme.
@MainActor
public enum ThemeTokens {
    /// The tokens of the theme applied last (set by `ThemeManager`).
    static var active: ResolvedTheme?

    private static var current: ResolvedTheme? {
        if active == nil { active = try? Theme.load(.light) }
        return active
    }

    /// The length at `path` in whole pixels; nil when the token is missing or not in px.
    public static func pixels(_ path: String) -> Int? {
        current?.dimension(path)?.pixels.map { Int($0.rounded()) }
    }

    /// The number at `path` (a count: characters, lines); nil when the token is missing or no number.
    public static func number(_ path: String) -> Int? {
        guard case let .number(number)? = current?[path] else { return nil }
        return Int(number.rounded())
    }

    /// The duration at `path` in whole milliseconds; nil when the token is missing.
    public static func milliseconds(_ path: String) -> Int? {
        guard case let .duration(duration)? = current?[path] else { return nil }
        return Int(duration.milliseconds.rounded())
    }
}
