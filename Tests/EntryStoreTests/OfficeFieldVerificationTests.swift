import Foundation
import GRDB
import Testing
@testable import EntryStore
import TestSupport

/// An office's own field (`Entry.officeFields`) as a verified field of a batch: named by its
/// key where built-in fields are named by their column, compared and kept in its stored form,
/// settled and charged as the built-in ones are; batches stored before keep reading back.
@Suite struct OfficeFieldVerificationTests {
    static let iban = "DE89370400440532013000"
    /// Another valid IBAN, two digits away from `iban`: the mod-97 check lets it through, a
    /// second keying does not.
    static let otherIBAN = "DE89370400440532010090"

    /// What the form's check does (`FieldCheck`, which the store does not import): an IBAN
    /// without spaces in upper case, any other key as text.
    static let storedForm: VerifiedField.StoredForm = { key, text in
        key == "iban" ? text.uppercased().filter { !$0.isWhitespace } : VerifiedField.trimmedText(key, text)
    }

    /// Batch "V", opened to verify amount and `iban`, closed with `entries` keyed by ann.
    private func closedBatch(_ store: EntryStore, _ entries: [Entry], fields: [VerifiedField]) throws -> (Batch, [Entry]) {
        try store.batches.open(
            named: "V", expectedCount: entries.count,
            expectedTotals: [ExpectedTotal(currency: "EUR", amount: DecimalTotals.sum(entries.map(\.amount)))], verifiedFields: fields)
        let saved = try entries.map { try store.insert($0, joiningOpenBatch: true, by: OperatorStamp("ann")) }
        try store.batches.close(named: "V")
        return (try #require(try store.batches.named("V")), saved)
    }

    private func withIBAN(_ iban: String, minute: Int64 = 0, others: [String: String] = [:]) -> Entry {
        var entry = sampleEntry(name: "P\(minute)", amount: "10.00", minute: minute)
        entry.officeFields = others.merging(["iban": iban]) { _, new in new }
        return entry
    }

    @Test func anOfficeFieldIsNamedByItsKeyAndBuiltInOnesByTheirColumn() throws {
        #expect(VerifiedField(rawValue: "iban") == .office("iban"))
        #expect(VerifiedField(rawValue: "postal_code") == .postalCode)
        #expect(VerifiedField(rawValue: "street_line1") == .streetLine1)
        #expect(VerifiedField.office("invoice_number").rawValue == "invoice_number")
        // Not a key: upper case, spaces; a column of the store's own other than the six.
        #expect(VerifiedField(rawValue: "IBAN") == nil)
        #expect(VerifiedField(rawValue: "bank account") == nil)
        #expect(VerifiedField(rawValue: "currency") == nil)
        let coded = try JSONEncoder().encode([VerifiedField.amount, .office("iban")])
        #expect(String(decoding: coded, as: UTF8.self) == #"["amount","iban"]"#)
        #expect(try JSONDecoder().decode([VerifiedField].self, from: coded) == [.amount, .office("iban")])
    }

    @Test func aBatchOpenedToVerifyAnOfficeFieldKeepsItThroughVerification() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        let store = try EntryStore(url: folder.file("e.sqlite3"))
        let (closed, _) = try closedBatch(store, [withIBAN(Self.iban)], fields: [.amount, .office("iban"), .amount])
        #expect(closed.verifiedFields == [.amount, .office("iban")])
        #expect(try store.batches.all().first?.verifiedFields == [.amount, .office("iban")])
        // Taken up by a verifier with the fields chosen when it was opened.
        #expect(try store.batches.awaitingVerification()?.verifiedFields == [.amount, .office("iban")])
        #expect(throws: BatchError.self) { try store.batches.open(named: "W", expectedCount: 0, expectedTotals: [], verifiedFields: []) }
    }

    /// The IBAN keyed again in groups and lower case is the one keyed first: no mismatch.
    @Test func anIBANKeyedAgainInAnotherShapeAgrees() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        let store = try EntryStore(url: folder.file("e.sqlite3"))
        let (_, saved) = try closedBatch(store, [withIBAN(Self.iban)], fields: [.amount, .office("iban")])
        let batch = try store.batches.sendToVerification(batchNamed: "V", fields: [.amount, .office("iban")])
        let entry = try #require(try store.batches.nextEntryToVerify(in: batch))
        #expect(entry.id == saved[0].id)
        let mismatches = try store.batches.recordVerification(
            of: entry, in: batch, by: OperatorStamp("ben"),
            second: [.amount: "10", .office("iban"): " de89 3704 0044 0532 0130 00 "], choices: [:], storedForm: Self.storedForm)
        #expect(mismatches.isEmpty)
        #expect(try store.entry(id: entry.id)?.officeFields["iban"] == Self.iban)
        #expect(try store.history(of: entry.id).map { "\($0.kind) \($0.operatorID)" } == ["keyed ann", "verified ben"])
        #expect(VerifiedField.office("iban").agrees(Self.iban, "de89 3704 0044 0532 0130 00", storedForm: Self.storedForm))
        // Without the form's check it is text: only surrounding spaces go.
        #expect(!VerifiedField.office("iban").agrees(Self.iban, "de89 3704 0044 0532 0130 00"))
        #expect(VerifiedField.office("iban").agrees(Self.iban, " \(Self.iban) "))
    }

    /// Another IBAN: stopped without a choice; the second chosen is saved (in its stored form),
    /// in the entry's history as the verifier's edit of `iban`, and charged to the first keyer.
    @Test func aDifferentIBANIsAMismatchSettledAndChargedAsBuiltInFieldsAre() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        let store = try EntryStore(url: folder.file("e.sqlite3"))
        _ = try closedBatch(
            store, [withIBAN(Self.iban), withIBAN(Self.iban, minute: 1), withIBAN(Self.iban, minute: 2)], fields: [.office("iban")])
        let batch = try store.batches.sendToVerification(batchNamed: "V", fields: [.office("iban")])
        let one = try #require(try store.batches.nextEntryToVerify(in: batch))
        let grouped = "de89 3704 0044 0532 0100 90"
        #expect(throws: BatchError.invalid("iban: the two keyings differ and no choice was made")) {
            try store.batches.recordVerification(
                of: one, in: batch, by: OperatorStamp("ben"), second: [.office("iban"): grouped], choices: [:], storedForm: Self.storedForm)
        }
        let chosen = try store.batches.recordVerification(
            of: one, in: batch, by: OperatorStamp("ben"), second: [.office("iban"): grouped], choices: [.office("iban"): .second],
            storedForm: Self.storedForm)
        #expect(
            chosen.map { "\($0.field.rawValue) \($0.first) \($0.second) \($0.final) \($0.charged)" } == [
                "iban \(Self.iban) \(Self.otherIBAN) \(Self.otherIBAN) [\"ann\"]"
            ])
        #expect(try store.entry(id: one.id)?.officeFields["iban"] == Self.otherIBAN)
        let edit = try #require(try store.history(of: one.id).first { $0.kind == .edited })
        #expect(edit.operatorID == "ben")
        #expect(edit.changes == ["iban": EntryEvent.Change(from: Self.iban, to: Self.otherIBAN)])

        // Kept the first: the verifier is charged, the entry unchanged.
        let two = try #require(try store.batches.nextEntryToVerify(in: batch))
        let kept = try store.batches.recordVerification(
            of: two, in: batch, by: OperatorStamp("ben"), second: [.office("iban"): Self.otherIBAN], choices: [.office("iban"): .first],
            storedForm: Self.storedForm)
        #expect(kept.map(\.charged) == [["ben"]])
        #expect(try store.entry(id: two.id)?.officeFields["iban"] == Self.iban)

        // Keyed a third time, in lower case with spaces: it agrees with the first, so the
        // verifier alone is charged, and what stands is the stored form.
        let three = try #require(try store.batches.nextEntryToVerify(in: batch))
        let third = try store.batches.recordVerification(
            of: three, in: batch, by: OperatorStamp("ben"), second: [.office("iban"): Self.otherIBAN],
            choices: [.office("iban"): .rekeyed("de89 3704 0044 0532 0130 00")], storedForm: Self.storedForm)
        #expect(third.map { "\($0.final) \($0.charged)" } == ["\(Self.iban) [\"ben\"]"])
        #expect(try store.entry(id: three.id)?.officeFields["iban"] == Self.iban)
        #expect(try store.batches.nextEntryToVerify(in: batch) == nil)

        let stats = try store.operators.statistics(batchName: "V")
        #expect(stats.map { "\($0.operatorID) \($0.mismatches)" }.sorted() == ["ann 1", "ben 2"])
    }

    /// Batches stored before office fields (the column's default, or fields written by name)
    /// read back as they were; one naming a key the form no longer has still verifies it, as text.
    @Test func batchesStoredBeforeReadBackAndAKeyNoFormHasIsVerifiedAsText() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        let url = folder.file("e.sqlite3")
        let store = try EntryStore(url: url)
        _ = try closedBatch(store, [withIBAN(Self.iban, others: ["old_code": "A-17"])], fields: VerifiedField.standard)
        // As a desk before office fields wrote them: no verified_fields of its own (the
        // column's default), and a list of built-in names.
        let queue = try DatabaseQueue(path: url.path)
        try queue.write { db in
            try db.execute(
                sql: """
                    INSERT INTO batch (id, name, expected_count, expected_totals, opened_at, closed_at)
                    VALUES ('00000000-0000-0000-0000-00000000000a', 'Old', 0, '{}', 1, 2)
                    """)
            try db.execute(sql: "UPDATE batch SET verified_fields = 'name,street_line1,city,reference,old_code' WHERE name = 'V'")
        }
        try queue.close()
        #expect(try store.batches.named("Old")?.verifiedFields == [.amount, .postalCode])
        let batch = try #require(try store.batches.named("V"))
        #expect(batch.verifiedFields == [.name, .streetLine1, .city, .reference, .office("old_code")])

        let started = try store.batches.sendToVerification(batchNamed: "V", fields: batch.verifiedFields)
        let entry = try #require(try store.batches.nextEntryToVerify(in: started))
        var second = Dictionary(uniqueKeysWithValues: started.verifiedFields.map { ($0, $0.value(of: entry)) })
        // The form's check knows no `old_code`: surrounding spaces go, case stays.
        second[.office("old_code")] = " A-17 "
        #expect(Self.storedForm("old_code", "a-17") == "a-17")
        #expect(!VerifiedField.office("old_code").agrees("A-17", "a-17", storedForm: Self.storedForm))
        #expect(
            try store.batches.recordVerification(
                of: entry, in: started, by: OperatorStamp("ben"), second: second, choices: [:], storedForm: Self.storedForm
            )
            .isEmpty)
        #expect(try store.entry(id: entry.id)?.officeFields["old_code"] == "A-17")
    }
}
