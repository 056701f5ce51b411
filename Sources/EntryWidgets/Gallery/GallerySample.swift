import GtkKit

/// A component built for the gallery: the widget to render and the object that drives it.
///
/// Keep the sample until the picture is taken: the owner updates the widget's state classes
/// (focus, for one) while it is being laid out and drawn.
@MainActor
public struct GallerySample {
    /// The widget to render.
    public let widget: Widget
    /// The component behind the widget.
    public let owner: AnyObject

    /// A sample of `widget`, driven by `owner`.
    public init(widget: Widget, owner: AnyObject) {
        self.widget = widget
        self.owner = owner
    }
}
