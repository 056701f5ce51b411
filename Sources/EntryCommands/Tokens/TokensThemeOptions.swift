import ArgumentParser
import DesignTokens
import Foundation

/// The `--theme` options shared by the `tokens` subcommands, and how they report errors.
struct TokensThemeOptions: ParsableArguments {
    @Option(
        name: .long,
        help: ArgumentHelp(
            "A built-in theme (light, dark, high-contrast, kiosk) or a token file (write ./dark for a file named like a theme); repeat to overlay in order.",
            valueName: "NAME|FILE"))
    var theme: [String] = []

    /// Resolves the themes, or prints the token error to standard error and fails.
    func load() throws -> ResolvedTheme {
        do {
            return try Theme.load(arguments: theme)
        } catch {
            Self.fail(error)
        }
    }

    /// Prints `error` to standard error and exits with status 1 (ArgumentParser would add usage text).
    static func fail(_ error: TokenError) -> Never {
        FileHandle.standardError.write(Data("entrydesk: \(error.description)\n".utf8))
        TokensCommand.exit(withError: ExitCode.failure)
    }
}
