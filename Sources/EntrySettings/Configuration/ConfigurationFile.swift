// i18n: file never shown in translation (the configuration file's keys and values are English, and so are the messages about them)
import Foundation

/// EntryDesk's configuration file: INI-style `[section]` and `key = value` lines, `#` or `;`
/// comments on lines of their own or after a value (`enabled = true  # kiosk at start`).
///
/// A comment after a value starts at whitespace followed by `#` or `;`; a `#` or `;` inside
/// the value, with no whitespace before it, stays part of it (`#1a73e8`, `page.html#top`).
/// Edits keep every other line (and the person's comments) as they were. The file may hold
/// secrets (the PIN hash, API keys), so it is written with mode 0600.
public struct ConfigurationFile: Equatable, Sendable {
    /// A syntax error, with the file and line.
    public struct SyntaxError: Error, Equatable, CustomStringConvertible {
        public let path: String
        public let line: Int
        public let reason: String
        public var description: String { "\(path):\(line): \(reason)" }
    }

    private enum Line: Equatable, Sendable {
        case other(String)
        case section(String)
        /// A setting; `comment` is what followed the value, with the whitespace before it.
        case entry(key: String, value: String, comment: String)
    }

    /// One element per line of the file, in order: a line's number is its index plus one.
    private var lines: [Line]

    /// An empty configuration.
    public init() { lines = [] }

    /// Parses configuration text; `path` names the file in errors.
    public init(text: String, path: String) throws(SyntaxError) {
        lines = []
        for (index, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let trimmed = raw.trimmingCharacters(in: .whitespaces)
            if trimmed.isEmpty || trimmed.hasPrefix("#") || trimmed.hasPrefix(";") {
                lines.append(.other(String(raw)))
            } else if trimmed.hasPrefix("[") {
                guard trimmed.hasSuffix("]"), trimmed.count > 2 else {
                    throw SyntaxError(path: path, line: index + 1, reason: "a section header must look like [name]")
                }
                lines.append(.section(String(trimmed.dropFirst().dropLast()).trimmingCharacters(in: .whitespaces)))
            } else if let equals = trimmed.firstIndex(of: "=") {
                let key = trimmed[..<equals].trimmingCharacters(in: .whitespaces)
                let (value, comment) = Self.splitComment(trimmed[trimmed.index(after: equals)...])
                guard !key.isEmpty else { throw SyntaxError(path: path, line: index + 1, reason: "a setting needs a name before '='") }
                lines.append(.entry(key: key, value: value, comment: comment))
            } else {
                throw SyntaxError(path: path, line: index + 1, reason: "expected `name = value`, a [section] or a # comment")
            }
        }
        while case .other(let last)? = lines.last, last.isEmpty { lines.removeLast() }
    }

    /// The value after `=` and the comment after it: the comment starts at the whitespace
    /// before the first `#` or `;` that follows some of the value.
    private static func splitComment(_ text: Substring) -> (value: String, comment: String) {
        let rest = text.drop(while: { $0 == " " || $0 == "\t" })
        var previous: Character?
        for index in rest.indices {
            let character = rest[index]
            if character == "#" || character == ";", let previous, previous == " " || previous == "\t" {
                let valueEnd = rest[..<index].lastIndex(where: { $0 != " " && $0 != "\t" }).map(rest.index(after:)) ?? index
                return (String(rest[..<valueEnd]), String(rest[valueEnd...]))
            }
            previous = character
        }
        return (rest.trimmingCharacters(in: .whitespaces), "")
    }

    /// The value of `key` in `section`, if set.
    public func value(_ key: String, in section: String) -> String? {
        setting(key, in: section)?.value
    }

    /// The value of `key` in `section` and the line it is on (the last one, when the key is
    /// set twice: that is the value that counts), if set.
    public func setting(_ key: String, in section: String) -> (value: String, line: Int)? {
        var current = ""
        var found: (value: String, line: Int)?
        for (index, line) in lines.enumerated() {
            switch line {
            case .section(let name): current = name
            case .entry(let entryKey, let value, _) where current == section && entryKey == key: found = (value, index + 1)
            default: break
            }
        }
        return found
    }

    /// Sets (or with nil removes) `key` in `section`, adding the section if needed.
    public mutating func setValue(_ value: String?, for key: String, in section: String) {
        var current = ""
        var sectionEnd: Int?
        var index = 0
        var replaced = false
        while index < lines.count {
            switch lines[index] {
            case .section(let name):
                current = name
                if name == section { sectionEnd = index + 1 }
            case .entry(let entryKey, _, let comment) where current == section:
                if entryKey == key {
                    if let value, !replaced {
                        // The person's comment on the setting stays with it.
                        lines[index] = .entry(key: key, value: value, comment: comment)
                        replaced = true
                    } else {
                        lines.remove(at: index)
                        continue
                    }
                }
                sectionEnd = index + 1
            default:
                break
            }
            index += 1
        }
        guard let value, !replaced else { return }
        if let sectionEnd {
            lines.insert(.entry(key: key, value: value, comment: ""), at: sectionEnd)
        } else {
            if !lines.isEmpty { lines.append(.other("")) }
            lines.append(.section(section))
            lines.append(.entry(key: key, value: value, comment: ""))
        }
    }

    /// The file's text.
    public var text: String {
        lines.map { line in
            switch line {
            case .other(let text): text
            case .section(let name): "[\(name)]"
            case .entry(let key, let value, let comment): "\(key) = \(value)\(comment)"
            }
        }.joined(separator: "\n") + "\n"
    }

    /// Reads a file; a missing file is an empty configuration.
    public static func load(from url: URL) throws -> ConfigurationFile {
        guard FileManager.default.fileExists(atPath: url.path) else { return ConfigurationFile() }
        let data = try Data(contentsOf: url)
        guard let text = String(data: data, encoding: .utf8) else {
            throw SyntaxError(path: url.path, line: 1, reason: "the file is not UTF-8 text")
        }
        return try ConfigurationFile(text: text, path: url.path)
    }

    /// Writes the file atomically (a temporary file beside it, then a rename) with `mode`:
    /// 0600 unless the caller keeps the file's own (it may hold the PIN hash and API keys).
    public func save(to url: URL, mode: mode_t = 0o600) throws {
        let folder = url.deletingLastPathComponent()
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        let temporary = folder.appendingPathComponent(".\(url.lastPathComponent).\(UUID().uuidString)")
        // Created private, then given its mode: the text is never readable by others, even
        // for a moment, and the umask cannot narrow the mode asked for.
        guard FileManager.default.createFile(atPath: temporary.path, contents: Data(text.utf8), attributes: [.posixPermissions: 0o600]),
            chmod(temporary.path, mode) == 0
        else {
            try? FileManager.default.removeItem(at: temporary)
            throw CocoaError(.fileWriteNoPermission, userInfo: [NSFilePathErrorKey: folder.path])
        }
        if rename(temporary.path, url.path) != 0 {
            try? FileManager.default.removeItem(at: temporary)
            throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: url.path])
        }
    }
}
