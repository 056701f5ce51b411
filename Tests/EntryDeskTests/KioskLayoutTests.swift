@testable import EntryDesk
import EntrySettings
import AmountKit
import EntryWidgets
import GtkKit
import GtkTestSupport
import XCTest
import TestSupport

/// The kiosk theme makes every touch target at least 56 px high: fields (their whole box is the
/// target), buttons and keypad keys, measured on the real widgets GTK laid out.
@MainActor
final class KioskLayoutTests: XCTestCase {
    override func setUp() async throws { try GtkTestEnvironment.start() }

    func testEveryTargetOfTheKioskScreenIsAtLeast56PixelsHigh() async throws {
        let themes = ThemeManager()
        XCTAssertNil(themes.apply(["light", "kiosk"]))
        defer { themes.apply(["light"]) }
        let screen = EntryScreen(
            provider: nil, countryCode: "US", currencyCode: "USD", locale: Locale(identifier: "en_US"),
            currencies: try CurrencyTable.standard())
        let keypad = NumericKeypad()
        let keyboard = OnScreenKeyboard()
        let pin = PINDialog(pin: try AdminPIN.make(pin: "2468", iterations: 10))
        pin.present()
        let page = Box(.horizontal)
        page.append(screen.widget)
        page.append(keypad.widget)
        let column = Box(.vertical)
        column.append(page)
        column.append(keyboard.widget)
        column.append(pin.widget)
        let window = Window()
        window.setDefaultSize(width: 1280, height: -1)
        window.setChild(column)
        window.present()
        defer { window.destroy() }
        await GtkTestEnvironment.waitUntil("laid out") { screen.widget.allocatedHeight > 0 && keyboard.widget.allocatedHeight > 0 }

        let targets = column.descendantSummaries().filter { widget in
            guard widget.isMapped else { return false }
            let isField = widget.cssClasses.contains("text-input-field") || widget.cssClasses.contains("input-amount-field")
            // Buttons inside a field (pickers, the password eye) share the field's target.
            let isButton =
                ["GtkButton", "GtkToggleButton"].contains(widget.typeName)
                && !widget.ancestorClasses.contains("text-input-field") && !widget.ancestorClasses.contains("input-amount-field")
            return isField || isButton
        }
        XCTAssertGreaterThan(targets.count, 40, "fields, form buttons, keypad and keyboard keys")
        let small = targets.filter { $0.height < 56 }.map { "\($0.typeName) \($0.cssClasses) \($0.height) px" }
        XCTAssertEqual(small, [], "targets under 56 px")
    }
}
