import Foundation

/// Provider settings from the environment or a `KEY=value` file that only its owner can read
/// (mode 0600): `SMARTY_AUTH_ID`, `SMARTY_AUTH_TOKEN`, `SMARTY_KEY`, `SMARTY_REFERER`,
/// `SMARTY_URL`, `PHOTON_URL`, `ENTRYDESK_HTTP_TIMEOUT`. The environment wins over the file.
public struct ProviderConfiguration: Sendable {
    /// The keys read; anything else in the file is an error (a typo would silently lose a key).
    public static let knownKeys: Set<String> = [
        "SMARTY_AUTH_ID", "SMARTY_AUTH_TOKEN", "SMARTY_KEY", "SMARTY_REFERER", "SMARTY_URL",
        "PHOTON_URL", "ENTRYDESK_HTTP_TIMEOUT"
    ]

    private let values: [String: String]
    /// Where each value came from, for messages: a file line, or the environment.
    private let origins: [String: Origin]
    /// The configuration file that was read, if any.
    public let filePath: String?
    /// The per-request timeout in seconds (`ENTRYDESK_HTTP_TIMEOUT`, default 5).
    public let timeout: TimeInterval

    /// Where a setting was read.
    private struct Origin {
        /// The file, or "environment".
        let path: String
        /// The file's line, nil for the environment.
        let line: Int?
    }

    /// `$XDG_CONFIG_HOME/entrydesk/providers.conf` or `~/.config/entrydesk/providers.conf`.
    public static func defaultFilePath(environment: [String: String] = ProcessInfo.processInfo.environment) -> String {
        let configHome =
            environment["XDG_CONFIG_HOME"].flatMap { $0.isEmpty ? nil : $0 }
            ?? ((environment["HOME"] ?? NSHomeDirectory()) + "/.config")
        return configHome + "/entrydesk/providers.conf"
    }

    /// Settings from `environment` over those of `filePath` (default path when nil; a missing
    /// file is fine, an unsafe or malformed one, or a value out of range, throws
    /// `AddressSearchError.configuration` naming the file and line or the environment).
    public static func load(
        environment: [String: String] = ProcessInfo.processInfo.environment,
        filePath: String? = nil
    ) throws -> ProviderConfiguration {
        let path = filePath ?? defaultFilePath(environment: environment)
        var values: [String: String] = [:]
        var origins: [String: Origin] = [:]
        var readPath: String?
        if FileManager.default.fileExists(atPath: path) {
            for (key, setting) in try readFile(path) {
                values[key] = setting.value
                origins[key] = Origin(path: path, line: setting.line)
            }
            readPath = path
        }
        for key in knownKeys {
            if let value = environment[key], !value.isEmpty {
                values[key] = value
                origins[key] = Origin(path: "environment", line: nil)
            }
        }
        return try ProviderConfiguration(values: values, origins: origins, filePath: readPath)
    }

    /// Settings given directly (tests, the app's settings screen); throws
    /// `AddressSearchError.configuration` for a value out of range.
    public init(values: [String: String]) throws {
        try self.init(values: values, origins: [:], filePath: nil)
    }

    private init(values: [String: String], origins: [String: Origin], filePath: String?) throws {
        self.values = values
        self.origins = origins
        self.filePath = filePath
        if let text = values[Self.timeoutKey] {
            // Checked here, not at the first lookup: a configuration mistake is best reported
            // as one, naming where it was made.
            guard let seconds = HTTPTimeout.seconds(text) else {
                throw Self.configurationError(
                    Self.timeoutKey, "\(Self.timeoutKey) = \(text.prefix(40)): expected \(HTTPTimeout.expectation)",
                    origins: origins, filePath: filePath)
            }
            timeout = seconds
        } else {
            timeout = HTTPTimeout.defaultSeconds
        }
    }

    private static let timeoutKey = "ENTRYDESK_HTTP_TIMEOUT"

    /// A Smarty provider: secret key pair first, else the embedded key.
    public func smarty() throws -> SmartyProvider {
        let credentials: SmartyCredentials
        if let id = values["SMARTY_AUTH_ID"], let token = values["SMARTY_AUTH_TOKEN"] {
            credentials = .secretKey(authID: id, authToken: token)
        } else if let key = values["SMARTY_KEY"] {
            credentials = .embeddedKey(key: key, referer: values["SMARTY_REFERER"])
        } else {
            throw AddressSearchError.missingCredentials(
                provider: SmartyProvider.name,
                detail:
                    "set SMARTY_AUTH_ID and SMARTY_AUTH_TOKEN (or SMARTY_KEY) in the environment or in \(filePath ?? Self.defaultFilePath()) (mode 0600)"
            )
        }
        return SmartyProvider(
            credentials: credentials, baseURL: try url("SMARTY_URL", default: SmartyProvider.defaultBaseURL), timeout: timeout)
    }

    /// A Photon provider at `PHOTON_URL` (default photon.komoot.io).
    public func photon() throws -> PhotonProvider {
        PhotonProvider(baseURL: try url("PHOTON_URL", default: PhotonProvider.defaultBaseURL), timeout: timeout)
    }

    private func url(_ key: String, default fallback: URL) throws -> URL {
        guard let text = values[key] else { return fallback }
        guard let url = URL(string: text), let scheme = url.scheme?.lowercased(), scheme == "http" || scheme == "https", url.host != nil
        else {
            throw Self.configurationError(key, "\(key) must be an http(s) URL with a host", origins: origins, filePath: filePath)
        }
        return url
    }

    /// A configuration error about `key`, naming the file and line it was read from, or the
    /// environment.
    private static func configurationError(
        _ key: String, _ detail: String, origins: [String: Origin], filePath: String?
    ) -> AddressSearchError {
        let origin = origins[key] ?? Origin(path: filePath ?? "the given settings", line: nil)
        return .configuration(path: origin.path, detail: (origin.line.map { "line \($0): " } ?? "") + detail)
    }

    /// The file's settings with the line each was read from.
    private static func readFile(_ path: String) throws -> [String: (value: String, line: Int)] {
        var info = stat()
        guard stat(path, &info) == 0 else {
            throw AddressSearchError.configuration(path: path, detail: "cannot read the file (\(String(cString: strerror(errno))))")
        }
        let permissions = info.st_mode & 0o777
        guard permissions & 0o077 == 0 else {
            throw AddressSearchError.configuration(
                path: path,
                detail: "permissions \(String(format: "%04o", permissions)) let other users read the API keys; run `chmod 600 \(path)`"
            )
        }
        guard let data = FileManager.default.contents(atPath: path), let text = String(data: data, encoding: .utf8) else {
            throw AddressSearchError.configuration(path: path, detail: "cannot read the file as UTF-8 text")
        }
        var values: [String: (value: String, line: Int)] = [:]
        for (number, rawLine) in text.components(separatedBy: "\n").enumerated() {
            let line = rawLine.trimmingCharacters(in: .whitespacesAndNewlines)
            if line.isEmpty || line.hasPrefix("#") { continue }
            guard let equals = line.firstIndex(of: "=") else {
                throw AddressSearchError.configuration(path: path, detail: "line \(number + 1): expected KEY=value")
            }
            let key = line[..<equals].trimmingCharacters(in: .whitespaces)
            var value = line[line.index(after: equals)...].trimmingCharacters(in: .whitespaces)
            if value.count >= 2, let first = value.first, first == "\"" || first == "'", value.last == first {
                value = String(value.dropFirst().dropLast())
            }
            guard knownKeys.contains(key) else {
                throw AddressSearchError.configuration(
                    path: path,
                    detail: "line \(number + 1): unknown key \(key); expected one of \(knownKeys.sorted().joined(separator: ", "))")
            }
            values[key] = (value, number + 1)
        }
        return values
    }
}
