import EntryDiagnostics
import Foundation
import GtkKit

/// Says aloud how to start speech, at intervals, while the kiosk waits with speech off: a blind
/// visitor cannot read the printed hint. Through speech-dispatcher (`spd-say`), the service
/// Orca itself speaks through, in the kiosk's language, so the hint needs no screen reader.
@MainActor
final class SpeechHint {
    private let text: String
    private let language: String
    private let intervalMilliseconds: Int
    private var timer: MainLoopTimer?
    /// Asked before each saying: whether the hint is wanted now (speech off, nobody typing).
    var isWanted: @MainActor () -> Bool = { true }

    init(text: String, language: String, intervalMilliseconds: Int) {
        self.text = text
        self.language = language.replacingOccurrences(of: "_", with: "-")
        self.intervalMilliseconds = intervalMilliseconds
    }

    /// Says the hint now (if wanted), and again at each interval.
    func start() {
        timer?.cancel()
        sayIfWanted()
        guard intervalMilliseconds > 0 else { return }
        timer = MainLoopTimer.repeating(every: intervalMilliseconds) { [weak self] in
            self?.sayIfWanted()
            return self != nil
        }
    }

    func stop() {
        timer?.cancel()
        timer = nil
    }

    private func sayIfWanted() {
        guard isWanted() else { return }
        guard let path = Self.spdSayPath else {
            Self.reportMissingOnce()
            return
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        // "message": above text a screen reader reads, below an alert; sent and not waited for.
        process.arguments = ["--language", language, "--priority", "message", "--", text]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            Diagnostics.logger.warning("The spoken hint could not be said: \(path) did not start: \(error.localizedDescription)")
        }
    }

    private static var reportedMissing = false

    private static func reportMissingOnce() {
        guard !reportedMissing else { return }
        reportedMissing = true
        Diagnostics.logger.warning("The spoken hint is not said: no spd-say on PATH (install Debian's speech-dispatcher package)")
    }

    private static var spdSayPath: String? { programOnPath("spd-say") }
}
