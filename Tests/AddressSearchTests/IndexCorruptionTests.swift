import Foundation
import Testing
@testable import AddressSearch

@Suite struct IndexCorruptionTests {
    private func copy(_ path: String, _ edit: (inout [UInt8]) -> Void) throws -> String {
        var bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
        edit(&bytes)
        let out = path + ".damaged-\(UUID().uuidString)"
        try Data(bytes).write(to: URL(fileURLWithPath: out))
        return out
    }

    private func openError(_ path: String) -> LocalIndexError? {
        do {
            _ = try LocalAddressIndex(path: path)
            return nil
        } catch let error as LocalIndexError {
            return error
        } catch {
            return nil
        }
    }

    @Test func missingFileNamesThePath() {
        let error = openError("/nonexistent/addresses.edidx")
        #expect(error?.description.hasPrefix("/nonexistent/addresses.edidx: cannot open") == true)
    }

    @Test func truncatedFileIsReported() throws {
        let path = try IndexFixture.build().path
        let half = try copy(path) { $0.removeLast($0.count / 2) }
        guard case .truncated(let named, let detail)? = openError(half) else {
            Issue.record("expected .truncated, got \(String(describing: openError(half)))")
            return
        }
        #expect(named == half)
        #expect(detail.contains("ends at byte"))
        let tiny = try copy(path) { $0.removeLast($0.count - 100) }
        guard case .truncated? = openError(tiny) else {
            Issue.record("expected .truncated for a 100-byte file")
            return
        }
        let empty = try copy(path) { $0.removeAll() }
        #expect(openError(empty)?.description.contains("shorter than the 256-byte header") == true)
    }

    @Test func wrongMagicVersionAndHeaderChecksum() throws {
        let path = try IndexFixture.build().path
        let csv = try copy(path) { $0.replaceSubrange(0..<8, with: Array("LON,LAT,".utf8)) }
        #expect(openError(csv) == .notAnIndex(path: csv))
        let header = try copy(path) { $0[30] ^= 0x40 }
        #expect(openError(header)?.description.contains("header checksum mismatch") == true)
        let version = try copy(path) { $0[8] = 9 }
        guard case .unsupportedVersion(_, 9, 1)? = openError(version) else {
            Issue.record("expected .unsupportedVersion")
            return
        }
    }

    @Test func bodyDamageIsCaughtByVerifyAndNeverCrashesSearch() throws {
        let path = try IndexFixture.build().path
        let size = try Data(contentsOf: URL(fileURLWithPath: path)).count
        var generator = SplitMix64(seed: 42)
        var caught = 0
        for round in 0..<150 {
            let damaged = try copy(path) { bytes in
                for _ in 0..<(1 + round % 4) {
                    let position = 256 + Int(generator.next() % UInt64(size - 256))
                    bytes[position] = UInt8(truncatingIfNeeded: generator.next())
                }
            }
            defer { try? FileManager.default.removeItem(atPath: damaged) }
            guard let index = try? LocalAddressIndex(path: damaged) else { continue }
            do { try index.verifyChecksum() } catch { caught += 1 }
            for query in ["1600 amph", "main", "oakwod", "e", "12 calle nino", "springfeld"] {
                do {
                    for suggestion in try index.search(query) where suggestion.isExpandable {
                        _ = try index.units(of: suggestion, query: query)
                    }
                } catch let error as LocalIndexError {
                    #expect(error.description.hasPrefix(damaged))
                } catch {
                    // A unit lookup may refuse a suggestion whose fields changed: still no crash.
                }
            }
        }
        #expect(caught > 100)
    }

    @Test func outOfRangePostingsThrowCorrupt() throws {
        let path = try IndexFixture.build().path
        // Overwrite every posting with a huge doc id: header and sections stay consistent.
        let damaged = try copy(path) { bytes in
            let table = IndexFileLayout.sectionTableOffset + IndexFileLayout.Section.postings.rawValue * 16
            let offset = bytes[table..<(table + 8)].withUnsafeBytes { Int($0.loadUnaligned(as: UInt64.self)) }
            let length = bytes[(table + 8)..<(table + 16)].withUnsafeBytes { Int($0.loadUnaligned(as: UInt64.self)) }
            for position in offset..<(offset + length) { bytes[position] = 0xEE }
        }
        let index = try LocalAddressIndex(path: damaged)
        #expect(throws: LocalIndexError.self) { try index.search("main") }
        do {
            _ = try index.search("main")
        } catch {
            #expect("\(error)".contains(damaged) && "\(error)".contains("corrupt"))
        }
    }
}
