/// One picture of the gallery: a component in one state, e.g. `text-input` `error`.
public struct GalleryCase: Sendable {
    /// The component's CSS name (`text-input`).
    public let component: String
    /// The state shown (`default`, `focused`, `error`, ...).
    public let state: String
    /// Builds the sample; call on the main actor after GTK is initialised.
    public let make: @MainActor @Sendable () -> GallerySample

    /// A case of `component` in `state`.
    public init(component: String, state: String, make: @escaping @MainActor @Sendable () -> GallerySample) {
        self.component = component
        self.state = state
        self.make = make
    }

    /// The file name of the picture for a theme: `text-input-error-dark.png`.
    public func fileName(theme: String) -> String { "\(component)-\(state)-\(theme).png" }
}
