/// The corner radius of an input's field (TextInput, InputAmount), one step of the token scale.
public enum FieldCornerRadius: String, Sendable, CaseIterable {
    /// The component's own radius token (`theme.radius.input.default`, `theme.radius.input-amount.default`).
    case standard
    /// `theme.radius.none`: square corners.
    case none
    /// `theme.radius.sm`.
    case small = "sm"
    /// `theme.radius.md`.
    case medium = "md"
    /// `theme.radius.lg`.
    case large = "lg"
    /// `theme.radius.max`: fully rounded ends.
    case maximum = "max"

    /// The CSS class the stylesheet maps to the radius token (nil: the default radius).
    var cssClass: String? { self == .standard ? nil : "radius-\(rawValue)" }
}
