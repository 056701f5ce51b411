/// What the person asked for on the command line when launching the GUI.
public struct LaunchOptions: Sendable, Equatable {
    /// Theme names or theme files, applied in order over the default tokens (empty: the
    /// configuration file's theme, else follow the desktop).
    public var themes: [String]
    /// Run each launch in its own process instead of raising an existing window.
    public var separateInstance: Bool
    /// The SQLite database (nil: `ENTRYDESK_DATABASE`, else the XDG data folder).
    public var databasePath: String?
    /// The local address index (nil: the configuration's, else the bundled sample).
    public var indexPath: String?
    /// The address provider (nil: the configuration's).
    public var provider: AddressProviderName?
    /// Run as a self-service kiosk.
    public var kiosk: Bool
    /// Seconds without input before the kiosk resets (nil: the configuration's).
    public var idleTimeoutSeconds: Int?
    /// The team server (`--server`; nil: ENTRYDESK_SERVER, else the configuration's).
    public var server: String?
    /// The office's form file (`--form`; nil: the configuration's, else the default location).
    public var formPath: String?

    /// Launch options; the defaults follow the configuration file and the desktop.
    public init(
        themes: [String] = [], separateInstance: Bool = false, databasePath: String? = nil,
        indexPath: String? = nil, provider: AddressProviderName? = nil, kiosk: Bool = false, idleTimeoutSeconds: Int? = nil,
        server: String? = nil, formPath: String? = nil
    ) {
        self.themes = themes
        self.separateInstance = separateInstance
        self.databasePath = databasePath
        self.indexPath = indexPath
        self.provider = provider
        self.kiosk = kiosk
        self.idleTimeoutSeconds = idleTimeoutSeconds
        self.server = server
        self.formPath = formPath
    }
}
