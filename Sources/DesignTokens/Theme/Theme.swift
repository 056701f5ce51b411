import EntryResources
import Foundation

/// Loads the built-in token set with theme overlays and resolves it.
///
/// The base token set is every `*.json` file directly in `Resources/tokens/` (in name order; they
/// must not redefine each other's tokens); the built-in themes are overlays in
/// `Resources/tokens/themes/<name>.json`; a user's file overlays whatever precedes it.
public enum Theme {
    /// `Resources/tokens` as found by `ResourceLocator`.
    public static var defaultTokensDirectory: URL { ResourceLocator.resource("tokens") }

    /// The base files in `directory`, sorted by name.
    public static func baseFiles(in directory: URL = defaultTokensDirectory) throws(TokenError) -> [URL] {
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: directory.path)
        } catch {
            throw .unreadableFile(file: directory.path, reason: "cannot list the token folder")
        }
        let files = names.filter { $0.hasSuffix(".json") }.sorted()
        guard !files.isEmpty else {
            throw .unreadableFile(file: directory.path, reason: "the token folder holds no .json files")
        }
        return files.map { directory.appendingPathComponent($0) }
    }

    /// The overlay file of a built-in theme.
    public static func overlayFile(_ name: ThemeName, in directory: URL = defaultTokensDirectory) -> URL {
        directory.appendingPathComponent("themes").appendingPathComponent(name.rawValue + ".json")
    }

    /// Resolves the base tokens with `sources` applied in order (none: the light theme).
    public static func load(_ sources: [ThemeSource], tokensDirectory: URL = defaultTokensDirectory) throws(TokenError) -> ResolvedTheme {
        let effective = sources.isEmpty ? [ThemeSource.named(.light)] : sources
        var overlays: [URL] = []
        for source in effective {
            switch source {
            case let .named(name):
                overlays.append(overlayFile(name, in: tokensDirectory))
            case let .file(url):
                guard FileManager.default.fileExists(atPath: url.path) else {
                    throw .unknownTheme(name: url.relativePath, available: ThemeName.allCases.map(\.rawValue))
                }
                overlays.append(url)
            }
        }
        let set = try TokenSet.load(base: try baseFiles(in: tokensDirectory), overlays: overlays)
        return try set.resolve(name: effective.map(\.label).joined(separator: "+"))
    }

    /// Resolves one built-in theme.
    public static func load(_ name: ThemeName, tokensDirectory: URL = defaultTokensDirectory) throws(TokenError) -> ResolvedTheme {
        try load([.named(name)], tokensDirectory: tokensDirectory)
    }

    /// Resolves `--theme` arguments (names or file paths), in order.
    public static func load(arguments: [String], tokensDirectory: URL = defaultTokensDirectory) throws(TokenError) -> ResolvedTheme {
        try load(arguments.map(ThemeSource.init(argument:)), tokensDirectory: tokensDirectory)
    }
}
