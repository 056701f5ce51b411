import EntryDiagnostics
import GtkKit

/// Start-up in the debug log (`G_MESSAGES_DEBUG=entrydesk`): the end of each phase
/// ("start-up: gtk-activate"), the window mapped and its first frame drawn, with the process's
/// peak memory then; the saved entries' first read follows (`EntriesPanel`). Each line carries
/// its CLOCK_MONOTONIC time (`StandardErrorLogHandler`): subtracted from the time a program
/// started it, that is where start-up goes on this machine (`entrydesk-bench startup` reads
/// exactly that, docs/STARTUP.md). Without debug messages, a mark costs one comparison.
public enum StartupTrace {
    /// Marks the end of a phase.
    public static func mark(_ phase: StaticString) {
        Diagnostics.logger.debug("start-up: \(phase)")
    }

    /// Logs when `window` first maps and when its first frame is painted, with its size.
    @MainActor
    static func watch(_ window: Window) {
        guard Diagnostics.isDebugging else { return }
        var mapped = false
        window.onMap {
            guard !mapped else { return }
            mapped = true
            Diagnostics.logger.debug("start-up: window mapped; \(peakMemory())")
            window.onNextFramePainted {
                let size = window.surfaceSize ?? (0, 0)
                Diagnostics.logger.debug("start-up: first frame drawn at \(size.width)x\(size.height); \(peakMemory())")
            }
        }
    }

    /// "peak memory 104312 kB": the most this process has held in RAM so far (VmHWM).
    static func peakMemory() -> String {
        "peak memory \(PeakMemory.residentKilobytes() ?? -1) kB"  // i18n: not shown (debug log)
    }
}
