import Foundation

/// The locale the person set for numbers and money, read from the environment as the C
/// library does (LC_ALL, then LC_MONETARY, LC_NUMERIC, LANG).
///
/// Foundation on Linux does not: its `Locale.current` is "en_001" whatever LANG says (seen with
/// Swift 6.3.1, docs/GTK-4.8-FACTS.md), so a German operator got "US$" and "1,234.50".
public enum UserLocale {
    /// The person's locale (Foundation's own when the environment names none, or only C/POSIX).
    public static let current: Locale = resolve(ProcessInfo.processInfo.environment) ?? .current

    /// The locale the environment names, if any: "de_DE.UTF-8@euro" is de_DE.
    public static func resolve(_ environment: [String: String]) -> Locale? {
        for variable in ["LC_ALL", "LC_MONETARY", "LC_NUMERIC", "LANG"] {
            guard let value = environment[variable], !value.isEmpty else { continue }
            let name = value.split(separator: ".", maxSplits: 1)[0].split(separator: "@", maxSplits: 1)[0]
            guard !name.isEmpty, name != "C", name != "POSIX" else { return nil }
            return Locale(identifier: String(name))
        }
        return nil
    }
}

/// A count as the person's locale writes it ("1.234" in German, "١٬٢٣٤" in Arabic), for the
/// `%@` of a `trn` message.
public func formattedCount(_ count: Int) -> String {
    count.formatted(.number.locale(UserLocale.current))
}

/// A time of day as the person's locale writes it ("10:42", "10:42 AM", "١٠:٤٢ ص").
public func formattedTime(_ date: Date) -> String {
    date.formatted(Date.FormatStyle(date: .omitted, time: .shortened).locale(UserLocale.current))
}
