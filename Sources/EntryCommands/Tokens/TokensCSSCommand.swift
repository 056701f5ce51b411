import ArgumentParser
import DesignTokens

/// `entrydesk tokens css`: the GTK 4 stylesheet generated from the tokens.
struct TokensCSSCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "css",
        abstract: "Print the GTK CSS generated from the design tokens."
    )

    @OptionGroup var options: TokensThemeOptions

    func run() throws {
        let theme = try options.load()
        do {
            print(try CSSGenerator.css(for: theme), terminator: "")
        } catch {
            TokensThemeOptions.fail(error)
        }
    }
}
