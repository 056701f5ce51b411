import Testing
import TestSupport
@testable import AddressSearch

@Suite struct OpenAddressesReaderTests {
    private func read(_ text: String) throws -> (rows: [OpenAddressesRow], rejected: [CSVRejection]) {
        var rows: [OpenAddressesRow] = []
        var rejected: [CSVRejection] = []
        try OpenAddressesReader(path: "t.csv", contents: text).read(row: { rows.append($0) }, rejected: { rejected.append($0) })
        return (rows, rejected)
    }

    @Test func quotedFieldsCRLFAndBOM() throws {
        let text =
            "\u{FEFF}LON,LAT,NUMBER,STREET,UNIT,CITY,DISTRICT,REGION,POSTCODE,ID,HASH\r\n"
            + "1,2,10,\"Main St, Upper\",\"APT \"\"A\"\"\",Springfield,,IL,62701,1,x\r\n"
            + "1,2,11,\"Multi\nLine Rd\",,Springfield,,IL,62701,2,y\r\n"
            + "1,2,12,Oak Ave,,Springfield,,IL,62701,3,z\r\n"
        let (rows, rejected) = try read(text)
        #expect(rejected.isEmpty)
        #expect(rows.map(\.street) == ["Main St, Upper", "Multi\nLine Rd", "Oak Ave"])
        #expect(rows.first?.unit == "APT \"A\"")
        #expect(rows.map(\.line) == [2, 3, 5])
    }

    @Test func columnsByNameAndMissingOptionalColumns() throws {
        let (rows, rejected) = try read("STREET,NUMBER,POSTCODE\nElm St,5,12345\n")
        #expect(rejected.isEmpty)
        #expect(rows == [OpenAddressesRow(line: 2, number: "5", street: "Elm St", postcode: "12345")])
    }

    @Test func headerWithoutStreetIsUnusable() {
        #expect(throws: LocalIndexError.self) { try read("LON,LAT,NUMBER,CITY\n1,2,3,X\n") }
        do {
            _ = try read("LON,LAT,NUMBER,CITY\n1,2,3,X\n")
        } catch {
            #expect("\(error)".contains("t.csv") && "\(error)".contains("STREET"))
        }
    }

    @Test func malformedRowsAreReportedWithLinesAndSkipped() throws {
        let text =
            IndexFixture.header
            + "1,2,10,Main St,,Springfield,,IL,62701,1,x\n"  // 2 ok
            + "1,2,,Main St,,Springfield,,IL,62701,2,x\n"  // 3 empty number
            + "1,2,abc,Main St,,Springfield,,IL,62701,3,x\n"  // 4 no digit
            + "1,2,12,,,Springfield,,IL,62701,4,x\n"  // 5 empty street
            + "1,2,13,Main St,,Springfield\n"  // 6 too few fields
            + "1,2,14,\"Main\" St,,Springfield,,IL,62701,5,x\n"  // 7 text after quote
            + "\n"  // 8 blank: ignored
            + "1,2,15,Main St,,Springfield,,IL,62701,6,x\n"  // 9 ok
            + "1,2,16,\"Main St,,Springfield,,IL,62701,7,x\n"  // 10 unterminated
        let (rows, rejected) = try read(text)
        #expect(rows.map(\.number) == ["10", "15"])
        #expect(rejected.map(\.line) == [3, 4, 5, 6, 7, 10])
        #expect(rejected[0].reason.contains("NUMBER is empty"))
        #expect(rejected[1].reason.contains("NUMBER has no digit"))
        #expect(rejected[2].reason.contains("STREET is empty"))
        #expect(rejected[3].reason.contains("6 fields, expected 11"))
        #expect(rejected[4].reason.contains("after the closing quote"))
        #expect(rejected[5].reason.contains("unterminated"))
        #expect(rejected[0].description.hasPrefix("t.csv:3: "))
    }

    @Test func buildGoesOnPastBadRowsAndReportsThem() throws {
        let csv = IndexFixture.header + "1,2,10,Main St,,Springfield,,IL,62701,1,x\n1,2,,Main St,,Springfield,,IL,62701,2,x\n"
        let (_, report) = try IndexFixture.build(csv)
        #expect(report.rowsIndexed == 1)
        #expect(report.rowsRejected == 1)
        #expect(report.rejections.first?.line == 3)
        #expect(report.description.contains("rows rejected: 1"))
        #expect(report.description.contains("inline.csv:3: NUMBER is empty"))
    }

    @Test func aBuildWithNoValidRowListsTheRejectedRows() throws {
        let csv =
            IndexFixture.header + "1,2,,Main St,,Springfield,,IL,62701,1,x\n"
            + (0..<25).map { "1,2,\($0 + 1),,,Springfield,,IL,62701,\($0 + 2),x\n" }.joined()
        #expect {
            try IndexFixture.build(csv)
        } throws: { error in
            guard case let .empty(rowsRejected, rejections) = error as? LocalIndexError else { return false }
            let lines = "\(error)".components(separatedBy: "\n")
            return rowsRejected == 26 && rejections.count == 26
                && lines.first == "no address to index: 26 row(s) rejected, none valid"
                && lines[1] == "  inline.csv:2: NUMBER is empty; expected a house number"
                && lines[2] == "  inline.csv:3: STREET is empty; expected a street name"
                && lines.count == 22 && lines[21] == "  ... and 6 more"
        }
    }

    @Test func invalidUTF8IsRejected() throws {
        var bytes = Array((IndexFixture.header + "1,2,10,Main St,,X,,IL,1,1,x\n").utf8)
        bytes += [49, 44, 50, 44, 49, 49, 44, 0xFF, 0xFE, 44, 44, 88, 44, 44, 73, 76, 44, 49, 44, 49, 44, 120, 10]
        var rows: [OpenAddressesRow] = []
        var rejected: [CSVRejection] = []
        try OpenAddressesReader(path: "t.csv", contents: String(decoding: bytes, as: UTF8.self)).read(
            row: { rows.append($0) }, rejected: { rejected.append($0) })
        // String(decoding:) replaced the bad bytes, so the row survives with U+FFFD: the reader
        // must at least not crash; a file read from disk keeps the raw bytes (tested below).
        #expect(rows.count + rejected.count == 2)
        let directory = try TemporaryFolder("addresssearch-tests")
        defer { directory.cleanUp() }
        let url = directory.file("bad.csv")
        try Data(bytes).write(to: url)
        rows = []; rejected = []
        try OpenAddressesReader(path: url.path).read(row: { rows.append($0) }, rejected: { rejected.append($0) })
        #expect(rows.count == 1)
        #expect(rejected.first?.reason == "STREET is not valid UTF-8")
    }
}

import Foundation
