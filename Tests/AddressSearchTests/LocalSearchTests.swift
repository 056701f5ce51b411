import AddressKit
import Foundation
import Testing
import TestSupport
@testable import AddressSearch

@Suite struct LocalSearchTests {
    let index: LocalAddressIndex

    init() throws {
        index = try IndexFixture.index()
    }

    private func lines(_ query: String, limit: Int = 10) throws -> [String] {
        try index.search(query, limit: limit).map { "\($0.streetLine), \($0.city)" }
    }

    @Test func headerFieldsAreRead() {
        #expect(index.countryCode == "US")
        #expect(index.rowCount == 16)
        #expect(index.addressCount == 13)  // 1600 Amphitheatre's and 12 Calle Niño's units grouped
        #expect(index.unitCount == 5)
    }

    @Test func keystrokePrefixFindsTheLandmark() throws {
        let results = try index.search("1600 amph")
        #expect(results.first?.streetLine == "1600 Amphitheatre Pkwy")
        #expect(results.first?.entries == 3)
        #expect(results.first?.secondary == "STE")
        #expect(results.map(\.streetLine) == ["1600 Amphitheatre Pkwy", "16000 Amphion Rd"])
    }

    @Test func tokensMatchInAnyOrder() throws {
        #expect(try lines("mountain view amph 1601") == ["1601 Amphitheatre Pkwy, Mountain View"])
        #expect(try lines("94043 1601") == ["1601 Amphitheatre Pkwy, Mountain View"])
    }

    @Test func exactBeforePrefixBeforeFuzzy() throws {
        // "main": exact Main St (three numbers, two cities), then prefix Mainsail Dr.
        #expect(
            try lines("main") == [
                "2 Main St, Boston", "2 Main St, Springfield", "12 Main St, Springfield",
                "100 Main St, Springfield", "45 Mainsail Dr, Miami"
            ])
        // "oakwod" (one deletion) reaches Oakwood only as a fuzzy match; "oak" exact comes first.
        #expect(try lines("oak") == ["7 N Oak Ave, Portland", "9 Oakwood Blvd, Portland"])
        #expect(try lines("oakwod") == ["9 Oakwood Blvd, Portland"])
        // Exact number first: "12" before the prefix match 1200.. and "12" on another street.
        #expect(try lines("12").prefix(2) == ["12 Calle Niño, Española", "12 Main St, Springfield"])
    }

    @Test func tieBreakerIsStreetThenNumberNumericallyThenCity() throws {
        #expect(
            try lines("main st") == [
                "2 Main St, Boston", "2 Main St, Springfield", "12 Main St, Springfield", "100 Main St, Springfield"
            ])
    }

    @Test func limitIsHonoured() throws {
        #expect(try index.search("main", limit: 2).count == 2)
        #expect(try index.search("", limit: 5).isEmpty)
        #expect(try index.search("  ,;  ").isEmpty)
        #expect(try index.search("zzzz qqqq").isEmpty)
        #expect(try index.search(String(repeating: "amphitheatre ", count: 500)).isEmpty == false)
        #expect(try index.search(String(repeating: "x", count: 5000)).isEmpty)
    }

    @Test func streetTypesAndDirectionsMatchBothWays() throws {
        #expect(try lines("1600 amphitheatre parkway") == ["1600 Amphitheatre Pkwy, Mountain View"])
        #expect(try lines("12 main street") == ["12 Main St, Springfield"])
        #expect(try lines("7 north oak avenue") == ["7 N Oak Ave, Portland"])
        #expect(try lines("oakwood boulevard") == ["9 Oakwood Blvd, Portland"])
        #expect(try lines("7 n oak ave") == ["7 N Oak Ave, Portland"])
    }

    @Test func diacriticsAndCaseAreIgnored() throws {
        #expect(try lines("rue de l'eglise") == ["100 Rue de l'Église, Lafayette"])
        #expect(try lines("ÉGLISE") == ["100 Rue de l'Église, Lafayette"])
        #expect(try lines("calle nino espanola") == ["12 Calle Niño, Española"])
        #expect(try lines("avenida espana san jose") == ["1 Avenida España, San José"])
        #expect(try lines("san josé") == ["1 Avenida España, San José"])
    }

    @Test func oneTypoIsToleratedInLongTokens() throws {
        let expected = ["1600 Amphitheatre Pkwy, Mountain View"]
        #expect(try lines("1600 amhpitheatre") == expected)  // transposition
        #expect(try lines("1600 amphitxeatre") == expected)  // substitution
        #expect(try lines("1600 amphiteatre") == expected)  // deletion
        #expect(try lines("1600 amphitheaatre") == expected)  // insertion
        #expect(try lines("1600 amxhitxeatre").isEmpty)  // two edits
        #expect(try lines("spirngfield 12") == ["12 Main St, Springfield"])
        // Tokens of three characters get no fuzzy matching: "oka" is not "oak".
        #expect(try lines("oka").isEmpty)
        // House numbers are not spelled: "1610" does not reach 1600 or 1601.
        #expect(try lines("1610 amph").isEmpty)
    }

    @Test func unitsAreGroupedAndExpand() async throws {
        let group = try #require(try index.search("1600 amph").first)
        #expect(group.isExpandable)
        let units = try await index.expand(group, query: "1600 amph")
        #expect(units.map(\.secondary) == ["STE 3", "STE 20", "STE 100"])  // natural order
        #expect(units.allSatisfy { $0.entries == 1 && $0.streetLine == "1600 Amphitheatre Pkwy" })
        let narrowed = try await index.expand(group, query: "1600 amph ste 2")
        #expect(narrowed.map(\.secondary) == ["STE 20"])
        let address = try await index.resolve(narrowed[0])
        #expect(
            address
                == Address(
                    countryCode: "US", countryArea: "CA", city: "Mountain View", postalCode: "94043",
                    streetLines: ["1600 Amphitheatre Pkwy", "STE 20"]))
    }

    @Test func singleAddressResolves() async throws {
        let suggestion = try #require(try index.search("100 rue").first)
        let address = try await index.resolve(suggestion)
        #expect(address.streetLines == ["100 Rue de l'Église"])
        #expect(address.city == "Lafayette" && address.countryArea == "LA" && address.postalCode == "70501")
    }

    @Test func suggestionReadBackFromJSONStillExpandsAndResolves() async throws {
        let group = try #require(try index.search("1600 amph").first)
        let decoded = try JSONDecoder().decode([AddressSuggestion].self, from: Data(SuggestionJSON.line([group]).utf8))
        #expect(decoded[0].reference.isEmpty)
        let units = try await index.expand(decoded[0], query: "")
        #expect(units.count == 3)
        var unit = units[1]
        unit.reference = ""
        #expect(try await index.resolve(unit).streetLines == ["1600 Amphitheatre Pkwy", "STE 20"])
    }

    @Test func foreignSuggestionIsRefused() async throws {
        let stranger = AddressSuggestion(streetLine: "1 Nowhere Rd", entries: 3, reference: "edidx:0")
        await #expect(throws: AddressSearchError.self) { try await index.expand(stranger, query: "") }
        await #expect(throws: AddressSearchError.self) { try await index.resolve(AddressSuggestion(streetLine: "x", reference: "photon")) }
    }

    @Test func countryContextFilters() async throws {
        #expect(try await index.suggest("main", context: SuggestionContext(limit: 3, countryCode: "FR")).isEmpty)
        #expect(try await index.suggest("main", context: SuggestionContext(limit: 3, countryCode: "us")).count == 3)
    }

    @Test func countryIsStoredInTheIndex() throws {
        let built = try IndexFixture.build(IndexFixture.header + IndexFixture.rows, country: "ca")
        let canadian = try LocalAddressIndex(path: built.path)
        #expect(canadian.countryCode == "CA")
        #expect(try canadian.search("main").first?.countryCode == "CA")
    }

    @Test func bundledSampleIndexIsBuiltFromTheBundledCSV() throws {
        // The build is deterministic: a stale committed index (CSV edited, index not rebuilt) fails here.
        let csv = URL(fileURLWithPath: LocalAddressIndex.bundledSamplePath).deletingPathExtension().appendingPathExtension("csv").path
        let folder = try TemporaryFolder("addresssearch-tests")
        defer { folder.cleanUp() }
        let rebuilt = folder.file("sample.edidx").path
        var builder = LocalIndexBuilder(countryCode: "US")
        try builder.add(OpenAddressesReader(path: csv))
        try builder.write(to: rebuilt)
        let committed = try Data(contentsOf: URL(fileURLWithPath: LocalAddressIndex.bundledSamplePath))
        #expect(
            try Data(contentsOf: URL(fileURLWithPath: rebuilt)) == committed,
            "rebuild data/sample-addresses.edidx with `entrydesk index build`")
    }

    @Test func bundledSampleSuggestsTheLandmark() throws {
        let sample = try LocalAddressIndex.bundledSample()
        try sample.verifyChecksum()
        let first = try #require(try sample.search("1600 amph").first)
        #expect(first.streetLine == "1600 Amphitheatre Pkwy")
        #expect(first.city == "Mountain View" && first.countryArea == "CA" && first.postalCode == "94043")
        #expect(first.entries > 1)
        #expect(try sample.search("rue de l'eglise").first?.streetLine == "100 Rue de l'Église")
        #expect(sample.rowCount >= 2000)
    }
}
