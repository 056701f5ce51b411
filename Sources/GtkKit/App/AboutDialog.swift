import CGtk

/// GTK's About window (GtkAboutDialog): the program's name, version, licence, website and
/// credits, transient for and modal over a window.
@MainActor
public final class AboutDialog {
    /// What the window says.
    public struct Content: Sendable {
        public var programName: String
        public var version: String
        public var comments: String
        public var website: String?
        public var websiteLabel: String?
        /// The named icon shown above the name.
        public var iconName: String?
        /// The licence, named with a link to its text.
        public var license: License
        /// The words of the License page naming it, with the link to its text (a web address
        /// there is a link): GTK 4.8's own words for its licences say "See the The MIT License
        /// (MIT) for details", the names it puts in starting with "The".
        public var licenseNotice: String
        /// Sections of the Credits page: a heading and its lines ("Name https://…" links the name).
        public var creditSections: [(heading: String, lines: [String])]

        public init(
            programName: String, version: String, comments: String, website: String?, websiteLabel: String?,
            iconName: String?, license: License, licenseNotice: String, creditSections: [(heading: String, lines: [String])]
        ) {
            self.programName = programName
            self.version = version
            self.comments = comments
            self.website = website
            self.websiteLabel = websiteLabel
            self.iconName = iconName
            self.license = license
            self.licenseNotice = licenseNotice
            self.creditSections = creditSections
        }
    }

    /// The licences EntryDesk can name.
    public enum License: Sendable {
        case mit

        /// Where the licence's text is.
        public var url: String {
            switch self {
            case .mit: "https://opensource.org/licenses/mit-license.php"
            }
        }
    }

    /// The window (the gallery renders it; tests look for it).
    public let window: Window

    /// An About window for `content`, modal over `parent`.
    public init(_ content: Content, parent: Window?) {
        // A new toplevel is owned by GTK (transfer none, not floating): `Window` adds a reference.
        let pointer = constructed(gtk_about_dialog_new(), "GtkAboutDialog")
        window = Window(retainingWindow: UnsafeMutableRawPointer(pointer))
        let about = OpaquePointer(pointer)
        gtk_about_dialog_set_program_name(about, content.programName)
        gtk_about_dialog_set_version(about, content.version)
        gtk_about_dialog_set_comments(about, content.comments)
        // A licence of our own words: GTK shows them on the License page, the address as a link.
        gtk_about_dialog_set_license(about, content.licenseNotice)
        gtk_about_dialog_set_wrap_license(about, 1)
        if let website = content.website { gtk_about_dialog_set_website(about, website) }
        if let label = content.websiteLabel { gtk_about_dialog_set_website_label(about, label) }
        if let icon = content.iconName { gtk_about_dialog_set_logo_icon_name(about, icon) }
        for section in content.creditSections {
            let lines = section.lines.map { strdup($0) } + [nil]
            defer { lines.forEach { free($0) } }
            var people = lines.map { $0.map { UnsafePointer($0) } }
            people.withUnsafeMutableBufferPointer { buffer in
                gtk_about_dialog_add_credit_section(about, section.heading, buffer.baseAddress)
            }
        }
        window.setTransient(for: parent)
        window.isModal = true
    }

    /// Shows and raises the window.
    public func present() { window.present() }
}
