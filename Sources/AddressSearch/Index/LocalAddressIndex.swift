import AddressKit
import EntryResources
import Foundation

/// A memory-mapped address index: opens in O(1) (header and section table only) and answers
/// keystroke queries from its sorted token table, postings and forward lists.
///
/// Every offset read from the file is bounds-checked; a damaged file throws
/// `LocalIndexError.corrupt` naming the file and the section, never crashes.
public final class LocalAddressIndex: Sendable {
    /// The index file.
    public let path: String
    /// The country of every address in the index (given at build time).
    public let countryCode: String
    /// CSV rows that went into the index.
    public let rowCount: Int
    /// Addresses (buildings; units grouped).
    public let addressCount: Int
    /// Secondary units.
    public let unitCount: Int
    /// Distinct search tokens.
    public let termCount: Int

    let file: MappedFile
    let stringCount: Int
    let postingCount: Int
    let forwardCount: Int
    let sections: [(offset: Int, length: Int)]
    let bodyChecksum: UInt64

    /// The sample set that ships in `data/` (`data/sample-addresses.edidx`).
    public static func bundledSample() throws -> LocalAddressIndex {
        try LocalAddressIndex(path: bundledSamplePath)
    }

    /// Where the bundled sample index lives.
    public static var bundledSamplePath: String { ResourceLocator.data("sample-addresses.edidx").path }

    /// Opens an index file: maps it, checks the header, its checksum and the section table.
    public init(path: String) throws {
        self.path = path
        let file = try MappedFile(path: path)
        self.file = file
        let base = file.base
        func u32(_ offset: Int) -> UInt32 { UInt32(littleEndian: base.loadUnaligned(fromByteOffset: offset, as: UInt32.self)) }
        func u64(_ offset: Int) -> UInt64 { UInt64(littleEndian: base.loadUnaligned(fromByteOffset: offset, as: UInt64.self)) }
        let magic = UnsafeRawBufferPointer(start: base, count: IndexFileLayout.magic.count)
        guard magic.elementsEqual(IndexFileLayout.magic) else { throw LocalIndexError.notAnIndex(path: path) }
        let version = u32(8)
        guard version == IndexFileLayout.version else {
            throw LocalIndexError.unsupportedVersion(path: path, found: version, expected: IndexFileLayout.version)
        }
        let header = UnsafeRawBufferPointer(start: base, count: IndexFileLayout.headerChecksumOffset)
        guard IndexFileLayout.fnv1a(header) == u64(IndexFileLayout.headerChecksumOffset) else {
            throw LocalIndexError.corrupt(path: path, detail: "header checksum mismatch (bytes 0-207 changed)")
        }
        guard Int(u32(12)) == IndexFileLayout.headerSize, Int(u32(48)) == IndexFileLayout.sectionCount else {
            throw LocalIndexError.corrupt(path: path, detail: "header size or section count differs from format version 1")
        }
        let country = UnsafeRawBufferPointer(start: base + 16, count: 4).prefix { $0 != 0 }
        countryCode = String(decoding: country, as: UTF8.self)
        rowCount = Int(u32(20))
        addressCount = Int(u32(24))
        unitCount = Int(u32(28))
        termCount = Int(u32(32))
        stringCount = Int(u32(36))
        postingCount = Int(u32(40))
        forwardCount = Int(u32(44))
        bodyChecksum = u64(IndexFileLayout.bodyChecksumOffset)
        var sections: [(offset: Int, length: Int)] = []
        let expected: [IndexFileLayout.Section: Int] = [
            .stringOffsets: (stringCount + 1) * 4, .termOffsets: (termCount + 1) * 4,
            .termPostingStarts: (termCount + 1) * 4, .postings: postingCount * 4,
            .docs: addressCount * IndexFileLayout.docFields * 4, .units: unitCount * 4, .forward: forwardCount * 4
        ]
        for section in IndexFileLayout.Section.allCases {
            let entry = IndexFileLayout.sectionTableOffset + section.rawValue * 16
            let offset = u64(entry), length = u64(entry + 8)
            guard offset >= UInt64(IndexFileLayout.headerSize), offset <= UInt64(Int.max / 2), length <= UInt64(Int.max / 2) else {
                throw LocalIndexError.corrupt(path: path, detail: "section \(section.name) has an impossible offset \(offset)")
            }
            guard offset + length <= UInt64(file.count) else {
                throw LocalIndexError.truncated(
                    path: path, detail: "section \(section.name) ends at byte \(offset + length) but the file has \(file.count) bytes")
            }
            if let size = expected[section], size != Int(length) {
                throw LocalIndexError.corrupt(
                    path: path, detail: "section \(section.name) is \(length) bytes, expected \(size) for the header's counts")
            }
            sections.append((Int(offset), Int(length)))
        }
        self.sections = sections
        // The last offsets must close their byte sections exactly.
        let view = IndexView(index: self)
        guard try view.u32(.stringOffsets, stringCount) == UInt32(sections[IndexFileLayout.Section.stringBytes.rawValue].length),
            try view.u32(.termOffsets, termCount) == UInt32(sections[IndexFileLayout.Section.termBytes.rawValue].length),
            try view.u32(.termPostingStarts, termCount) == UInt32(postingCount)
        else {
            throw LocalIndexError.corrupt(path: path, detail: "the offset tables do not end at their sections' ends")
        }
    }

    /// Reads the whole file and compares the body checksum (a full scan: not done at open).
    public func verifyChecksum() throws {
        let body = UnsafeRawBufferPointer(start: file.base + IndexFileLayout.headerSize, count: file.count - IndexFileLayout.headerSize)
        guard IndexFileLayout.fnv1a(body) == bodyChecksum else {
            throw LocalIndexError.corrupt(path: path, detail: "body checksum mismatch: some bytes after the header changed")
        }
    }

    /// The best `limit` suggestions for a partial address, tokens in any order. A unit typed
    /// after the building ("1374 sparrow 305", "… apt 305", "… #305") suggests the building's
    /// matching units first, each one a whole address; then come the matches of the text as typed.
    public func search(_ query: String, limit: Int = 10) throws -> [AddressSuggestion] {
        try guarded {
            let view = IndexView(index: self)
            let limit = min(max(limit, 1), 100)
            var found: [AddressSuggestion] = []
            if let unitQuery = SecondaryUnitQuery(query) {
                var search = IndexSearch(view: view)
                for doc in try search.run(query: unitQuery.buildingText, limit: limit) where found.count < limit {
                    guard try view.unitRange(doc).count > 0 else { continue }
                    if unitQuery.unitTokens.isEmpty {
                        found.append(try view.suggestion(doc: doc))  // "… apt": the building, to drill into
                    } else {
                        found += try view.unitSuggestions(doc: doc, matching: unitQuery.unitTokens)
                    }
                }
            }
            var search = IndexSearch(view: view)
            for doc in try search.run(query: query, limit: limit) where found.count < limit {
                let suggestion = try view.suggestion(doc: doc)
                if !found.contains(suggestion) { found.append(suggestion) }
            }
            return Array(found.prefix(limit))
        }
    }

    /// Runs a read of the mapped file, unless the file changed on disk since it was opened;
    /// a read that met a part the file no longer has (cut short meanwhile) is not believed.
    /// Either way: `LocalIndexError.changedInUse`, and the index must be opened again.
    private func guarded<Result>(_ read: () throws -> Result) throws -> Result {
        guard !file.changedOnDisk else { throw LocalIndexError.changedInUse(path: path) }
        let result: Result
        do {
            result = try read()
        } catch {
            if file.takeDamage() { throw LocalIndexError.changedInUse(path: path) }
            throw error
        }
        if file.takeDamage() { throw LocalIndexError.changedInUse(path: path) }
        return result
    }

    /// The units of a grouped suggestion from this index, filtered by the query's unit tokens
    /// (all units when none match).
    public func units(of suggestion: AddressSuggestion, query: String = "") throws -> [AddressSuggestion] {
        try guarded {
            let reference = try locate(suggestion)
            return try IndexView(index: self).unitSuggestions(doc: reference.doc, query: query)
        }
    }

    /// Where a suggestion lives in this index: its reference when it still matches, else a
    /// search for its fields (a suggestion read back from JSON has no reference).
    func locate(_ suggestion: AddressSuggestion) throws -> IndexReference {
        let view = IndexView(index: self)
        if let reference = IndexReference(suggestion.reference), try view.matches(reference, suggestion) { return reference }
        let query = [suggestion.streetLine, suggestion.postalCode, suggestion.city].joined(separator: " ")
        var search = IndexSearch(view: view)
        for doc in try search.run(query: query, limit: 20) {
            let candidate = try view.suggestion(doc: doc)
            guard candidate.streetLine == suggestion.streetLine, candidate.city == suggestion.city,
                candidate.postalCode == suggestion.postalCode, candidate.countryArea == suggestion.countryArea
            else { continue }
            var reference = IndexReference(doc: doc)
            if !suggestion.secondary.isEmpty && !suggestion.isExpandable {
                let units = try view.unitRange(doc)
                for position in 0..<units.count where try view.unit(doc: doc, position) == suggestion.secondary {
                    reference.unit = position
                }
            }
            return reference
        }
        throw AddressSearchError.foreignSuggestion(provider: "Local index", detail: "no such address in \(path)")
    }

    /// The address a suggestion from this index names.
    public func address(for suggestion: AddressSuggestion) throws -> Address {
        try guarded { try readAddress(for: suggestion) }
    }

    private func readAddress(for suggestion: AddressSuggestion) throws -> Address {
        let view = IndexView(index: self)
        let reference = try locate(suggestion)
        var address = try view.suggestion(doc: reference.doc).address
        if let unit = reference.unit {
            address.streetLines = [address.streetLines.first ?? "", try view.unit(doc: reference.doc, unit)].filter { !$0.isEmpty }
        } else if try view.unitRange(reference.doc).count > 1 {
            address.streetLines = Array(address.streetLines.prefix(1))  // a group: the unit is still to be chosen
        }
        return address
    }
}
