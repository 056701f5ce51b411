import ArgumentParser
import EntryDiagnostics
import EntryStore
import Foundation
import Logging

/// The `--database PATH` option shared by the commands that open the entry database.
struct DatabaseOption: ParsableArguments {
    @Option(
        name: .long,
        help: ArgumentHelp(
            "The entry database (default: $ENTRYDESK_DATABASE, else $XDG_DATA_HOME/entrydesk/entries.sqlite3).",
            valueName: "path"))
    var database: String?

    /// The database file this invocation uses.
    var url: URL {
        if let database { return URL(fileURLWithPath: (database as NSString).expandingTildeInPath) }
        return EntryStore.defaultDatabaseURL()
    }

    /// Opens the store, turning refusal (corrupt, newer schema) into a message and exit code 2;
    /// `readOnly` for commands that only read (nothing is written or created beside the file).
    func open(readOnly: Bool = false) throws -> EntryStore {
        do {
            let store = try EntryStore(url: url, readOnly: readOnly)
            if !store.tightenedPermissions.isEmpty {
                let paths = store.tightenedPermissions.joined(separator: ", ")
                Diagnostics.logger.notice("other users could read the entries; made private: \(paths)")
            }
            return store
        } catch {
            FileHandle.standardError.write(Data("entrydesk: \(error)\n".utf8))
            throw ExitCode(2)
        }
    }
}
