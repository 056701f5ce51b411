import GtkKit

/// A component built for the gallery: the widget to render, the object that drives it, and
/// where keyboard focus goes.
///
/// Keep the sample until the picture is taken: the owner updates the widget's state classes
/// while it is on screen. `render(to:width:margin:)` does it all in a window of its own.
@MainActor
public struct GallerySample {
    /// The widget to render.
    public let widget: Widget
    /// The component behind the widget.
    public let owner: AnyObject
    /// Whether the picture shows the component with keyboard focus (false: the window's focus
    /// is cleared, GTK having focused the first field of the new window).
    public let takesFocus: Bool
    /// Runs once the component is on screen and the focus is settled: focuses it, or undoes
    /// what GTK's initial focus left behind (a selected text).
    public let settle: @MainActor () -> Void
    /// Holds once the component shows its state (e.g. the focus has arrived, a list is open).
    public let isReady: @MainActor () -> Bool

    /// A sample of `widget`, driven by `owner`.
    public init(
        widget: Widget, owner: AnyObject, takesFocus: Bool = false,
        settle: @escaping @MainActor () -> Void = {}, isReady: @escaping @MainActor () -> Bool = { true }
    ) {
        self.widget = widget
        self.owner = owner
        self.takesFocus = takesFocus
        self.settle = settle
        self.isReady = isReady
    }

    /// Shows the sample in an undecorated window `width` pixels wide with `margin` pixels around
    /// it (a spacing token), sets its focus, waits until it is ready and writes it on the theme's
    /// window background, with any popover it opened (a suggestion list), to a PNG file.
    @discardableResult
    public func render(to path: String, width: Int, margin: Int = 0, timeout: Double = 5) throws -> WidgetRenderer.ImageSize {
        GalleryCanvasStyle.install()
        // Transitions would catch borders halfway between two states' colours.
        let animated = GtkRuntime.animationsEnabled
        GtkRuntime.animationsEnabled = false
        defer { GtkRuntime.animationsEnabled = animated }
        let window = Window()
        window.isDecorated = false
        window.setDefaultSize(width: width, height: -1)
        let canvas = Box(.vertical)
        canvas.addCSSClass(GalleryCanvasStyle.cssClass)
        widget.setMargins(top: margin, bottom: margin, start: margin, end: margin)
        canvas.append(widget)
        window.setChild(canvas)
        window.present()
        defer {
            canvas.closeOpenPopovers()
            canvas.remove(widget)
            window.setChild(nil)
            window.destroy()
        }
        guard GtkRuntime.runUntil(timeout: timeout, { widget.isMapped && widget.allocatedWidth > 0 }) else {
            throw RenderError.notLaidOut(widget.typeName)
        }
        if !takesFocus { window.setFocus(nil) }
        settle()
        guard GtkRuntime.runUntil(timeout: timeout, isReady) else {
            // i18n: not shown (gallery render error, for developers)
            throw RenderError.notLaidOut("\(widget.typeName) in its gallery state")
        }
        // A popover reaching below the component (the renderer draws every open one): the
        // canvas grows so the picture's background holds it too.
        GtkRuntime.runUntil(timeout: timeout) { WidgetRenderer.openPopoversAreLaidOut(in: canvas) }
        let popovers = WidgetRenderer.openPopoverFrames(in: canvas)
        let bottom = popovers.map { Int(($0.y + $0.height).rounded(.up)) }.max() ?? 0
        if bottom > canvas.allocatedHeight {
            canvas.setSizeRequest(width: -1, height: bottom)
            GtkRuntime.runUntil(timeout: timeout) { canvas.allocatedHeight >= bottom }
        }
        // The picture is the widget's last drawn frame: wait for a frame that began after the
        // state was set (GTK draws on its frame clock, in one main-loop dispatch per frame). An
        // open list scrolls after its first layout (to its current row): one more frame for that.
        for _ in 0..<(popovers.isEmpty ? 1 : 2) {
            let framesBefore = canvas.drawnFrameCount ?? 0
            canvas.queueDraw()
            guard GtkRuntime.runUntil(timeout: timeout, { (canvas.drawnFrameCount ?? 0) > framesBefore }) else {
                // i18n: not shown (gallery render error, for developers)
                throw RenderError.notLaidOut("\(widget.typeName): no frame drawn")
            }
        }
        return try WidgetRenderer.renderToPNG(canvas, path: path, timeout: timeout)
    }
}
