// i18n: file never shown (sample data and gallery errors; the window's own words come from the window's code)
import EntrySettings
import GtkKit

/// The kiosk's staff PIN panel as it opens, in a window of its own, for the gallery and the
/// window contrast test (a panel, not a dialog window: see `PINDialog`).
@MainActor
final class PINPanelSample {
    /// The gallery's name for it (`kiosk-pin-panel-dark.png`).
    static let galleryName = "kiosk-pin-panel"

    let window = Window()
    private let panel: PINDialog
    /// Animations are off while the sample is up: after a theme change, the field's background
    /// would be caught in its transition from the last theme's colour.
    private let animated = GtkRuntime.animationsEnabled

    /// Builds the panel (for a throw-away PIN) and shows it.
    init() throws {
        GtkRuntime.animationsEnabled = false
        // Few iterations: the hash is never checked here.
        panel = PINDialog(pin: try AdminPIN.make(pin: "2468", iterations: 10))
        window.isDecorated = false
        window.setChild(panel.widget)
        panel.present()
        window.present()
    }

    /// Writes the panel as it is now (in the theme applied) to a PNG file.
    func render(to path: String, timeout: Double = 10) throws {
        let framesBefore = window.drawnFrameCount ?? 0
        window.queueDraw()
        guard GtkRuntime.runUntil(timeout: timeout, { (window.drawnFrameCount ?? 0) > framesBefore }) else {
            throw RenderError.notLaidOut("the PIN panel: no frame drawn")
        }
        try WidgetRenderer.renderToPNG(window, path: path, timeout: timeout)
    }

    func close() {
        window.destroy()
        GtkRuntime.animationsEnabled = animated
    }
}
