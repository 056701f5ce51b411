import AddressKit
import Foundation
import Testing

/// AddressParser: five whole addresses (US with a suite, British, German, Japanese, Brazilian)
/// field by field, and the accuracy floor on the labelled set (Tests/Data/parse-addresses.jsonl,
/// scripts/make_parse_set.py).
@Suite struct AddressParserTests {
    private let parser = AddressParser.shared

    @Test func aUSAddressWithASuiteOnOneLine() {
        let parsed = parser.parse("123 Main St. Suite 100, Chicago, IL 60601")
        #expect(
            parsed.address
                == Address(
                    countryCode: "US", countryArea: "IL", city: "Chicago", postalCode: "60601",
                    streetLines: ["123 Main St.", "Suite 100"]))
        #expect(parsed.confidence > 0.5)
    }

    @Test func aBritishAddressOnThreeLines() {
        let parsed = parser.parse("10 Downing Street\nLondon\nSW1A 2AA")
        #expect(
            parsed.address
                == Address(
                    countryCode: "GB", city: "London", postalCode: "SW1A 2AA",
                    streetLines: ["10 Downing Street"]))
    }

    /// The README's own paste: lines written on one line with " / " (or " | ", " · ") between
    /// them; a slash inside a number ("Unit 5/12") is no line break.
    @Test(arguments: [
        "10 Downing Street / London / SW1A 2AA", "10 Downing Street | London | SW1A 2AA",
        "10 Downing Street · London · SW1A 2AA"
    ])
    func linesSeparatedOnOneLine(text: String) {
        let parsed = parser.parse(text)
        #expect(
            parsed.address
                == Address(
                    countryCode: "GB", city: "London", postalCode: "SW1A 2AA",
                    streetLines: ["10 Downing Street"]))
    }

    @Test func aSlashInsideAUnitStaysInTheStreet() {
        let parsed = parser.parse("Unit 5/12 Smith Street, Fitzroy VIC 3065, Australia")
        #expect(parsed.address.streetLines.joined(separator: " ").contains("5/12"))
        #expect(parsed.address.city.uppercased() == "FITZROY")
    }

    @Test func aGermanAddressWithThePostcodeBeforeTheCity() {
        let parsed = parser.parse("Unter den Linden 77, 10117 Berlin")
        #expect(
            parsed.address
                == Address(
                    countryCode: "DE", city: "Berlin", postalCode: "10117",
                    streetLines: ["Unter den Linden 77"]))
    }

    @Test(arguments: ["〒100-0001 東京都千代田区千代田1-1", "〒１００－０００１　東京都千代田区千代田１－１"])
    func aJapaneseAddressWithThePostalMark(text: String) {
        let parsed = parser.parse(text)
        #expect(
            parsed.address
                == Address(
                    countryCode: "JP", countryArea: "東京都", postalCode: "100-0001",
                    streetLines: ["千代田区千代田1-1"]))
    }

    @Test func aBrazilianAddressWithItsBairro() {
        let parsed = parser.parse("Av. Paulista, 1578 - Bela Vista, São Paulo - SP, 01310-200")
        #expect(
            parsed.address
                == Address(
                    countryCode: "BR", countryArea: "SP", city: "São Paulo", cityArea: "Bela Vista",
                    postalCode: "01310-200", streetLines: ["Av. Paulista, 1578"]))
    }

    @Test func aNameOnTheFirstLineAndANamedCountry() {
        let parsed = parser.parse("Jane Doe\n42 rue de Rivoli\n75001 Paris\nFrance")
        #expect(
            parsed.address
                == Address(
                    countryCode: "FR", city: "Paris", postalCode: "75001",
                    streetLines: ["42 rue de Rivoli"], name: "Jane Doe"))
    }

    @Test func theHintWinsOverThePostcodeGuess() {
        #expect(parser.parse("Via Roma 12, 00184 Roma RM", countryHint: "it").address.countryCode == "IT")
    }

    /// A paste into a form: the five addresses reach their own country whatever country
    /// the form shows, the same fields as with no form at all.
    @Test(arguments: ["US", "GB", "DE", "JP", "BR", "FR", "CA"])
    func theFiveExamplesReachTheirCountryFromAnyForm(form: String) {
        for text in [
            "123 Main St. Suite 100, Chicago, IL 60601", "10 Downing Street\nLondon\nSW1A 2AA",
            "Unter den Linden 77, 10117 Berlin", "〒100-0001 東京都千代田区千代田1-1",
            "Av. Paulista, 1578 - Bela Vista, São Paulo - SP, 01310-200"
        ] {
            #expect(parser.parse(text, preferring: form).address == parser.parse(text).address, "\(text) in a \(form) form")
        }
    }

    /// Nothing in the text speaks for another country: the form's country, as sure as a hint.
    @Test func aPasteThatFitsTheFormsCountryStaysInIt() {
        let canadian = parser.parse("200 Kent St, Ottawa ON K1A 0G9", preferring: "CA")
        #expect(canadian.address.countryCode == "CA")
        #expect(canadian.address.countryArea == "ON")
        // A French postcode also fits Germany, Italy, the US…: the form (FR) decides.
        let french = parser.parse("42 rue de Rivoli, 75001 Paris", preferring: "FR")
        #expect(french.address == Address(countryCode: "FR", city: "Paris", postalCode: "75001", streetLines: ["42 rue de Rivoli"]))
        #expect(french.confidence == 1)
        let mexican = parser.parse("Av. Insurgentes Sur 1602, 03940 Ciudad de México, CDMX", preferring: "MX")
        #expect(mexican.address.countryCode == "MX")
    }

    @Test func atLeast95PercentOfTheLabelledSetIsFullyRight() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let samples = try ParseAccuracy.samples(at: root.appending(path: "Tests/Data/parse-addresses.jsonl"))
        #expect(samples.count >= 1000)
        var accuracy = ParseAccuracy()
        for sample in samples {
            accuracy.record(sample, parsed: parser.parse(sample.text, countryHint: sample.hint).address)
        }
        #expect(accuracy.byCountry.count >= 10)
        #expect(
            accuracy.overall.fullyRightShare >= 0.95,
            "fully right \(accuracy.overall.fullyRight)/\(accuracy.overall.addresses); first misses: \(accuracy.misses.prefix(5))")
        #expect(accuracy.byCountry["US"].map { $0.fullyRightShare >= 0.95 } == true)
    }
}
