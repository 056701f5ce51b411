import Foundation
import GtkKit
import GtkTestSupport
import XCTest

/// What a screen reader finds in the window: no object named by its GTK class ("GtkImage",
/// "GtkBox": what GTK 4.8 says of an unnamed one), and every button with a name. (An icon
/// button labelled by its image, which Orca said as "GtkImage New entry", is not visible in
/// the relations read here: `OrcaDeskTests` checks it by what Orca says.)
@MainActor
final class AccessibleNamesTests: AppProcessTestCase {
    func testNoObjectIsNamedByItsGtkClassAndEveryButtonHasAName() async throws {
        let pid = try XCTUnwrap(app).launch()
        await AccessibilityDriver.run(Self.check, targetPID: pid)
    }

    func testTheKioskToo() async throws {
        let app = try XCTUnwrap(app)
        let pin = try app.command(["kiosk", "set-pin"], input: "2468\n2468\n")
        XCTAssertEqual(pin.status, 0, pin.errors)
        let pid = try app.launch(["--kiosk"])
        await AccessibilityDriver.run(Self.check, targetPID: pid)
    }

    /// Walks the whole tree once the window is up; prints every offender with its role and path.
    private static let check = """
    import re
    find(name="Name", role_name="text")
    offenders = []
    def visit(node, path):
        name = node.name or ""
        if re.fullmatch(r"Gtk[A-Z][A-Za-z]*", name):
            offenders.append(f"{role(node)} named {name!r} at {path}")
        if role(node) in ("push button", "toggle button") and not name.strip():
            offenders.append(f"unnamed {role(node)} at {path}")
        for index in range(node.childCount):
            child = node.getChildAtIndex(index)
            if child is not None:
                visit(child, path + [index])
    visit(app(), [])
    check(not offenders, "\\n".join(offenders))
    """
}
