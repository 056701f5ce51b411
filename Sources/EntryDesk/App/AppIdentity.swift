/// EntryDesk's identity on the desktop.
public enum AppIdentity {
    /// The application ID (D-Bus name, desktop file and icon name).
    public static let applicationID = "org.entrydesk.EntryDesk"
    /// The window title and product name.
    public static let name = "EntryDesk"
    /// The version shown by `entrydesk --version`.
    public static let version = "0.1.0"
    /// The project's home page (the AppStream metainfo's `homepage`), shown in About.
    public static let website = "https://entrydesk.org"
}
