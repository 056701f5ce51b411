@testable import AmountKit
import Foundation
import Testing

@Suite("Amount model")
struct AmountTests {
    @Test(
        "canonical strings carry exactly the currency's minor units",
        arguments: [
            ("1234.5", "USD", "1234.50"), ("1234", "JPY", "1234"), ("1.234", "BHD", "1.234"),
            ("-0.5", "USD", "-0.50"), ("0", "CLF", "0.0000"), ("-0", "USD", "0.00"),
            ("999999999999999.99", "USD", "999999999999999.99"), ("0.0001", "CLF", "0.0001")
        ])
    func canonical(text: String, code: String, expected: String) throws {
        let amount = try Amount(canonical: text, currency: Fixtures.currency(code))
        #expect(amount.canonicalString == expected)
        #expect(try Amount(canonical: amount.canonicalString, currency: amount.currency) == amount)
    }

    @Test("more fraction digits than the currency has are refused unless rounding is asked for")
    func excessDigits() throws {
        let usd = Fixtures.currency("USD")
        #expect(throws: AmountError.tooManyFractionDigits(found: 3, allowed: 2, currency: "USD")) {
            try Amount(canonical: "1.005", currency: usd)
        }
        #expect(try Amount(canonical: "1.005", currency: usd, rounding: .halfEven).canonicalString == "1.00")
        #expect(try Amount(canonical: "1.015", currency: usd, rounding: .halfEven).canonicalString == "1.02")
        #expect(try Amount(canonical: "1.005", currency: usd, rounding: .halfAwayFromZero).canonicalString == "1.01")
        #expect(try Amount(canonical: "-1.005", currency: usd, rounding: .halfAwayFromZero).canonicalString == "-1.01")
        #expect(try Amount(canonical: "1.0051", currency: usd, rounding: .halfEven).canonicalString == "1.01")
        #expect(try Amount(canonical: "0.995", currency: usd, rounding: .halfEven).canonicalString == "1.00")
        #expect(try Amount(canonical: "2.5", currency: Fixtures.currency("JPY"), rounding: .halfEven).canonicalString == "2")
        #expect(try Amount(canonical: "3.5", currency: Fixtures.currency("JPY"), rounding: .halfEven).canonicalString == "4")
        // Trailing zeros are not extra digits of value.
        #expect(try Amount(exactly: Decimal(string: "1.500")!, currency: usd).canonicalString == "1.50")
    }

    @Test("15 integer digits at most, also after rounding up")
    func integerLimit() throws {
        let usd = Fixtures.currency("USD")
        #expect(throws: AmountError.tooManyIntegerDigits(found: 16, allowed: 15)) {
            try Amount(canonical: "1000000000000000", currency: usd)
        }
        #expect(throws: AmountError.tooManyIntegerDigits(found: 16, allowed: 15)) {
            try Amount(canonical: "999999999999999.999", currency: usd, rounding: .halfEven)
        }
        #expect(try Amount(canonical: "000000000000000000001", currency: usd).canonicalString == "1.00")
    }

    @Test("non-canonical text is refused")
    func notCanonical() {
        for text in ["1,234.50", "1e5", "", "-", ".", "1.2.3", " 1", "+1", "0x10", "NaN"] {
            #expect(throws: AmountError.notCanonical(text)) { try Amount(canonical: text, currency: Fixtures.currency("USD")) }
        }
    }

    @Test("minor units convert both ways")
    func minorUnits() throws {
        #expect(try Amount(minorUnits: 123450, currency: Fixtures.currency("USD")).canonicalString == "1234.50")
        #expect(try Amount(minorUnits: -5, currency: Fixtures.currency("BHD")).canonicalString == "-0.005")
        #expect(try Amount(minorUnits: 1234, currency: Fixtures.currency("JPY")).canonicalString == "1234")
        #expect(try Amount(canonical: "-1234.56", currency: Fixtures.currency("USD")).minorUnits == -123456)
        #expect(try Amount(canonical: "999999999999999.99", currency: Fixtures.currency("USD")).minorUnits == 99_999_999_999_999_999)
        #expect(try Amount(canonical: "999999999999999.9999", currency: Fixtures.currency("CLF")).minorUnits == nil)
    }

    @Test("values are exact decimals")
    func exactness() throws {
        let amount = try Amount(canonical: "0.10", currency: Fixtures.currency("USD"))
        let sum = amount.value + amount.value + amount.value
        #expect(sum == Decimal(string: "0.3"))
        #expect(
            try Amount(canonical: "123456789012345.6789", currency: Fixtures.currency("CLF")).value
                == Decimal(string: "123456789012345.6789"))
    }

    @Test("Codable as canonical strings; bad input is a decoding error naming the field")
    func codable() throws {
        let amount = try Amount(canonical: "1234.5", currency: Fixtures.currency("BHD"))
        let data = try JSONEncoder().encode(amount)
        #expect(String(decoding: data, as: UTF8.self).contains("\"1234.500\""))
        #expect(try JSONDecoder().decode(Amount.self, from: data) == amount)
        #expect(amount.description == "1234.500 BHD")
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(Amount.self, from: Data(#"{"value":"1.005","currency":"USD"}"#.utf8))
        }
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(Amount.self, from: Data(#"{"value":"1","currency":"ZZZ"}"#.utf8))
        }
    }
}
