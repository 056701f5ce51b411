import EntryStore
import Foundation
import GtkKit
import GtkTestSupport
import ServerTestSupport
import XCTest

/// What a blind operator hears at the desk: the real `entrydesk` driven by keystrokes alone,
/// and Orca 43's own words (its debug log) checked for each moment a sighted person sees change.
/// The drivers are `Tests/Drivers/orca_desk.py`: each step waits for what Orca said of the step
/// before (where focus went), as Orca 43 skips focus it has not caught up with.
@MainActor
final class OrcaDeskTests: AppProcessTestCase {
    private var orca: OrcaScreenReader?

    override func setUp() async throws {
        try await super.setUp()
        orca = try OrcaScreenReader()
    }

    override func tearDown() async throws {
        orca?.stop()
        try await super.tearDown()
    }

    /// Each field says its name, that it is blank, that it is required, and its helper; the
    /// address suggestions say how many there are and which one is highlighted, down into the
    /// suites; Save says what is missing, then that it saved.
    func testFieldsSuggestionsRefusalAndSaveAreSpoken() async throws {
        let pid = try XCTUnwrap(app).launch()
        await AccessibilityDriver.call("orca_desk.fields_suggestions_refusal_and_save", targetPID: pid, timeout: 120)
    }

    /// One address found is highlighted and said with the count; Enter takes it and focus goes
    /// on to the amount, which is said (the pick once sent focus back to Address line 1).
    func testALoneSuggestionIsSaidHighlightedAndItsPickMovesToTheAmount() async throws {
        let pid = try XCTUnwrap(app).launch()
        await AccessibilityDriver.call("orca_desk.lone_suggestion_said_and_picked", targetPID: pid, timeout: 90)
    }

    /// Down onto a suggestion that stands for several addresses says it, with how many it
    /// holds and its place, as a single address is said; its suites are said after Enter.
    func testAGroupedSuggestionIsSaidWhenDownReachesIt() async throws {
        let pid = try XCTUnwrap(app).launch()
        await AccessibilityDriver.call("orca_desk.grouped_suggestion_said_on_down", targetPID: pid, timeout: 90)
    }

    /// A field with an error says it on the way back to it (Orca 43 refuses focus on a field
    /// GTK 4.8 marks invalid: the error is said as words, and the state is not set); an error
    /// that appears while typing is said as it appears.
    func testAFieldWithAnErrorSaysTheErrorWhenFocusReturns() async throws {
        let pid = try XCTUnwrap(app).launch()
        await AccessibilityDriver.call("orca_desk.error_said_when_focus_returns", targetPID: pid, timeout: 90)
    }

    /// An office's own field (from a form file) is heard as the built-in ones are: its label and
    /// help as focus reaches it, Save's refusal naming it, its error when focus comes back.
    func testAnOfficeFieldSaysItsLabelHelpAndError() async throws {
        let app = try XCTUnwrap(app)
        let form = app.home.appendingPathComponent("form.json")
        try Data(
            #"{"fields": [{"key": "iban", "type": "iban", "label": "IBAN", "help": "As printed on the slip"}]}"#.utf8
        ).write(to: form)
        let pid = try app.launch(["--form", form.path])
        await AccessibilityDriver.call("orca_desk.office_field_label_help_and_error_said", targetPID: pid, timeout: 90)
    }

    /// The saved entries: the number of search results, a row as one sentence, delete and undo.
    func testSearchResultsRowsDeleteAndUndoAreSpoken() async throws {
        let app = try XCTUnwrap(app)
        let seed = app.home.appendingPathComponent("two.jsonl")
        try Data([Self.record("Grace Hopper", "12.50"), Self.record("Alan Turing", "7.00")].joined(separator: "\n").utf8).write(to: seed)
        XCTAssertEqual(try app.command(["import", seed.path]).status, 0)
        let pid = try app.launch()
        await AccessibilityDriver.call("orca_desk.search_results_rows_delete_and_undo", targetPID: pid, timeout: 90)
    }

    /// An icon button says its name alone (GTK 4.8 had it labelled by its image: "GtkImage
    /// Keyboard shortcuts push button"): the main menu's button, last in the header bar, is
    /// "Main Menu" (GTK 4.8 reports its inner toggle button as a push button); the currency
    /// selector says the currency; quitting with an entry typed asks, and says so.
    func testTheCurrencySelectorAndTheUnsavedEntryQuestionAreSpoken() async throws {
        let pid = try XCTUnwrap(app).launch()
        await AccessibilityDriver.call("orca_desk.currency_selector_and_unsaved_question", targetPID: pid, timeout: 90)
    }

    /// A pasted address says which fields it filled; the same payment saved again says when it
    /// was saved before and asks, as a sighted operator reads it in the banner.
    func testAPastedAddressAndTheDuplicateQuestionAreSpoken() async throws {
        let pid = try XCTUnwrap(app).launch()
        await AccessibilityDriver.call("orca_desk.pasted_address_and_duplicate_question", targetPID: pid, timeout: 90)
    }

    /// The open batch's figures on request (Ctrl+T), the difference when it cannot close, and the
    /// supervisor's override it offers.
    func testTheBatchFiguresAndTheRefusedCloseAreSpoken() async throws {
        let app = try XCTUnwrap(app)
        let opened = try app.command(["batch", "open", "Slips A", "--count", "3", "--total", "150.00 USD"])
        XCTAssertEqual(opened.status, 0, opened.errors)
        let pid = try app.launch()
        await AccessibilityDriver.call("orca_desk.batch_figures_and_refused_close", targetPID: pid, timeout: 90)
    }

    /// The statistics window: each row said whole, every figure with its heading, as the arrow
    /// keys reach it (the keys typed so far counted first).
    func testTheStatisticsAreSpokenRowByRow() async throws {
        let app = try XCTUnwrap(app)
        let store = try EntryStore(url: app.databaseURL)
        try store.operators.recordActivity(of: OperatorStamp("ann"), keystrokes: 1_200, activeSeconds: 600)
        try store.operators.recordActivity(of: OperatorStamp("ben"), keystrokes: 90, activeSeconds: 60)
        let pid = try app.launch()
        await AccessibilityDriver.call("orca_desk.statistics_row_by_row", targetPID: pid, timeout: 90)
    }

    /// The batches window: the row reached said whole, and what sending it to verification did.
    func testTheBatchesAndTheirVerificationAreSpoken() async throws {
        let app = try XCTUnwrap(app)
        _ = try VerificationEndToEndTests.closedBatchKeyedByAnn(in: app.databaseURL)
        let pid = try app.launch()
        await AccessibilityDriver.call("orca_desk.batches_and_verification", targetPID: pid, timeout: 90)
    }

    /// A second keying: which entry of which batch to key again, and the mismatch it stops at.
    func testAVerificationMismatchIsSpoken() async throws {
        let app = try XCTUnwrap(app)
        _ = try VerificationEndToEndTests.closedBatchKeyedByAnn(in: app.databaseURL)
        let pid = try app.launch()
        await AccessibilityDriver.call("orca_desk.verification_mismatch", "ben", targetPID: pid, timeout: 90)
    }

    /// The team server out of reach: said once, where the operator is.
    func testTheTeamServerGoingOfflineIsSpokenOnce() async throws {
        let listener = try SilentListener()
        let app = try XCTUnwrap(app)
        let secret = "secret-word"
        app.environmentChanges["ENTRYDESK_SERVER"] = "postgresql://desk_a:\(secret)@127.0.0.1:\(listener.port)/team?connect_timeout=5"
        let pid = try app.launch()
        await AccessibilityDriver.call("orca_desk.team_server_offline_said_once", secret, targetPID: pid, timeout: 90)
        _ = listener
    }

    private static func record(_ name: String, _ amount: String) -> String {
        #"{"name":"\#(name)","country_code":"US","country_area":"VA","city":"Arlington","postal_code":"22202","street_line1":"2000 Navy Pentagon","amount":"\#(amount)","currency":"USD"}"#
    }
}
