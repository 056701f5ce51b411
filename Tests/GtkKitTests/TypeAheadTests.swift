import GtkKit
import GtkTestSupport
import XCTest
import TestSupport

/// Keys typed ahead of the window: held, then delivered to what has focus by then, in order;
/// let through by themselves once a hold's limit has passed. Real key events (xdotool).
@MainActor
final class TypeAheadTests: XCTestCase {
    override func setUp() async throws { try GtkTestEnvironment.start() }

    func testHeldKeysLandInOrderWhereFocusIsWhenTheHoldEnds() async throws {
        let (window, first, second) = await Self.open("TypeAhead held")
        let hold = try XCTUnwrap(TypeAhead.hold(near: first, atMost: .seconds(60)))
        await AccessibilityDriver.call("gtk_kit_keys.type_into", "TypeAhead held", "Ada 42")
        await GtkTestEnvironment.waitUntil("six key presses held") { TypeAhead.heldKeyPresses(near: first) >= 6 }
        XCTAssertEqual(first.text, "", "nothing reached the field focused while holding")
        XCTAssertTrue(second.grabFocus())
        hold.end()
        await GtkTestEnvironment.waitUntil("the keys in Second") { second.text == "Ada 42" }
        XCTAssertEqual(first.text, "")
        XCTAssertEqual(TypeAhead.heldKeyPresses(near: first), 0)
        window.destroy()
    }

    func testAHoldLetsTheKeysGoOnceItsLimitHasPassed() async throws {
        let (window, first, _) = await Self.open("TypeAhead limit")
        let hold = try XCTUnwrap(TypeAhead.hold(near: first, atMost: .milliseconds(300)))
        await AccessibilityDriver.call("gtk_kit_keys.type_into", "TypeAhead limit", "xyz")
        await GtkTestEnvironment.waitUntil("the keys in First after the limit") { first.text == "xyz" }
        XCTAssertTrue(hold.hasEnded)
        window.destroy()
    }

    func testKeysWaitForTheLastOfSeveralHolds() async throws {
        let (window, first, second) = await Self.open("TypeAhead two holds")
        let search = try XCTUnwrap(TypeAhead.hold(near: first, atMost: .seconds(60)))
        let save = try XCTUnwrap(TypeAhead.hold(near: first, atMost: .seconds(60)))
        await AccessibilityDriver.call("gtk_kit_keys.type_into", "TypeAhead two holds", "ab")
        await GtkTestEnvironment.waitUntil("two key presses held") { TypeAhead.heldKeyPresses(near: first) >= 2 }
        search.end()
        XCTAssertEqual(TypeAhead.heldKeyPresses(near: first), 2, "still held: the save's hold is open")
        XCTAssertTrue(second.grabFocus())
        save.end()
        await GtkTestEnvironment.waitUntil("the keys in Second") { second.text == "ab" }
        window.destroy()
    }

    private static func open(_ title: String) async -> (Window, Entry, Entry) {
        let fields = await TwoFieldWindow(title: title)
        return (fields.window, fields.first, fields.second)
    }
}
