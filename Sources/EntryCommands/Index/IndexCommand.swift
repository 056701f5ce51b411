import ArgumentParser

/// `entrydesk index`: build and check local address indexes.
struct IndexCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "index",
        abstract: "Build and check local address search indexes.",
        subcommands: [IndexBuildCommand.self, IndexVerifyCommand.self]
    )
}
