import GtkKit
import GtkTestSupport
import XCTest

/// A test that runs the real `entrydesk` binary in a sandbox of its own (see `AppProcess`).
@MainActor
class AppProcessTestCase: XCTestCase {
    /// The app under test; stopped and its sandbox removed after each test.
    private(set) var app: AppProcess?

    override func setUp() async throws {
        try GtkTestEnvironment.start()
        app = try AppProcess()
    }

    override func tearDown() async throws {
        app?.cleanUp()
    }
}
