import GtkKit
import GtkTestSupport
import XCTest
import TestSupport

/// The scroll controller's signal thunk against real wheel turns (XTEST through Xvfb).
@MainActor
final class ScrollControllerTests: XCTestCase {
    override func setUp() async throws { try GtkTestEnvironment.start() }

    func testWheelTurnsReachTheHandlerWithTheirDirection() async throws {
        let window = Window()
        window.title = "GtkKit scroll test"
        window.setDefaultSize(width: 300, height: 200)
        let area = Box(.vertical)
        area.hexpand = true
        area.vexpand = true
        window.setChild(area)
        var turns: [Double] = []
        let scroll = ScrollController()
        scroll.onScroll { _, dy in
            turns.append(dy)
            return true
        }
        window.addController(scroll)
        window.present()
        await GtkTestEnvironment.waitUntil("the window on screen") { area.isMapped && area.allocatedWidth > 0 }
        await AccessibilityDriver.call("gtk_kit_keys.wheel_turns", "GtkKit scroll test", 150, 100, 2, 1)
        await GtkTestEnvironment.waitUntil("three wheel turns") { turns.count >= 3 }
        XCTAssertEqual(turns.count, 3)
        XCTAssertTrue(turns.prefix(2).allSatisfy { $0 > 0 }, "down is positive: \(turns)")
        XCTAssertLessThan(turns.last ?? 0, 0, "up is negative: \(turns)")
        window.destroy()
    }
}
