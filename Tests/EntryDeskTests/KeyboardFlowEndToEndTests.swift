import Foundation
import GtkKit
import GtkTestSupport
import XCTest

/// The desk keyed by keyboard alone, as issue 23 found it trapped.
@MainActor
final class KeyboardFlowEndToEndTests: AppProcessTestCase {
    func testProbeTabOrder() async throws {
        let app = try XCTUnwrap(app)
        let pid = try app.launch()
        let output = await AccessibilityDriver.run("""
        name = find(name="Name", role_name="text")
        focus_window("EntryDesk")
        wait_for("focus in Name", lambda: "focused" in states(name))
        order = []
        for _ in range(22):
            focused = focused_node()
            order.append((focused.name + ":" + role(focused)) if focused else "?")
            key("Tab")
            time.sleep(0.3)
        print("|".join(order))
        """, targetPID: pid)
        print("ORDER", output)
    }
}
