import GtkKit
import Localization

/// A message across the top of a screen: saved, warning or error, with a close button.
///
/// Its accessible role is `status`, named "Messages" while it is empty; each message shown is
/// said to screen readers (`Announcer`: GTK 4.8 tells them nothing of a status that changes).
/// It is hidden until `show(_:kind:)`.
@MainActor
public final class Banner {
    /// What the message is about; it picks the colours (`.banner.success` ...).
    public enum Kind: String, Sendable { case success, warning, error }

    /// The widget to place in a layout.
    public let widget: Widget
    private let revealer: Revealer
    private let box: Box
    private let label = Label(role: .presentation)  // the box's name says the message
    private let emptyName: String
    private let closeButton: Button
    private let actionButton = Button(label: "", mnemonic: true)
    private var action: (@MainActor () -> Void)?
    private var hideTimer: MainLoopTimer?
    private var currentKind: Kind?

    /// A hidden banner; `closeLabel` is the close button's accessible name, `name` the
    /// banner's own while no message shows (the window's words by default).
    public init(
        // Translators: the accessible name and tooltip of the close button (×) of the message bar at the top of the window.
        closeLabel: String = tr("Dismiss"),
        // Translators: the accessible name of the message bar at the top of the window while it shows no message.
        name: String = tr("Messages")
    ) {
        emptyName = name
        // No animation if the token cannot be read: the banner still shows and hides.
        revealer = Revealer(durationMilliseconds: ThemeTokens.milliseconds("theme.duration.reveal.banner") ?? 0)
        // The banner says the app's messages: how long one follows focus is the theme's too.
        Announcer.followsFocusFor = .milliseconds(ThemeTokens.milliseconds("theme.duration.announcement.follow-focus") ?? 0)
        // The gap between message and buttons is the stylesheet's (`theme.gap.banner.default`).
        box = Box(.horizontal, spacing: 0, role: .status)
        closeButton = Button(iconName: "window-close-symbolic")
        box.addCSSClass("banner")
        label.wraps = true
        label.xalign = 0
        label.hexpand = true
        closeButton.hasFrame = false
        closeButton.setAccessibleLabel(closeLabel)
        box.setAccessibleLabel(name)
        actionButton.isVisible = false
        box.append(label)
        box.append(actionButton)
        box.append(closeButton)
        revealer.setChild(box)
        widget = revealer
        closeButton.onClicked { [weak self] in self?.hide() }
        actionButton.onClicked { [weak self] in
            let action = self?.action
            self?.hide()
            action?()
        }
        // Alt+O, then the supervisor's ID: typed before the dialog the action opens exists.
        actionButton.holdsKeysTypedWhileActivating()
    }

    /// Shows a message; with `autoHideAfter` milliseconds it hides itself; an action adds a
    /// button (e.g. "Undo") that runs it and hides the banner.
    public func show(
        _ message: String, kind: Kind, autoHideAfter milliseconds: Int? = nil,
        action: (label: String, run: @MainActor () -> Void)? = nil
    ) {
        self.action = action?.run
        actionButton.label = action?.label ?? ""
        actionButton.isVisible = action != nil
        if let currentKind { box.removeCSSClass(currentKind.rawValue) }
        box.addCSSClass(kind.rawValue)
        currentKind = kind
        label.text = message
        box.setAccessibleLabel(message)
        Announcer.announce(message, near: widget)
        revealer.isRevealed = true
        hideTimer?.cancel()
        hideTimer = milliseconds.map { MainLoopTimer.once(after: $0) { [weak self] in self?.hide() } }
    }

    /// Hides the banner.
    public func hide() {
        hideTimer?.cancel()
        hideTimer = nil
        revealer.isRevealed = false
        label.text = ""
        box.setAccessibleLabel(emptyName)
        action = nil
        actionButton.isVisible = false
    }
}
