import GtkKit

extension InputAmountGallery {
    /// One picture: an InputAmount in one state, e.g. `error`.
    public struct Case: Sendable {
        /// The state shown (`default`, `focused`, `selector-open`, ...).
        public let state: String
        /// Builds the input; call on the main actor after GTK is initialised. Keep the input
        /// alive while its widget is on screen.
        public let make: @MainActor @Sendable () -> InputAmount
        /// Runs once the input is on screen: gives it focus or opens its currency list.
        public let settle: @MainActor @Sendable (InputAmount) -> Void
        /// Holds once the input shows its state.
        public let isReady: @MainActor @Sendable (InputAmount) -> Bool

        /// A case of `state`.
        public init(state: String, make: @escaping @MainActor @Sendable () -> InputAmount,
                    settle: @escaping @MainActor @Sendable (InputAmount) -> Void = { _ in },
                    isReady: @escaping @MainActor @Sendable (InputAmount) -> Bool = { _ in true }) {
            self.state = state
            self.make = make
            self.settle = settle
            self.isReady = isReady
        }

        /// The file name of the picture for a theme: `input-amount-error-dark.png`.
        public func fileName(theme: String) -> String { "input-amount-\(state)-\(theme).png" }

        /// Shows the input in an undecorated window `width` pixels wide with `margin` pixels
        /// around it, settles its state and writes it on the theme's window colour (with any open popover) to `path`.
        @MainActor
        @discardableResult
        public func render(to path: String, width: Int, margin: Int, timeout: Double = 5) throws -> WidgetRenderer.ImageSize {
            let input = make()
            GalleryCanvasStyle.install()
            // Transitions would catch borders halfway between two states' colours.
            let animated = GtkRuntime.animationsEnabled
            GtkRuntime.animationsEnabled = false
            defer { GtkRuntime.animationsEnabled = animated }
            let window = Window()
            window.isDecorated = false
            window.setDefaultSize(width: width, height: -1)
            // GTK cannot snapshot a window itself: the picture is of a box painted like it.
            let canvas = Box(.vertical)
            canvas.addCSSClass(GalleryCanvasStyle.cssClass)
            input.widget.setMargins(top: margin, bottom: margin, start: margin, end: margin)
            canvas.append(input.widget)
            window.setChild(canvas)
            window.present()
            defer {
                input.closeCurrencySelector()
                canvas.remove(input.widget)
                window.setChild(nil)
                window.destroy()
            }
            guard GtkRuntime.runUntil(timeout: timeout, { input.widget.isMapped && input.widget.allocatedWidth > 0 }) else {
                throw RenderError.notLaidOut("input-amount \(state)")
            }
            // GTK focuses the first field of a new window; only the focused case keeps it.
            window.setFocus(nil)
            input.caretPosition = input.text.unicodeScalars.count
            settle(input)
            guard GtkRuntime.runUntil(timeout: timeout, { isReady(input) }) else {
                throw RenderError.notLaidOut("input-amount in its \(state) state")
            }
            if let popover = input.selector?.popover, popover.isOpen {
                // Room on the canvas for the open list, which hangs below the field.
                GtkRuntime.runUntil(timeout: timeout) { popover.allocatedHeight > 0 }
                canvas.setSizeRequest(width: -1, height: canvas.allocatedHeight + popover.allocatedHeight)
                GtkRuntime.runUntil(timeout: timeout) { canvas.allocatedHeight > input.widget.allocatedHeight + popover.allocatedHeight }
                // The list scrolled to the current currency: wait until the popover drew that.
                for _ in 0..<2 {
                    let popoverFrames = popover.drawnFrameCount ?? 0
                    popover.queueDraw()
                    GtkRuntime.runUntil(timeout: timeout) { (popover.drawnFrameCount ?? 0) > popoverFrames }
                }
            }
            // The picture is the last drawn frame: wait for one that began after the state was set.
            let framesBefore = canvas.drawnFrameCount ?? 0
            canvas.queueDraw()
            guard GtkRuntime.runUntil(timeout: timeout, { (canvas.drawnFrameCount ?? 0) > framesBefore }) else {
                throw RenderError.notLaidOut("input-amount \(state): no frame drawn")
            }
            return try WidgetRenderer.renderToPNG(canvas, path: path, timeout: timeout)
        }
    }
}
