@testable import AmountKit
import Foundation
import Testing

@Suite("Currency table")
struct CurrencyTableTests {
    @Test("holds every active ISO 4217 code, once")
    func completeness() {
        let codes = Fixtures.table.currencies.map(\.code)
        #expect(codes.count == 178)
        #expect(Set(codes).count == codes.count)
        #expect(codes == codes.sorted())
        for code in ["USD", "EUR", "JPY", "GBP", "CHF", "INR", "BRL", "BHD", "XCG", "ZWG", "VED", "SLE", "XXX", "XAU"] {
            #expect(Fixtures.table[code] != nil, "missing \(code)")
        }
        // Withdrawn codes are gone: Croatia and Bulgaria use the euro, ANG became XCG.
        for code in ["HRK", "BGN", "ANG", "CUC", "SLL", "ZWL"] {
            #expect(Fixtures.table[code] == nil, "\(code) is withdrawn")
        }
    }

    @Test(
        "minor units follow ISO, not CLDR display digits",
        arguments: [
            ("JPY", 0), ("KRW", 0), ("ISK", 0), ("CLP", 0), ("BHD", 3), ("KWD", 3), ("JOD", 3),
            ("OMR", 3), ("TND", 3), ("IQD", 3), ("LYD", 3), ("CLF", 4), ("UYW", 4), ("USD", 2),
            ("EUR", 2), ("AFN", 2), ("IRR", 2)
        ])
    func minorUnits(code: String, units: Int) {
        #expect(Fixtures.currency(code).minorUnits == units)
        #expect(Fixtures.currency(code).fractionDigits == units)
    }

    @Test("codes without minor units use the documented default")
    func notApplicable() {
        let gold = Fixtures.currency("XAU")
        #expect(gold.minorUnits == nil)
        #expect(gold.fractionDigits == Currency.defaultFractionDigits)
    }

    @Test("names, numeric codes, funds")
    func records() {
        let euro = Fixtures.currency("EUR")
        #expect(euro.name == "Euro")
        #expect(euro.numericCode == "978")
        #expect(Fixtures.currency("ALL").numericCode == "008")
        #expect(Fixtures.currency("CLF").isFund)
        #expect(!euro.isFund)
        #expect(euro.countries.contains("GERMANY"))
        #expect(euro.localizedName(for: Locale(identifier: "de_DE")) == "Euro")
        #expect(Fixtures.currency("USD").localizedName(for: Locale(identifier: "fr_FR")) == "dollar des États-Unis")
    }

    @Test("lookup is case-insensitive; unknown codes are errors")
    func lookup() throws {
        #expect(try Fixtures.table.currency(code: "usd").code == "USD")
        #expect(throws: CurrencyTableError.unknownCode("ZZZ")) { try Fixtures.table.currency(code: "ZZZ") }
    }

    @Test("search by code, symbol and name, best first")
    func search() {
        let english = Locale(identifier: "en_US")
        #expect(Fixtures.table.search("EUR", locale: english).first?.code == "EUR")
        #expect(Fixtures.table.search("€", locale: english).first?.code == "EUR")
        #expect(Fixtures.table.search("yen", locale: english).map(\.code).contains("JPY"))
        #expect(Fixtures.table.search("franc suisse", locale: Locale(identifier: "fr_FR")).first?.code == "CHF")
        #expect(Fixtures.table.search("", locale: english).count == 178)
        #expect(Fixtures.table.search("qqqq", locale: english).isEmpty)
        let index = CurrencySearchIndex(table: Fixtures.table, locale: Locale(identifier: "ja_JP"))
        #expect(index.search("jpy").first?.code == "JPY")
        #expect(index.search("ユーロ").first?.code == "EUR")
    }

    @Test("malformed tables are reported with the entry and field")
    func malformed() {
        let missingUnits = #"{"currencies":[{"code":"USD","numeric":"840","minorUnits":"two","name":"US Dollar"}]}"#
        #expect(throws: CurrencyTableError.malformed(path: "t.json", detail: "currencies[0].minorUnits (USD): expected 0...9 or null")) {
            try CurrencyTable(jsonData: Data(missingUnits.utf8), origin: "t.json")
        }
        #expect(throws: CurrencyTableError.malformed(path: "t.json", detail: "expected an object with a \"currencies\" array")) {
            try CurrencyTable(jsonData: Data("[]".utf8), origin: "t.json")
        }
        let badCode = #"{"currencies":[{"code":"us","numeric":"840","minorUnits":2,"name":"US Dollar"}]}"#
        #expect(throws: CurrencyTableError.malformed(path: "t.json", detail: "currencies[0].code: expected three capital letters")) {
            try CurrencyTable(jsonData: Data(badCode.utf8), origin: "t.json")
        }
        #expect(throws: (any Error).self) {
            try CurrencyTable(contentsOf: URL(fileURLWithPath: "/nonexistent/currencies.json"))
        }
    }
}
