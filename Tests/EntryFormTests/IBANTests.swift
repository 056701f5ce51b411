import EntryForm
import Foundation
import Testing

@Suite struct IBANTests {
    let field = FormField(key: "iban", type: .iban, label: LocalizedText("IBAN"), required: true)
    let context = FieldCheckContext(locale: Locale(identifier: "en_US"), countryCode: "DE")
    let mismatch = "The check digits do not match: a character is mistyped or two are swapped"

    @Test(arguments: ["GB82WEST12345698765432", "DE89370400440532013000", "FR1420041010050500013M02606"])
    func registryExamplesAreValidAndOneWrongDigitIsRefused(iban: String) {
        #expect(FieldCheck.check(iban, field: field, context: context) == .valid(stored: iban))
        var characters = Array(iban)
        let last = characters.count - 2
        characters[last] = characters[last] == "9" ? "8" : Character(String(characters[last].wholeNumberValue! + 1))
        #expect(FieldCheck.check(String(characters), field: field, context: context) == .refused(message: mismatch))
    }

    @Test func printedFormIsStoredElectronically() {
        #expect(
            FieldCheck.check(" de89 3704 0044 0532 0130 00 ", field: field, context: context) == .valid(stored: "DE89370400440532013000"))
    }

    @Test func theMessagesTellTheSlipsApart() {
        #expect(
            FieldCheck.check("DE89 3704 0044 0532 0130 0", field: field, context: context)
                == .refused(message: "An IBAN from Germany has 22 characters; this has 21"))
        #expect(
            FieldCheck.check("XY89370400440532013000", field: field, context: context)
                == .refused(message: "No country has IBANs starting with XY"))
        #expect(
            FieldCheck.check("DE89-3704", field: field, context: context) == .refused(message: "An IBAN has only letters and digits"))
        #expect(
            FieldCheck.check("1234", field: field, context: context)
                == .refused(message: "An IBAN starts with its country's two letters and two check digits, like DE89"))
    }

    @Test func swappedNeighboursAreRefused() {
        #expect(FieldCheck.check("DE89370400440532031000", field: field, context: context) == .refused(message: mismatch))
    }
}
