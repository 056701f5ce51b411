import CBenchProbe
@testable import GtkKit
import GtkTestSupport
import XCTest

/// The start-up benchmark's C program builds entrydesk's window from the replica the probe
/// writes (`entrydesk_replica_make`): the replica must be the same tree, with the same
/// properties, or its figures mean nothing.
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
        let replica = Replica(of: window)
        XCTAssertEqual(replica.unsupported, [])
        let rebuilt = try replica.makeWindow()
        defer { rebuilt.destroy() }
        // Every widget, the ones GTK makes inside entries and buttons included, in the same order.
        let original = window.descendantSummaries().map { "\($0.typeName) \($0.cssClasses)" }
        XCTAssertGreaterThan(original.count, 30)
        XCTAssertEqual(rebuilt.descendantSummaries().map { "\($0.typeName) \($0.cssClasses)" }, original)
        // Every property, grid cell, header bar place and popover parent survives the round trip.
        XCTAssertEqual(Replica(of: rebuilt).xml, replica.xml)
        XCTAssertEqual(Replica(of: rebuilt).popoverParents, replica.popoverParents)
        XCTAssertEqual(rebuilt.title, "Replica & <test>")
    }

    func testReplicaWritesWhatGtkBuilderNeeds() async {
        let window = makeWindow()
        defer { window.destroy() }
        let replica = Replica(of: window)
        XCTAssertTrue(replica.xml.contains("<property name=\"label\">Name &quot;quoted&quot;</property>"), replica.xml)
        XCTAssertTrue(replica.xml.contains("<property name=\"visible\">false</property>"))
        XCTAssertTrue(replica.xml.contains("<property name=\"placeholder-text\">Start typing</property>"))
        XCTAssertTrue(
            replica.xml.contains(
                "<layout><property name=\"column\">1</property><property name=\"row\">0</property><property name=\"column-span\">2</property>"
            ))
        XCTAssertTrue(replica.xml.contains("<child type=\"overlay\">"))
        // In the order they were packed at the end (right to left on screen).
        let help = replica.xml.range(of: ">Help<"), save = replica.xml.range(of: "document-save-as-symbolic")
        XCTAssertLessThan(help?.lowerBound ?? replica.xml.endIndex, save?.lowerBound ?? replica.xml.startIndex)
        XCTAssertEqual(replica.popoverParents.split(separator: "\n").count, 1)
    }

    func testBrokenReplicaNamesTheProblem() async {
        let broken = Replica(
            xml: "<interface><object class=\"GtkNoSuchWidget\" id=\"window\"/></interface>",
            popoverParents: "", unsupported: [])
        XCTAssertThrowsError(try broken.makeWindow()) { error in
            XCTAssertTrue("\(error)".contains("GtkNoSuchWidget"), "\(error)")
        }
    }
}

/// The C replica (`EntrydeskReplica`) as Swift values.
struct Replica {
    let xml: String
    let popoverParents: String
    let unsupported: [String]

    init(xml: String, popoverParents: String, unsupported: [String]) {
        self.xml = xml
        self.popoverParents = popoverParents
        self.unsupported = unsupported
    }

    @MainActor
    init(of window: Window) {
        var made = entrydesk_replica_make(UnsafeMutableRawPointer(window.widgetPointer))
        defer { entrydesk_replica_clear(&made) }
        self.init(
            xml: String(cString: made.xml), popoverParents: String(cString: made.popover_parents),
            unsupported: String(cString: made.unsupported).split(separator: ",").map(String.init))
    }

    /// Builds the window again in this process, as the benchmark's C program does; throws
    /// GtkBuilder's message when the XML does not build.
    @MainActor
    func makeWindow() throws -> Window {
        var message: UnsafeMutablePointer<CChar>?
        guard let window = entrydesk_replica_build(xml, popoverParents, &message) else {
            defer { entrydesk_replica_free(message) }
            throw ReplicaError(message: message.map { String(cString: $0) } ?? "")
        }
        return Window(retainingWindow: window)
    }
}

struct ReplicaError: Error, CustomStringConvertible {
    let message: String
    var description: String { "The window's GtkBuilder replica does not build: \(message)" }
}
