import GtkKit
import GtkTestSupport
import XCTest

/// The start-up benchmark's C program builds entrydesk's window from `builderReplica()`: the
/// replica must be the same tree, with the same properties, or its figures mean nothing.
@MainActor
final class BuilderReplicaTests: XCTestCase {
    override func setUp() async throws { try GtkTestEnvironment.start() }

    private func makeWindow() -> Window {
        let window = Window()
        window.title = "Replica & <test>"
        window.setDefaultSize(width: 640, height: 480)
        let header = HeaderBar()
        header.packStart(Button(iconName: "document-new-symbolic"))
        header.packEnd(Button(label: "Help"))
        header.packEnd(Button(iconName: "document-save-as-symbolic"))
        header.install(on: window)
        let content = Box(.vertical, spacing: 6)
        content.addCSSClass("content")
        let title = Label("Name \"quoted\"")
        title.wraps = true
        let name = Entry()
        name.placeholder = "Start typing"
        name.maxLength = 40
        let error = Label("Required")
        error.isVisible = false
        let grid = Grid(rowSpacing: 2, columnSpacing: 4)
        grid.attach(Label("City"), column: 0, row: 0)
        grid.attach(Entry(), column: 1, row: 0, width: 2)
        grid.attach(Label("ZIP"), column: 0, row: 1)
        let suggestions = Popover()
        let list = Box(.vertical)
        list.append(Label("1 Main Street"))
        suggestions.setChild(list)
        suggestions.attach(to: name)
        let revealer = Revealer(durationMilliseconds: 120)
        revealer.setChild(Label("Saved"))
        let scrolled = ScrolledWindow()
        scrolled.setChild(Label("A long text"))
        let overlay = Overlay()
        overlay.setChild(Entry())
        overlay.addOverlay(Image(iconName: "edit-clear-symbolic"))
        for child in [revealer, title, name, error, grid, scrolled, overlay] as [Widget] { content.append(child) }
        window.setChild(content)
        return window
    }

    func testReplicaBuildsTheSameTree() async throws {
        let window = makeWindow()
        defer { window.destroy() }
        let replica = window.builderReplica()
        XCTAssertEqual(replica.unsupported, [])
        let rebuilt = try replica.makeWindow()
        defer { rebuilt.destroy() }
        // Every widget, the ones GTK makes inside entries and buttons included, in the same order.
        let original = window.descendantSummaries().map { "\($0.typeName) \($0.cssClasses)" }
        XCTAssertGreaterThan(original.count, 30)
        XCTAssertEqual(rebuilt.descendantSummaries().map { "\($0.typeName) \($0.cssClasses)" }, original)
        // Every property, grid cell, header bar place and popover parent survives the round trip.
        XCTAssertEqual(rebuilt.builderReplica().xml, replica.xml)
        XCTAssertEqual(rebuilt.builderReplica().popoverParents, replica.popoverParents)
        XCTAssertEqual(rebuilt.title, "Replica & <test>")
    }

    func testReplicaWritesWhatGtkBuilderNeeds() async {
        let window = makeWindow()
        defer { window.destroy() }
        let replica = window.builderReplica()
        XCTAssertTrue(replica.xml.contains("<property name=\"label\">Name &quot;quoted&quot;</property>"), replica.xml)
        XCTAssertTrue(replica.xml.contains("<property name=\"visible\">false</property>"))
        XCTAssertTrue(replica.xml.contains("<property name=\"placeholder-text\">Start typing</property>"))
        XCTAssertTrue(replica.xml.contains(
            "<layout><property name=\"column\">1</property><property name=\"row\">0</property><property name=\"column-span\">2</property>"))
        XCTAssertTrue(replica.xml.contains("<child type=\"overlay\">"))
        // In the order they were packed at the end (right to left on screen).
        let help = replica.xml.range(of: ">Help<"), save = replica.xml.range(of: "document-save-as-symbolic")
        XCTAssertLessThan(help?.lowerBound ?? replica.xml.endIndex, save?.lowerBound ?? replica.xml.startIndex)
        XCTAssertEqual(replica.popoverParents.split(separator: "\n").count, 1)
    }

    func testBrokenReplicaNamesTheProblem() async {
        let broken = BuilderReplica(xml: "<interface><object class=\"GtkNoSuchWidget\" id=\"window\"/></interface>",
                                    popoverParents: "", unsupported: [])
        XCTAssertThrowsError(try broken.makeWindow()) { error in
            XCTAssertTrue("\(error)".contains("GtkNoSuchWidget"), "\(error)")
        }
    }
}
