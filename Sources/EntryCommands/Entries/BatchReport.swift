import EntryStore
import Foundation

/// A batch's figures as the CLI prints them: lines for people, JSON for scripts. Amounts are
/// canonical decimal text (150.00), the same in every locale.
enum BatchReport {
    /// "3 entries, 150.00 EUR"
    static func expected(_ batch: Batch) -> String {
        ([batch.expectedCount == 1 ? "1 entry" : "\(batch.expectedCount) entries"]
            + batch.expectedTotals.sorted { $0.key < $1.key }.map { "\($1) \($0)" }).joined(separator: ", ")
    }

    /// "Slips A  open  2 of 3 entries  EUR 149.00 of 150.00 (-1.00)  opened by ann"
    static func line(_ progress: BatchProgress) -> String {
        let batch = progress.batch
        let totals = progress.currencies.map { currency in
            "\(currency) \(progress.keyedTotal(in: currency)) of \(progress.expectedTotal(in: currency)) (\(progress.difference(in: currency)))"
        }
        return
            ([batch.name, state(progress), "\(progress.keyedCount) of \(batch.expectedCount) entries"] + totals
            + (batch.openedBy.isEmpty ? [] : ["opened by \(batch.openedBy)"]))
            .joined(separator: "  ")
    }

    static func text(_ progress: BatchProgress) -> String {
        let batch = progress.batch
        var lines = [
            "Batch: \(batch.name)", "State: \(state(progress))",
            "Opened: \(batch.openedAt.formatted(.iso8601))" + (batch.openedBy.isEmpty ? "" : " by \(batch.openedBy)")
        ]
        if let closed = batch.closedAt { lines.append("Closed: \(closed.formatted(.iso8601))") }
        lines.append("Entries: \(progress.keyedCount) of \(batch.expectedCount) (difference \(signed(progress.countDifference)))")
        for currency in progress.currencies {
            lines.append(
                "\(currency): \(progress.keyedTotal(in: currency)) of \(progress.expectedTotal(in: currency)) (difference \(progress.difference(in: currency)))"
            )
        }
        if let override = batch.override {
            lines.append("Closed without balancing by \(override.supervisor): \(override.reason)")
        }
        return lines.joined(separator: "\n")
    }

    /// "1 of 2 entries, EUR -1.00"
    static func differences(_ progress: BatchProgress) -> String {
        ([progress.countDifference == 0 ? nil : "\(progress.keyedCount) of \(progress.batch.expectedCount) entries"]
            + progress.currencies.map { currency in
                let difference = progress.difference(in: currency)
                return DecimalTotals.isZero(difference) ? nil : "\(currency) \(difference)"
            }).compactMap { $0 }.joined(separator: ", ")
    }

    static func json(_ progress: BatchProgress) -> String { encode(Record(progress)) }
    static func json(_ progress: [BatchProgress]) -> String { encode(progress.map(Record.init)) }

    private static func state(_ progress: BatchProgress) -> String {
        progress.batch.isOpen ? "open" : progress.batch.override == nil ? "closed" : "closed by override"
    }

    private static func signed(_ value: Int) -> String { value > 0 ? "+\(value)" : "\(value)" }

    private static func encode<T: Encodable>(_ value: T) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return String(decoding: (try? encoder.encode(value)) ?? Data(), as: UTF8.self)
    }

    /// The JSON shape of `batch show --json`.
    private struct Record: Encodable {
        struct Total: Encodable {
            let expected: String
            let keyed: String
            let difference: String
        }
        struct Override: Encodable {
            let supervisor: String
            let reason: String
        }
        let id: String
        let name: String
        let state: String
        let opened_at: String
        /// The operator who opened it ("" when nobody was signed in).
        let opened_by: String
        let closed_at: String?
        let expected_count: Int
        let keyed_count: Int
        let totals: [String: Total]
        let balanced: Bool
        let override: Override?

        init(_ progress: BatchProgress) {
            let batch = progress.batch
            id = batch.id.uuidString.lowercased()
            name = batch.name
            state = batch.isOpen ? "open" : "closed"
            opened_at = batch.openedAt.formatted(.iso8601)
            opened_by = batch.openedBy
            closed_at = batch.closedAt?.formatted(.iso8601)
            expected_count = batch.expectedCount
            keyed_count = progress.keyedCount
            totals = Dictionary(
                uniqueKeysWithValues: progress.currencies.map { currency in
                    (
                        currency,
                        Total(
                            expected: progress.expectedTotal(in: currency), keyed: progress.keyedTotal(in: currency),
                            difference: progress.difference(in: currency))
                    )
                })
            balanced = progress.isBalanced
            override = batch.override.map { Override(supervisor: $0.supervisor, reason: $0.reason) }
        }

        // Nulls written out, so a script sees every key.
        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(id, forKey: .id)
            try container.encode(name, forKey: .name)
            try container.encode(state, forKey: .state)
            try container.encode(opened_at, forKey: .opened_at)
            try container.encode(opened_by, forKey: .opened_by)
            try container.encode(closed_at, forKey: .closed_at)
            try container.encode(expected_count, forKey: .expected_count)
            try container.encode(keyed_count, forKey: .keyed_count)
            try container.encode(totals, forKey: .totals)
            try container.encode(balanced, forKey: .balanced)
            try container.encode(override, forKey: .override)
        }

        enum CodingKeys: String, CodingKey {
            case id, name, state, opened_at, opened_by, closed_at, expected_count, keyed_count, totals, balanced, override
        }
    }
}
