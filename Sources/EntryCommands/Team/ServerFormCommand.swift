import ArgumentParser
import EntryForm
import Foundation
import Localization
import TeamServer

/// `entrydesk server set-form FILE`: the team's form, which every desk and kiosk fetches at its
/// next sync and keys with from its next start (docs/FORMS.md).
struct ServerSetFormCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "set-form",
        abstract:
            "Make a form file the team's form: every desk and kiosk receives it at its next sync and keys with it from its next start.",
        discussion: """
            The file is checked as `entrydesk form check` does (a problem names file, line and column; nothing is stored). \
            Setting the version in force again changes nothing; another form under a version the server already has is refused: \
            entries are stamped with their form's version, so a changed form needs a new version. Only the administrator who set \
            the server up (the owner of the EntryDesk schema) or a superuser may set the form.
            """)

    @Argument(help: "The form file (JSON).")
    var file: String

    @OptionGroup var server: ServerOption

    func run() throws {
        let path = (file as NSString).expandingTildeInPath
        let form: FormDefinition
        let text: String
        do {
            form = try FormFile.read(path: path)
            // What was checked is what is stored: read once more only if the first read worked.
            guard let data = FileManager.default.contents(atPath: path), let read = String(validating: data, as: UTF8.self) else {
                throw CommandFailure.exit("\(file): cannot be read", status: 1)
            }
            text = read
        } catch let error as FormFileError {
            throw CommandFailure.exit("\(error)", status: 1)
        }
        try server.administer { administration in
            switch try administration.setForm(TeamForm(version: form.version, text: text), canonical: form.json()) {
            case .alreadyInForce:
                print("The team's form is already version \(form.version): nothing changed.")
            case .set(let previous):
                let office = form.officeFields.count
                print(
                    "The team's form is now version \(form.version) (\(form.fields.count) fields, \(office) of them the office's own)"
                        + (previous.map { "; it was \($0)" } ?? "") + ".")
                print("Each desk and kiosk receives it at its next sync and keys with it from its next start.")
            }
        }
    }
}

/// `entrydesk server show-form [--json]`: the team's form as the server holds it.
struct ServerShowFormCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "show-form",
        abstract: "Show the team's form on the server (exit status 1 when none was set).")

    @Flag(help: "Print the form file as it was set.")
    var json = false

    @OptionGroup var server: ServerOption

    func run() throws {
        try server.administer { administration in
            guard let teamForm = try administration.form() else {
                throw ServerError(
                    .other, "the team server has no form: every desk keys its own (set one with entrydesk server set-form FILE)")
            }
            if json {
                print(teamForm.text, terminator: teamForm.text.hasSuffix("\n") ? "" : "\n")
                return
            }
            let definition: FormDefinition
            do {
                definition = try FormFile.read(text: teamForm.text, path: "the team's form")
            } catch {
                throw ServerError(.other, "the team's form \(teamForm.version) cannot be used by this EntryDesk: \(error)")
            }
            print("# the team's form on the server, version \(definition.version)")
            print(definition.table(language: InterfaceLanguage.code), terminator: "")
        }
    }
}
