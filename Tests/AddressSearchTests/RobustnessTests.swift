import Foundation
import Testing
import TestSupport
@testable import AddressSearch

/// Random input must give rows, rejections or errors, never a crash.
@Suite struct RobustnessTests {
    @Test func randomCSVBytesNeverCrashTheReader() throws {
        var generator = SplitMix64(seed: 7)
        let alphabet = Array("ab1,\"\r\n é".utf8) + [0xFF, 0xC3]
        let directory = try TemporaryFolder("addresssearch-tests")
        defer { directory.cleanUp() }
        for round in 0..<100 {
            var bytes = Array(IndexFixture.header.utf8)
            for _ in 0..<(200 + round * 10) { bytes.append(alphabet[Int(generator.next() % UInt64(alphabet.count))]) }
            let url = directory.file("random-\(round).csv")
            try Data(bytes).write(to: url)
            var builder = LocalIndexBuilder()
            try builder.add(OpenAddressesReader(path: url.path))
            do {
                let path = directory.file("random-\(round).edidx").path
                try builder.write(to: path)
                let index = try LocalAddressIndex(path: path)
                try index.verifyChecksum()
                _ = try index.search("a1 b")
            } catch let error as LocalIndexError {
                #expect(error.description.contains("no address to index"))
            }
        }
    }

    @Test func randomQueriesNeverCrashTheSearch() throws {
        let index = try IndexFixture.index()
        var generator = SplitMix64(seed: 11)
        let pieces = ["1600", "am", "ph", " ", "é", "ß", "'", "st", "n", "0", "main", "ñ", "🏠", "\u{301}", "-", "pkwy", "oak", "zz"]
        for _ in 0..<2000 {
            var query = ""
            for _ in 0..<Int(generator.next() % 8) { query += pieces[Int(generator.next() % UInt64(pieces.count))] }
            let results = try index.search(query, limit: 1 + Int(generator.next() % 20))
            #expect(results.count <= 20)
        }
    }
}
