import Foundation
import GtkTestSupport
import XCTest

/// The desk's form in a window 768 and 720 px high (a 1366x768 laptop, a 1280x720 screen), keyed
/// from the keyboard: Amount showing its note, then Reference, stay in the visible part of the
/// scrolled form, not under the New/Save bar; after a save the form is back at its top (title in
/// view) and the "Saved" message covers no field; an opened entry shows its title and history.
/// Measured over AT-SPI extents by `Tests/Drivers/desk_form_in_view.py`. Before this was checked the note
/// pushed Reference under the bar, the banner floated over Amount, and the form stayed scrolled
/// after a save with its title out of view.
@MainActor
final class DeskFormInViewTests: AppProcessTestCase {
    func testTheFocusedFieldStaysInViewIn1366x768() async throws { try await keepFieldsInView(width: 1366, height: 768) }

    func testTheFocusedFieldStaysInViewIn1280x720() async throws { try await keepFieldsInView(width: 1280, height: 720) }

    private func keepFieldsInView(width: Int, height: Int, file: StaticString = #filePath, line: UInt = #line) async throws {
        let app = try XCTUnwrap(app)
        let pid = try app.launch()
        await AccessibilityDriver.call(
            "desk_form_in_view.keep_fields_in_view", width, height, targetPID: pid, timeout: 120, file: file, line: line)
    }
}
