import ArgumentParser
import EntrySettings

extension Setting {
    /// The help of an option that overrides this setting: `summary`, then the values it takes
    /// and its default, as the configuration file has them.
    public func optionHelp(_ summary: String) -> ArgumentHelp {
        let fallback = writtenDefault.map { ", else \($0)" } ?? ""
        return ArgumentHelp("\(summary) (\(expected); default: [\(section)] \(key) in the configuration file\(fallback)).")
    }

    /// The value given to `option`, read as the configuration file reads it (nil: not given).
    public func optionValue(_ text: String?, of option: String) throws -> Value? {
        guard let text else { return nil }
        guard let value = value(text) else { throw ValidationError("\(option): expected \(expected), not \(text).") }
        return value
    }
}
