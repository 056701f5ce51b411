import AddressSearch
import ArgumentParser
import Foundation

/// `entrydesk index`: build and check local address indexes.
struct IndexCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "index",
        abstract: "Build and check local address search indexes.",
        subcommands: [IndexBuildCommand.self, IndexVerifyCommand.self]
    )
}

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
        let bar = ProgressBar(enabled: isatty(STDERR_FILENO) == 1)
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

/// `entrydesk index verify FILE`: open the index and check every byte against its checksum.
struct IndexVerifyCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "verify",
        abstract: "Check an address index file (header, sections, checksum)."
    )

    @Argument(help: "The index file.")
    var file: String

    func run() throws {
        let index = try LocalAddressIndex(path: file)
        try index.verifyChecksum()
        print("\(file): ok (\(index.addressCount) addresses, \(index.unitCount) units, country \(index.countryCode))")
    }
}

/// A one-line progress bar on standard error, redrawn in place; silent when not a terminal.
private final class ProgressBar {
    let enabled: Bool
    private var lastDrawn = -1

    init(enabled: Bool) { self.enabled = enabled }

    func show(label: String, done: Int, total: Int) {
        guard enabled else { return }
        let permille = total > 0 ? min(1000, done * 1000 / total) : 1000
        guard permille / 5 != lastDrawn else { return }
        lastDrawn = permille / 5
        let width = 30, filled = permille * width / 1000
        let bar = String(repeating: "#", count: filled) + String(repeating: "-", count: width - filled)
        FileHandle.standardError.write(Data("\r\u{1B}[K[\(bar)] \(permille / 10)% \(label)".utf8))
    }

    func finish() {
        guard enabled else { return }
        FileHandle.standardError.write(Data("\r\u{1B}[K".utf8))
    }
}
