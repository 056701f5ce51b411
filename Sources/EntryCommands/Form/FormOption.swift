import ArgumentParser
import EntryForm
import EntrySettings

/// `--form FILE`, the same for the window and the commands that read or write entries: the
/// office's form in force (docs/FORMS.md).
public struct FormOption: ParsableArguments {
    @Option(
        name: .customLong("form"),
        help:
            "The office's form file, for trying one out (default: the team's form from the team server, else [entry] form in the configuration, else $XDG_CONFIG_HOME/entrydesk/form.json, else built in)."
    )
    public var path: String?

    public init() {}

    /// Where the form comes from and the form, with the configuration's amount limits as the
    /// window has it, or a message (exit status 2) naming what is wrong.
    func load() throws -> (source: FormSource, form: FormDefinition) {
        let configuration: AppConfiguration
        do {
            configuration = try AppConfiguration.load(from: AppConfiguration.defaultFileURL())
        } catch {
            // i18n: not shown (a command's output, English like its other messages)
            throw CommandFailure.exit("The configuration file cannot be used: \(error)")
        }
        let source = configuration.formSource(option: path)
        do {
            return (source, try configuration.form(from: source))
        } catch {
            throw CommandFailure.exit("\(error)")
        }
    }
}
