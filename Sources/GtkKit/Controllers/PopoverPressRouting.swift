import CGtk

/// Gets a mouse press over a popover that does not hide itself (`autohide` false: a suggestion
/// list under a field where typing goes on) to that popover.
///
/// GTK 4.8 on X11 sends a press to the widget its window last saw under the pointer. When the
/// pointer moved in the window, then onto the popover, and the button goes down a moment later,
/// that is the window's widget under the popover: a field, which takes the focus, and the list
/// closes under the person's click (docs/GTK-4.8-FACTS.md). So the press is taken at the window,
/// in the capture phase, before any widget: when the pointer is over the popover, `targetAt`
/// (window surface coordinates) says what it is over, the press is claimed (nothing under it
/// sees it), and a release over the same target taps it. Touch is left alone: GTK sends a touch
/// to what is under the finger.
@MainActor
public final class PopoverPressRouting {
    /// What a press over the popover is on.
    public enum Target: Equatable, Sendable {
        /// An item, by index: a release over it taps it.
        case item(Int)
        /// The popover around its items: the press is kept from the window, nothing is tapped.
        case background
    }

    private let targetAt: @MainActor (_ x: Double, _ y: Double) -> Target?
    private let onTap: @MainActor (Int) -> Void
    private var gesture: ClickGesture?
    private var window: WeakObjectPointer?
    private var pressed: Target?

    /// `targetAt` answers nil where the pointer is not over the popover (the press goes on as
    /// usual); `onTap` is called with the item a press and its release were both over.
    public init(targetAt: @escaping @MainActor (_ x: Double, _ y: Double) -> Target?, onTap: @escaping @MainActor (Int) -> Void) {
        self.targetAt = targetAt
        self.onTap = onTap
    }

    /// Watches the presses in `widget`'s window (once per window: call it as the popover opens).
    public func watchWindow(of widget: Widget) {
        guard let root = gtk_widget_get_root(widget.widgetPointer) else { return }
        let rootPointer = UnsafeMutableRawPointer(root)
        if window?.withObject({ $0 == rootPointer }) == true { return }
        let click = ClickGesture()
        click.setPhase(.capture)
        // Weak: the window keeps the gesture, this object keeps its wrapper (the one in use).
        click.onPressed { [weak self, weak widget, weak click] _ in
            guard let self, let widget, let click else { return }
            self.pressed = nil
            guard !click.isTouch, let point = widget.pointerInWindowSurface,
                let target = self.targetAt(point.x, point.y)
            else { return }
            self.pressed = target
            click.claim()
        }
        click.onReleased { [weak self, weak widget] _ in
            guard let self, let widget, case .item(let index)? = self.pressed else { return }
            self.pressed = nil
            guard let point = widget.pointerInWindowSurface, self.targetAt(point.x, point.y) == .item(index) else { return }
            self.onTap(index)
        }
        // gtk_widget_add_controller takes ownership of one reference (transfer full).
        gtk_widget_add_controller(cast(root), click.controllerPointer)
        g_object_ref(click.objectPointer)
        gesture = click
        window = WeakObjectPointer(rootPointer)
    }
}
