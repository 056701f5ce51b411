import CGtk

/// The XDG desktop portal's `org.freedesktop.appearance color-scheme` (1: prefer dark, 2: prefer
/// light, 0: no preference): where KDE, other desktops and sandboxes publish the preference
/// that GNOME keeps in GSettings.
///
/// Nothing waits for it: the session bus and the portal's answer arrive on the main loop (the
/// answer usually before the window's first frame), and a portal that is not running is not
/// started for it (a D-Bus activation can take a second). `SettingChanged` signals follow the
/// preference while the app runs.
@MainActor
public final class DesktopAppearancePortal {
    static let service = "org.freedesktop.portal.Desktop"
    static let path = "/org/freedesktop/portal/desktop"
    static let interface = "org.freedesktop.portal.Settings"
    static let namespace = "org.freedesktop.appearance"
    static let key = "color-scheme"

    /// What the portal said: nil until it answered (or when there is no portal).
    public private(set) var prefersDark: Bool?
    private let onChange: @MainActor () -> Void
    nonisolated(unsafe) private var connection: OpaquePointer?
    nonisolated(unsafe) private var subscription: guint = 0

    /// Asks the portal on the session bus; `onChange` runs each time its answer changes.
    public init(onChange: @escaping @MainActor () -> Void) {
        self.onChange = onChange
        g_bus_get(
            G_BUS_TYPE_SESSION, nil,
            { _, result, data in
                let box = Unmanaged<WeakPortal>.fromOpaque(data!).takeRetainedValue()
                let connection = g_bus_get_finish(result, nil)
                nonisolated(unsafe) let sendable = connection
                MainActor.assumeIsolated { box.portal?.connected(sendable) }
            }, WeakPortal.retained(self))
    }

    deinit {
        if let connection {
            if subscription != 0 { g_dbus_connection_signal_unsubscribe(connection, subscription) }
            g_object_unref(UnsafeMutableRawPointer(connection))
        }
    }

    private func connected(_ bus: OpaquePointer?) {
        guard let bus else { return }
        connection = bus
        subscription = g_dbus_connection_signal_subscribe(
            bus, Self.service, Self.interface, "SettingChanged", Self.path, Self.namespace, G_DBUS_SIGNAL_FLAGS_NONE,
            { _, _, _, _, _, parameters, data in
                // (namespace, key, value)
                guard let parameters, let data, g_variant_n_children(parameters) == 3 else { return }
                guard let key = g_variant_get_child_value(parameters, 1) else { return }
                defer { g_variant_unref(key) }
                guard let value = g_variant_get_child_value(parameters, 2) else { return }
                defer { g_variant_unref(value) }
                guard String(cString: g_variant_get_string(key, nil)) == DesktopAppearancePortal.key else { return }
                let dark = DesktopAppearancePortal.prefersDark(in: value)
                let box = Unmanaged<WeakPortal>.fromOpaque(data).takeUnretainedValue()
                MainActor.assumeIsolated { box.portal?.update(dark) }
            },
            WeakPortal.retained(self),
            { data in
                if let data { Unmanaged<WeakPortal>.fromOpaque(data).release() }
            })
        var names = [g_variant_new_string(Self.namespace), g_variant_new_string(Self.key)]
        let parameters = names.withUnsafeMutableBufferPointer { g_variant_new_tuple($0.baseAddress, 2) }
        g_dbus_connection_call(
            bus, Self.service, Self.path, Self.interface, "Read", parameters, nil,  // i18n: not shown (D-Bus method)
            G_DBUS_CALL_FLAGS_NO_AUTO_START, 2000, nil,
            { source, result, data in
                let box = Unmanaged<WeakPortal>.fromOpaque(data!).takeRetainedValue()
                // No portal, or one without the key: no answer, nothing to report.
                guard let reply = g_dbus_connection_call_finish(OpaquePointer(source), result, nil) else { return }
                defer { g_variant_unref(reply) }
                guard let value = g_variant_get_child_value(reply, 0) else { return }
                defer { g_variant_unref(value) }
                let dark = DesktopAppearancePortal.prefersDark(in: value)
                MainActor.assumeIsolated { box.portal?.update(dark) }
            }, WeakPortal.retained(self))
    }

    private func update(_ dark: Bool?) {
        guard let dark, dark != prefersDark else { return }
        prefersDark = dark
        onChange()
    }

    /// The preference in a reply: a uint32 inside one variant or two (portals before 1.15
    /// wrap it twice); nil when it is something else.
    nonisolated static func prefersDark(in value: OpaquePointer) -> Bool? {
        var current = g_variant_ref(value)!
        defer { g_variant_unref(current) }
        while String(cString: g_variant_get_type_string(current)) == "v" {
            let inner = g_variant_get_variant(current)!
            g_variant_unref(current)
            current = inner
        }
        guard String(cString: g_variant_get_type_string(current)) == "u" else { return nil }
        return g_variant_get_uint32(current) == 1
    }
}

/// The portal, weakly, as C callbacks' user data: an answer arriving after it is gone is dropped.
private final class WeakPortal: @unchecked Sendable {
    // Read and written on the main thread only (GLib calls back on the main context).
    weak var portal: DesktopAppearancePortal?

    @MainActor
    static func retained(_ portal: DesktopAppearancePortal) -> UnsafeMutableRawPointer {
        let box = WeakPortal()
        box.portal = portal
        return Unmanaged.passRetained(box).toOpaque()
    }
}
