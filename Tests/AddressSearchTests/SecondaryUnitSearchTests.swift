import AddressKit
import Testing
@testable import AddressSearch

/// A unit typed after its building, as operators type from a form ("1374 sparrow 305" once
/// found nothing, since units are not search terms of the address).
@Suite struct SecondaryUnitSearchTests {
    let index: LocalAddressIndex

    init() throws {
        index = try IndexFixture.index()
    }

    private func firstLines(_ query: String) throws -> [String] {
        try index.search(query).map { [$0.streetLine, $0.isExpandable ? "" : $0.secondary].filter { !$0.isEmpty }.joined(separator: " ") }
    }

    @Test func theUnitIsReadAfterTheBuildingWithOrWithoutADesignator() throws {
        for query in [
            "1600 amph 20", "1600 amph ste 20", "1600 amph suite 20", "1600 amph #20", "1600 amph # 20", "1600 Amphitheatre Pkwy, Ste. 20"
        ] {
            #expect(try firstLines(query).first == "1600 Amphitheatre Pkwy STE 20", "\(query)")
        }
        // Any designator: the unit's number decides ("apt 20" finds STE 20).
        #expect(try firstLines("1600 amph apt 20").first == "1600 Amphitheatre Pkwy STE 20")
        #expect(try firstLines("12 calle nino 2").first == "12 Calle Niño APT 2")
    }

    @Test func aUnitIsAWholeAddressThatResolvesWithItsUnit() async throws {
        let unit = try #require(try index.search("1600 amph 100").first)
        #expect(!unit.isExpandable && unit.secondary == "STE 100")
        #expect(try await index.resolve(unit).streetLines == ["1600 Amphitheatre Pkwy", "STE 100"])
    }

    @Test func aPartialUnitListsTheUnitsItStartsAndTheTextAsTypedStillMatches() throws {
        // "2" starts STE 20 only; "1601" is no unit of 1600 but the text as typed finds 1601.
        #expect(try firstLines("1600 amph 2") == ["1600 Amphitheatre Pkwy STE 20"])
        #expect(try firstLines("amph 1601") == ["1601 Amphitheatre Pkwy"])
        #expect(try firstLines("mountain view amph 1601") == ["1601 Amphitheatre Pkwy"])
    }

    @Test func aBareDesignatorGivesTheBuildingToDrillInto() throws {
        let building = try #require(try index.search("1600 amph ste").first)
        #expect(building.isExpandable && building.streetLine == "1600 Amphitheatre Pkwy")
    }

    @Test func theQueryIsSplitWhereTheUnitStarts() throws {
        #expect(SecondaryUnitQuery("1374 sparrow 305").map { [$0.buildingText] + $0.unitTokens } == ["1374 sparrow", "305"])
        #expect(SecondaryUnitQuery("1374 sparrow apt 305").map { [$0.buildingText] + $0.unitTokens } == ["1374 sparrow", "305"])
        #expect(SecondaryUnitQuery("1374 sparrow #305").map { [$0.buildingText] + $0.unitTokens } == ["1374 sparrow", "305"])
        #expect(SecondaryUnitQuery("94043 1601") == nil, "two numbers: no street word before the last")
        #expect(SecondaryUnitQuery("1600 amph") == nil)
    }

    @Test func theBundledSampleFindsTheIssuesExample() throws {
        let sample = try LocalAddressIndex.bundledSample()
        for query in ["1374 sparrow 305", "1374 sparrow apt 305", "1374 sparrow #305", "1374 Sparrow Rd unit 305"] {
            let first = try #require(try sample.search(query).first, "\(query)")
            #expect(first.streetLine == "1374 Sparrow Rd" && first.secondary == "UNIT 305", "\(query)")
        }
        #expect(try sample.search("1600 amph ste 100").first?.secondary == "STE 100")
    }
}
