/// An icon inside a TextInput's field: a named icon of the icon theme or an image file.
public enum TextInputIcon: Sendable, Equatable {
    /// An icon of the icon theme ("system-search-symbolic").
    case named(String)
    /// An image file (PNG, SVG).
    case file(String)
}
