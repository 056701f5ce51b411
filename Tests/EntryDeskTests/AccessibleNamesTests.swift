import Foundation
import GtkKit
import GtkTestSupport
import XCTest

/// What a screen reader finds in the window: no object named by its GTK class ("GtkImage",
/// "GtkBox": what GTK 4.8 says of an unnamed one), and every button with a name. (An icon
/// button labelled by its image, which Orca said as "GtkImage New entry", is not visible in
/// the relations read here: `OrcaDeskTests` checks it by what Orca says.) The driver walks the
/// whole tree once the window is up and names every offender with its role and path
/// (`Tests/Drivers/desk_checks.py`).
@MainActor
final class AccessibleNamesTests: AppProcessTestCase {
    func testNoObjectIsNamedByItsGtkClassAndEveryButtonHasAName() async throws {
        let pid = try XCTUnwrap(app).launch()
        await AccessibilityDriver.call("desk_checks.no_object_named_by_its_gtk_class", targetPID: pid)
    }

    func testTheKioskToo() async throws {
        let app = try XCTUnwrap(app)
        let pin = try app.command(["kiosk", "set-pin"], input: "2468\n2468\n")
        XCTAssertEqual(pin.status, 0, pin.errors)
        let pid = try app.launch(["--kiosk"])
        await AccessibilityDriver.call("desk_checks.no_object_named_by_its_gtk_class", targetPID: pid)
    }
}
