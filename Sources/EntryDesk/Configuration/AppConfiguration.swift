import Foundation

/// EntryDesk's settings, from the configuration file with command-line overrides on top.
public struct AppConfiguration: Equatable, Sendable {
    /// Whether to show an on-screen keyboard for text fields in kiosk mode.
    public enum OnScreenKeyboard: String, Sendable, Equatable {
        case automatic = "auto", always, never
    }

    /// Run as a kiosk.
    public var kioskEnabled = false
    /// The admin PIN, if one is set.
    public var adminPIN: AdminPIN?
    /// Seconds without input before the kiosk warns and resets.
    public var idleTimeoutSeconds = 90
    /// Whether the kiosk may send what people type to a remote address service.
    public var kioskAllowsRemoteProvider = false
    /// When the kiosk shows its on-screen keyboard.
    public var onScreenKeyboard = OnScreenKeyboard.automatic
    /// The address provider: local, smarty or photon.
    public var provider = "local"
    /// The local address index file (nil: the bundled sample).
    public var indexPath: String?
    /// Theme names or files.
    public var themes: [String] = []

    /// Defaults.
    public init() {}

    /// Where the file lives: `$XDG_CONFIG_HOME/entrydesk/entrydesk.conf` (or `ENTRYDESK_CONFIG`).
    public static func defaultFileURL(environment: [String: String] = ProcessInfo.processInfo.environment) -> URL {
        if let explicit = environment["ENTRYDESK_CONFIG"], !explicit.isEmpty { return URL(fileURLWithPath: explicit) }
        let base = environment["XDG_CONFIG_HOME"].flatMap { $0.isEmpty ? nil : $0 }
            ?? ((environment["HOME"] ?? NSHomeDirectory()) + "/.config")
        return URL(fileURLWithPath: base).appendingPathComponent("entrydesk/entrydesk.conf")
    }

    /// Reads the settings from a parsed file; errors name the file, section and key.
    public init(file: ConfigurationFile, path: String) throws(ConfigurationError) {
        func bool(_ key: String, _ section: String) throws(ConfigurationError) -> Bool? {
            guard let text = file.value(key, in: section) else { return nil }
            switch text.lowercased() {
            case "true", "yes", "1", "on": return true
            case "false", "no", "0", "off": return false
            default: throw .invalid(path: path, key: "\(section).\(key)", value: text, expected: "true or false")
            }
        }
        kioskEnabled = try bool("enabled", "kiosk") ?? false
        kioskAllowsRemoteProvider = try bool("allow-remote-provider", "kiosk") ?? false
        if let text = file.value("idle-timeout", in: "kiosk") {
            guard let seconds = Int(text), (5...86_400).contains(seconds) else {
                throw .invalid(path: path, key: "kiosk.idle-timeout", value: text, expected: "whole seconds from 5 to 86400")
            }
            idleTimeoutSeconds = seconds
        }
        if let text = file.value("on-screen-keyboard", in: "kiosk") {
            guard let mode = OnScreenKeyboard(rawValue: text) else {
                throw .invalid(path: path, key: "kiosk.on-screen-keyboard", value: text, expected: "auto, always or never")
            }
            onScreenKeyboard = mode
        }
        if let text = file.value("admin-pin", in: "kiosk") {
            let parts = text.split(separator: "$").map(String.init)
            guard parts.count == 4, parts[0] == "pbkdf2-sha256", let iterations = Int(parts[1]), iterations > 0,
                  AdminPIN.bytes(fromHex: parts[2]) != nil, AdminPIN.bytes(fromHex: parts[3]) != nil else {
                throw .invalid(path: path, key: "kiosk.admin-pin", value: "(hidden)", expected: "a hash written by `entrydesk kiosk set-pin`")
            }
            adminPIN = AdminPIN(saltHex: parts[2], hashHex: parts[3], iterations: iterations)
        }
        if let text = file.value("provider", in: "address") {
            guard ["local", "smarty", "photon"].contains(text) else {
                throw .invalid(path: path, key: "address.provider", value: text, expected: "local, smarty or photon")
            }
            provider = text
        }
        indexPath = file.value("index", in: "address")
        if let text = file.value("theme", in: "appearance") {
            themes = text.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        }
    }

    /// Loads the configuration file at `url` (missing file: defaults).
    public static func load(from url: URL) throws(ConfigurationError) -> AppConfiguration {
        let file: ConfigurationFile
        do {
            file = try ConfigurationFile.load(from: url)
        } catch let error as ConfigurationFile.SyntaxError {
            throw .syntax(error.description)
        } catch {
            throw .unreadable(path: url.path, reason: error.localizedDescription)
        }
        return try AppConfiguration(file: file, path: url.path)
    }

    /// The stored form of a PIN hash.
    public static func storedForm(of pin: AdminPIN) -> String {
        "pbkdf2-sha256$\(pin.iterations)$\(pin.saltHex)$\(pin.hashHex)"
    }
}

/// A configuration file that cannot be used, with where and why.
public enum ConfigurationError: Error, Equatable, CustomStringConvertible {
    case syntax(String)
    case unreadable(path: String, reason: String)
    case invalid(path: String, key: String, value: String, expected: String)

    public var description: String {
        switch self {
        case .syntax(let message): message
        case .unreadable(let path, let reason): "\(path): cannot be read: \(reason)"
        case .invalid(let path, let key, let value, let expected): "\(path): \(key) = \(value): expected \(expected)"
        }
    }
}
