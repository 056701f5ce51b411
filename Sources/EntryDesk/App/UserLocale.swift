import Foundation

/// The locale the person set for numbers and money, read from the environment as the C
/// library does (LC_ALL, then LC_MONETARY, LC_NUMERIC, LANG).
///
/// Foundation on Linux does not: its `Locale.current` is "en_001" whatever LANG says (seen with
/// Swift 6.3.1, docs/GTK-4.8-FACTS.md), so a German operator got "US$" and "1,234.50".
enum UserLocale {
    /// The person's locale (Foundation's own when the environment names none, or only C/POSIX).
    static let current: Locale = resolve(ProcessInfo.processInfo.environment) ?? .current

    /// The locale the environment names, if any: "de_DE.UTF-8@euro" is de_DE.
    static func resolve(_ environment: [String: String]) -> Locale? {
        for variable in ["LC_ALL", "LC_MONETARY", "LC_NUMERIC", "LANG"] {
            guard let value = environment[variable], !value.isEmpty else { continue }
            let name = value.split(separator: ".", maxSplits: 1)[0].split(separator: "@", maxSplits: 1)[0]
            guard !name.isEmpty, name != "C", name != "POSIX" else { return nil }
            return Locale(identifier: String(name))
        }
        return nil
    }
}
