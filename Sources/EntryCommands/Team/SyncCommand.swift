import ArgumentParser
import EntrySettings
import EntryStore
import EntrySync
import Foundation
import TeamServer
import CSVAndJSON

/// `entrydesk sync`: the team server sync of this machine's database, for scripts.
struct SyncCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "sync",
        abstract: "Send this machine's entries to the team server and receive the team's, or say how far that got.",
        subcommands: [SyncNowCommand.self, SyncStatusCommand.self]
    )
}

/// The settings both sync commands share: the database, the server and this machine's role.
struct SyncOptions: ParsableArguments {
    @OptionGroup var database: DatabaseOption
    @OptionGroup var server: ServerOption

    /// The server: --server, else ENTRYDESK_SERVER, else `[sync] server` in the configuration
    /// file; nil when none is set anywhere.
    func address(_ configuration: AppConfiguration) -> ServerAddress? {
        server.address(configuration: configuration.syncServer)
    }

    /// The configuration file's settings; a broken file is a message and exit code 2.
    func configuration() throws -> AppConfiguration {
        do {
            return try AppConfiguration.load(from: AppConfiguration.defaultFileURL())
        } catch {
            FileHandle.standardError.write(Data("entrydesk: \(error)\n".utf8))
            throw ExitCode(2)
        }
    }
}

/// `entrydesk sync now`: push, then pull, once.
struct SyncNowCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "now",
        abstract: "Send every waiting entry, then (a desk) receive the team's changes, once.",
        discussion:
            "Exit status: 0 nothing waits afterwards; 1 entries still wait (the reason is printed); 2 no server is set or the database cannot be opened."
    )

    @OptionGroup var options: SyncOptions

    func run() throws {
        ArgumentPasswords.hide()
        let configuration = try options.configuration()
        guard let address = options.address(configuration) else {
            FileHandle.standardError.write(
                Data(
                    "entrydesk: no team server is set: use --server, ENTRYDESK_SERVER or server = in [sync] of \(AppConfiguration.defaultFileURL().path)\n"
                        .utf8))
            throw ExitCode(2)
        }
        let store = try options.database.open()
        let role: MachineRole = configuration.kioskEnabled ? .kiosk : .desk
        do {
            let link = try TeamServerLink(address: address, role: role)
            let moved = try SyncPass(store: store, server: link, role: role, teamForm: .desk()).run()
            try store.sync.recordSuccess()
            var line = "Sent \(moved.pushed) and received \(moved.pulled) entries"
            if moved.refused > 0 { line += "; \(moved.refused) received entries could not be stored here" }
            if moved.recordsPushed + moved.recordsPulled > 0 {
                line += "; sent \(moved.recordsPushed) and received \(moved.recordsPulled) batch and history records"
            }
            if moved.recordsRefused > 0 { line += "; \(moved.recordsRefused) received records could not be stored here" }
            switch moved.form {
            case .kept(let version): line += "; received the team's form, version \(version) (in use from the next start)"
            case .refused(let version, let reason): line += "; the team's form version \(version) cannot be used here: \(reason)"
            case nil: break
            }
            print(line + ".")
        } catch {
            let message = SyncEngine.message(for: error)
            try? store.sync.recordError(message)
            FileHandle.standardError.write(Data("entrydesk: sync with \(address.redacted) failed: \(message)\n".utf8))
        }
        let waiting = (try? store.sync.waitingCount()) ?? 0
        guard waiting == 0 else {
            FileHandle.standardError.write(Data("entrydesk: \(waiting) entries still wait for the team server\n".utf8))
            throw ExitCode(1)
        }
        let recordsWaiting = (try? store.sync.waitingRecordCount()) ?? 0
        guard recordsWaiting == 0 else {
            FileHandle.standardError.write(
                Data("entrydesk: \(recordsWaiting) batch and history records still wait for the team server\n".utf8))
            throw ExitCode(1)
        }
    }
}

/// `entrydesk sync status [--json]`.
struct SyncStatusCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "status",
        abstract: "How many entries wait for the team server, the last sync that worked and the last error."
    )

    @OptionGroup var options: SyncOptions

    @Flag(help: "One JSON object: waiting, last_success, last_error, last_error_at, server.")
    var json = false

    func run() throws {
        ArgumentPasswords.hide()
        let configuration = try options.configuration()
        let server = options.address(configuration)?.redacted
        let record: SyncRecord
        do {
            record = try options.database.open().sync.status()
        } catch let error as ExitCode {
            throw error
        } catch {
            FileHandle.standardError.write(Data("entrydesk: \(error)\n".utf8))
            throw ExitCode(2)
        }
        print(json ? Self.json(record, server: server) : Self.text(record, server: server))
    }

    static func text(_ record: SyncRecord, server: String?) -> String {
        var lines = [server.map { "Team server: \($0)" } ?? "Team server: none set (entries stay on this machine)"]
        lines.append(record.waiting == 1 ? "1 entry waiting" : "\(record.waiting) entries waiting")
        lines.append("Last synced: " + (record.lastSuccess.map(Self.timestamp) ?? "never"))
        if let error = record.lastError {
            lines.append("Last error: \(error)" + (record.lastErrorAt.map { " (\(Self.timestamp($0)))" } ?? ""))
        }
        return lines.joined(separator: "\n")
    }

    static func json(_ record: SyncRecord, server: String?) -> String {
        func string(_ value: String?) -> String { value.map { JSONString.literal($0) } ?? "null" }
        return "{\"waiting\":\(record.waiting),\"last_success\":\(string(record.lastSuccess.map(Self.timestamp))),"
            + "\"last_error\":\(string(record.lastError)),\"last_error_at\":\(string(record.lastErrorAt.map(Self.timestamp))),"
            + "\"server\":\(string(server))}"
    }

    private static func timestamp(_ date: Date) -> String {
        date.formatted(.iso8601)
    }
}
