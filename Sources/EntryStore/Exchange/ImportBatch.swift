import AddressKit
import Foundation
import GRDB

/// The rows of an import between two commits: read and checked outside any transaction, then
/// written in transactions short enough that a window saving meanwhile hardly waits.
struct ImportBatch {
    /// A row that passed every check, ready to write.
    private struct Row {
        let entry: Entry
        let hasID: Bool
        let hasCreatedAt: Bool
        let hasUpdatedAt: Bool
    }

    /// Rows read ahead of a write.
    static let rowsPerBatch = 2_000
    /// New rows that enter `entry` in one statement (`ImportRun.write`): each page they touch is
    /// journalled once for them all, not once per row, and a transaction still ends soon after
    /// `transactionBudget`.
    static let rowsPerStatement = 200
    /// A write transaction ends after this long, even with rows left: another writer (a
    /// window's Save) waits at most about this long for the import.
    static let transactionBudget = Duration.milliseconds(50)
    /// The write lock is left free this long after each transaction: longer than the interval
    /// at which a waiting writer tries again (`LockWaiting.interval`), so that it gets in.
    static let pauseBetweenTransactions = LockWaiting.interval * 3

    private let decoder: EntryRecordDecoder
    private let validator: any EntryValidator
    /// Judges whether a row taken to be in the assumed country fits another better.
    private let countryFit = CountryFit()
    private var rows: [Row] = []
    /// The line of each id seen so far in the file (a second row with it is refused).
    private var seenIDs: [UUID: Int] = [:]

    init(decoder: EntryRecordDecoder, validator: any EntryValidator) {
        self.decoder = decoder
        self.validator = validator
    }

    /// Whether a row of this batch has no id: it is compared with the saved entries.
    var needsSavedContent: Bool { rows.contains { !$0.hasID } }

    /// Reads and checks records until the batch is full or the file ends, counting what it
    /// reads and refuses in `tally`; whether there is anything to write.
    mutating func fill(from records: inout RecordReader, tally: inout ImportTally) throws -> Bool {
        while rows.count < Self.rowsPerBatch, let record = try records.next() {
            tally.rowsRead += 1
            guard let values = record.values, record.problems.isEmpty else {
                tally.rejected.append(.init(line: record.line, row: record.row, problems: record.problems))
                continue
            }
            let decoded = decoder.entry(from: values)
            let entry = decoded.entry
            if decoded.countryAssumed {
                let address = entry.address
                let fits = countryFit.betterFits(
                    postalCode: address.postalCode, countryArea: address.countryArea, than: address.countryCode)
                if !fits.isEmpty {
                    tally.misfits.append(
                        CountryMisfit(
                            line: record.line, row: record.row, postalCode: address.postalCode,
                            countryArea: address.countryArea, assumed: address.countryCode, betterFits: fits))
                }
            }
            // The decoder's reading problems come first; the validator's own view of a
            // field the decoder already refused would only repeat it.
            let unreadable = Set(decoded.problems.compactMap(\.field))
            var problems =
                decoded.problems
                + validator.problems(in: entry).filter { $0.field.map { !unreadable.contains($0) } ?? true }
            if let first = seenIDs[entry.id] {
                problems.append(FieldProblem(field: .id, message: "is the same as on line \(first)"))
            }
            guard problems.isEmpty else {
                tally.rejected.append(.init(line: record.line, row: record.row, problems: problems))
                continue
            }
            seenIDs[entry.id] = record.line
            rows.append(
                Row(
                    entry: try EntryStore.normalizedForStorage(entry), hasID: decoded.hasID,
                    hasCreatedAt: decoded.hasCreatedAt, hasUpdatedAt: decoded.hasUpdatedAt))
        }
        return !rows.isEmpty
    }

    /// Writes the batch into `run` (hidden until it is published), in as many transactions as
    /// `transactionBudget` needs, and empties it. A row without an id identical to an entry
    /// in `savedContent` is skipped as already saved.
    mutating func write(into run: ImportRun, savedContent: SavedContentIndex?, tally: inout ImportTally) throws {
        var next = 0
        while next < rows.count {
            try run.store.mapped {
                try run.store.pool.write { db in
                    let deadline = ContinuousClock.now + Self.transactionBudget
                    repeat {
                        let chunk = rows[next..<min(next + Self.rowsPerStatement, rows.count)]
                        next = chunk.endIndex
                        var incoming: [ImportRun.Incoming] = []
                        for row in chunk {
                            if !row.hasID, let savedContent,
                                try savedContent.containsEntry(
                                    like: row.entry, comparingCreatedAt: row.hasCreatedAt,
                                    comparingUpdatedAt: row.hasUpdatedAt, in: db)
                            {
                                tally.alreadySaved += 1
                                continue
                            }
                            incoming.append((row.entry, !row.hasCreatedAt))
                        }
                        for written in try run.write(incoming, in: db) {
                            switch written {
                            case .inserted: tally.inserted += 1
                            case .staged: break
                            case .unchanged: tally.unchangedReplacements += 1
                            }
                        }
                    } while next < rows.count && ContinuousClock.now < deadline
                }
            }
            Thread.sleep(for: Self.pauseBetweenTransactions)
        }
        rows.removeAll(keepingCapacity: true)
    }
}
