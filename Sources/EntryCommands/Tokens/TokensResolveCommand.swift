import ArgumentParser
import DesignTokens

/// `entrydesk tokens resolve`: every token path mapped to its resolved value, as JSON.
struct TokensResolveCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "resolve",
        abstract: "Print one JSON object mapping every token path to its resolved value."
    )

    @OptionGroup var options: TokensThemeOptions

    func run() throws {
        print(try options.load().jsonString())
    }
}
