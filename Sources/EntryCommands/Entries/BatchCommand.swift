import ArgumentParser
import EntryForm
import EntrySettings
import EntryStore
import Foundation
import Localization

/// `entrydesk batch`: batches with control totals, for scripts and supervisors.
struct BatchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "batch",
        abstract: "Open, list, show, close and reopen batches of entries with control totals.",
        discussion: """
            A batch is a stack of slips keyed together, with the number of entries and the total \
            per currency it must add up to (the adding-machine tape or the deposit slip). Entries \
            saved in the window while a batch is open belong to it. It closes only when it \
            balances, or with --override-by and --reason, both recorded.
            """,
        subcommands: [
            BatchOpenCommand.self, BatchListCommand.self, BatchShowCommand.self,
            BatchCloseCommand.self, BatchReopenCommand.self, BatchVerifyCommand.self
        ]
    )

    /// Runs `work` on the store; a batch refused is exit code 1 with the reason, any other
    /// failure exit code 2.
    static func run<T>(_ database: DatabaseOption, readOnly: Bool = false, _ work: (EntryStore) throws -> T) throws -> T {
        do {
            if readOnly, !FileManager.default.fileExists(atPath: database.url.path) {
                throw ValidationError("no entry database at \(database.url.path)")
            }
            return try work(try database.open(readOnly: readOnly))
        } catch let error as BatchError {
            FileHandle.standardError.write(Data("entrydesk: \(error)\n".utf8))
            throw ExitCode(1)
        } catch let error as ExitCode {
            throw error
        } catch {
            FileHandle.standardError.write(Data("entrydesk: \(error)\n".utf8))
            throw ExitCode(2)
        }
    }

    /// What `--fields` says: comma-separated names of the fields a second keying checks, each a
    /// built-in column (`amount`, `postal_code`, ...), an office field's key or a label as
    /// `form` gives it (case ignored). Nil when the text names none, or a field `form` does not
    /// offer (`refusal` then says which, and what may be named).
    static func verifiedFields(_ text: String, form: FormDefinition) -> (fields: [VerifiedField]?, refusal: String) {
        let choices = VerifiedFieldChoices.offered(by: form, language: InterfaceLanguage.code)
        let names = text.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        var chosen: [VerifiedField] = []
        for name in names {
            guard
                let choice = choices.first(where: { $0.field.rawValue == name })
                    ?? choices.first(where: { $0.label.compare(name, options: .caseInsensitive) == .orderedSame })
            else { return (nil, "--fields: no field named '\(name)'; expected some of \(fieldNames(form))") }
            if !chosen.contains(choice.field) { chosen.append(choice.field) }
        }
        guard !chosen.isEmpty else { return (nil, "--fields: expected some of \(fieldNames(form)), got '\(text)'") }
        return (chosen, "")
    }

    /// The fields `form` lets a batch check: "amount (Amount), ..., iban (IBAN)".
    static func fieldNames(_ form: FormDefinition) -> String {
        VerifiedFieldChoices.offered(by: form, language: InterfaceLanguage.code)
            .map { "\($0.field.rawValue) (\($0.label))" }.joined(separator: ", ")
    }

    /// The batch named `name`, or `BatchError.notFound`.
    static func named(_ name: String, in store: EntryStore) throws -> Batch {
        guard let batch = try store.batches.named(name) else { throw BatchError.notFound(name) }
        return batch
    }
}

struct BatchOpenCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "open", abstract: "Open a batch; entries saved in the window join it until it closes.")

    @Argument(help: "The batch's name, unique on this desk.") var name: String
    @Option(name: .customLong("count"), help: "How many entries the batch must have.") var expectedCount: Int
    @Option(
        name: .customLong("total"),
        help: ArgumentHelp(
            "What the amounts in one currency must add up to, like \"150.00 EUR\" (repeat for each currency).", valueName: "amount currency"
        ))
    var totals: [String] = []
    @Option(name: .customLong("operator"), help: "The operator ID of who opens it (listed with the batch on every desk of the team).")
    var operatorID: String?
    @Option(
        help: ArgumentHelp(
            "The fields its second keying checks, comma-separated: " + BatchVerifyCommand.builtInNames
                + ", or the office's own fields of the form in force, by key or label.", valueName: "fields"))
    var fields = VerifiedField.standard.map(\.rawValue).joined(separator: ",")
    @OptionGroup var form: FormOption
    @OptionGroup var database: DatabaseOption

    func run() throws {
        // Built-in names need no form: a form file that cannot be read stops only what needs it.
        var (chosen, refusal) = BatchCommand.verifiedFields(fields, form: BuiltInForm.definition)
        if chosen == nil { (chosen, refusal) = BatchCommand.verifiedFields(fields, form: try form.load().form) }
        guard let chosen else { throw ValidationError(refusal) }
        let batch = try BatchCommand.run(database) { store in
            try store.batches.open(
                named: name, expectedCount: expectedCount, expectedTotals: try totals.map(ExpectedTotal.init(parsing:)),
                by: operatorID.map(OperatorStamp.init), verifiedFields: chosen)
        }
        // The fields keyed again are said when they are not the usual amount and postcode.
        let keyedAgain =
            batch.verifiedFields == VerifiedField.standard
            ? "" : "; keyed again: " + batch.verifiedFields.map(\.rawValue).joined(separator: ", ")
        print("Opened batch \"\(batch.name)\": \(BatchReport.expected(batch))\(keyedAgain).")
    }
}

struct BatchListCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "list", abstract: "Every batch, newest first, with its figures.")

    @Flag(help: "One JSON array of the batches (as batch show --json).") var json = false
    @OptionGroup var database: DatabaseOption

    func run() throws {
        let progress = try BatchCommand.run(database, readOnly: true) { store in try store.batches.all().map(store.batches.progress(of:)) }
        if json { return print(BatchReport.json(progress)) }
        if progress.isEmpty { return print("No batches.") }
        for item in progress { print(BatchReport.line(item)) }
    }
}

struct BatchShowCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "show", abstract: "One batch: expected and keyed count and totals, the difference, how it closed.")

    @Argument(help: "The batch's name.") var name: String
    @Flag(help: "One JSON object.") var json = false
    @OptionGroup var database: DatabaseOption

    func run() throws {
        let progress = try BatchCommand.run(database, readOnly: true) { store in
            try store.batches.progress(of: try BatchCommand.named(name, in: store))
        }
        print(json ? BatchReport.json(progress) : BatchReport.text(progress))
    }
}

struct BatchCloseCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "close",
        abstract: "Close a batch that balances; one that does not needs --override-by and --reason.",
        discussion: "Exit status: 0 closed; 1 refused (the difference is printed); 2 the database cannot be used.")

    @Argument(help: "The batch's name.") var name: String
    @Option(name: .customLong("override-by"), help: ArgumentHelp("The supervisor who lets it close without balancing.", valueName: "id"))
    var supervisor: String?
    @Option(help: "Why it may close without balancing (recorded with the supervisor).") var reason: String?
    @OptionGroup var database: DatabaseOption

    func validate() throws {
        if (supervisor == nil) != (reason == nil) { throw ValidationError("--override-by and --reason go together.") }
    }

    func run() throws {
        let override = supervisor.map { BatchOverride(supervisor: $0, reason: reason ?? "") }
        let closed = try BatchCommand.run(database) { store in try store.batches.close(named: name, override: override) }
        print(
            closed.batch.override == nil
                ? "Closed batch \"\(closed.batch.name)\": it balances."
                : "Closed batch \"\(closed.batch.name)\" without balancing, by \(closed.batch.override?.supervisor ?? ""): \(BatchReport.differences(closed))."
        )
    }
}

struct BatchReopenCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "reopen", abstract: "Open a closed batch again to correct it (no other batch may be open).")

    @Argument(help: "The batch's name.") var name: String
    @OptionGroup var database: DatabaseOption

    func run() throws {
        let batch = try BatchCommand.run(database) { store in try store.batches.reopen(named: name) }
        print("Reopened batch \"\(batch.name)\".")
    }
}

struct BatchVerifyCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "verify",
        abstract: "Send a closed batch to verification: a second operator keys its fields again (Ctrl+Shift+V in the window).")

    /// The built-in fields' names, for the help.
    static let builtInNames = VerifiedField.builtIn.map(\.rawValue).joined(separator: ", ")

    @Argument(help: "The batch's name.") var name: String
    @Option(
        help: ArgumentHelp(
            "The fields keyed again, comma-separated: " + builtInNames
                + ", or the office's own fields of the form in force, by key or label (default: those chosen when it was opened).",
            valueName: "fields"))
    var fields: String?
    @OptionGroup var form: FormOption
    @OptionGroup var database: DatabaseOption

    func run() throws {
        var chosen: [VerifiedField]?
        if let fields {
            let (named, refusal) = BatchCommand.verifiedFields(fields, form: try form.load().form)
            guard let named else { throw ValidationError(refusal) }
            chosen = named
        }
        let batch = try BatchCommand.run(database) { store in
            try store.batches.sendToVerification(batchNamed: name, fields: try chosen ?? BatchCommand.named(name, in: store).verifiedFields)
        }
        print("Batch \"\(batch.name)\" waits for its second keying of \(batch.verifiedFields.map(\.rawValue).joined(separator: ", ")).")
    }
}
