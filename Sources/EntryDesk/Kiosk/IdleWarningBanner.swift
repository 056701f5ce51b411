import GtkKit
import Localization

/// The kiosk's idle warning, over every page: seen (a banner with the seconds left), heard (a
/// tone, and its sentence said when it appears), and answered by "I'm still here" or any touch.
/// While a screen reader speaks, its last seconds are counted aloud too.
@MainActor
final class IdleWarningBanner {
    let widget = Box(.vertical, spacing: 0, role: .alert)
    private let label = Label()
    private let strings = KioskStrings()
    /// What "I'm still here" does.
    var onStay: (@MainActor () -> Void)?

    init() {
        widget.addCSSClass("banner")
        widget.addCSSClass("warning")
        widget.addCSSClass("kiosk-warning")
        widget.halign = .center
        widget.valign = .center
        widget.isVisible = false
        label.wraps = true
        let button = Button(label: strings.stillHere)
        button.addCSSClass("suggested-action")
        button.addCSSClass("touch-target")
        button.onClicked { [weak self] in self?.onStay?() }
        widget.append(label)
        widget.append(button)
    }

    /// Shows the warning with `seconds` left in `window`; `speaking`: a screen reader speaks.
    func show(secondsLeft seconds: Int, in window: Window, speaking: Bool) {
        label.text = strings.idleWarning(seconds)
        widget.setAccessibleLabel(label.text)
        if widget.isVisible {
            // Each second after shows; the last ones are counted aloud, after the sentence
            // (said earlier, whole: the warning comes earlier while speech is on).
            if speaking, seconds <= IdleMonitor.countedSeconds { Announcer.announce(formattedCount(seconds), near: widget) }
            return
        }
        // Heard as well as seen: a tone for whoever looks away (or cannot see it), and said.
        window.beep()
        Announcer.announce(label.text, near: widget)
        // Popovers (suggestions) are surfaces of their own, above anything in the window.
        window.closeOpenPopovers()
        widget.isVisible = true
    }

    func hide() { widget.isVisible = false }

    /// Says that the form was cleared for the next person (after the countdown).
    func sayCleared() { Announcer.announce(strings.cleared, near: widget) }
}
