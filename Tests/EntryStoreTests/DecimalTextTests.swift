import Testing
@testable import EntryStore

@Suite struct DecimalTextTests {
    @Test func canonicalForms() {
        #expect(DecimalText.canonical("1234.50") == "1234.50")
        #expect(DecimalText.canonical(" 001234.5 ") == "1234.5")
        #expect(DecimalText.canonical("+.5") == "0.5")
        #expect(DecimalText.canonical("-0.00") == "0.00")
        #expect(DecimalText.canonical("-12") == "-12")
        #expect(DecimalText.canonical("0") == "0")
    }

    @Test func rejectsNonDecimal() {
        for text in ["", ".", "1.", "1,5", "1e3", "1 000", "12.3.4", "abc", "--1", "١٢"] {
            #expect(DecimalText.canonical(text) == nil, "\(text)")
        }
    }

    @Test func integerDigits() {
        #expect(DecimalText.integerDigitCount(ofCanonical: "-1234.50") == 4)
        #expect(DecimalText.integerDigitCount(ofCanonical: "0.5") == 1)
    }
}
