import Foundation

/// One overlay to apply: a built-in theme or a user's token file.
public enum ThemeSource: Sendable, Hashable {
    /// A built-in theme.
    case named(ThemeName)
    /// A token file (W3C format) that overlays whatever came before it.
    case file(URL)

    /// Reads a `--theme` argument: a built-in name, otherwise a file path.
    public init(argument: String) {
        if let name = ThemeName(rawValue: argument) {
            self = .named(name)
        } else {
            self = .file(URL(fileURLWithPath: argument))
        }
    }

    /// The label used in `ResolvedTheme.name`: the theme's name, or "file" for a user file
    /// (a file name could hold characters that do not belong in a CSS comment).
    var label: String {
        switch self {
        case let .named(name): return name.rawValue
        case .file: return "file"
        }
    }
}
