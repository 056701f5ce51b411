import ArgumentParser

/// `entrydesk tokens`: inspect the design tokens (resolve to JSON, or emit the GTK CSS).
struct TokensCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "tokens",
        abstract: "Resolve the design tokens of a theme, print its GTK CSS, or check its contrast.",
        subcommands: [TokensResolveCommand.self, TokensCSSCommand.self, TokensContrastCommand.self]
    )
}
