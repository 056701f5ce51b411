import ArgumentParser
import EntrySettings
import EntryStore
import Foundation

/// `entrydesk stats`: each operator's figures per batch, for a supervisor.
struct StatsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "stats",
        abstract: "Entries and keystrokes per hour of keying, per operator and batch.",
        discussion: """
            Keying time leaves out pauses: a gap of [statistics] pause-seconds \
            (\(Settings.keystrokePause.defaultValue) by default) or \
            more between two keys. Entries count those keyed at a desk with an operator's history \
            (imports and synced entries have none). --since filters entries by the time they were \
            keyed and keystrokes to the hour.
            """)

    @Option(name: .customLong("operator"), help: ArgumentHelp("Only this operator.", valueName: "id")) var operatorID: String?
    @Option(help: ArgumentHelp("Only this batch.", valueName: "name")) var batch: String?
    @Option(help: ArgumentHelp("Only since this ISO 8601 date or date-time.", valueName: "date")) var since: String?
    @Flag(
        help:
            "One JSON array: operator, batch, entries, keystrokes, keying_seconds, mismatches, mismatches_per_1000_keystrokes, entries_per_hour, keystrokes_per_hour."
    )
    var json = false
    @OptionGroup var database: DatabaseOption

    func validate() throws {
        if let since, ISO8601Timestamp.parse(since) == nil {
            throw ValidationError(
                "--since: expected an ISO 8601 date like 2026-11-21 or date-time like 2026-11-21T09:30:00Z, got '\(since)'")
        }
    }

    func run() throws {
        let figures = try BatchCommand.run(database, readOnly: true) { store in
            try store.operators.statistics(operatorID: operatorID, batchName: batch, since: since.flatMap { ISO8601Timestamp.parse($0) })
        }
        if json {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
            return print(String(decoding: try encoder.encode(figures.map(Record.init)), as: UTF8.self))
        }
        if figures.isEmpty { return print("No statistics yet.") }
        for item in figures {
            let rates = [
                item.entriesPerHour.map { String(format: "%.1f entries/h", $0) },
                item.keystrokesPerHour.map { String(format: "%.0f keystrokes/h", $0) },
                item.mismatchesPerThousandKeystrokes.map { String(format: "%.2f mismatches per 1,000 keystrokes", $0) }
            ].compactMap { $0 }
            print(
                [
                    item.operatorID.isEmpty ? "(nobody signed in)" : item.operatorID, item.batchName ?? "(no batch)",
                    "\(item.entries) entries", "\(item.keystrokes) keystrokes", String(format: "%.0f s keying", item.activeSeconds),
                    "\(item.mismatches) mismatches"
                ]
                .joined(separator: "  ") + (rates.isEmpty ? "" : "  " + rates.joined(separator: ", ")))
        }
    }

    private struct Record: Encodable {
        let `operator`: String
        let batch: String?
        let entries: Int
        let keystrokes: Int
        let keying_seconds: Double
        let mismatches: Int
        let mismatches_per_1000_keystrokes: Double?
        let entries_per_hour: Double?
        let keystrokes_per_hour: Double?

        init(_ item: OperatorStatistics) {
            `operator` = item.operatorID
            batch = item.batchName
            entries = item.entries
            keystrokes = item.keystrokes
            keying_seconds = item.activeSeconds
            mismatches = item.mismatches
            mismatches_per_1000_keystrokes = item.mismatchesPerThousandKeystrokes
            entries_per_hour = item.entriesPerHour
            keystrokes_per_hour = item.keystrokesPerHour
        }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(`operator`, forKey: .operator)
            try container.encode(batch, forKey: .batch)
            try container.encode(entries, forKey: .entries)
            try container.encode(keystrokes, forKey: .keystrokes)
            try container.encode(keying_seconds, forKey: .keying_seconds)
            try container.encode(mismatches, forKey: .mismatches)
            try container.encode(mismatches_per_1000_keystrokes, forKey: .mismatches_per_1000_keystrokes)
            try container.encode(entries_per_hour, forKey: .entries_per_hour)
            try container.encode(keystrokes_per_hour, forKey: .keystrokes_per_hour)
        }

        enum CodingKeys: String, CodingKey {
            case `operator`, batch, entries, keystrokes, keying_seconds, mismatches, mismatches_per_1000_keystrokes
            case entries_per_hour, keystrokes_per_hour
        }
    }
}
