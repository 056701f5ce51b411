import EntryForm
import Foundation
import Testing

@Suite struct NumberCheckTests {
    let decimal = FormField(key: "weight", type: .decimal, label: LocalizedText("Weight"))
    let integer = FormField(key: "copies", type: .integer, label: LocalizedText("Copies"))

    func context(_ identifier: String) -> FieldCheckContext {
        FieldCheckContext(locale: Locale(identifier: identifier), countryCode: "")
    }

    func stored(_ text: String, _ field: FormField, _ locale: String) -> String? {
        if case .valid(let stored) = FieldCheck.check(text, field: field, context: context(locale)) { return stored }
        return nil
    }

    @Test func decimalsAreTypedTheLocalesWayAndStoredCanonical() {
        #expect(stored("1,234.5", decimal, "en_US") == "1234.5")
        #expect(stored("1.234,5", decimal, "de_DE") == "1234.5")
        #expect(stored("1\u{202F}234,5", decimal, "fr_FR") == "1234.5")
        #expect(stored("1 234,5", decimal, "fr_FR") == "1234.5")
        #expect(stored("1\u{00A0}234,50", decimal, "fr_FR") == "1234.5")
        #expect(stored("1,234.5", decimal, "ja_JP") == "1234.5")
        #expect(stored("１２３４．５", decimal, "ja_JP") == nil)
        #expect(stored("１,２３４.５", decimal, "ja_JP") == "1234.5")
        #expect(stored("1’234.5", decimal, "de_CH") == "1234.5")
        #expect(stored("0012.500", decimal, "en_US") == "12.5")
        #expect(stored("-0.0", decimal, "en_US") == "0")
        #expect(stored("-3,5", decimal, "de_DE") == "-3.5")
        #expect(stored(".5", decimal, "en_US") == "0.5")
    }

    @Test func arabicTakesArabicIndicAndWesternDigits() {
        #expect(stored("١٬٢٣٤٫٥", decimal, "ar_EG") == "1234.5")
        #expect(stored("1,234.5", decimal, "ar_EG") == "1234.5")
        #expect(stored("1234.5", decimal, "ar_EG") == "1234.5")
        #expect(stored("١٢٣٤", integer, "ar") == "1234")
        #expect(stored("1,234.5", decimal, "ar") == "1234.5")
        #expect(stored("١٬٢٣٤٫٥", decimal, "ar") == "1234.5")
        #expect(stored("١٢٣٤٫٥", decimal, "ar_SA") == "1234.5")
    }

    @Test func plainNumbersAreTakenWhenTheLocaleCannotReadThem() {
        #expect(stored("1234.5", decimal, "de_DE") == "1234.5")
        // The locale's way first: in German, 1.234 is a thousand two hundred and thirty-four.
        #expect(stored("1.234", decimal, "de_DE") == "1234")
        #expect(stored("1234,5", decimal, "fr_FR") == "1234.5")
    }

    @Test func misplacedGroupingAndLettersAreRefused() {
        #expect(stored("1,23,4", decimal, "en_US") == nil)
        #expect(stored("12,34.5", decimal, "en_US") == nil)
        #expect(stored("1.23.4", decimal, "de_DE") == nil)
        #expect(stored("12a", decimal, "en_US") == nil)
        #expect(stored("1,5", decimal, "en_US") == nil)
        #expect(stored("1.2.3", decimal, "en_US") == nil)
        #expect(
            FieldCheck.check("zwölf", field: decimal, context: context("de_DE")) == .refused(message: "Expected a number, like 1.234,5"))
    }

    @Test func integersTakeNoDecimals() {
        #expect(stored("42", integer, "en_US") == "42")
        #expect(stored("1,000", integer, "en_US") == "1000")
        #expect(stored("007", integer, "en_US") == "7")
        #expect(
            FieldCheck.check("4.5", field: integer, context: context("en_US")) == .refused(message: "Expected a whole number, like 1,234"))
        #expect(
            FieldCheck.check("4,5", field: integer, context: context("de_DE")) == .refused(message: "Expected a whole number, like 1.234"))
    }

    @Test func rangesAreCheckedOnTheNumber() {
        var copies = integer
        copies.rules = [FieldRule(.minimum(1)), FieldRule(.maximum(9))]
        copies.example = "3"
        #expect(FieldCheck.check("0", field: copies, context: context("en_US")) == .refused(message: "At least 1"))
        #expect(FieldCheck.check("10", field: copies, context: context("en_US")) == .refused(message: "At most 9"))
        #expect(FieldCheck.check("x", field: copies, context: context("en_US")) == .refused(message: "Expected like 3"))
        var weight = decimal
        weight.rules = [FieldRule(.maximum(Decimal(string: "1000.5")!), soft: true)]
        #expect(
            FieldCheck.check("1.000,75", field: weight, context: context("de_DE"))
                == .askFirst(stored: "1000.75", message: "At most 1.000,5: is this right?"))
    }
}
