import GtkKit
import GtkTestSupport
import XCTest

/// Whether the display has a keyboard to type on: the kiosk's on-screen keyboard depends on it.
@MainActor
final class InputDevicesTests: XCTestCase {
    override func setUp() async throws { try GtkTestEnvironment.start() }

    func testButtonsSwitchesAndSyntheticKeysAreNotKeyboardsToTypeOn() async throws {
        for name in ["AT Translated Set 2 keyboard", "Logitech USB Keyboard", "Apple Inc. Magic Keyboard"] {
            XCTAssertTrue(InputDevices.isTypingKeyboard(named: name), name)
        }
        for name in [
            "Power Button", "Sleep Button", "Video Bus", "Lid Switch", "Virtual core XTEST keyboard",
            "Intel HID events", "Xvfb keyboard", "Logitech USB Keyboard Consumer Control", "Dell WMI hotkeys"
        ] {
            XCTAssertFalse(InputDevices.isTypingKeyboard(named: name), name)
        }
    }

    func testTheTestDisplayHasOnlyTheXServersVirtualKeyboards() async throws {
        // Xvfb's keyboards are its own and XTEST (what xdotool types through): none to type on.
        let names = InputDevices.keyboardNames
        XCTAssertTrue(names.contains("Virtual core XTEST keyboard"), names.joined(separator: ", "))
        XCTAssertFalse(InputDevices.hasKeyboard, names.joined(separator: ", "))
    }
}
