import GtkKit

/// The background behind gallery pictures: the theme's window colour.
///
/// GTK cannot snapshot a window itself, so the picture is taken of a box inside it, painted
/// like the window. The colour is the tokens' `@window_background` (from
/// `theme.color.window.background`), defined by the generated stylesheet; no literal here.
@MainActor
enum GalleryCanvasStyle {
    static let cssClass = "gallery-canvas"
    private static var provider: CSSProvider?

    /// Installs the rule once for the default display.
    static func install() {
        guard provider == nil else { return }
        let css = CSSProvider()
        css.load(".\(cssClass) { background-color: @window_background; }", source: "gallery-canvas.css")
        css.installForDefaultDisplay()
        provider = css
    }
}
