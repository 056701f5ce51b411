import AddressSearch
import ArgumentParser
import EntrySettings
import Foundation

/// `entrydesk suggest [--index FILE | --provider smarty|photon] [--limit N] (QUERY | --batch FILE)`
struct SuggestCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "suggest",
        abstract: "Print address suggestions for a partial address as a JSON array.",
        discussion: """
            Default source: the bundled sample index. HTTP providers read SMARTY_AUTH_ID, \
            SMARTY_AUTH_TOKEN, SMARTY_KEY, SMARTY_URL, PHOTON_URL from the environment or from \
            ~/.config/entrydesk/providers.conf (mode 0600).
            """
    )

    @Option(name: .long, help: "An index file built with `entrydesk index build`.")
    var index: String?

    @Option(name: .long, help: "The address service: \(Settings.provider.expected) (local: the index).")
    var provider: String?

    @Option(name: .long, help: "Most suggestions per query (1-100).")
    var limit: Int = 10

    @Option(name: .long, help: "A file with one query per line; prints one JSON array per line, in order.")
    var batch: String?

    @Argument(help: "The partial address, e.g. \"1600 amph\".")
    var query: [String] = []

    func validate() throws {
        if index != nil && provider != nil { throw ValidationError("Give --index or --provider, not both.") }
        _ = try Settings.provider.optionValue(provider, of: "--provider")
        if batch == nil && query.isEmpty { throw ValidationError("Give a QUERY or --batch FILE.") }
        if batch != nil && !query.isEmpty { throw ValidationError("Give a QUERY or --batch FILE, not both.") }
        guard (1...100).contains(limit) else { throw ValidationError("--limit must be between 1 and 100, found \(limit).") }
    }

    func run() throws {
        // Errors are CustomStringConvertible values naming the file or service and the fix;
        // ArgumentParser prints them as "Error: ..." and exits non-zero.
        let source: any AddressProvider
        if let remote = try Settings.provider.optionValue(provider, of: "--provider")?.remoteProvider(ProviderConfiguration.load()) {
            source = remote
        } else {
            source = try index.map { try LocalAddressIndex(path: $0) } ?? LocalAddressIndex.bundledSample()
        }
        let queries: [String]
        if let batch {
            guard let data = FileManager.default.contents(atPath: batch), let text = String(data: data, encoding: .utf8) else {
                throw CommandFailure.exit("\(batch): cannot read the batch file as UTF-8 text.")
            }
            var lines = text.components(separatedBy: "\n").map { $0.hasSuffix("\r") ? String($0.dropLast()) : $0 }
            if lines.last == "" { lines.removeLast() }
            queries = lines
        } else {
            queries = [query.joined(separator: " ")]
        }
        let context = SuggestionContext(limit: limit)
        for text in queries {
            let suggestions = try runBlocking { try await source.suggest(text, context: context) }
            print(SuggestionJSON.line(suggestions))
        }
    }
}
