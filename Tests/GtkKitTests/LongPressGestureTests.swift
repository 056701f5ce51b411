import GtkKit
import GtkTestSupport
import XCTest

/// A button's long press, made as a person makes it: the pointer's button pressed and held
/// (XTEST, through xdotool), then let go.
@MainActor
final class LongPressGestureTests: XCTestCase {
    private let testWindow = TestWindow()

    override func setUp() async throws { try GtkTestEnvironment.start() }
    override func tearDown() async throws { testWindow.close() }

    func testAHeldPressIsALongPressAndNotAClickWhileATapIsAClickAlone() async throws {
        let button = Button(label: "u")
        let other = Button(label: "Other")
        var clicks = 0, longPresses = 0, otherClicks = 0
        button.onClicked { clicks += 1 }
        other.onClicked { otherClicks += 1 }
        let hold = LongPressGesture()
        hold.onPressed { longPresses += 1 }
        button.addController(hold)
        let row = Box(.horizontal, spacing: 0)
        row.isHomogeneous = true
        row.setSizeRequest(width: 240, height: 80)
        row.append(button)
        row.append(other)
        await testWindow.show(row, title: "Long press test", until: "the buttons on screen") { button.isMapped }

        await testWindow.pressAndHold("the button", until: "the long press recognised", { button }) { longPresses == 1 }
        // The pointer's events come in order: once a tap on the other button has clicked it, the
        // release of the long press has been handled too.
        await testWindow.tap("the other button") { other }
        await GtkTestEnvironment.waitUntil("the other button clicked") { otherClicks == 1 }
        XCTAssertEqual(clicks, 0, "the long press, released, clicked the button")
        await testWindow.tap("the button") { button }
        await GtkTestEnvironment.waitUntil("the tap's click") { clicks == 1 }
        XCTAssertEqual(longPresses, 1, "a tap is no long press")
    }
}
