// i18n: file never shown (gallery errors, on the terminal)
import EntryWidgets
import Foundation
import GtkKit

/// A window's picture in each of the gallery's themes (`<name>-<theme>.png`), drawn as a person
/// sees it and checked: the theme applied (with `onTop` over it, as a kiosk runs), a frame drawn
/// in the theme's sizes, the picture made ready (`prepare`: the focused field scrolled into view,
/// which needs those sizes), drawn again and rendered. The gallery fails when the window cuts a
/// heading, row or button (`Window.fit()`), or when `check` finds fault with it.
@MainActor
struct ThemedPictures {
    /// A small laptop's screen, the smallest the desk and the kiosk are drawn for.
    static let smallLaptop = (width: 1366, height: 768)

    /// The kiosk theme's smallest touch target (`theme.size.touch-target.min`), for the
    /// samples that check their targets; the gallery fails if the theme lost it.
    static func touchTargetMinimum() throws -> Int {
        guard let least = ThemeTokens.pixels("theme.size.touch-target.min") else {
            throw RenderError.notLaidOut("the theme has no theme.size.touch-target.min")
        }
        return least
    }

    let folder: URL
    let themes: ThemeManager
    /// Themes applied over each one (the kiosk's).
    var onTop: [String] = []

    /// Renders `window` as `name` in each theme; `what` names it in errors. Returns the paths.
    func render(
        _ name: String, of window: Window, _ what: String, prepare: () -> Void = {},
        check: (Window, String) throws -> Void = { _, _ in }
    ) throws -> [String] {
        try ["light", "dark"].map { theme in
            if let error = themes.apply([theme] + onTop) { throw Gallery.Failure.theme(theme, error) }
            try Self.drawn(window, "\(what), \(theme)")
            prepare()
            try Self.drawn(window, "\(what), \(theme)")
            let path = folder.appendingPathComponent("\(name)-\(theme).png").path
            try WidgetRenderer.renderToPNG(window, path: path)
            guard let fit = window.fit(), fit.cut.isEmpty else {
                throw RenderError.notLaidOut("\(what), \(theme): \(window.fit()?.cut.joined(separator: "; ") ?? "not measured")")
            }
            try check(window, "\(what), \(theme)")
            return path
        }
    }

    /// Waits for a frame drawn after now (a theme's sizes laid out, a scroll done).
    private static func drawn(_ window: Window, _ what: String) throws {
        let frames = window.drawnFrameCount ?? 0
        window.queueDraw()
        guard GtkRuntime.runUntil(timeout: 10, { (window.drawnFrameCount ?? 0) > frames }) else {
            throw RenderError.notLaidOut("\(what): no frame drawn")
        }
    }
}
