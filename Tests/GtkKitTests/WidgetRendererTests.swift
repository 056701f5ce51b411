import Foundation
import GtkKit
import GtkTestSupport
import TestSupport
import XCTest

@MainActor
final class WidgetRendererTests: XCTestCase {
    override func setUp() async throws { try GtkTestEnvironment.start() }

    func testRenderingGivesAnImageOfTheWidgetsSizeWithContent() async throws {
        let box = Box(.vertical, spacing: 8)
        box.setMargins(top: 12, bottom: 12, start: 12, end: 12)
        box.append(Label("EntryDesk renders this"))
        box.append(Button(label: "Save"))
        let folder = try TemporaryFolder("render")
        defer { folder.cleanUp() }
        let path = folder.file("render.png").path

        let size = try WidgetRenderer.renderToPNG(box, path: path)

        let pixels = try XCTUnwrap(WidgetRenderer.loadPixels(path: path))
        XCTAssertEqual(pixels.width, size.width)
        XCTAssertEqual(pixels.height, size.height)
        XCTAssertGreaterThan(size.width, 50)
        XCTAssertGreaterThan(size.height, 40)
        // Non-uniform: text and a button frame give many distinct colours.
        var colours = Set<UInt32>()
        for index in stride(from: 0, to: pixels.rgba.count, by: 4) {
            let rgba = pixels.rgba[index..<index + 4].reduce(UInt32(0)) { $0 << 8 | UInt32($1) }
            colours.insert(rgba)
            if colours.count > 16 { break }
        }
        XCTAssertGreaterThan(colours.count, 16)
    }
}
