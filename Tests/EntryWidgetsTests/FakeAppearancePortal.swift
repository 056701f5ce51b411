import Foundation
import TestSupport

/// A stand-in for the XDG desktop portal on the test session's bus: answers Settings.Read for
/// `org.freedesktop.appearance color-scheme` and emits SettingChanged when told, as KDE's or
/// GNOME's portal does when the person switches between light and dark.
final class FakeAppearancePortal {
    private let process = Process()
    private let input = Pipe()
    private let output = Pipe()

    /// Starts the portal with `colorScheme` (1: prefer dark, 2: prefer light, 0: no preference)
    /// and waits until it owns its bus name.
    init(colorScheme: Int) throws {
        process.executableURL = TestPython.executable
        process.arguments = ["-c", Self.script, String(colorScheme)]
        process.standardInput = input
        process.standardOutput = output
        try process.run()
        let first = output.fileHandleForReading.availableData
        guard String(decoding: first, as: UTF8.self).hasPrefix("ready") else {
            stop()
            throw CocoaError(
                .featureUnsupported,
                userInfo: [NSLocalizedDescriptionKey: "the fake portal did not start: \(String(decoding: first, as: UTF8.self))"])
        }
    }

    /// Changes the preference and emits SettingChanged.
    func set(_ colorScheme: Int) {
        input.fileHandleForWriting.write(Data("\(colorScheme)\n".utf8))
    }

    /// Ends the portal (it gives up its bus name).
    func stop() {
        try? input.fileHandleForWriting.close()
        process.waitUntilExit()
    }

    private static let script = #"""
        import sys
        from gi.repository import Gio, GLib
        XML = '''<node><interface name="org.freedesktop.portal.Settings">
          <method name="Read"><arg type="s" direction="in"/><arg type="s" direction="in"/><arg type="v" direction="out"/></method>
          <signal name="SettingChanged"><arg type="s"/><arg type="s"/><arg type="v"/></signal>
        </interface></node>'''
        PATH, IFACE = '/org/freedesktop/portal/desktop', 'org.freedesktop.portal.Settings'
        value = int(sys.argv[1])
        bus = Gio.bus_get_sync(Gio.BusType.SESSION, None)
        def call(conn, sender, path, iface, method, params, invocation):
            if tuple(params.unpack()) == ('org.freedesktop.appearance', 'color-scheme'):
                # Wrapped twice, as portals before 1.15 answer: the reader must unwrap both.
                invocation.return_value(GLib.Variant('(v)', (GLib.Variant('v', GLib.Variant('u', value)),)))
            else:
                invocation.return_dbus_error('org.freedesktop.portal.Error.NotFound', 'no such setting')
        bus.register_object(PATH, Gio.DBusNodeInfo.new_for_xml(XML).interfaces[0], call, None, None)
        loop = GLib.MainLoop()
        Gio.bus_own_name_on_connection(bus, 'org.freedesktop.portal.Desktop', Gio.BusNameOwnerFlags.NONE,
                                       lambda *_: print('ready', flush=True), lambda *_: loop.quit())
        def on_input(fd, condition):
            global value
            line = sys.stdin.readline()
            if not line:
                loop.quit()
                return False
            value = int(line)
            bus.emit_signal(None, PATH, IFACE, 'SettingChanged',
                            GLib.Variant('(ssv)', ('org.freedesktop.appearance', 'color-scheme', GLib.Variant('u', value))))
            bus.flush_sync(None)
            return True
        GLib.io_add_watch(0, GLib.PRIORITY_DEFAULT, GLib.IOCondition.IN | GLib.IOCondition.HUP, on_input)
        loop.run()
        """#
}
