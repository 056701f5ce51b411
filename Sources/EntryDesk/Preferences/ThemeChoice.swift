import Localization

/// The themes the Preferences window offers, and how each is written as `[appearance] theme`.
enum ThemeChoice: CaseIterable, Equatable {
    case followSystem, light, dark, highContrast

    /// The choice `[appearance] theme` names (nil: another theme or a token file of the person's
    /// own, which the window shows as it is).
    init?(configuredThemes themes: [String]) {
        switch themes {
        case []: self = .followSystem
        case ["light"]: self = .light
        case ["dark"]: self = .dark
        case ["high-contrast"]: self = .highContrast
        default: return nil
        }
    }

    /// The themes `ThemeManager.apply` takes (empty: the desktop's light or dark).
    var themes: [String] {
        switch self {
        case .followSystem: []
        case .light: ["light"]
        case .dark: ["dark"]
        case .highContrast: ["high-contrast"]
        }
    }

    /// The value of `[appearance] theme` (nil: the key is removed and the desktop followed).
    var configurationValue: String? { themes.isEmpty ? nil : themes.joined(separator: ", ") }

    /// The words in the window.
    var title: String {
        switch self {
        // Translators: a theme choice in Preferences: light or dark as the desktop says.
        case .followSystem: trc("theme", "Follow System")
        case .light: trc("theme", "Light")
        case .dark: trc("theme", "Dark")
        case .highContrast: trc("theme", "High Contrast")
        }
    }
}
