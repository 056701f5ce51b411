import GtkKit
import GtkTestSupport
import XCTest
import TestSupport

@MainActor
final class ListViewTests: XCTestCase {
    override func setUp() async throws { try GtkTestEnvironment.start() }

    func testOnlyVisibleRowsAreCreatedForAHundredThousandItems() async throws {
        var created = 0
        var bound: [Int: Int64] = [:]
        var binds = 0
        let list = ListView<Label>(makeRow: {
            created += 1; return Label()
        }) { row, position, key in
            row.text = "Row \(key)"
            bound[position] = key
            binds += 1
        }
        list.setItems((0..<100_000).map { 1_000_000 + Int64($0) })
        let scrolled = ScrolledWindow()
        scrolled.setChild(list)
        let window = Window()
        window.setDefaultSize(width: 300, height: 400)
        window.setChild(scrolled)
        window.present()
        await GtkTestEnvironment.waitUntil("rows bound") { bound[0] != nil }
        XCTAssertEqual(list.count, 100_000)
        XCTAssertEqual(bound[0], 1_000_000)
        XCTAssertLessThan(created, 500, "a virtualised list creates rows for the screen, not for every item")
        XCTAssertEqual(list.key(at: 99_999), 1_099_999)
        XCTAssertNil(list.key(at: 100_000))
        list.selectedPosition = 5
        XCTAssertEqual(list.selectedPosition, 5)
        // New keys fill the row widgets GTK has already made, none are made anew: a search
        // costs binding, not building ~200 rows.
        let rowsBefore = created
        bound.removeAll()
        binds = 0
        list.setItems((0..<50_000).map { 2_000_000 + Int64($0) })
        XCTAssertEqual(created, rowsBefore, "no row widget made for new keys of rows GTK has")
        XCTAssertEqual(binds, rowsBefore, "each row bound once")
        XCTAssertEqual(bound[0], 2_000_000, "the rows on screen show the new keys at once")
        XCTAssertEqual(list.count, 50_000)
        // Scrolled down, then back to the top.
        await GtkTestEnvironment.waitUntil("scrolled down") {
            scrolled.verticalOffset = 50_000  // again until the list has its height
            return scrolled.verticalOffset > 0
        }
        scrolled.scrollToTop()
        XCTAssertEqual(scrolled.verticalOffset, 0)
        // Fewer keys than rows: the rows left show them, none of the old ones.
        bound.removeAll()
        list.setItems([7, 8])
        await GtkTestEnvironment.waitUntil("the new rows bound") { bound[1] != nil }
        XCTAssertEqual(list.count, 2)
        XCTAssertEqual(bound, [0: 7, 1: 8])
        XCTAssertNil(list.selectedPosition, "the selection does not carry over to other rows")
        list.setItems([])
        XCTAssertEqual(list.count, 0)
        XCTAssertNil(list.key(at: 0))
        window.destroy()
    }
}
