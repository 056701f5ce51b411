import AmountKit
@testable import EntryWidgets
import Foundation
import GtkKit
import Testing

/// GTK's edits as the amount field's bridge turns them into what the entry shows, without any
/// widget: text and carets in, decisions out.
struct AmountFieldBridgeTests {
    private func bridge(_ locale: String = "en_US", currency code: String = "USD") throws -> AmountFieldBridge {
        let currency = try CurrencyTable.standard().currency(code: code)
        return AmountFieldBridge(typing: AmountTyping(editor: AmountEditor(locale: Locale(identifier: locale), currency: currency)))
    }

    @Test func aDigitGTKWouldInsertAsItIsIsAccepted() throws {
        var bridge = try bridge()
        let edit = bridge.insert("1", at: 0, into: "")
        #expect(edit.decision == .accept)
        #expect(edit.state?.text == "1")
        let settled = bridge.isSettled("1")
        #expect(settled)
    }

    @Test func aDigitThatRegroupsReplacesTheTextAndOnlyTheFinalChangeCounts() throws {
        var bridge = try bridge()
        let edit = bridge.insert("4", at: 3, into: "123")
        #expect(edit.decision == .replaceAll(text: "1,234", caret: 5))
        // GTK deletes, then inserts: the empty text in between is no amount.
        let inBetween = bridge.isSettled(""), final = bridge.isSettled("1,234"), again = bridge.isSettled("1,234")
        #expect(!inBetween)
        #expect(final)
        #expect(again, "seen once: nothing waits any more")
    }

    @Test func aDeletionThatRegroupsReplacesTheText() throws {
        var bridge = try bridge()
        let edit = bridge.delete(4..<5, from: "1,234", selection: 5..<5)
        #expect(edit.decision == .replaceAll(text: "123", caret: 3))
        #expect(edit.rejection == nil)
    }

    @Test func textWrittenByTheFieldEndsTheWait() throws {
        var bridge = try bridge()
        _ = bridge.insert("4", at: 3, into: "123")
        bridge.wroteText()
        let settled = bridge.isSettled("")
        #expect(settled)
    }

    @Test func theTypingFlagsFollowTheStateShown() throws {
        var bridge = try bridge()
        bridge.adopt(AmountTypingState(edit: AmountEditState(text: "1.234,56", caret: 8), isVerbatim: true))
        #expect(bridge.isVerbatim)
        #expect(bridge.state(text: "1.234,56", selection: 8..<8).isVerbatim)
        bridge.adopt(.empty)
        #expect(!bridge.isVerbatim)
    }
}
