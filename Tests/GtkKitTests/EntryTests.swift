import GtkKit
import GtkTestSupport
import XCTest

@MainActor
final class EntryTests: XCTestCase {
    override func setUp() async throws { try GtkTestEnvironment.start() }

    func testInsertInterceptorCanRewriteAndPlaceTheCaret() async throws {
        let text = Entry()
        text.onInsertText { inserted, _ in .insert(inserted.uppercased()) }
        text.insert("ab", at: 0)
        XCTAssertEqual(text.text, "AB")

        let wrapped = Entry()
        wrapped.text = "AB"
        wrapped.onInsertText { [unowned wrapped] inserted, _ in
            inserted == "!" ? .replaceAll(text: "[\(wrapped.text)]", caret: 1) : .accept
        }
        wrapped.insert("!", at: 2)
        XCTAssertEqual(wrapped.text, "[AB]")
        XCTAssertEqual(wrapped.caretPosition, 1)
    }

    func testDeleteInterceptorCanRefuse() async throws {
        let text = Entry()
        text.text = "keep"
        text.onDeleteText { _ in .reject }
        text.delete(0..<2)
        XCTAssertEqual(text.text, "keep")
    }

    func testMaxLengthCutsLongInsertions() async throws {
        let text = Entry()
        text.maxLength = 10
        text.insert(String(repeating: "x", count: 1_000), at: 0)
        XCTAssertEqual(text.characterCount, 10)
    }

    func testSelectionAndCaret() async throws {
        let text = Entry()
        text.text = "hello world"
        text.select(0..<5)
        XCTAssertEqual(text.selection, 0..<5)
        text.caretPosition = 3
        XCTAssertNil(text.selection)
        XCTAssertEqual(text.caretPosition, 3)
    }
}
