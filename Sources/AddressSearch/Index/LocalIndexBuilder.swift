import AddressKit
import Foundation

#if _endian(big)
    #error("The index file is little endian and written from native UInt32 arrays.")
#endif

/// Builds an address index file from OpenAddresses rows: groups units by building, sorts the
/// buildings by the ranking tie-breaker, and writes sorted token tables and postings.
public struct LocalIndexBuilder: Sendable {
    /// How many rejections a report keeps with their line numbers (all are counted).
    public static let rejectionCap = 1000

    /// The ISO 3166-1 alpha-2 country stored in the index (OpenAddresses rows have none).
    public let countryCode: String

    private struct BuildingKey: Hashable {
        var number: UInt32, street: UInt32, city: UInt32, region: UInt32, postcode: UInt32
    }

    private var interner = ByteInterner()
    private var buildingIDs: [BuildingKey: Int] = [:]
    private var buildings: [BuildingKey] = []
    private var buildingUnits: [[UInt32]] = []
    private(set) var rowsIndexed = 0
    private(set) var rowsRejected = 0
    private(set) var rejections: [CSVRejection] = []

    /// A builder for `countryCode` (upper-cased; "US" by default).
    public init(countryCode: String = "US") {
        self.countryCode = countryCode.uppercased()
    }

    /// Adds one row; rows of the same building with different units become one grouped entry.
    public mutating func add(_ row: OpenAddressesRow) {
        func raw(_ text: String, _ body: (UnsafeRawBufferPointer) -> UInt32) -> UInt32 {
            var copy = text
            return copy.withUTF8 { body(UnsafeRawBufferPointer($0)) }
        }
        let key = BuildingKey(
            number: raw(row.number) { interner.intern($0) }, street: raw(row.street) { interner.intern($0) },
            city: raw(row.city) { interner.intern($0) }, region: raw(row.region) { interner.intern($0) },
            postcode: raw(row.postcode) { interner.intern($0) }
        )
        let unit = row.unit.isEmpty ? nil : raw(row.unit) { interner.intern($0) }
        add(key, unit: unit)
    }

    private mutating func add(_ raw: RawAddressRow) {
        let key = BuildingKey(
            number: interner.intern(raw.number), street: interner.intern(raw.street), city: interner.intern(raw.city),
            region: interner.intern(raw.region), postcode: interner.intern(raw.postcode)
        )
        add(key, unit: raw.unit.isEmpty ? nil : interner.intern(raw.unit))
    }

    private mutating func add(_ key: BuildingKey, unit: UInt32?) {
        let building: Int
        if let existing = buildingIDs[key] {
            building = existing
        } else {
            building = buildings.count
            buildingIDs[key] = building
            buildings.append(key)
            buildingUnits.append([])
        }
        if let unit { buildingUnits[building].append(unit) }
        rowsIndexed += 1
    }

    /// Records a skipped row for the report.
    public mutating func reject(_ rejection: CSVRejection) {
        rowsRejected += 1
        if rejections.count < Self.rejectionCap { rejections.append(rejection) }
    }

    /// Adds every valid row of a CSV file and records its malformed rows.
    public mutating func add(_ reader: OpenAddressesReader, progress: ((Int) -> Void)? = nil) throws {
        try reader.scan(progress: progress, row: { add($0) }, rejected: { reject($0) })
    }

    /// Writes the index to `path` (atomically: a temporary file renamed over it) and returns the
    /// report; `started` is when reading began, for the report's seconds.
    @discardableResult
    public func write(to path: String, started: Date = Date()) throws -> IndexBuildReport {
        guard !buildings.isEmpty else {
            throw LocalIndexError.empty(rowsRejected: rowsRejected, rejections: rejections)
        }
        let strings = interner.strings()
        let sections = makeSections(strings)
        let data = try serialize(sections, stringCount: strings.count)
        let url = URL(fileURLWithPath: path)
        do {
            try data.write(to: url, options: .atomic)
        } catch {
            throw LocalIndexError.io(path: path, detail: "cannot write the index (\(OpenAddressesReader.reason(error)))")
        }
        return IndexBuildReport(
            rowsIndexed: rowsIndexed, rowsRejected: rowsRejected, rejections: rejections,
            addresses: buildings.count, units: sections.units.count, terms: sections.termCount,
            fileBytes: data.count, seconds: Date().timeIntervalSince(started)
        )
    }

    private struct Sections {
        var stringOffsets: [UInt32] = [], stringBytes: [UInt8] = []
        var termOffsets: [UInt32] = [], termBytes: [UInt8] = [], termPostingStarts: [UInt32] = []
        var postings: [UInt32] = [], docs: [UInt32] = [], units: [UInt32] = [], forward: [UInt32] = []
        var termCount = 0
    }

    private enum Field: Int, CaseIterable { case number, street, city, region, postcode }

    private func makeSections(_ strings: [String]) -> Sections {
        var sections = Sections()
        // Sort keys: every string once, by its folded form then its bytes (deterministic).
        let folded = strings.map { AddressTextFolder.tokens($0).joined(separator: " ") }
        let byRank = (0..<strings.count).sorted { lhs, rhs in
            if folded[lhs] != folded[rhs] { return folded[lhs] < folded[rhs] }
            return strings[lhs] < strings[rhs]
        }
        var rank = [UInt32](repeating: 0, count: strings.count)
        for (position, id) in byRank.enumerated() { rank[id] = UInt32(position) }
        let numberValue = strings.map(Self.leadingNumber)

        // Docs in tie-breaker order: street, number numerically, number text, city, region, ZIP.
        let order = (0..<buildings.count).sorted { lhsIndex, rhsIndex in
            let lhs = buildings[lhsIndex], rhs = buildings[rhsIndex]
            if lhs.street != rhs.street { return rank[Int(lhs.street)] < rank[Int(rhs.street)] }
            let lhsValue = numberValue[Int(lhs.number)], rhsValue = numberValue[Int(rhs.number)]
            if lhsValue != rhsValue { return lhsValue < rhsValue }
            if lhs.number != rhs.number { return rank[Int(lhs.number)] < rank[Int(rhs.number)] }
            if lhs.city != rhs.city { return rank[Int(lhs.city)] < rank[Int(rhs.city)] }
            if lhs.region != rhs.region { return rank[Int(lhs.region)] < rank[Int(rhs.region)] }
            return rank[Int(lhs.postcode)] < rank[Int(rhs.postcode)]
        }

        // Tokens per (field, string), with street types and directions in both spellings.
        var termIDs: [String: UInt32] = [:]
        var termTexts: [String] = []
        var fieldTerms = [[[UInt32]?]](repeating: [[UInt32]?](repeating: nil, count: strings.count), count: Field.allCases.count)
        func terms(_ field: Field, _ string: UInt32) -> [UInt32] {
            if let cached = fieldTerms[field.rawValue][Int(string)] { return cached }
            var tokens = AddressTextFolder.tokens(strings[Int(string)])
            if field == .street {
                tokens += tokens.compactMap(StreetAbbreviations.partner(of:))
            }
            var ids: [UInt32] = []
            for token in tokens {
                if let id = termIDs[token] {
                    ids.append(id)
                } else {
                    let id = UInt32(termTexts.count)
                    termIDs[token] = id
                    termTexts.append(token)
                    ids.append(id)
                }
            }
            fieldTerms[field.rawValue][Int(string)] = ids
            return ids
        }
        for key in buildings {
            _ = terms(.number, key.number); _ = terms(.street, key.street); _ = terms(.city, key.city)
            _ = terms(.region, key.region); _ = terms(.postcode, key.postcode)
        }
        let termUTF8 = termTexts.map { Array($0.utf8) }
        let termOrder = (0..<termTexts.count).sorted { termUTF8[$0].lexicographicallyPrecedes(termUTF8[$1]) }
        var finalTerm = [UInt32](repeating: 0, count: termTexts.count)
        for (position, temp) in termOrder.enumerated() { finalTerm[temp] = UInt32(position) }
        sections.termCount = termTexts.count
        sections.termOffsets.reserveCapacity(termTexts.count + 1)
        for temp in termOrder {
            sections.termOffsets.append(UInt32(sections.termBytes.count))
            sections.termBytes += termUTF8[temp]
        }
        sections.termOffsets.append(UInt32(sections.termBytes.count))

        // Docs, units and forward lists.
        // Units in natural order ("STE 3" before "STE 20"): rank each distinct unit string once.
        var unitIDs = Set<UInt32>()
        for units in buildingUnits { unitIDs.formUnion(units) }
        let unitOrder = unitIDs.sorted {
            strings[Int($0)].compare(strings[Int($1)], options: [.numeric, .caseInsensitive]) == .orderedAscending
        }
        var unitRank = [UInt32](repeating: 0, count: strings.count)
        for (position, id) in unitOrder.enumerated() { unitRank[Int(id)] = UInt32(position) }
        var postingCounts = [UInt32](repeating: 0, count: termTexts.count)
        sections.docs.reserveCapacity(buildings.count * IndexFileLayout.docFields)
        var docTerms: [UInt32] = []
        var units: [UInt32] = []
        for building in order {
            let key = buildings[building]
            docTerms.removeAll(keepingCapacity: true)
            for temp in fieldTerms[Field.number.rawValue][Int(key.number)] ?? [] { docTerms.append(finalTerm[Int(temp)]) }
            for temp in fieldTerms[Field.street.rawValue][Int(key.street)] ?? [] { docTerms.append(finalTerm[Int(temp)]) }
            for temp in fieldTerms[Field.city.rawValue][Int(key.city)] ?? [] { docTerms.append(finalTerm[Int(temp)]) }
            for temp in fieldTerms[Field.region.rawValue][Int(key.region)] ?? [] { docTerms.append(finalTerm[Int(temp)]) }
            for temp in fieldTerms[Field.postcode.rawValue][Int(key.postcode)] ?? [] { docTerms.append(finalTerm[Int(temp)]) }
            docTerms.sort()
            let forwardStart = sections.forward.count
            for term in docTerms where sections.forward.count == forwardStart || sections.forward.last != term {
                sections.forward.append(term)
                postingCounts[Int(term)] += 1
            }
            units.removeAll(keepingCapacity: true)
            units.append(contentsOf: buildingUnits[building])
            units.sort { unitRank[Int($0)] < unitRank[Int($1)] }
            let unitStart = sections.units.count
            for unit in units where sections.units.count == unitStart || sections.units.last != unit { sections.units.append(unit) }
            sections.docs.append(key.number)
            sections.docs.append(key.street)
            sections.docs.append(key.city)
            sections.docs.append(key.region)
            sections.docs.append(key.postcode)
            sections.docs.append(numberValue[Int(key.number)])
            sections.docs.append(UInt32(unitStart))
            sections.docs.append(UInt32(sections.units.count - unitStart))
            sections.docs.append(UInt32(forwardStart))
            sections.docs.append(UInt32(sections.forward.count - forwardStart))
        }
        sections.termPostingStarts.reserveCapacity(termTexts.count + 1)
        var running: UInt32 = 0
        for count in postingCounts {
            sections.termPostingStarts.append(running)
            running += count
        }
        sections.termPostingStarts.append(running)
        sections.postings = [UInt32](repeating: 0, count: Int(running))
        var fill = Array(sections.termPostingStarts.dropLast())
        for doc in 0..<order.count {
            let start = Int(sections.docs[doc * IndexFileLayout.docFields + IndexFileLayout.DocField.forwardStart.rawValue])
            let count = Int(sections.docs[doc * IndexFileLayout.docFields + IndexFileLayout.DocField.forwardCount.rawValue])
            for term in sections.forward[start..<(start + count)] {
                sections.postings[Int(fill[Int(term)])] = UInt32(doc)
                fill[Int(term)] += 1
            }
        }

        // Display strings.
        sections.stringOffsets.reserveCapacity(strings.count + 1)
        for string in strings {
            sections.stringOffsets.append(UInt32(sections.stringBytes.count))
            sections.stringBytes += string.utf8
        }
        sections.stringOffsets.append(UInt32(sections.stringBytes.count))
        return sections
    }

    /// The value of the leading digits ("12B" -> 12, "12-14" -> 12), capped; 0 when none.
    static func leadingNumber(_ text: String) -> UInt32 {
        var value: UInt32 = 0
        var seenDigit = false
        for byte in text.utf8 {
            guard byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") else {
                if seenDigit { break } else { continue }
            }
            seenDigit = true
            let (product, overflow1) = value.multipliedReportingOverflow(by: 10)
            let (sum, overflow2) = product.addingReportingOverflow(UInt32(byte - UInt8(ascii: "0")))
            if overflow1 || overflow2 { return UInt32.max }
            value = sum
        }
        return value
    }

    private func serialize(_ sections: Sections, stringCount: Int) throws -> Data {
        var bodies: [[UInt8]] = []
        func raw(_ values: [UInt32]) -> [UInt8] { values.withUnsafeBytes { Array($0) } }
        bodies.append(raw(sections.stringOffsets))
        bodies.append(sections.stringBytes)
        bodies.append(raw(sections.termOffsets))
        bodies.append(sections.termBytes)
        bodies.append(raw(sections.termPostingStarts))
        bodies.append(raw(sections.postings))
        bodies.append(raw(sections.docs))
        bodies.append(raw(sections.units))
        bodies.append(raw(sections.forward))

        var table: [(UInt64, UInt64)] = []
        var offset = IndexFileLayout.headerSize
        for body in bodies {
            table.append((UInt64(offset), UInt64(body.count)))
            offset += body.count
            offset = (offset + 7) & ~7
        }
        var data = Data(count: offset)
        data.withUnsafeMutableBytes { buffer in
            func put32(_ value: UInt32, at position: Int) {
                buffer.storeBytes(of: value.littleEndian, toByteOffset: position, as: UInt32.self)
            }
            func put64(_ value: UInt64, at position: Int) {
                buffer.storeBytes(of: value.littleEndian, toByteOffset: position, as: UInt64.self)
            }
            for (index, byte) in IndexFileLayout.magic.enumerated() { buffer[index] = byte }
            put32(IndexFileLayout.version, at: 8)
            put32(UInt32(IndexFileLayout.headerSize), at: 12)
            for (index, byte) in countryCode.utf8.prefix(4).enumerated() { buffer[16 + index] = byte }
            let counts = [
                rowsIndexed, buildings.count, sections.units.count, sections.termCount,
                stringCount, sections.postings.count, sections.forward.count
            ]
            for (index, count) in counts.enumerated() { put32(UInt32(count), at: 20 + index * 4) }
            put32(UInt32(IndexFileLayout.sectionCount), at: 48)
            for (index, entry) in table.enumerated() {
                put64(entry.0, at: IndexFileLayout.sectionTableOffset + index * 16)
                put64(entry.1, at: IndexFileLayout.sectionTableOffset + index * 16 + 8)
                let start = Int(entry.0)
                bodies[index].withUnsafeBytes { source in
                    if let base = source.baseAddress { (buffer.baseAddress! + start).copyMemory(from: base, byteCount: source.count) }
                }
            }
            let body = UnsafeRawBufferPointer(rebasing: buffer[IndexFileLayout.headerSize...])
            put64(IndexFileLayout.fnv1a(body), at: IndexFileLayout.bodyChecksumOffset)
            let header = UnsafeRawBufferPointer(rebasing: buffer[0..<IndexFileLayout.headerChecksumOffset])
            put64(IndexFileLayout.fnv1a(header), at: IndexFileLayout.headerChecksumOffset)
        }
        return data
    }
}
