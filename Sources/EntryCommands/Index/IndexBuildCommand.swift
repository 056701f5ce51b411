import AddressSearch
import ArgumentParser
import Foundation

/// `entrydesk index build --out FILE [--country CC] CSV...`
struct IndexBuildCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "build",
        abstract: "Build an address index from OpenAddresses CSV files.",
        discussion: "Malformed rows are reported with their line numbers and skipped."
    )

    @Option(name: .long, help: "The index file to write (e.g. addresses.edidx).")
    var out: String

    @Option(name: .long, help: "ISO 3166-1 alpha-2 country of the addresses (OpenAddresses rows have none).")
    var country: String = "US"

    @Argument(help: "OpenAddresses CSV files (LON,LAT,NUMBER,STREET,UNIT,CITY,DISTRICT,REGION,POSTCODE,ID,HASH).")
    var csv: [String]

    func validate() throws {
        guard !csv.isEmpty else { throw ValidationError("Give at least one CSV file.") }
        guard country.count == 2, country.allSatisfy({ $0.isASCII && $0.isLetter }) else {
            throw ValidationError("--country must be a two-letter ISO 3166-1 code such as US, found '\(country)'.")
        }
    }

    func run() throws {
        let started = Date()
        var builder = LocalIndexBuilder(countryCode: country)
        let bar = TerminalProgressBar(enabled: isatty(STDERR_FILENO) == 1)
        defer { bar.finish() }
        for (position, path) in csv.enumerated() {
            let reader = try OpenAddressesReader(path: path)
            let label = csv.count > 1 ? "\(position + 1)/\(csv.count) " : ""
            try builder.add(reader) { done in bar.show(label: "\(label)reading", done: done, total: reader.byteCount) }
        }
        bar.show(label: "writing index", done: 1, total: 1)
        let report = try builder.write(to: out, started: started)
        bar.finish()
        print(report.description)
    }
}
