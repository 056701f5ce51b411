/// What the person asked for on the command line when launching the GUI.
public struct LaunchOptions: Sendable, Equatable {
    /// Theme names or theme files, applied in order over the default tokens (empty: follow the desktop).
    public var themes: [String]
    /// Run each launch in its own process instead of raising an existing window.
    public var separateInstance: Bool

    /// Launch options; the defaults follow the desktop and keep a single instance.
    public init(themes: [String] = [], separateInstance: Bool = false) {
        self.themes = themes
        self.separateInstance = separateInstance
    }
}
