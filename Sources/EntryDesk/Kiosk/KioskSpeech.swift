import EntryWidgets
import EntrySettings
import GtkKit
import Localization

/// Speech at the kiosk for a visitor who cannot see it. With `[kiosk] screen-reader = ask` the
/// form says, in print and at intervals aloud, how to start speech: touch and hold anywhere, or
/// F1 or a headset's key on an attached keypad. Starting it starts Orca at once, tells where the
/// visitor is, and makes every touch say what is under the finger before its release acts; the
/// next visitor starts without it. `on` speaks from the start, for everyone; `off` never offers.
///
/// A headset is the sound server's to route to (PulseAudio and PipeWire move a stream to the
/// headset plugged in); speech follows the system's output like any sound.
@MainActor
final class KioskSpeech {
    private let mode: AppConfiguration.KioskSpeech
    private let reader = KioskScreenReader()
    private let strings = KioskStrings()
    private let hint: SpeechHint?
    /// The printed hint, shown while speech can be started and is off.
    let hintLabel = Label()
    private let hold: HoldGesture
    private let exploration: TouchExploration
    private weak var window: Window?
    /// Where the visitor is (the page's title), said when speech starts.
    var whereTheVisitorIs: @MainActor () -> String = { "" }
    /// Whether the form is as the last visitor left it: blank, waiting (the hint is said then).
    var isWaitingForVisitor: @MainActor () -> Bool = { true }
    /// Called when speech starts or stops.
    var onSpeakingChanged: (@MainActor (Bool) -> Void)?

    init(mode: AppConfiguration.KioskSpeech, window: Window) {
        self.mode = mode
        self.window = window
        let holdMilliseconds = ThemeTokens.milliseconds("theme.duration.kiosk.hold-to-speak") ?? 0
        hold = HoldGesture(milliseconds: holdMilliseconds)
        exploration = TouchExploration(window: window)
        let hintText = strings.speechHint(holdSeconds: holdMilliseconds / 1000)
        hintLabel.text = hintText
        hintLabel.wraps = true
        hintLabel.xalign = 0
        hintLabel.addCSSClass("kiosk-speech-hint")
        if mode == .ask {
            hint = SpeechHint(
                text: hintText, language: InterfaceLanguage.code,
                intervalMilliseconds: ThemeTokens.milliseconds("theme.duration.kiosk.speech-hint") ?? 0)
            // A theme without the hold's duration offers no hold: a hold of nothing would start
            // speech at every tap.
            if holdMilliseconds > 0 {
                hold.setPhase(.capture)
                hold.onHeld { [weak self] in self?.visitorAskedForSpeech() ?? false }
                window.addController(hold)
            }
            let keys = KeyController()
            keys.setPhase(.capture)
            keys.onKeyPressed { [weak self] key, _ in
                guard key == .f1 || Key.headsetKeys.contains(key) else { return false }
                return self?.visitorAskedForSpeech() ?? false
            }
            window.addController(keys)
        } else {
            hint = nil
        }
        hint?.isWanted = { [weak self] in
            guard let self else { return false }
            return !self.isSpeaking && self.isWaitingForVisitor()
        }
        reader.onEnded = { [weak self] in self?.speakingChanged() }
        hintLabel.isVisible = mode == .ask
    }

    /// Whether a screen reader speaks (started here or the session's own).
    var isSpeaking: Bool { reader.isSpeaking }

    /// Once the window is on screen: `on` starts Orca, `ask` starts saying the hint.
    func windowShown() {
        switch mode {
        case .on:
            reader.start()
            speakingChanged()
        case .ask:
            reader.lookForSessionOrca()
            speakingChanged()
            hint?.start()
        case .off:
            break
        }
    }

    /// The form is cleared for the next person: speech a visitor started ends with them.
    func nextVisitor() {
        guard mode == .ask else { return }
        reader.stopForNextVisitor()
        reader.lookForSessionOrca()
        speakingChanged()
        hint?.start()
    }

    /// The kiosk ends: Orca started here ends with it.
    func shutdown() {
        hint?.stop()
        reader.stop()
    }

    /// Starts speech unless it is on; whether it started (a hold or a key that started nothing
    /// goes on to what is under it).
    private func visitorAskedForSpeech() -> Bool {
        guard !reader.isSpeaking else { return false }
        reader.start()
        guard reader.isSpeaking else { return false }
        speakingChanged()
        // Said on what has focus: Orca, once up, presents the focused field with this as its
        // description, and says a later change of it.
        if let window { Announcer.announce(strings.speechStarted(whereTheVisitorIs()), near: window) }
        return true
    }

    private func speakingChanged() {
        let speaking = reader.isSpeaking
        exploration.isOn = speaking
        hintLabel.isVisible = mode == .ask && !speaking
        if speaking { hint?.stop() }
        onSpeakingChanged?(speaking)
    }
}
