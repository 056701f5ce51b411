import ArgumentParser

/// `entrydesk tokens`: inspect the design tokens (resolve to JSON, or emit the GTK CSS).
struct TokensCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "tokens",
        abstract: "Resolve the design tokens of a theme, or print its GTK CSS.",
        subcommands: [TokensResolveCommand.self, TokensCSSCommand.self]
    )
}
