import CGtk

/// A GtkApplication: application ID, single instance, actions with accelerators.
///
/// Launching a second instance with the same ID activates the first one (GApplication's D-Bus
/// uniqueness), whose `onActivate` handler raises its window.
@MainActor
public final class Application: ObjectReference {
    /// Options of the application.
    public struct Options: OptionSet, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// Each launch is its own process (tests, kiosk).
        public static let nonUnique = Options(rawValue: G_APPLICATION_NON_UNIQUE.rawValue)
    }

    var applicationPointer: UnsafeMutablePointer<GtkApplication> { cast(objectPointer) }
    private var gApplication: UnsafeMutablePointer<GApplication> { cast(objectPointer) }
    private var actions: [String: ObjectReference] = [:]

    /// An application with a reverse-DNS ID ("org.entrydesk.EntryDesk").
    public init(id: String, options: Options = []) {
        super.init(
            taking: UnsafeMutableRawPointer(
                constructed(gtk_application_new(id, GApplicationFlags(rawValue: options.rawValue)), "GtkApplication")))
        MainQueueBridge.install()
    }

    /// Calls `handler` once at start-up (before the first activate).
    @discardableResult
    public func onStartup(_ handler: @escaping @MainActor () -> Void) -> SignalHandle { connect("startup", handler: handler) }
    /// Calls `handler` on each launch (the first, and each later launch of a second instance).
    @discardableResult
    public func onActivate(_ handler: @escaping @MainActor () -> Void) -> SignalHandle { connect("activate", handler: handler) }
    /// Calls `handler` when the application shuts down.
    @discardableResult
    public func onShutdown(_ handler: @escaping @MainActor () -> Void) -> SignalHandle { connect("shutdown", handler: handler) }

    /// Adds an `app.NAME` action run by `handler`, with keyboard accelerators ("<Control>s").
    public func addAction(_ name: String, accelerators: [String] = [], handler: @escaping @MainActor () -> Void) {
        let action = ObjectReference(taking: UnsafeMutableRawPointer(constructed(g_simple_action_new(name, nil), "GSimpleAction")))
        // GSimpleAction's activate passes the parameter (a GVariant) before the user data.
        let adapted: SignalThunk.Pointer1 = { _ in handler() }
        connectSignal(action.objectPointer, "activate", adapted, thunk: unsafeBitCast(SignalThunk.pointer1, to: GCallback.self))
        g_action_map_add_action(OpaquePointer(objectPointer), OpaquePointer(action.objectPointer))
        actions[name] = action
        setAccelerators(accelerators, for: "app.\(name)")
    }
    /// Enables or disables an action (its accelerators stop working while disabled).
    public func setActionEnabled(_ name: String, _ enabled: Bool) {
        guard let action = actions[name] else { return }
        g_simple_action_set_enabled(OpaquePointer(action.objectPointer), gboolean(enabled))
    }
    /// Runs an action as if its accelerator was pressed.
    public func activateAction(_ name: String) {
        g_action_group_activate_action(OpaquePointer(objectPointer), name, nil)
    }
    /// Binds accelerators to a detailed action name ("app.save", "win.close").
    public func setAccelerators(_ accelerators: [String], for detailedAction: String) {
        let cStrings = accelerators.map { strdup($0) } + [nil]
        defer { cStrings.forEach { free($0) } }
        cStrings.withUnsafeBufferPointer { buffer in
            gtk_application_set_accels_for_action(
                applicationPointer, detailedAction,
                UnsafeRawPointer(buffer.baseAddress!).assumingMemoryBound(to: UnsafePointer<CChar>?.self))
        }
    }
    /// The accelerators bound to an action.
    public func accelerators(for detailedAction: String) -> [String] {
        guard let list = gtk_application_get_accels_for_action(applicationPointer, detailedAction) else { return [] }
        defer { g_strfreev(list) }
        var result: [String] = []
        var index = 0
        while let item = list[index] { result.append(String(cString: item)); index += 1 }
        return result
    }
    /// Registers the application (run() does this itself); actions can be activated after it.
    @discardableResult
    public func register() -> Bool { Bool(g_application_register(gApplication, nil, nil)) }
    /// Whether, once registered, another process is the application and this one only asks it
    /// to activate (a single-instance application launched again).
    public var isRemote: Bool { Bool(g_application_get_is_remote(gApplication)) }
    /// Keeps the application running with no window (balanced by `release()`).
    public func hold() { g_application_hold(gApplication) }
    /// Balances `hold()`.
    public func release() { g_application_release(gApplication) }
    /// Runs the main loop until `quit()` or the last window closes; returns the exit status.
    public func run(arguments: [String] = [CommandLine.arguments.first ?? "entrydesk"]) -> Int32 {
        var cArguments = arguments.map { strdup($0) }
        defer { cArguments.forEach { free($0) } }
        return cArguments.withUnsafeMutableBufferPointer { buffer in
            g_application_run(gApplication, Int32(buffer.count), buffer.baseAddress)
        }
    }
    /// Stops the main loop.
    public func quit() { g_application_quit(gApplication) }
}
