import CGtk

/// Shows or hides a child with an animation (helper/error rows, banners).
@MainActor
public final class Revealer: Widget {
    /// A revealer; `duration` 0 disables the animation.
    public init(durationMilliseconds: Int = 150) {
        super.init(taking: constructed(gtk_revealer_new(), "GtkRevealer"))
        gtk_revealer_set_transition_duration(revealerPointer, UInt32(durationMilliseconds))
        gtk_revealer_set_transition_type(revealerPointer, GTK_REVEALER_TRANSITION_TYPE_SLIDE_DOWN)
    }

    private var revealerPointer: OpaquePointer { OpaquePointer(objectPointer) }

    /// The content.
    public func setChild(_ child: Widget?) { gtk_revealer_set_child(revealerPointer, child?.widgetPointer) }
    /// Whether the child is shown.
    public var isRevealed: Bool {
        get { Bool(gtk_revealer_get_reveal_child(revealerPointer)) }
        set { gtk_revealer_set_reveal_child(revealerPointer, gboolean(newValue)) }
    }
}
