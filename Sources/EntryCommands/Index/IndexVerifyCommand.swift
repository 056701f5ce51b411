import AddressSearch
import ArgumentParser

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
