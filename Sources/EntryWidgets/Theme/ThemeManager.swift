import DesignTokens
import GtkKit
import Localization

/// Loads the design tokens as GTK CSS for the whole display and switches themes at run time.
///
/// One provider per display at application priority: switching theme reloads its style sheet in
/// place. With no theme asked for, the light or dark theme follows the desktop's preference, and
/// its changes while the app runs: GNOME's `color-scheme` setting, the desktop portal's
/// `org.freedesktop.appearance color-scheme` or GTK's `gtk-application-prefer-dark-theme`,
/// whichever asks for dark. A broken user theme never stops the app: the default theme is applied
/// and the error returned.
@MainActor
public final class ThemeManager {
    private let provider = CSSProvider()
    /// GTK's settings, found at the first `apply`: the app makes its manager before GTK runs,
    /// when there are none yet, and the dark preference was then neither read nor set (GTK's
    /// own widgets stayed light in the dark theme).
    private var desktopSettings: DesktopSettings?
    private var requested: [String] = []
    private var desktopWatch: SignalHandle?
    /// GTK's dark preference as the desktop set it: the app sets it too (for GTK's own widgets),
    /// and must not then read its own choice back as the desktop's.
    private var gtkPrefersDark = false
    /// GNOME's setting and the desktop portal's, read only once a theme follows the desktop
    /// (nothing to read otherwise).
    private var colorScheme: DesktopColorScheme?
    private var portal: DesktopAppearancePortal?
    private let colorSchemeSource: DesktopColorScheme.Source

    /// The theme now applied.
    public private(set) var activeThemeName = ""
    /// Called after each theme change (the gallery and the app refresh what depends on it).
    public var onChange: (@MainActor () -> Void)?

    /// Whether popovers are drawn square and shadowless when no compositing manager runs.
    private let adaptsToDisplay: Bool

    /// A manager; call `apply(_:)` to load a theme. `adaptsToDisplay: false` keeps the themes'
    /// popover shadows even without a compositing manager: for pictures rendered off screen
    /// (the gallery), where translucency works whatever the display.
    /// `colorScheme` says where GNOME's preference is read (a key file in tests).
    public init(adaptsToDisplay: Bool = true, colorScheme: DesktopColorScheme.Source = .desktop) {
        self.adaptsToDisplay = adaptsToDisplay
        colorSchemeSource = colorScheme
    }

    /// GTK's settings, once GTK runs; the desktop's dark preference is read before this manager
    /// sets its own.
    private var desktop: DesktopSettings {
        if let desktopSettings, desktopSettings.isAvailable { return desktopSettings }
        let settings = DesktopSettings()
        desktopSettings = settings
        gtkPrefersDark = settings.prefersDark
        return settings
    }

    /// Applies themes (names or files, overlaid in order; empty: follow the desktop), with their
    /// CSS from `prepared` when it has it. Returns nil on success, or the error that made it fall
    /// back to the default theme.
    @discardableResult
    public func apply(_ themes: [String], prepared: ThemeStylesheets? = nil) -> ThemeError? {
        requested = themes
        _ = desktop
        watchDesktopIfFollowing()
        do {
            try load(effectiveArguments(themes), prepared: prepared)
            return nil
        } catch {
            try? load(effectiveArguments([]))
            return error
        }
    }

    private func effectiveArguments(_ themes: [String]) -> [String] {
        guard themes.isEmpty else { return themes }
        let dark = gtkPrefersDark || colorScheme?.prefersDark == true || portal?.prefersDark == true
        return dark ? ["dark"] : ["light"]
    }

    private func load(_ arguments: [String], prepared: ThemeStylesheets? = nil) throws(ThemeError) {
        let theme: ThemeStylesheets.Generated
        if let ready = prepared?.theme(for: arguments) {
            theme = try ready.get()
        } else {
            theme = try ThemeStylesheets.generate(arguments)
        }
        let forDisplay = adaptsToDisplay && !Compositing.isActive ? Self.withoutCompositing : ""
        let errors = provider.load(theme.css + forDisplay, source: "theme \(arguments.joined(separator: "+"))")
        guard errors.isEmpty else { throw .css(errors.map(\.description).joined(separator: "\n")) }
        provider.installForDefaultDisplay()
        ThemeTokens.active = theme.tokens
        activeThemeName = arguments.joined(separator: "+")
        // GTK's own widgets (scrollbars, popovers' frames, tooltips) follow the dark variant too;
        // not heard as a change of the desktop's preference.
        desktopWatch?.setBlocked(true)
        desktop.setPrefersDark(arguments.contains("dark"))
        desktopWatch?.setBlocked(false)
        onChange?()
    }

    /// Without a compositing manager a popover's shadow margin and rounded corners cannot be
    /// transparent and show black: popovers are drawn square and shadowless there instead.
    static let withoutCompositing = "\npopover.background > contents { box-shadow: none; border-radius: 0; }\n"  // i18n: not shown (CSS)

    /// After a change of the desktop's preference: the theme it asks for, if no theme was asked for.
    private func followDesktop() {
        guard requested.isEmpty, effectiveArguments([]).joined(separator: "+") != activeThemeName else { return }
        apply([])
    }

    private func watchDesktopIfFollowing() {
        guard requested.isEmpty else { return }
        if desktopWatch == nil {
            desktopWatch = desktop.onDarkPreferenceChanged { [weak self] dark in
                guard let self else { return }
                self.gtkPrefersDark = dark
                self.followDesktop()
            }
        }
        if colorScheme == nil {
            let scheme = DesktopColorScheme(source: colorSchemeSource)
            scheme.onChange { [weak self] in self?.followDesktop() }
            colorScheme = scheme
        }
        if portal == nil {
            portal = DesktopAppearancePortal { [weak self] in self?.followDesktop() }
        }
    }
}

/// Why a theme could not be applied.
public enum ThemeError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The token files are wrong (names the file and token path).
    case tokens(String)
    /// GTK rejected the generated CSS (line and column).
    case css(String)

    /// What went wrong, in the window's language (the window's banner shows it); the detail
    /// (file, token path, CSS line) stays as the theme's files and GTK wrote it.
    public var description: String {
        switch self {
        case .tokens(let message):
            // Translators: shown when a colour theme cannot be used; %@ names the file and token that are
            // wrong (technical, in English).
            LocalizedFormat.fill(tr("The theme could not be loaded: %@"), message)
        case .css(let message):
            // Translators: shown when a colour theme cannot be used; %@ is GTK's list of errors in the theme's
            // style sheet (technical, in English: line, column and what is wrong).
            LocalizedFormat.fill(tr("The theme's CSS has errors: %@"), message)
        }
    }
}
