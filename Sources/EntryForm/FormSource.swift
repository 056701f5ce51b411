import Foundation

/// Where the form in force comes from, first found wins: `--form FILE`, the configuration's
/// `[entry] form = FILE`, `$XDG_CONFIG_HOME/entrydesk/form.json` when it exists, else the
/// built-in form.
public enum FormSource: Equatable, Sendable {
    /// Why a file is the one in force, for `entrydesk form show`.
    public enum Origin: String, Sendable {
        case option = "--form"
        case configuration = "[entry] form"
        case defaultLocation = "the default location"
    }

    case builtIn
    case file(path: String, origin: Origin)

    /// The source in force for these settings. A file named by the option or the
    /// configuration is used even when missing (reading it then says so); the default
    /// location only when a file is there.
    public static func resolve(
        option: String?, configured: String?, environment: [String: String] = ProcessInfo.processInfo.environment,
        fileExists: (String) -> Bool = { FileManager.default.fileExists(atPath: $0) }
    ) -> FormSource {
        if let option, !option.isEmpty { return .file(path: (option as NSString).expandingTildeInPath, origin: .option) }
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

    /// The form this source gives.
    public func load() throws(FormFileError) -> FormDefinition {
        switch self {
        case .builtIn: BuiltInForm.definition
        case .file(let path, _): try FormFile.read(path: path)
        }
    }

    /// Where the form comes from, as `entrydesk form show` says it.
    public var summary: String {
        switch self {
        case .builtIn: "the built-in form"  // i18n: not shown in the window (a command's output, English like the other commands)
        case .file(let path, let origin): "\(path) (from \(origin.rawValue))"  // i18n: not shown in the window
        }
    }
}
