import Foundation
import GtkKit
import GtkTestSupport
import XCTest
import TestSupport

/// Runs `g_application_run` the way the app does: from the main thread outside any main-queue
/// job. (An async test body is itself a main-queue job, and dispatch does not drain the main
/// queue re-entrantly, so this test is synchronous and not main-actor isolated.)
final class ApplicationRunTests: XCTestCase {
    func testAsyncTaskStartedFromACallbackResumesInsideApplicationRun() throws {
        XCTAssertTrue(Thread.isMainThread)
        let (status, steps, ranOnMainThread) = try MainActor.assumeIsolated {
            try GtkTestEnvironment.start()
            let application = Application(id: "org.entrydesk.tests.MainLoop", options: .nonUnique)
            var steps: [String] = []
            var ranOnMainThread = true
            application.onActivate {
                application.hold()
                steps.append("activate")
                Task { @MainActor in
                    steps.append("task started")
                    try? await Task.sleep(nanoseconds: 20_000_000)
                    ranOnMainThread = ranOnMainThread && Thread.isMainThread
                    steps.append("task resumed")
                    application.release()
                    application.quit()
                }
            }
            // A watchdog so that a broken bridge fails the test instead of hanging it.
            let watchdog = MainLoopTimer.once(after: 5000) {
                steps.append("watchdog")
                application.quit()
            }
            let status = application.run()
            watchdog.cancel()
            return (status, steps, ranOnMainThread)
        }
        XCTAssertEqual(status, 0)
        XCTAssertEqual(steps, ["activate", "task started", "task resumed"])
        XCTAssertTrue(ranOnMainThread)
    }
}

@MainActor
final class MainLoopTests: XCTestCase {
    override func setUp() async throws { try GtkTestEnvironment.start() }

    func testTimerRunsOnceAndCancelStopsIt() async throws {
        var fired = 0
        let timer = MainLoopTimer.once(after: 10) { fired += 1 }
        await GtkTestEnvironment.waitUntil("the timer") { fired == 1 }
        XCTAssertFalse(timer.isScheduled)
        let cancelled = MainLoopTimer.once(after: 10) { fired += 100 }
        cancelled.cancel()
        var ticks = 0
        let repeating = MainLoopTimer.repeating(every: 5) {
            ticks += 1; return ticks < 3
        }
        await GtkTestEnvironment.waitUntil("three ticks") { ticks == 3 }
        XCTAssertFalse(repeating.isScheduled)
        XCTAssertEqual(fired, 1)
    }

    func testIdleCallbackWaitsForEverythingMoreUrgent() async throws {
        var order: [String] = []
        // Scheduled first, it still runs after a timeout that is due: idle comes last.
        let idle = MainLoopTimer.whenIdle { order.append("idle") }
        let due = MainLoopTimer.once(after: 0) { order.append("timeout") }
        await GtkTestEnvironment.waitUntil("the idle callback") { order.count == 2 }
        XCTAssertEqual(order, ["timeout", "idle"])
        XCTAssertFalse(idle.isScheduled)
        XCTAssertFalse(due.isScheduled)
        let cancelled = MainLoopTimer.whenIdle { order.append("cancelled") }
        cancelled.cancel()
        let last = MainLoopTimer.whenIdle { order.append("last") }
        await GtkTestEnvironment.waitUntil("a later idle callback") { order.count == 3 }
        XCTAssertEqual(order.last, "last", "a cancelled idle callback does not run")
        _ = last
    }

    func testActionsRunTheirHandlerAndKeepTheirAccelerators() async throws {
        let application = Application(id: "org.entrydesk.tests.Actions", options: .nonUnique)
        var runs = 0
        application.addAction("ping", accelerators: ["<Control>p"]) { runs += 1 }
        XCTAssertTrue(application.register())
        application.activateAction("ping")
        XCTAssertEqual(runs, 1)
        XCTAssertEqual(application.accelerators(for: "app.ping"), ["<Control>p"])
        application.setActionEnabled("ping", false)
        application.activateAction("ping")
        XCTAssertEqual(runs, 1, "a disabled action does not run")
    }

    func testMainActorTaskRunsWhileATestWaitsOnTheLoop() async throws {
        var done = false
        Task { @MainActor in done = true }
        await GtkTestEnvironment.waitUntil("the task") { done }
    }
}
