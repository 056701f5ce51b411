import Foundation
import XCTest
import TestSupport

/// Start-up time is mostly loading libraries: libcurl (and the ~25 it needs: krb5, LDAP, SSH,
/// ...) is loaded by an HTTP provider's first request (CCurl), never by starting the app; a
/// stray `import FoundationNetworking` would bring it back at every start.
final class StartupFootprintTests: XCTestCase {
    func testTheAppLinksNoHTTPLibrary() throws {
        let linked = try runTool("/usr/bin/ldd", [builtAppBinary])
        XCTAssertEqual(linked.status, 0, linked.output)
        XCTAssertTrue(linked.output.contains("libgtk-4"), "ldd lists what the app loads: \(linked.output)")
        for library in ["libcurl", "FoundationNetworking", "libkrb5", "libldap"] {
            XCTAssertFalse(linked.output.contains(library), "\(library) is loaded at every start:\n\(linked.output)")
        }
    }
}
