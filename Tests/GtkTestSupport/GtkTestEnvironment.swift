import Foundation
import GtkKit
import XCTest

/// Start-up for widget tests: GTK must initialise, or the test fails (never skips).
///
/// A widget test that skipped without a display would pass silently in CI; the README's test
/// command runs the suite under Xvfb, so a missing display is an error worth failing on.
@MainActor
public enum GtkTestEnvironment {
    /// Initialises GTK once (cairo renderer for steady pixels) or throws a failure that says why.
    public static func start(file: StaticString = #filePath, line: UInt = #line) throws {
        setenv("GSK_RENDERER", "cairo", 0)
        guard GtkRuntime.initialize() else {
            let display = ProcessInfo.processInfo.environment["DISPLAY"] ?? "(unset)"
            XCTFail("GTK cannot initialise (DISPLAY=\(display)): run the tests with `make test`, which uses Xvfb", file: file, line: line)
            throw GtkTestError.noDisplay
        }
    }

    /// Spins the GLib loop until `condition` holds; fails the test after `timeout` seconds.
    ///
    /// An async test body is itself a job on the main queue, so main-actor tasks it starts run
    /// only while it is suspended: this alternates GLib iterations (events, timers, layout) with
    /// short suspensions that let those tasks run.
    public static func waitUntil(
        _ what: String, timeout: Double = 5, file: StaticString = #filePath, line: UInt = #line,
        _ condition: () -> Bool
    ) async {
        let deadline = Date().addingTimeInterval(timeout)
        while !condition() {
            if Date() >= deadline {
                XCTFail("timed out after \(timeout) s waiting for \(what)", file: file, line: line)
                return
            }
            drain()
            try? await Task.sleep(nanoseconds: 1_000_000)
        }
    }

    /// Spins the GLib loop for pending work (layout, signals), without waiting on anything.
    public static func drain() {
        for _ in 0..<200 where GtkRuntime.iterate() {}
    }
}

/// Why a widget test could not run.
public enum GtkTestError: Error {
    case noDisplay
}
