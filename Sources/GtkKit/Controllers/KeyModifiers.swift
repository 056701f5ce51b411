import CGtk

/// The modifier keys held with a key press.
public struct KeyModifiers: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    public static let shift = KeyModifiers(rawValue: GDK_SHIFT_MASK.rawValue)
    public static let control = KeyModifiers(rawValue: GDK_CONTROL_MASK.rawValue)
    public static let alt = KeyModifiers(rawValue: GDK_ALT_MASK.rawValue)
    public static let superKey = KeyModifiers(rawValue: GDK_SUPER_MASK.rawValue)

    init(_ state: GdkModifierType) {
        self.init(
            rawValue: state.rawValue
                & (GDK_SHIFT_MASK.rawValue | GDK_CONTROL_MASK.rawValue | GDK_ALT_MASK.rawValue | GDK_SUPER_MASK.rawValue))
    }
}
