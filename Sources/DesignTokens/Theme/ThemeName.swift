/// The built-in themes, each an overlay file in `Resources/tokens/themes/`.
public enum ThemeName: String, CaseIterable, Sendable, Hashable {
    /// The default look (an empty overlay: the base tokens are the light theme).
    case light
    /// Dark surfaces, light text; the app picks it when the desktop prefers dark.
    case dark
    /// Maximum contrast (7:1 for all text), thicker borders.
    case highContrast = "high-contrast"
    /// Self-service terminal: larger type, every touch target at least 56 px high.
    case kiosk
}
