import CGtk

/// What input devices the display has (the kiosk shows its own keyboard when there is none).
@MainActor
public enum InputDevices {
    /// Whether the default seat has a physical keyboard.
    public static var hasKeyboard: Bool {
        guard let display = gdk_display_get_default(), let seat = gdk_display_get_default_seat(display) else { return false }
        return gdk_seat_get_capabilities(seat).rawValue & GDK_SEAT_CAPABILITY_KEYBOARD.rawValue != 0
    }
}
