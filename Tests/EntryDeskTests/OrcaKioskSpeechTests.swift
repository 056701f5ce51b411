import Foundation
import GtkKit
import GtkTestSupport
import TestSupport
import XCTest

/// A blind visitor starts speech at a kiosk set to `screen-reader = ask` (the default), by the
/// pointer alone: the hint is printed and said aloud by speech-dispatcher while the kiosk waits;
/// touch and hold starts Orca (the one the kiosk finds on PATH, with its log on), which says
/// where the visitor is; a key touched is said before its release types it; the idle warning's
/// last seconds are counted aloud; the next visitor finds speech off and hears the hint again.
/// The driver is `Tests/Drivers/orca_kiosk_speech.py`.
@MainActor
final class OrcaKioskSpeechTests: AppProcessTestCase {
    private var speechDispatcher: SpeechDispatcher?
    private var orca: OrcaOnPath?

    override func setUp() async throws {
        try await super.setUp()
        let pin = try XCTUnwrap(app).command(["kiosk", "set-pin"], input: "2468\n2468\n")
        XCTAssertEqual(pin.status, 0, pin.errors)
        speechDispatcher = try SpeechDispatcher()
        orca = try OrcaOnPath()
    }

    override func tearDown() async throws {
        // SIGTERM, as a shutdown: the kiosk ends its Orca and reaps it. A killed kiosk's Orca
        // dies too, but stays a zombie where nothing reaps orphans, and Orca 43 refuses to start
        // beside any process named orca (the next Orca test failed so).
        try await super.tearDown()
        orca?.cleanUp()
        speechDispatcher?.stop()
        unsetenv("ENTRYDESK_SPEECHD_LOG")
    }

    func testAVisitorStartsSpeechByHoldingAndTheNextVisitorFindsItOff() async throws {
        let app = try XCTUnwrap(app)
        let speechDispatcher = try XCTUnwrap(speechDispatcher)
        let orca = try XCTUnwrap(orca)
        for (name, value) in speechDispatcher.environment { app.environmentChanges[name] = value }
        // The app's own speech-dispatcher, not none (AppProcess's default).
        app.environmentChanges["SPEECHD_CMD"] = nil
        app.environmentChanges["PATH"] = orca.folder.path + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin")
        setenv("ENTRYDESK_SPEECHD_LOG", speechDispatcher.log.path, 1)
        // Long enough for the hold and a key; the warning (10 s, 10 more while speech is on)
        // then counts its last seconds aloud.
        let pid = try app.launch(["--kiosk", "--idle-timeout", "40"])
        await AccessibilityDriver.call(
            "orca_kiosk_speech.speech_by_touch",
            "To hear this screen, touch and hold anywhere for 3 seconds, or press F1.",
            "Enter your address and the amount", "q", "Name", ["3", "2", "1"],
            targetPID: pid, timeout: 240)
        await GtkTestEnvironment.waitUntil("Orca ended with the visitor", timeout: 15) { OrcaProcesses.children(of: pid).isEmpty }
    }

    /// A visitor with a keypad (F1) starts speech; a number pad key, a line of the review page
    /// and the thank-you page are said when touched.
    func testF1StartsSpeechAndThePadTheReviewAndTheThanksAreSaidWhenTouched() async throws {
        let app = try XCTUnwrap(app)
        app.environmentChanges["PATH"] = try XCTUnwrap(orca).folder.path + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin")
        let pid = try app.launch(["--kiosk"])
        await AccessibilityDriver.call(
            "orca_kiosk_speech.speech_by_f1_then_pad_review_and_thanks_said_by_touch",
            "To hear this screen, touch and hold anywhere for 3 seconds, or press F1.", "Katherine Johnson", "25", "7",
            "Your reference number (please note it down):", targetPID: pid, timeout: 240)
    }
}
