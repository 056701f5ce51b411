import Foundation

/// Bounds-checked reads of a mapped index: every offset taken from the file is checked against
/// its section before use; a bad one throws `LocalIndexError.corrupt`.
struct IndexView {
    typealias Section = IndexFileLayout.Section
    typealias DocField = IndexFileLayout.DocField

    let index: LocalAddressIndex
    let base: UnsafeRawPointer
    let termOffsets: UnsafeRawPointer
    let termBytes: UnsafeRawPointer
    let termBytesLength: Int
    let termPostingStarts: UnsafeRawPointer
    let postings: UnsafeRawPointer
    let docs: UnsafeRawPointer
    let forward: UnsafeRawPointer
    let termCount: Int
    let docCount: Int
    let postingCount: Int
    let forwardCount: Int

    init(index: LocalAddressIndex) {
        self.index = index
        base = index.file.base
        func start(_ section: Section) -> UnsafeRawPointer { index.file.base + index.sections[section.rawValue].offset }
        termOffsets = start(.termOffsets)
        termBytes = start(.termBytes)
        termBytesLength = index.sections[Section.termBytes.rawValue].length
        termPostingStarts = start(.termPostingStarts)
        postings = start(.postings)
        docs = start(.docs)
        forward = start(.forward)
        termCount = index.termCount
        docCount = index.addressCount
        postingCount = index.postingCount
        forwardCount = index.forwardCount
    }

    func corrupt(_ detail: String) -> LocalIndexError {
        .corrupt(path: index.path, detail: detail)
    }

    /// Element `element` of a UInt32 section, checked against the section's length.
    func u32(_ section: Section, _ element: Int) throws -> UInt32 {
        let (offset, length) = index.sections[section.rawValue]
        guard element >= 0, element * 4 + 4 <= length else {
            throw corrupt("\(section.name) entry \(element) lies outside the section")
        }
        return UInt32(littleEndian: base.loadUnaligned(fromByteOffset: offset + element * 4, as: UInt32.self))
    }

    @inline(__always)
    func load(_ pointer: UnsafeRawPointer, _ element: Int) -> UInt32 {
        UInt32(littleEndian: pointer.loadUnaligned(fromByteOffset: element &* 4, as: UInt32.self))
    }

    // MARK: Terms

    /// The bytes of term `term` (< termCount), checked.
    @inline(__always)
    func term(_ term: Int) throws -> UnsafeRawBufferPointer {
        let start = Int(load(termOffsets, term)), end = Int(load(termOffsets, term + 1))
        guard start <= end, end <= termBytesLength else {
            throw corrupt("term \(term) spans bytes \(start)..<\(end) of a \(termBytesLength)-byte term table")
        }
        return UnsafeRawBufferPointer(start: termBytes + start, count: end - start)
    }

    /// Compares term `termID`'s bytes (truncated to the key's length when `prefix`) with `key`.
    @inline(__always)
    func compare(_ termID: Int, _ key: UnsafeRawBufferPointer, prefix: Bool) throws -> Int {
        let bytes = try term(termID)
        let common = min(bytes.count, key.count)
        if common > 0, let termBase = bytes.baseAddress, let keyBase = key.baseAddress {
            let order = memcmp(termBase, keyBase, common)
            if order != 0 { return order < 0 ? -1 : 1 }
        }
        if prefix && bytes.count >= key.count { return 0 }
        return bytes.count < key.count ? -1 : (bytes.count == key.count ? 0 : 1)
    }

    /// The terms that start with `key`, within `range` (a sorted run of the term table).
    func prefixRange(_ key: [UInt8], in range: Range<Int>) throws -> Range<Int> {
        try key.withUnsafeBytes { key in
            var low = range.lowerBound, high = range.upperBound
            while low < high {
                let middle = (low + high) / 2
                if try compare(middle, key, prefix: false) < 0 { low = middle + 1 } else { high = middle }
            }
            let start = low
            high = range.upperBound
            while low < high {
                let middle = (low + high) / 2
                if try compare(middle, key, prefix: true) <= 0 { low = middle + 1 } else { high = middle }
            }
            return start..<low
        }
    }

    /// The term equal to `key`, if any, found within its prefix range.
    func exactTerm(_ key: [UInt8], prefixRange: Range<Int>) throws -> Int? {
        guard let first = prefixRange.first else { return nil }
        let bytes = try term(first)
        return bytes.count == key.count ? first : nil
    }

    /// The postings of one term: a checked range of the postings section.
    @inline(__always)
    func postingRange(term: Int) throws -> Range<Int> {
        let start = Int(load(termPostingStarts, term)), end = Int(load(termPostingStarts, term + 1))
        guard start <= end, end <= postingCount else {
            throw corrupt("term \(term) has postings \(start)..<\(end) of \(postingCount)")
        }
        return start..<end
    }

    /// How many postings the terms in `range` have together.
    func postingCount(terms range: Range<Int>) throws -> Int {
        guard !range.isEmpty else { return 0 }
        let start = Int(load(termPostingStarts, range.lowerBound)), end = Int(load(termPostingStarts, range.upperBound))
        guard start <= end, end <= postingCount else {
            throw corrupt("terms \(range) have postings \(start)..<\(end) of \(postingCount)")
        }
        return end - start
    }

    // MARK: Docs

    @inline(__always)
    func docField(_ doc: Int, _ field: DocField) -> UInt32 {
        load(docs, doc &* IndexFileLayout.docFields &+ field.rawValue)
    }

    /// The forward term list of `doc` (< docCount), checked.
    @inline(__always)
    func forwardRange(_ doc: Int) throws -> Range<Int> {
        let start = Int(docField(doc, .forwardStart)), count = Int(docField(doc, .forwardCount))
        guard start + count <= forwardCount else {
            throw corrupt("address record \(doc) has term list \(start)..<\(start + count) of \(forwardCount)")
        }
        return start..<(start + count)
    }

    /// A display string, checked against the string table.
    func string(_ id: UInt32) throws -> String {
        guard Int(id) < index.stringCount else {
            throw corrupt("string \(id) is past the \(index.stringCount) strings")
        }
        let start = Int(try u32(.stringOffsets, Int(id))), end = Int(try u32(.stringOffsets, Int(id) + 1))
        let (offset, length) = index.sections[Section.stringBytes.rawValue]
        guard start <= end, end <= length else {
            throw corrupt("string \(id) spans bytes \(start)..<\(end) of a \(length)-byte string table")
        }
        return String(decoding: UnsafeRawBufferPointer(start: base + offset + start, count: end - start), as: UTF8.self)
    }

    func checkDoc(_ doc: Int) throws {
        guard doc >= 0, doc < docCount else { throw corrupt("address \(doc) is past the \(docCount) addresses") }
    }

    /// The units of `doc`, checked.
    func unitRange(_ doc: Int) throws -> Range<Int> {
        try checkDoc(doc)
        let start = Int(docField(doc, .unitStart)), count = Int(docField(doc, .unitCount))
        guard start + count <= index.unitCount else {
            throw corrupt("address record \(doc) has units \(start)..<\(start + count) of \(index.unitCount)")
        }
        return start..<(start + count)
    }

    /// Unit `unit` (0-based) of `doc`.
    func unit(doc: Int, _ unit: Int) throws -> String {
        let units = try unitRange(doc)
        guard unit >= 0, unit < units.count else {
            throw AddressSearchError.foreignSuggestion(provider: "Local index", detail: "unit \(unit) does not exist in \(index.path)")
        }
        return try string(try u32(.units, units.lowerBound + unit))
    }

    /// The suggestion for `doc`: a single address, or a group of its units.
    func suggestion(doc: Int) throws -> AddressSuggestion {
        try checkDoc(doc)
        let number = try string(docField(doc, .number)), street = try string(docField(doc, .street))
        let units = try unitRange(doc)
        var secondary = ""
        var reference = IndexReference(doc: doc)
        if units.count == 1 {
            secondary = try string(try u32(.units, units.lowerBound))
            reference.unit = 0
        } else if units.count > 1 {
            // Smarty shows a group's shared designator ("APT") as its secondary.
            var designator: Substring?
            for element in units.prefix(1000) {
                let word = try string(try u32(.units, element)).split(separator: " ").first ?? ""
                if designator == nil { designator = word } else if designator != word { designator = ""; break }
            }
            secondary = String(designator ?? "")
        }
        return AddressSuggestion(
            streetLine: [number, street].filter { !$0.isEmpty }.joined(separator: " "),
            secondary: secondary,
            city: try string(docField(doc, .city)),
            countryArea: try string(docField(doc, .region)),
            postalCode: try string(docField(doc, .postcode)),
            countryCode: index.countryCode,
            entries: max(units.count, 1),
            reference: reference.text
        )
    }

    /// Whether `suggestion` still names the address its reference points to.
    func matches(_ reference: IndexReference, _ candidate: AddressSuggestion) throws -> Bool {
        guard reference.doc < docCount else { return false }
        let current = try suggestion(doc: reference.doc)
        return current.streetLine == candidate.streetLine && current.city == candidate.city
            && current.postalCode == candidate.postalCode
    }

    /// One suggestion per unit of `doc`; units matching the query's tokens that the address
    /// itself does not explain come first, and only they are kept when there are any.
    func unitSuggestions(doc: Int, query: String) throws -> [AddressSuggestion] {
        let building = try suggestion(doc: doc)
        let all = try unitSuggestions(doc: doc, matching: [])
        let unitTokens = SecondaryUnitQuery.unitTokens(in: query, beyond: building)
        let filtered = unitTokens.isEmpty ? [] : all.filter { SecondaryUnitQuery.unit($0.secondary, matches: unitTokens) }
        return filtered.isEmpty ? all : filtered
    }

    /// The units of `doc` with a word starting with each of `tokens` (all for none), one
    /// suggestion each.
    func unitSuggestions(doc: Int, matching tokens: [String]) throws -> [AddressSuggestion] {
        let building = try suggestion(doc: doc)
        var found: [AddressSuggestion] = []
        for (position, element) in try unitRange(doc).enumerated() {
            let unit = try string(try u32(.units, element))
            guard SecondaryUnitQuery.unit(unit, matches: tokens) else { continue }
            var item = building
            item.secondary = unit
            item.entries = 1
            item.reference = IndexReference(doc: doc, unit: position).text
            found.append(item)
        }
        return found
    }
}
