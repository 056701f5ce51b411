import ArgumentParser
import Foundation
import TeamServer

/// `entrydesk server`: an administrator sets up the team server and its machines' roles.
struct ServerCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "server",
        abstract: "Set up the team's PostgreSQL server, the login of each desk and kiosk, and the team's form.",
        discussion: """
            Needs a PostgreSQL role that may create roles (the server's owner, or one with CREATEROLE). \
            Exit status: 0 done; 1 the server refused (see the message); 2 cannot connect or log in.
            """,
        subcommands: [
            ServerSetupCommand.self, ServerAddDeskCommand.self, ServerAddKioskCommand.self, ServerRemoveCommand.self,
            ServerSetFormCommand.self, ServerShowFormCommand.self
        ]
    )
}

/// The `--server URI` option of the commands that talk to the team server, and of the window.
public struct ServerOption: ParsableArguments {
    @Option(
        name: .long,
        help: ArgumentHelp(
            "The team server: a PostgreSQL URI or key=value string (default: $ENTRYDESK_SERVER; else libpq's PG* variables, PGSERVICE). Prefer ~/.pgpass or PGPASSWORD to a password here.",
            valueName: "uri"))
    public var server: String?

    public init() {}

    /// The address this invocation uses: the option, else ENTRYDESK_SERVER, else libpq's defaults.
    var address: ServerAddress { address(configuration: nil) ?? ServerAddress("") }

    /// The option, else ENTRYDESK_SERVER, else `configuration` (a config file's `[sync] server`);
    /// nil when none is given.
    func address(configuration: String?) -> ServerAddress? {
        ServerAddress.resolve(
            option: server, environment: ProcessInfo.processInfo.environment["ENTRYDESK_SERVER"],
            configuration: configuration)
    }

    /// Connects, hiding the address's password from `ps` first; a failure is printed and exits 2.
    func connect() throws -> PostgresConnection {
        ArgumentPasswords.hide()
        do {
            return try PostgresConnection(address)
        } catch let error as ServerError {
            FileHandle.standardError.write(Data("entrydesk: \(error.message)\n".utf8))
            throw ExitCode(2)
        }
    }

    /// Runs `body` on an administration of the server; its `ServerError` is printed and exits 1.
    func administer(_ body: (ServerAdministration) throws -> Void) throws {
        let connection = try connect()
        do {
            try body(ServerAdministration(connection, address: address))
        } catch let error as ServerError {
            FileHandle.standardError.write(Data("entrydesk: \(error.message)\n".utf8))
            throw ExitCode(error.kind == .unreachable || error.kind == .authentication ? 2 : 1)
        }
    }
}

/// `entrydesk server setup`.
struct ServerSetupCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "setup",
        abstract: "Create or upgrade EntryDesk's schema on the server (safe to run again, or from two machines at once).")

    @OptionGroup var server: ServerOption

    func run() throws {
        try server.administer { administration in
            let versions = try administration.setup()
            print(
                versions.from == versions.to
                    ? "The server's EntryDesk schema is up to date (version \(versions.to))."
                    : "The server's EntryDesk schema is now version \(versions.to) (was \(versions.from)).")
        }
    }
}

/// `entrydesk server add-desk NAME`.
struct ServerAddDeskCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "add-desk",
        abstract: "Create the login of one desk (role desk_NAME) and print its connection URI, once.",
        discussion:
            "The URI holds the desk's generated password: give it to that desk only (its --server, ENTRYDESK_SERVER or config file).")

    @OptionGroup var machine: NewMachineArguments

    func run() throws { try machine.add(.desk) }
}

/// `entrydesk server add-kiosk NAME`.
struct ServerAddKioskCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "add-kiosk",
        abstract: "Create the login of one kiosk (role kiosk_NAME: adds entries, reads none) and print its connection URI, once.",
        discussion: "The URI holds the kiosk's generated password: give it to that kiosk only.")

    @OptionGroup var machine: NewMachineArguments

    func run() throws { try machine.add(.kiosk) }
}

/// What add-desk and add-kiosk take: the machine's name and the server.
struct NewMachineArguments: ParsableArguments {
    @Argument(help: "The machine's name: lowercase letters a-z, digits and underscores.")
    var name: String

    @OptionGroup var server: ServerOption

    /// Creates the machine's role and prints its URI: the only place its password ever appears.
    func add(_ kind: MachineRole) throws {
        try server.administer { administration in
            print(try (kind == .desk ? administration.addDesk(name) : administration.addKiosk(name)).uri)
        }
    }
}

/// `entrydesk server remove NAME`.
struct ServerRemoveCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "remove",
        abstract: "Remove a desk's or kiosk's login (desk_b, kiosk_hall, or the bare name when it is unambiguous).",
        discussion: "That machine can no longer connect; its open sessions are ended. Entries it sent stay.")

    @Argument(help: "The role (desk_NAME or kiosk_NAME), or NAME.")
    var name: String

    @OptionGroup var server: ServerOption

    func run() throws {
        try server.administer { print("Removed role \(try $0.remove(name)).") }
    }
}

/// Hides passwords in this process's command line (`--server postgresql://u:PASSWORD@h`) from
/// `ps` and /proc/PID/cmdline, by overwriting them in place, as mysql and psql's wrappers do: a
/// moment passes between start and this call, so ~/.pgpass or PGPASSWORD remain the safer way.
public enum ArgumentPasswords {
    /// Overwrites the passwords of this process's arguments in place.
    public static func hide() {
        for index in 1..<Int(CommandLine.argc) {
            guard let argument = CommandLine.unsafeArgv[index] else { continue }
            let text = String(cString: argument)
            let option = text.hasPrefix("--server=") ? "--server=" : ""
            let redacted = option + ServerAddress(String(text.dropFirst(option.count))).redacted
            guard redacted != text else { continue }
            // Same length or shorter: the argument's bytes are all the room there is.
            let bytes = Array(redacted.utf8.prefix(text.utf8.count))
            for (offset, byte) in bytes.enumerated() { argument[offset] = CChar(bitPattern: byte) }
            for offset in bytes.count..<text.utf8.count { argument[offset] = 0 }
        }
    }
}
