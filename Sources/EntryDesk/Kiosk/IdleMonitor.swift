import GtkKit

/// Watches a window for a person's activity (keys, pointer, touch, scrolling) and reports idleness:
/// first a warning with the seconds left, then the timeout itself.
@MainActor
final class IdleMonitor {
    private let timeoutSeconds: Int
    private let warningSeconds: Int
    private var idleTimer: MainLoopTimer?
    private var countdownTimer: MainLoopTimer?
    private var secondsLeft = 0
    private var isPaused = false
    /// Seconds the warning comes earlier (while a screen reader speaks: its sentence is heard
    /// whole before the count of the last seconds starts); from the next activity on.
    var warningLeadSeconds = 0

    /// Called when the warning starts and each second after it, with the seconds left.
    var onWarning: (@MainActor (Int) -> Void)?
    /// Called when the person came back during the warning.
    var onActivityDuringWarning: (@MainActor () -> Void)?
    /// Called when the time is up.
    var onTimeout: (@MainActor () -> Void)?

    /// The warning's seconds without a lead: the ones counted aloud while speech is on.
    static let countedSeconds = 10

    /// A monitor of `window`; the warning takes the last `warningSeconds` of `timeoutSeconds`.
    init(window: Window, timeoutSeconds: Int, warningSeconds: Int = countedSeconds) {
        self.timeoutSeconds = max(1, timeoutSeconds)
        self.warningSeconds = min(max(1, warningSeconds), max(1, timeoutSeconds / 2))
        // Capture phase: the window sees every key and pointer event before any widget.
        let keys = KeyController()
        keys.setPhase(.capture)
        keys.onKeyPressed { [weak self] _, _ in
            self?.activity(); return false
        }
        window.addController(keys)
        let motion = MotionController()
        motion.setPhase(.capture)
        // Once the warning is up, moving the pointer is no answer to it: the pointer moving to
        // "I'm still here" would take the warning away from under it, and the click would land
        // on whatever it covered (a key of the PIN keypad). A click or a key answers it.
        motion.onMotion { [weak self] in
            guard let self, !self.isWarning else { return }
            self.activity()
        }
        window.addController(motion)
        let click = ClickGesture()
        click.setPhase(.capture)
        click.onPressed { [weak self] _ in self?.activity() }
        window.addController(click)
        // Someone reading a long form with the wheel or a touchpad is still there.
        let scroll = ScrollController()
        scroll.setPhase(.capture)
        scroll.onScroll { [weak self] _, _ in
            self?.activity(); return false
        }
        window.addController(scroll)
        restart()
    }

    /// Whether the warning countdown is running.
    var isWarning: Bool { countdownTimer != nil }

    /// Counts something the app did on the person's behalf (an on-screen key) as activity.
    func activity() {
        guard !isPaused else { return }
        if isWarning { onActivityDuringWarning?() }
        restart()
    }

    /// Stops watching (while the thank-you page is up; the PIN panel is not exempt: an
    /// abandoned one is closed by the reset like everything else).
    func pause() {
        isPaused = true
        idleTimer?.cancel()
        countdownTimer?.cancel()
        countdownTimer = nil
    }

    /// Starts watching again from a full timeout.
    func resume() {
        isPaused = false
        restart()
    }

    private func restart() {
        countdownTimer?.cancel()
        countdownTimer = nil
        idleTimer?.cancel()
        idleTimer = MainLoopTimer.once(after: (timeoutSeconds - warningLength) * 1000) { [weak self] in self?.startWarning() }
    }

    /// The warning's seconds, with any lead; never more than half the timeout.
    private var warningLength: Int { min(warningSeconds + warningLeadSeconds, max(warningSeconds, timeoutSeconds / 2)) }

    private func startWarning() {
        secondsLeft = warningLength
        onWarning?(secondsLeft)
        countdownTimer = MainLoopTimer.repeating(every: 1000) { [weak self] in
            guard let self else { return false }
            self.secondsLeft -= 1
            if self.secondsLeft <= 0 {
                self.countdownTimer = nil
                self.onTimeout?()
                self.restart()
                return false
            }
            self.onWarning?(self.secondsLeft)
            return true
        }
    }
}
