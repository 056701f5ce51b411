import Foundation
import GtkTestSupport
import XCTest

/// The duplicate warning: saving an entry whose name, address and amount match one
/// saved lately (folded as the address index folds: "12 Main Street" = "12 main st.", case
/// ignored) asks first, naming the earlier entry, and never refuses: Alt+A ("Save anyway")
/// stores it. Real keys, read back over AT-SPI and from the store.
@MainActor
final class DuplicateWarningEndToEndTests: AppProcessTestCase {
    /// Keys one entry into the desk's empty form and saves it with Ctrl+S.
    private static let keyEntry = """
    def key_entry(who, street, city_name, zip, money, reference, then=()):
        name = find(name="Name", role_name="text")
        wait_for("focus in Name", lambda: "focused" in states(name))
        type_text(who)
        tab_to(find(name="Address line 1", role_name="text"))
        type_text(street)
        tab_to(find(name="City", role_name="text"))
        type_text(city_name)
        tab_to(find(name="State", role_name="combo box"))
        type_text("illin")
        key("Tab")
        zip_code = find(name="ZIP code", role_name="text")
        wait_for("focus in the ZIP code", lambda: "focused" in states(zip_code))
        type_text(zip)
        tab_to(find(name="Amount", role_name="text"))
        type_text(money)
        tab_to(find(name="Reference", role_name="text"))
        type_text(reference)
        key("ctrl+s", *then)
    """

    func testTheSamePaymentKeyedAgainAsksNamingTheEarlierEntryAndSavesWhenConfirmed() async throws {
        let app = try XCTUnwrap(app)
        let pid = try app.launch()
        await AccessibilityDriver.run("""
        \(Self.keyEntry)
        DATABASE = \(AccessibilityDriver.pythonString(app.databaseURL.path))
        name = focus_name_field()
        key_entry("Ada Lovelace", "12 Main Street", "Springfield", "62701", "25", "INV-1")
        find(name="Saved entry for Ada Lovelace.", showing=True)
        # The same payment, keyed another way, and the next name typed ahead of the save: asked,
        # not saved, and the name typed ahead waits for the next entry instead of landing in
        # the reference. The database is held by another program (as an import would) until
        # the window says the save waits, so that the name is surely typed during the save.
        import sqlite3
        holder = sqlite3.connect(DATABASE, isolation_level=None, timeout=10)
        holder.execute("BEGIN IMMEDIATE")
        try:
            key_entry("ada lovelace", "12 main st.", "SPRINGFIELD", "62701", "25.00", "INV-2", then=("G", "r", "a", "c", "e"))
            wait_for("the save waiting", lambda: [n for n in find_all(showing=True) if (n.name or "").startswith("Waiting for an import")])
        finally:
            holder.execute("ROLLBACK")
            holder.close()
        def question():
            return [n.name for n in find_all(showing=True) if "was already saved on" in (n.name or "")]
        wait_for("the question", question)
        asked = question()[0]
        check(asked.startswith("Ada Lovelace, $25.00 was already saved on "), "names the earlier entry: " + asked)
        check("(12 Main Street, Springfield, IL 62701; reference INV-1). Save it again?" in asked, "its address and reference: " + asked)
        check(text(name) == "ada lovelace", "not saved before it is confirmed")
        check(asked.endswith("What you typed after saving goes into the next entry if you save this one anyway."), asked)
        reference = find(name="Reference", role_name="text")
        check(text(reference) == "INV-2", "nothing typed ahead in the reference: " + repr(text(reference)))
        key("alt+a")
        find(name="Saved entry for ada lovelace.", showing=True)
        wait_for("the name typed ahead in the next entry", lambda: text(name) == "Grace")
        key("ctrl+a", "BackSpace")
        wait_for("the form cleared", lambda: text(name) == "")
        # Another amount is another payment: saved without a question.
        key_entry("Ada Lovelace", "12 Main Street", "Springfield", "62701", "26", "INV-3")
        find(name="Saved entry for Ada Lovelace.", showing=True)
        """, targetPID: pid, timeout: 120)
        let export = try app.command(["export", "--format", "jsonl"])
        XCTAssertEqual(export.status, 0, export.errors)
        XCTAssertEqual(export.output.split(separator: "\n").count, 3, "the confirmed duplicate is saved, once")
    }

    func testNoQuestionWhenDuplicateDaysIsZero() async throws {
        let app = try XCTUnwrap(app)
        try app.writeConfiguration("[entry]\nduplicate-days = 0\n")
        let pid = try app.launch()
        await AccessibilityDriver.run("""
        \(Self.keyEntry)
        name = focus_name_field()
        key_entry("Ada Lovelace", "12 Main Street", "Springfield", "62701", "25", "INV-1")
        find(name="Saved entry for Ada Lovelace.", showing=True)
        wait_for("the form cleared", lambda: text(name) == "")
        key_entry("Ada Lovelace", "12 Main Street", "Springfield", "62701", "25", "INV-1")
        wait_for("the second saved", lambda: text(name) == "")
        never = [n.name for n in find_all(showing=True) if "was already saved on" in (n.name or "")]
        check(not never, "no question: " + repr(never))
        """, targetPID: pid, timeout: 120)
        let export = try app.command(["export", "--format", "jsonl"])
        XCTAssertEqual(export.output.split(separator: "\n").count, 2)
    }
}
