import Foundation
import GtkKit
import GtkTestSupport
import XCTest
import TestSupport

/// What a blind visitor hears at the kiosk, in Orca 43's own words: the review before saving,
/// the confirmation with the reference number, the idle countdown and the fresh form after it,
/// and a wrong staff PIN, typed on a keyboard without a digit said. The drivers are
/// `Tests/Drivers/orca_kiosk.py`.
@MainActor
final class OrcaKioskTests: AppProcessTestCase {
    private var orca: OrcaScreenReader?

    override func setUp() async throws {
        try await super.setUp()
        let pin = try XCTUnwrap(app).command(["kiosk", "set-pin"], input: "2468\n2468\n")
        XCTAssertEqual(pin.status, 0, pin.errors)
        orca = try OrcaScreenReader()
    }

    override func tearDown() async throws {
        orca?.stop()
        try await super.tearDown()
    }

    func testTheReviewTheConfirmationAndAWrongPINAreSpokenAndThePINIsNot() async throws {
        let pid = try XCTUnwrap(app).launch(["--kiosk"])
        await AccessibilityDriver.call(
            "orca_kiosk.review_confirmation_and_wrong_pin", "Katherine Johnson", "25", "$25.00", "1357",
            targetPID: pid, timeout: 120)
    }

    func testTheIdleCountdownAndTheClearedFormAreSpoken() async throws {
        let pid = try XCTUnwrap(app).launch(["--kiosk", "--idle-timeout", "6"])
        await AccessibilityDriver.call("orca_kiosk.idle_countdown_and_cleared_form", targetPID: pid, timeout: 120)
    }

    /// A visitor with a keypad hears a suggestion that stands for several addresses as the desk's
    /// operator does: Down onto it says it, with how many it holds and its place.
    func testAGroupedSuggestionIsSaidWhenDownReachesIt() async throws {
        let pid = try XCTUnwrap(app).launch(["--kiosk"])
        await AccessibilityDriver.call("orca_desk.grouped_suggestion_said_on_down", targetPID: pid, timeout: 90)
    }

}

/// `[kiosk] screen-reader = on`: Orca starts with the kiosk (once its window is on screen) and
/// stops with it.
@MainActor
final class KioskScreenReaderSettingTests: AppProcessTestCase {
    func testOrcaStartsWithTheKioskAndStopsWithIt() async throws {
        let app = try XCTUnwrap(app)
        let pin = try app.command(["kiosk", "set-pin"], input: "2468\n2468\n")
        XCTAssertEqual(pin.status, 0, pin.errors)
        try app.addSetting("screen-reader = on", in: "kiosk")
        // Speech goes nowhere in the test session (see OrcaScreenReader).
        app.environmentChanges["SPEECHD_CMD"] = "/bin/false"
        let pid = try app.launch(["--kiosk"])
        await GtkTestEnvironment.waitUntil("Orca started by the kiosk", timeout: 30) { Self.orcaChildren(of: pid).count == 1 }
        let orca = try XCTUnwrap(Self.orcaChildren(of: pid).first)
        kill(pid, SIGTERM)
        let status = await app.waitForExit(timeout: 15)
        XCTAssertNotNil(status, "the kiosk ends on SIGTERM")
        await GtkTestEnvironment.waitUntil("Orca stopped with the kiosk", timeout: 15) {
            !FileManager.default.fileExists(atPath: "/proc/\(orca)/comm") || Self.isZombie(orca)
        }
    }

    /// Processes named orca whose parent is `pid`.
    private static func orcaChildren(of pid: Int32) -> [Int32] {
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        return entries.compactMap(Int32.init).filter { child in
            guard let stat = try? String(contentsOfFile: "/proc/\(child)/stat", encoding: .utf8),
                let close = stat.range(of: ")", options: .backwards)
            else { return false }
            let name = stat[stat.index(after: stat.firstIndex(of: "(")!)..<close.lowerBound]
            let fields = stat[close.upperBound...].split(separator: " ")
            return name == "orca" && fields.count > 1 && Int32(fields[1]) == pid
        }
    }

    private static func isZombie(_ pid: Int32) -> Bool {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
            let close = stat.range(of: ")", options: .backwards)
        else { return true }
        return stat[close.upperBound...].split(separator: " ").first == "Z"
    }
}
