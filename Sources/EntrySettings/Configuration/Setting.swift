// i18n: file never shown in translation (the configuration file's keys and values are English, and so are the messages about them)
/// One setting, declared once (`Settings`): where the configuration file holds it (`[section]
/// key`), its value when the file says nothing, the values it takes and how they are written.
/// The file's reader (`AppConfiguration`), the command line's options and Preferences go through
/// it, so none of them has a key, a default or a range of its own.
public struct Setting<Value: Sendable>: Sendable {
    /// The file's `[section]`.
    public let section: String
    /// The key in that section.
    public let key: String
    /// The value when the file does not set it.
    public let defaultValue: Value
    /// What a value must be, for a message naming a wrong one ("whole seconds from 3 to 86400").
    public let expected: String
    /// Whether a wrong value stays out of messages (the admin PIN's hash).
    public let isSecret: Bool
    private let read: @Sendable (String) -> Value?
    private let write: @Sendable (Value) -> String?

    /// A setting read by `read` (nil: a value it does not take) and written by `write` (nil:
    /// the key is removed, so the default holds).
    public init(
        _ section: String, _ key: String, default defaultValue: Value, expected: String, isSecret: Bool = false,
        read: @escaping @Sendable (String) -> Value?, write: @escaping @Sendable (Value) -> String?
    ) {
        self.section = section
        self.key = key
        self.defaultValue = defaultValue
        self.expected = expected
        self.isSecret = isSecret
        self.read = read
        self.write = write
    }

    /// `section.key`, as messages name it.
    public var name: String { "\(section).\(key)" }

    /// The value `text` stands for; nil when the setting does not take it.
    public func value(_ text: String) -> Value? { read(text) }

    /// The default as the file writes it (nil: a default the file has no words for, such as no
    /// server).
    public var writtenDefault: String? { write(defaultValue) }

    /// The change to the file that sets `value`.
    public func change(to value: Value) -> ConfigurationUpdate.Change {
        ConfigurationUpdate.Change(section: section, key: key, value: write(value))
    }
}

extension Setting where Value == Bool {
    /// A switch, off unless the file says otherwise (or `defaultValue` says on).
    static func flag(_ section: String, _ key: String, default defaultValue: Bool = false) -> Setting {
        Setting(
            section, key, default: defaultValue, expected: "true or false",
            read: { text in
                switch text.lowercased() {
                case "true", "yes", "1", "on": true
                case "false", "no", "0", "off": false
                default: nil
                }
            },
            write: { $0 ? "true" : "false" })
    }
}

extension Setting where Value == Int {
    /// A whole number of `unit` in `range`; `zero` says what 0 means when the range has it.
    static func wholeNumber(
        _ section: String, _ key: String, default defaultValue: Int, in range: ClosedRange<Int>, unit: String, zero: String? = nil
    ) -> Setting {
        let lowest = zero.map { "\(range.lowerBound) (\($0))" } ?? "\(range.lowerBound)"
        return Setting(
            section, key, default: defaultValue, expected: "whole \(unit) from \(lowest) to \(range.upperBound)",
            read: { text in Int(text).flatMap { range.contains($0) ? $0 : nil } },
            write: { String($0) })
    }
}

extension Setting where Value: CaseIterable & RawRepresentable, Value.RawValue == String {
    /// One of `Value`'s cases, by its raw value.
    static func choice(_ section: String, _ key: String, default defaultValue: Value) -> Setting {
        Setting(
            section, key, default: defaultValue, expected: spelledOut(Value.allCases.map(\.rawValue)),
            read: { Value(rawValue: $0) }, write: { $0.rawValue })
    }
}

extension Setting where Value == String? {
    /// Any text, such as a path (nil: not set; empty text is as good as not set).
    static func text(_ section: String, _ key: String) -> Setting {
        Setting(section, key, default: nil, expected: "any text", read: { $0.isEmpty ? .some(nil) : $0 }, write: { $0 })
    }
}

/// "a, b or c": the values a setting takes, for its messages.
func spelledOut(_ names: [String]) -> String {
    guard let last = names.last, names.count > 1 else { return names.first ?? "" }
    return names.dropLast().joined(separator: ", ") + " or " + last
}
