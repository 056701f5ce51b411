import GtkKit
import GtkTestSupport
import XCTest

@MainActor
final class MenuButtonTests: XCTestCase {
    override func setUp() async throws { try GtkTestEnvironment.start() }

    /// A menu of sections reads back flat and in order; the button is the window's primary menu
    /// (F10) when asked, and is found in its window by name.
    func testSectionsPrimaryAndFindingTheButtonInItsWindow() async throws {
        let first = Menu()
        first.append("_Preferences", action: "app.preferences")
        first.append("_Keyboard Shortcuts", action: "app.shortcuts")
        let second = Menu()
        second.append("_About", action: "app.about")
        let menu = Menu()
        menu.appendSection(first)
        menu.appendSection(second)
        XCTAssertEqual(menu.itemLabels, ["_Preferences", "_Keyboard Shortcuts", "_About"])

        let button = MenuButton(iconName: "open-menu-symbolic", menu: menu)
        XCTAssertFalse(button.isPrimary)
        button.isPrimary = true
        XCTAssertTrue(button.isPrimary)
        XCTAssertEqual(button.itemLabels, menu.itemLabels)
        button.name = "main-menu"
        let bar = HeaderBar()
        bar.packEnd(button)
        let window = Window()
        bar.install(on: window)
        defer { window.destroy() }
        XCTAssertNotNil(MenuButton.find(named: "main-menu", in: window), "found in the title bar")
        XCTAssertNil(MenuButton.find(named: "other", in: window))
    }
}
