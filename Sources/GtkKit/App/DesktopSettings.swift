import CGtk

/// The desktop's settings GTK follows (dark preference).
@MainActor
public final class DesktopSettings {
    private let settings: ObjectReference?

    /// The default display's settings (nil before GTK is initialised).
    public init() {
        settings = gtk_settings_get_default().map { ObjectReference(retaining: UnsafeMutableRawPointer($0)) }
    }

    /// Whether GTK's settings were there to read (GTK was running when this was made).
    public var isAvailable: Bool { settings != nil }

    /// Whether the desktop prefers dark applications.
    public var prefersDark: Bool {
        guard let settings else { return false }
        return Bool(entrydesk_object_get_bool(settings.objectPointer, "gtk-application-prefer-dark-theme"))
    }

    /// Asks GTK's own widgets (scrollbars, menus, tooltips) for their dark or light variant.
    public func setPrefersDark(_ dark: Bool) {
        guard let settings, prefersDark != dark else { return }
        entrydesk_object_set_bool(settings.objectPointer, "gtk-application-prefer-dark-theme", gboolean(dark))
    }

    /// Whether focusing a text field selects all its text (GTK's default). A touch kiosk turns
    /// it off: the next tap on an on-screen key would replace the whole selection.
    public func setSelectsTextOnFocus(_ selects: Bool) {
        guard let settings else { return }
        entrydesk_object_set_bool(settings.objectPointer, "gtk-entry-select-on-focus", gboolean(selects))
    }

    /// Calls `handler` when the dark preference changes.
    @discardableResult
    public func onDarkPreferenceChanged(_ handler: @escaping @MainActor (Bool) -> Void) -> SignalHandle? {
        settings?.onNotify("gtk-application-prefer-dark-theme") { [weak self] in
            handler(self?.prefersDark ?? false)
        }
    }
}
