import EntryForm
import EntrySync
import Foundation

extension TeamFormFile {
    /// The team's form where `FormSource` looks for it (`$XDG_DATA_HOME/entrydesk/team-form.json`),
    /// read with the form file reader: a form this build cannot use is not kept.
    public static func desk(environment: [String: String] = ProcessInfo.processInfo.environment) -> TeamFormFile {
        let path = FormSource.teamFilePath(environment: environment)
        return TeamFormFile(url: URL(fileURLWithPath: path)) { text in try FormFile.read(text: text, path: path).version }
    }
}
