import Foundation
import Testing
@testable import AddressSearch

/// An index file cut short or replaced while the app has it open: no SIGBUS (exit 135), a clear
/// message, and the new file once it is whole.
@Suite struct IndexChangedInUseTests {
    /// Many rows, so that the file spans several pages and a read can land past a cut.
    private static func largeCSV(rows: Int = 3000) -> String {
        IndexFixture.header
            + (0..<rows).map { "-122.08,37.42,\($0 + 1),Elm Street,,Springfield,Sangamon,IL,62701,\($0),h\($0)" }
            .joined(separator: "\n") + "\n"
    }

    @Test func aReadPastTheEndOfAFileCutShortGetsZerosNotSIGBUS() throws {
        let path = try IndexFixture.build(Self.largeCSV()).path
        let file = try MappedFile(path: path)
        let size = file.count
        #expect(size > 3 * 4096, "the file spans several pages: \(size) bytes")
        #expect(truncate(path, 100) == 0)
        // Without the guard this read kills the test process with SIGBUS.
        let byte = file.base.load(fromByteOffset: size - 1, as: UInt8.self)
        #expect(byte == 0)
        #expect(file.takeDamage(), "the read is marked")
        #expect(!file.takeDamage(), "once")
        #expect(file.changedOnDisk)
    }

    @Test func searchesOfAChangedFileStopWithTheReasonAndTheProviderOpensTheNewOne() async throws {
        let built = try IndexFixture.build(Self.largeCSV())
        let provider = try ReopeningAddressIndex(path: built.path)
        #expect(try await provider.suggest("12 elm", context: SuggestionContext()).isEmpty == false)

        // Cut short in place: the search says so, and nothing crashes.
        let whole = try Data(contentsOf: URL(fileURLWithPath: built.path))
        #expect(truncate(built.path, off_t(whole.count / 2)) == 0)
        await #expect(throws: LocalIndexError.self) { try await provider.suggest("12 elm", context: SuggestionContext()) }
        #expect(throws: LocalIndexError.changedInUse(path: built.path)) { try provider.index.search("12 elm") }
        #expect(LocalIndexError.changedInUse(path: "/x.edidx").description.contains("changed on disk while in use"))

        // Replaced by another whole index (as `index build --out` writes it): answered from it.
        let other = try IndexFixture.build()
        try FileManager.default.removeItem(atPath: built.path)
        try FileManager.default.copyItem(atPath: other.path, toPath: built.path)
        let found = try await provider.suggest("1600 amph", context: SuggestionContext())
        #expect(found.first?.streetLine.hasPrefix("1600 Amphitheatre") == true, "\(found)")
    }
}
