import EntryForm
import Foundation
import Testing

@Suite struct PhoneCheckTests {
    let field = FormField(key: "phone", type: .phone, label: LocalizedText("Phone"))

    func stored(_ text: String, in country: String) -> String? {
        let context = FieldCheckContext(locale: Locale(identifier: "en_US"), countryCode: country)
        if case .valid(let stored) = FieldCheck.check(text, field: field, context: context) { return stored }
        return nil
    }

    @Test func germanNumbers() {
        #expect(stored("030 1234567", in: "DE") == "+49301234567")
        #expect(stored("+49 30 1234567", in: "DE") == "+49301234567")
        #expect(stored("0049 30 1234567", in: "DE") == "+49301234567")
        #expect(stored("+49 (0)30 1234567", in: "DE") == "+49301234567")
        #expect(stored("030/123 45-67", in: "DE") == "+49301234567")
        #expect(stored("30 1234567", in: "DE") == nil)
        #expect(stored("+49 30 1234567", in: "US") == "+49301234567")
    }

    @Test func americanNumbers() {
        #expect(stored("(415) 555-0123", in: "US") == "+14155550123")
        #expect(stored("415.555.0123", in: "US") == "+14155550123")
        #expect(stored("1 415 555 0123", in: "US") == "+14155550123")
        #expect(stored("011 49 30 1234567", in: "US") == "+49301234567")
        #expect(stored("555-0123", in: "US") == nil)
    }

    @Test func britishFrenchAndJapaneseNumbers() {
        #expect(stored("020 7946 0958", in: "GB") == "+442079460958")
        #expect(stored("+44 20 7946 0958", in: "FR") == "+442079460958")
        #expect(stored("01 23 45 67 89", in: "FR") == "+33123456789")
        #expect(stored("01 23 45 67 8", in: "FR") == nil)
        #expect(stored("03-1234-5678", in: "JP") == "+81312345678")
        #expect(stored("090-1234-5678", in: "JP") == "+819012345678")
        #expect(stored("010 81 3 1234 5678", in: "JP") == "+81312345678")
    }

    @Test func otherCountriesNeedTheCountryCode() {
        #expect(stored("+234 803 123 4567", in: "NG") == "+2348031234567")
        #expect(stored("0803 123 4567", in: "NG") == nil)
        #expect(stored("+12", in: "") == nil)
    }

    @Test func theMessagesNameTheExpectedForm() {
        let german = FieldCheckContext(locale: Locale(identifier: "en_US"), countryCode: "DE")
        #expect(FieldCheck.check("030 12", field: field, context: german) == .refused(message: "Expected a phone number like 030 1234567"))
        #expect(
            FieldCheck.check("030 CALL-ME", field: field, context: german)
                == .refused(message: "A phone number has only digits, spaces and - . / ( ) +"))
        #expect(
            FieldCheck.check("+49 30", field: field, context: german) == .refused(message: "Expected a phone number like +49 30 1234567"))
        let nowhere = FieldCheckContext(locale: Locale(identifier: "en_US"), countryCode: "")
        #expect(
            FieldCheck.check("030 1234567", field: field, context: nowhere)
                == .refused(message: "Type the number with its country code, starting with +"))
    }
}
