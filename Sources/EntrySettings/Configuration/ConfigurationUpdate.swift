// i18n: file never shown in translation (the configuration file's keys and values are English, and so are the messages about them)
import Foundation
import TeamServer

/// Changes a few settings of the configuration file (the Preferences window), keeping every
/// other line, comment and key as the person wrote them.
///
/// The file is read again at each change (another program, or the person in an editor, may
/// have changed it since the start), written to a temporary file and renamed over the old one
/// (a crash leaves the old file or the new, never half of one), with the old file's mode. A
/// file holding a secret (the PIN hash, a server password) is never left readable by others:
/// the app would refuse to start with it.
public enum ConfigurationUpdate {
    /// One setting to write (`value` nil: remove the key).
    public struct Change: Equatable, Sendable {
        public let section: String
        public let key: String
        public let value: String?
        public init(section: String, key: String, value: String?) {
            self.section = section
            self.key = key
            self.value = value
        }
    }

    /// Why the file was not changed. Names the file and the cause, never a value: a value may
    /// be a password.
    public enum Failure: Error, Equatable, CustomStringConvertible {
        case unreadable(path: String, reason: String)
        case cannotWrite(path: String, reason: String)

        public var description: String {
            switch self {
            case .unreadable(let path, let reason): "\(path): cannot be read: \(reason)"
            case .cannotWrite(let path, let reason): "\(path): cannot be written: \(reason)"
            }
        }
    }

    /// Writes `changes` into the file at `url` (created, mode 0600, when missing).
    public static func apply(_ changes: [Change], to url: URL) throws(Failure) {
        var file: ConfigurationFile
        do {
            file = try ConfigurationFile.load(from: url)
        } catch let error as ConfigurationFile.SyntaxError {
            throw .unreadable(path: url.path, reason: "line \(error.line): \(error.reason)")
        } catch {
            throw .unreadable(path: url.path, reason: reason(error))
        }
        for change in changes { file.setValue(change.value, for: change.key, in: change.section) }
        let mode = mode(for: file, keeping: existingMode(of: url))
        do {
            try file.save(to: url, mode: mode)
        } catch {
            throw .cannotWrite(path: url.path, reason: reason(error))
        }
    }

    /// The mode to write with: the file's own (0600 for a new file), without the group's and
    /// others' bits when the file holds a secret.
    static func mode(for file: ConfigurationFile, keeping existing: mode_t?) -> mode_t {
        let mode = existing ?? 0o600
        return holdsSecret(file) ? mode & 0o700 : mode
    }

    /// Whether the file holds what `AppConfiguration.load` refuses to read from a file others
    /// can read: the admin PIN's hash or a server address with a password.
    static func holdsSecret(_ file: ConfigurationFile) -> Bool {
        if file.value(Settings.adminPIN.key, in: Settings.adminPIN.section) != nil { return true }
        guard let server = file.value(Settings.server.key, in: Settings.server.section) else { return false }
        return ServerAddress(server).redacted != server
    }

    private static func existingMode(of url: URL) -> mode_t? {
        var info = stat()
        guard stat(url.path, &info) == 0 else { return nil }
        return info.st_mode & 0o777
    }

    /// The system's reason alone (Foundation's errors name the path, never the content).
    private static func reason(_ error: any Error) -> String {
        (error as NSError).localizedFailureReason ?? (error as NSError).localizedDescription
    }
}
