// i18n: file never shown in translation (the configuration file's keys and values are English, and so are the messages about them)
/// A configuration file that cannot be used, with where and why.
public enum ConfigurationError: Error, Equatable, CustomStringConvertible {
    /// A line that is not a section, a setting or a comment (the message names file and line).
    case syntax(String)
    /// The file cannot be read at all.
    case unreadable(path: String, reason: String)
    /// A setting's value is not one the key accepts: the file, the line, `section.key`, the
    /// value as written and what was expected.
    case invalid(path: String, line: Int, key: String, value: String, expected: String)
    /// The file holds a secret (the admin PIN's hash) and other users may read it.
    case readableByOthers(path: String, permissions: Int, secret: String)

    public var description: String {
        switch self {
        case .syntax(let message): message
        case .unreadable(let path, let reason): "\(path): cannot be read: \(reason)"
        case .invalid(let path, let line, let key, let value, let expected): "\(path):\(line): \(key) = \(value): expected \(expected)"
        case .readableByOthers(let path, let permissions, let secret):
            "\(path): permissions \(String(format: "%04o", permissions)) let other users read \(secret); run `chmod 600 \(path)`"
        }
    }
}
