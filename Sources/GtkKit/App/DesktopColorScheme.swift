import CGtk

// In gio/gsettingsbackend.h, which GTK's headers leave out (it asks for G_SETTINGS_ENABLE_BACKEND).
@_silgen_name("g_keyfile_settings_backend_new")
private func g_keyfile_settings_backend_new(
    _ filename: UnsafePointer<CChar>, _ rootPath: UnsafePointer<CChar>,
    _ rootGroup: UnsafePointer<CChar>?
) -> OpaquePointer?

/// GNOME's light or dark preference: `org.gnome.desktop.interface color-scheme`, which GTK 4.8
/// does not read itself (it knows only `gtk-application-prefer-dark-theme`, which desktops
/// rarely set).
///
/// Read through GSettings, and only when the schema is installed: `g_settings_new` on a
/// missing schema aborts the process (a desktop without GNOME's schemas, a minimal kiosk).
/// Changes arrive as `changed::color-scheme` on the main loop.
@MainActor
public final class DesktopColorScheme {
    /// Where the preference is read.
    public enum Source: Sendable {
        /// The desktop's settings (dconf on GNOME).
        case desktop
        /// A GSettings key file (`[org/gnome/desktop/interface]` `color-scheme='prefer-dark'`),
        /// watched for changes: for tests, and desktops that keep settings in a file.
        case keyFile(path: String)
    }

    nonisolated static let schemaID = "org.gnome.desktop.interface"
    nonisolated static let key = "color-scheme"

    private let settings: ObjectReference?
    private var watch: SignalHandle?

    /// Reads the preference from `source`; nothing is read when the schema or its key is missing.
    public init(source: Source = .desktop) {
        settings = Self.open(source)
    }

    /// Whether GSettings has the key at all (GNOME 42 and later).
    public var isAvailable: Bool { settings != nil }

    /// Whether the desktop asks applications for dark ('prefer-dark').
    public var prefersDark: Bool {
        guard let settings, let value = g_settings_get_string(settings.objectPointer.assumingMemoryBound(to: GSettings.self), Self.key)
        else { return false }
        defer { g_free(value) }
        return String(cString: value) == "prefer-dark"
    }

    /// Calls `handler` when the preference changes (the person switches Style in Settings).
    public func onChange(_ handler: @escaping @MainActor () -> Void) {
        guard let settings else { return }
        let adapted: SignalThunk.Pointer1 = { _ in handler() }
        watch = connectSignal(
            settings.objectPointer, "changed::\(Self.key)", adapted,
            thunk: unsafeBitCast(SignalThunk.pointer1, to: GCallback.self))
        // GSettings emits `changed` only for keys read since the object was made.
        _ = prefersDark
    }

    /// Loads what reading the preference needs (the settings backend, dconf's module: ~2 ms) on
    /// the calling thread, so that the main thread finds it ready. GIO loads modules and makes
    /// its default backend once per process, safely from any thread; the settings object made
    /// here is dropped (its change signals would go to this thread's main context).
    nonisolated public static func preload() {
        guard let sources = g_settings_schema_source_get_default(),
            let schema = g_settings_schema_source_lookup(sources, schemaID, 1)
        else { return }
        defer { g_settings_schema_unref(schema) }
        guard Bool(g_settings_schema_has_key(schema, key)), let settings = g_settings_new_full(schema, nil, nil) else { return }
        g_free(g_settings_get_string(settings, key))
        g_object_unref(UnsafeMutableRawPointer(settings))
    }

    private static func open(_ source: Source) -> ObjectReference? {
        guard let sources = g_settings_schema_source_get_default(),
            let schema = g_settings_schema_source_lookup(sources, schemaID, 1)
        else { return nil }
        defer { g_settings_schema_unref(schema) }
        guard Bool(g_settings_schema_has_key(schema, key)) else { return nil }
        let settings: UnsafeMutablePointer<GSettings>?
        switch source {
        case .desktop:
            settings = g_settings_new_full(schema, nil, nil)
        case .keyFile(let path):
            guard let backend = g_keyfile_settings_backend_new(path, "/", nil) else { return nil }
            defer { g_object_unref(UnsafeMutableRawPointer(backend)) }
            settings = g_settings_new_full(schema, backend, nil)
        }
        return settings.map { ObjectReference(taking: UnsafeMutableRawPointer($0)) }
    }
}
