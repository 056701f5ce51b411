import GtkKit
import GtkTestSupport
import XCTest

@MainActor
final class DropDownTests: XCTestCase {
    override func setUp() async throws { try GtkTestEnvironment.start() }

    func testItemsSelectionAndItsChangeSignal() async throws {
        let dropDown = DropDown(items: ["Alabama", "Alaska", "Arizona"], searchable: true)
        var changes = 0
        dropDown.onSelectionChanged { changes += 1 }
        dropDown.selectedIndex = 2
        XCTAssertEqual(dropDown.selectedItem, "Arizona")
        dropDown.setItems(["Ontario", "Quebec"])
        XCTAssertEqual(dropDown.allItems, ["Ontario", "Quebec"])
        dropDown.selectedIndex = nil
        XCTAssertNil(dropDown.selectedIndex)
        XCTAssertNil(dropDown.selectedItem)
        XCTAssertGreaterThanOrEqual(changes, 2)
    }
}
