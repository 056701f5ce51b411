import Foundation

/// Where the form in force comes from, first found wins: `--form FILE`, the team's form when
/// this machine has received one (`$XDG_DATA_HOME/entrydesk/team-form.json`, kept by sync), the
/// configuration's `[entry] form = FILE`, `$XDG_CONFIG_HOME/entrydesk/form.json` when it
/// exists, else the built-in form. The team's form wins over a desk's own file, so that every
/// desk of a team keys the same form; `--form` stays above it, for trying a form out.
public enum FormSource: Equatable, Sendable {
    /// Why a file is the one in force, for `entrydesk form show`.
    public enum Origin: String, Sendable {
        case option = "--form"
        case configuration = "[entry] form"
        case defaultLocation = "the default location"
    }

    case builtIn
    case file(path: String, origin: Origin)
    /// The team's form, as the last sync received it from the team server.
    case team(path: String)

    /// The source in force for these settings. A file named by the option or the
    /// configuration is used even when missing (reading it then says so); the team's form and
    /// the default location only when a file is there.
    public static func resolve(
        option: String?, configured: String?, environment: [String: String] = ProcessInfo.processInfo.environment,
        fileExists: (String) -> Bool = { FileManager.default.fileExists(atPath: $0) }
    ) -> FormSource {
        if let option, !option.isEmpty { return .file(path: (option as NSString).expandingTildeInPath, origin: .option) }
        let team = teamFilePath(environment: environment)
        if fileExists(team) { return .team(path: team) }
        if let configured, !configured.isEmpty { return .file(path: configured, origin: .configuration) }
        let path = defaultFilePath(environment: environment)
        return fileExists(path) ? .file(path: path, origin: .defaultLocation) : .builtIn
    }

    /// `$XDG_CONFIG_HOME/entrydesk/form.json` (`~/.config` when XDG_CONFIG_HOME is unset).
    public static func defaultFilePath(environment: [String: String]) -> String {
        let base =
            environment["XDG_CONFIG_HOME"].flatMap { $0.isEmpty ? nil : $0 }
            ?? ((environment["HOME"] ?? NSHomeDirectory()) + "/.config")
        return base + "/entrydesk/form.json"
    }

    /// Where sync keeps the team's form: `$XDG_DATA_HOME/entrydesk/team-form.json`
    /// (`~/.local/share` when XDG_DATA_HOME is unset or, as the XDG spec says to ignore it, relative).
    public static func teamFilePath(environment: [String: String]) -> String {
        let base =
            environment["XDG_DATA_HOME"].flatMap { $0.hasPrefix("/") ? $0 : nil }
            ?? ((environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? NSHomeDirectory()) + "/.local/share")
        return base + "/entrydesk/team-form.json"
    }

    /// The form this source gives.
    public func load() throws(FormFileError) -> FormDefinition {
        switch self {
        case .builtIn: BuiltInForm.definition
        case .file(let path, _), .team(let path): try FormFile.read(path: path)
        }
    }

    /// Where the form comes from, as `entrydesk form show` says it.
    public var summary: String {
        switch self {
        case .builtIn: "the built-in form"  // i18n: not shown in the window (a command's output, English like the other commands)
        case .file(let path, let origin): "\(path) (from \(origin.rawValue))"  // i18n: not shown in the window
        case .team(let path): "the team's form, received from the team server (\(path))"  // i18n: not shown in the window
        }
    }
}
