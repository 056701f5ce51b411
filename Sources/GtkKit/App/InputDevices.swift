import CGtk

/// What input devices the display has (the kiosk shows its own keyboard when there is none).
@MainActor
public enum InputDevices {
    /// Whether the default seat has a keyboard a person can type on. The seat's keyboard
    /// capability alone says little: ACPI buttons and the X server's XTEST device (synthetic
    /// keys) count as keyboards on almost every machine, touch-only terminals included.
    public static var hasKeyboard: Bool { keyboardNames.contains(where: isTypingKeyboard(named:)) }

    /// The names of the default seat's keyboard devices.
    public static var keyboardNames: [String] {
        guard let display = gdk_display_get_default(), let seat = gdk_display_get_default_seat(display) else { return [] }
        let devices = gdk_seat_get_devices(seat, GDK_SEAT_CAPABILITY_KEYBOARD)
        defer { g_list_free(devices) }
        var names: [String] = []
        var node = devices
        while let current = node {
            if let device = current.pointee.data, let name = gdk_device_get_name(OpaquePointer(device)) {
                names.append(String(cString: name))
            }
            node = current.pointee.next
        }
        return names
    }

    /// Whether a keyboard device of this name is one to type on, not a button or switch that
    /// sends key events (power, sleep, lid, display brightness), nor the X server's own virtual
    /// devices (XTEST, which remote desktops and test tools type through; Xvfb's keyboard).
    nonisolated public static func isTypingKeyboard(named name: String) -> Bool {
        let lowered = name.lowercased()
        let notForTyping = [
            // i18n: not shown (device names)
            "xtest", "xvfb", "power button", "sleep button", "video bus", "lid switch", "hotkeys", "hid events",
            // i18n: not shown (device names)
            "pc speaker", "headphone", "headset", "consumer control", "system control"
        ]
        return !notForTyping.contains { lowered.contains($0) }
    }
}
