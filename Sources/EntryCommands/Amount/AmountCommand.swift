import AmountKit
import ArgumentParser
import Foundation

/// `entrydesk amount`: read and write money amounts the way the amount field does.
struct AmountCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "amount",
        abstract: "Parse or format a money amount for a locale and ISO 4217 currency.",
        subcommands: [AmountParseCommand.self, AmountFormatCommand.self]
    )
}
