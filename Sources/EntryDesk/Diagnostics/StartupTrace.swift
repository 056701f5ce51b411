import Glibc

/// Start-up phases for `entrydesk-bench startup`: with ENTRYDESK_STARTUP_TRACE=1 set, each
/// mark prints "trace <phase> <CLOCK_MONOTONIC ns>" on standard output, where the benchmark
/// (which records the same clock at spawn) turns them into a per-phase breakdown.
public enum StartupTrace {
    private static let isOn = getenv("ENTRYDESK_STARTUP_TRACE").map { String(cString: $0) == "1" } ?? false

    /// Marks the end of a phase.
    public static func mark(_ phase: StaticString) {
        guard isOn else { return }
        let line = "trace \(phase) \(monotonicNanoseconds())\n"
        _ = line.withCString { write(1, $0, strlen($0)) }
    }

    /// The clock the marks use, in ns.
    public static func monotonicNanoseconds() -> Int {
        var now = timespec()
        clock_gettime(CLOCK_MONOTONIC, &now)
        return Int(now.tv_sec) * 1_000_000_000 + Int(now.tv_nsec)
    }
}
