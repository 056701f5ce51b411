import GtkKit

/// A component's pictures for the gallery: its states, each built fresh for every theme.
public struct GalleryComponent {
    /// The file name prefix ("text-input").
    public let name: String
    /// The themes it is rendered in.
    public let themes: [String]
    /// The width of the temporary window each state is rendered in.
    public let width: Int
    /// The states: a name ("error") and a function that builds the widget in that state.
    public let states: [(name: String, make: @MainActor () -> Widget)]

    /// A gallery entry.
    public init(name: String, themes: [String], width: Int, states: [(name: String, make: @MainActor () -> Widget)]) {
        self.name = name
        self.themes = themes
        self.width = width
        self.states = states
    }
}
