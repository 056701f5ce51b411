import ArgumentParser

/// `entrydesk-bench`: performance benchmarks that print their figures (release build).
@main
struct BenchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "entrydesk-bench",
        abstract: "Run EntryDesk's benchmarks and print the figures.",
        subcommands: [
            StartupBench.self,
            TokensBench.self,
            AddressBench.self,
            ParseBench.self,
            SearchBench.self,
            AmountBench.self,
            StoreBench.self,
            FrameBench.self,
            TeamServerBench.self,
            SyncBench.self
        ]
    )
}
