import ArgumentParser

/// The commands of `entrydesk` that open no window, in the order `entrydesk --help` lists them;
/// the executable puts the window's own (`open`, `gallery`) before them.
public enum EntryCommands {
    /// The subcommands, for the root command's configuration.
    public static let subcommands: [any ParsableCommand.Type] = [
        TokensCommand.self,
        ValidateCommand.self,
        FormCommand.self,
        ParseAddressCommand.self,
        FormatCommand.self,
        IndexCommand.self,
        SuggestCommand.self,
        AmountCommand.self,
        ExportCommand.self,
        ImportCommand.self,
        BatchCommand.self,
        HistoryCommand.self,
        StatsCommand.self,
        OperatorCommand.self,
        KioskCommand.self,
        ServerCommand.self,
        SyncCommand.self
    ]
}
