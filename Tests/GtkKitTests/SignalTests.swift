import GtkKit
import GtkTestSupport
import XCTest

@MainActor
final class SignalTests: XCTestCase {
    override func setUp() async throws { try GtkTestEnvironment.start() }

    func testHandlerFiresOnARealSignal() async throws {
        let button = Button(label: "Save")
        var clicks = 0
        button.onClicked { clicks += 1 }
        button.click()
        button.click()
        XCTAssertEqual(clicks, 2)
    }

    func testClosureBoxIsReleasedWhenTheWidgetIsFinalized() async throws {
        final class Token {}
        weak var weakToken: Token?
        var handle: SignalHandle?
        do {
            let token = Token()
            weakToken = token
            let button = Button(label: "Temporary")
            handle = button.onClicked { _ = token }
            XCTAssertTrue(handle?.isConnected ?? false)
            XCTAssertNotNil(weakToken, "the handler keeps its capture alive while the widget lives")
        }
        // The wrapper held the only reference: the widget is finalized and GLib's destroy notify
        // releases the closure box, and with it the captured token.
        XCTAssertNil(weakToken)
        XCTAssertEqual(handle?.isConnected, false)
        handle?.disconnect()  // safe after finalization
    }

    func testDisconnectReleasesTheClosureAtOnce() async throws {
        final class Token {}
        weak var weakToken: Token?
        let button = Button(label: "Kept")
        do {
            let token = Token()
            weakToken = token
            let handle = button.onClicked { _ = token }
            handle.disconnect()
        }
        XCTAssertNil(weakToken)
        button.click()
    }

    func testBlockedHandlerDoesNotFire() async throws {
        let button = Button(label: "Blocked")
        var clicks = 0
        let handle = button.onClicked { clicks += 1 }
        handle.setBlocked(true)
        button.click()
        handle.setBlocked(false)
        button.click()
        XCTAssertEqual(clicks, 1)
    }
}
