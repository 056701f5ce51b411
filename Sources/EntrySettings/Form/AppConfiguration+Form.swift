import EntryForm
import Foundation

extension AppConfiguration {
    /// Where the form in force comes from: `option` (`--form`), else the team's, else
    /// `[entry] form`, else form.json in the configuration folder, else the built-in form.
    public func formSource(option: String?, environment: [String: String] = ProcessInfo.processInfo.environment) -> FormSource {
        FormSource.resolve(option: option, configured: formPath, environment: environment)
    }

    /// The form in force, read from `source`, with this desk's amount limits as the amount's
    /// soft rules: the one form the window keys with and the commands show, export and import by.
    public func form(from source: FormSource) throws(FormFileError) -> FormDefinition {
        amounts.limiting(try source.load())
    }
}
