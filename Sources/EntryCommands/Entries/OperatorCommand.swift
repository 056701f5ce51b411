import ArgumentParser
import EntrySettings
import EntryStore
import Foundation

/// `entrydesk operator`: operators' PINs, for desks whose sign-in asks one (`[desk] sign-in-pin = yes`).
struct OperatorCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "operator",
        abstract: "Set, list and remove the PINs operators sign in with.",
        subcommands: [OperatorSetPINCommand.self, OperatorListCommand.self, OperatorRemoveCommand.self])
}

struct OperatorSetPINCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "set-pin",
        abstract: "Set an operator's PIN (4 to 12 digits), stored as a salted hash in the entry database.",
        discussion: "On a terminal the PIN is asked twice without echo; otherwise two lines are read from standard input.")

    @Argument(help: "The operator's ID, as they type it at sign-in.") var id: String
    @OptionGroup var database: DatabaseOption

    func run() throws {
        let (first, second) = try PINPrompt.twice(prompt: "New PIN for \(id): ")
        guard first == second else { throw CommandFailure.exit(AdminPIN.Problem.mismatch.description) }
        let hash: AdminPIN
        do {
            hash = try AdminPIN.make(pin: first)
        } catch {
            throw CommandFailure.exit(error.description)
        }
        try BatchCommand.run(database) { store in try store.operators.setPIN(OperatorStamp(id), storedForm: hash.storedForm) }
        print("The PIN of \(OperatorStamp(id).id) is set.")
    }
}

struct OperatorListCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "list", abstract: "The operators who have a PIN.")
    @OptionGroup var database: DatabaseOption

    func run() throws {
        let operators = try BatchCommand.run(database, readOnly: true) { store in try store.operators.withPIN() }
        print(operators.isEmpty ? "No operator has a PIN." : operators.joined(separator: "\n"))
    }
}

struct OperatorRemoveCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "remove", abstract: "Take an operator's PIN away.")
    @Argument(help: "The operator's ID.") var id: String
    @OptionGroup var database: DatabaseOption

    func run() throws {
        let removed = try BatchCommand.run(database) { store in try store.operators.removePIN(of: OperatorStamp(id)) }
        guard removed else { throw CommandFailure.exit("\(id) has no PIN.") }
        print("The PIN of \(OperatorStamp(id).id) is removed.")
    }
}
