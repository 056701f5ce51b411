import GtkKit
import GtkTestSupport
import XCTest
import TestSupport

/// GtkKit's accessibility shims, read back the way a screen reader reads them: over AT-SPI.
@MainActor
final class AccessibilityTests: XCTestCase {
    override func setUp() async throws { try GtkTestEnvironment.start() }

    func testLabelDescriptionInvalidStateAndRealKeystrokes() async throws {
        let window = Window()
        window.title = "GtkKit accessibility test"
        let box = Box(.vertical, spacing: 6)
        let field = Entry()
        field.setAccessibleLabel("Postal code")
        field.setAccessibleDescription("Must look like 94043")
        field.setAccessibleInvalid(true)
        box.append(field)
        window.setChild(box)
        window.present()
        await GtkTestEnvironment.waitUntil("the window on screen") { field.isMapped }

        let output = await AccessibilityDriver.call(
            "widget_accessibility.type_into_described_field", "GtkKit accessibility test", "Postal code", "Must look like 94043",
            Widget.invalidStateIsUsable, "94043")
        XCTAssertEqual(output.trimmingCharacters(in: .whitespacesAndNewlines), "94043")
        XCTAssertEqual(field.text, "94043")
        window.destroy()
    }

    /// A message said again where focus lands must not silence a newer one: "1 entry" said in
    /// a search, then "Deleted the entry" said as the deleted row's focus moves on, leaves the
    /// newer words where focus lands (CI heard only "1 entry" after a delete under load).
    func testANewerMessageEndsTheFollowingOfTheOneBefore() async throws {
        let fields = await TwoFieldWindow(title: "GtkKit announcer test")
        let (window, first, second) = (fields.window, fields.first, fields.second)
        let followed = Announcer.followsFocusFor
        Announcer.followsFocusFor = .seconds(60)
        defer { Announcer.followsFocusFor = followed }
        Announcer.announce("1 entry", near: first)
        await AccessibilityDriver.call("widget_accessibility.description_says", "First", "1 entry.")
        Announcer.announce("Deleted the entry", near: first)
        XCTAssertTrue(second.grabFocus())
        await AccessibilityDriver.call("widget_accessibility.message_moved", "First", "Second", "Deleted the entry.")
        window.destroy()
    }
}
