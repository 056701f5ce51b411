import DesignTokens
import Localization

/// The themes the Preferences window offers, and how each is written as `[appearance] theme`.
enum ThemeChoice: CaseIterable, Equatable {
    case followSystem, light, dark, highContrast

    /// The choice `[appearance] theme` names (nil: another theme or a token file of the person's
    /// own, which the window shows as it is).
    init?(configuredThemes themes: [String]) {
        guard let choice = Self.allCases.first(where: { $0.themes == themes }) else { return nil }
        self = choice
    }

    /// The themes `ThemeManager.apply` takes and `[appearance] theme` holds (empty: the
    /// desktop's light or dark, the key removed).
    var themes: [String] {
        switch self {
        case .followSystem: []
        case .light: [ThemeName.light.rawValue]
        case .dark: [ThemeName.dark.rawValue]
        case .highContrast: [ThemeName.highContrast.rawValue]
        }
    }

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
