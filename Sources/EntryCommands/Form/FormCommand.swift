import ArgumentParser
import EntryForm
import Foundation
import Localization

/// `entrydesk form`: the entry form an office keys, as data (docs/FORMS.md).
struct FormCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "form",
        abstract: "Check a form file, or show the entry form in force.",
        subcommands: [FormCheckCommand.self, FormShowCommand.self]
    )
}

/// `entrydesk form check FILE`: reads a form file as the window would, and says what is wrong
/// with it (file, line, column, problem) or what it gives.
struct FormCheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Check a form file: exit status 0 when it can be used, 1 when not (the problem names file, line and column)."
    )

    @Argument(help: "The form file (JSON).")
    var file: String

    func run() throws {
        let form: FormDefinition
        do {
            form = try FormFile.read(path: (file as NSString).expandingTildeInPath)
        } catch {
            throw CommandFailure.exit("\(error)", status: 1)
        }
        let office = form.officeFields.count
        // i18n: not shown (a command's output)
        print("\(file): can be used: \(form.fields.count) fields, \(office) of them the office's own; version \(form.version)")
    }
}

/// `entrydesk form show [--json]`: the form the window would key with now, and where it
/// comes from (`--form`, the team's form, the configuration, the default location or built in).
struct FormShowCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "show",
        abstract:
            "Show the entry form in force (--form, else the team's form, else [entry] form, else $XDG_CONFIG_HOME/entrydesk/form.json, else built in)."
    )

    @OptionGroup var form: FormOption

    @Flag(help: "Print the form as a form file (JSON) that reads back to the same form.")
    var json = false

    func run() throws {
        let (source, definition) = try form.load()
        if json {
            print(definition.json())
        } else {
            print("# \(source.summary), version \(definition.version)")  // i18n: not shown (a command's output)
            print(definition.table(language: InterfaceLanguage.code), terminator: "")
        }
    }
}
