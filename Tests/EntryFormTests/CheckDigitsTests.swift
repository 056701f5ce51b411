import EntryForm
import Foundation
import Testing

@Suite struct CheckDigitsTests {
    @Test func knownVectors() {
        #expect(CheckDigits.verify("79927398713", scheme: .luhn))
        #expect(!CheckDigits.verify("79927398710", scheme: .luhn))
        #expect(CheckDigits.compute("7992739871", scheme: .luhn) == "3")
        #expect(CheckDigits.verify("5724", scheme: .damm))
        #expect(!CheckDigits.verify("5727", scheme: .damm))
        #expect(CheckDigits.compute("572", scheme: .damm) == "4")
        // ISO 7064 MOD 97-10 over the rearranged IBAN GB82WEST12345698765432: check digits last.
        #expect(CheckDigits.verify("WEST12345698765432161182", scheme: .mod97))
        #expect(CheckDigits.compute("WEST123456987654321611", scheme: .mod97) == "82")
        #expect(CheckDigits.compute("12A", scheme: .luhn) == nil)
        #expect(CheckDigits.compute("", scheme: .mod97) == nil)
    }

    /// Every single wrong digit is caught by all three schemes; every swap of two different
    /// neighbours by Damm and MOD 97-10, and by Luhn unless the two are 0 and 9.
    @Test func singleDigitErrorsAndAdjacentSwapsAreCaught() {
        var random = SeededGenerator(seed: 2026_11_29)
        for _ in 0..<300 {
            let length = Int.random(in: 4...14, using: &random)
            let payload = String((0..<length).map { _ in Character(String(Int.random(in: 0...9, using: &random))) })
            for scheme in CheckDigitScheme.allCases {
                let valid = Array(payload + CheckDigits.compute(payload, scheme: scheme)!)
                #expect(CheckDigits.verify(String(valid), scheme: scheme))
                for index in valid.indices {
                    for digit in "0123456789" where digit != valid[index] {
                        var changed = valid
                        changed[index] = digit
                        #expect(!CheckDigits.verify(String(changed), scheme: scheme), "\(scheme) missed \(String(changed))")
                    }
                    guard index + 1 < valid.count, valid[index] != valid[index + 1] else { continue }
                    var swapped = valid
                    swapped.swapAt(index, index + 1)
                    let nineAndZero = Set([valid[index], valid[index + 1]]) == ["0", "9"]
                    if scheme == .luhn && nineAndZero { continue }
                    #expect(!CheckDigits.verify(String(swapped), scheme: scheme), "\(scheme) missed \(String(swapped))")
                }
            }
        }
    }

    @Test func luhnMissesExactlyTheSwapOfNineAndZero() {
        let check = CheckDigits.compute("1209", scheme: .luhn)!
        #expect(CheckDigits.verify("1209" + check, scheme: .luhn))
        #expect(CheckDigits.verify("1290" + check, scheme: .luhn))
    }

    @Test func aReferenceFieldTakesSpacesAndHyphensAndStoresWithoutThem() {
        let context = FieldCheckContext(locale: Locale(identifier: "en_US"), countryCode: "US")
        func field(_ scheme: CheckDigitScheme) -> FormField {
            FormField(key: "customer_no", type: .checkedReference(scheme), label: LocalizedText("Customer number"))
        }
        #expect(FieldCheck.check("7992 7398-713", field: field(.luhn), context: context) == .valid(stored: "79927398713"))
        #expect(FieldCheck.check("572 4", field: field(.damm), context: context) == .valid(stored: "5724"))
        let mismatch = "The check digits do not match: a character is mistyped or two are swapped"
        #expect(FieldCheck.check("5742", field: field(.damm), context: context) == .refused(message: mismatch))
        #expect(FieldCheck.check("57A4", field: field(.damm), context: context) == .refused(message: "Expected digits only"))
        let creditor = "RF18" + "5390 0754 7034"
        let payload = creditor.filter { $0 != " " }
        let reference = payload + CheckDigits.compute(payload, scheme: .mod97)!
        #expect(FieldCheck.check(reference.lowercased(), field: field(.mod97), context: context) == .valid(stored: reference))
    }
}
