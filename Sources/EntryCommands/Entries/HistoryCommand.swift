import ArgumentParser
import EntryStore
import Foundation
import CSVAndJSON

/// `entrydesk history ID`: one entry's history, for a supervisor or an auditor.
struct HistoryCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "history",
        abstract:
            "Who keyed, changed, deleted and restored an entry, and when (what an edit changed, and the reasons given for values a rule questioned).",
        discussion: "ID is the entry's id as export writes it, or its first 8 or more characters (a kiosk reference number's are enough).")

    @Argument(help: "The entry's id, or its start.") var id: String
    @Flag(help: "One JSON array of the steps: kind, operator, at, changes.") var json = false
    @OptionGroup var database: DatabaseOption

    func validate() throws {
        let hex = id.lowercased().filter { $0 != "-" }
        guard hex.count >= 8, hex.allSatisfy(\.isHexDigit) else {
            throw ValidationError("'\(id)' is not an entry id: give the id export writes, or at least its first 8 characters.")
        }
    }

    func run() throws {
        let events = try BatchCommand.run(database, readOnly: true) { store -> [EntryEvent] in
            let keys = try store.entryKeys(idPrefix: id.lowercased())
            guard keys.count == 1, let entry = try store.entry(key: keys[0]) else {
                throw ValidationError(
                    keys.isEmpty ? "no entry's id starts with \(id)" : "\(keys.count) entries' ids start with \(id): give more of it")
            }
            return try store.history(of: entry.id)
        }
        if json {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
            let records = events.map {
                Record(kind: $0.kind.rawValue, operator: $0.operatorID, at: $0.at.formatted(.iso8601), changes: $0.changes)
            }
            return print(String(decoding: try encoder.encode(records), as: UTF8.self))
        }
        if events.isEmpty {
            return print(
                "No history is kept for this entry: it was imported, received from the team server or saved before histories were kept.")
        }
        for event in events {
            var line =
                "\(event.at.formatted(.iso8601))  \(event.kind.rawValue)  by \(event.operatorID.isEmpty ? "(nobody signed in)" : event.operatorID)"
            // The reasons given for values a rule questioned are said as such, not as the JSON they are kept in.
            let changes = event.changes.filter { $0.key != EntryField.ruleReasons.rawValue }.sorted { $0.key < $1.key }.map {
                "\($0.key) \(JSONString.literal($0.value.from)) -> \(JSONString.literal($0.value.to))"
            }
            let reasons = event.reasonsGiven.sorted { $0.key < $1.key }.map { "reason for \($0.key): \(JSONString.literal($0.value))" }
            if !(changes + reasons).isEmpty { line += ": " + (changes + reasons).joined(separator: ", ") }
            print(line)
        }
    }

    private struct Record: Encodable {
        let kind: String
        let `operator`: String
        let at: String
        let changes: [String: EntryEvent.Change]
    }
}
