import Foundation
import Localization

/// An International Bank Account Number (ISO 13616), read as printed (groups of four, any
/// case) and stored in electronic form (`DE89370400440532013000`). What is wrong is said
/// precisely, because each slip has its own fix: a country with no IBANs (a mistyped country),
/// a wrong length (a character left out or doubled), check digits that do not match (a
/// character mistyped or two swapped).
enum IBAN {
    static func read(_ typed: String, context: FieldCheckContext) throws(Refusal) -> CheckedValue {
        let text = TypedText.normalized(typed).filter { $0 != " " && $0 != "\u{00A0}" }.uppercased()
        guard text.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber) }) else {
            throw .form(tr("An IBAN has only letters and digits"))
        }
        let country = String(text.prefix(2))
        guard text.count >= 4, country.allSatisfy(\.isLetter), text.dropFirst(2).prefix(2).allSatisfy(\.isNumber) else {
            throw .form(tr("An IBAN starts with its country's two letters and two check digits, like DE89"))
        }
        guard let length = IBANRegistry.lengths[country] else {
            // Translators: %@ is the two letters an IBAN starts with ("XY").
            throw .other(LocalizedFormat.fill(tr("No country has IBANs starting with %@"), country))
        }
        guard text.count == length else {
            let name = context.locale.localizedString(forRegionCode: country) ?? country
            throw .other(
                LocalizedFormat.fill(
                    // Translators: %1$@ is a country's name, %2$@ and %3$@ are counts of characters.
                    tr("An IBAN from %1$@ has %2$@ characters; this has %3$@"), name, RuleCheck.number(length, context),
                    RuleCheck.number(text.count, context)))
        }
        guard isValidCheck(text) else { throw .other(CheckedReference.checkDigitsMismatch) }
        return CheckedValue(stored: text)
    }

    /// ISO 13616's check: the first four characters moved to the end, letters as 10 to 35, the
    /// number is 1 modulo 97.
    static func isValidCheck(_ iban: String) -> Bool {
        CheckDigits.mod97Remainder(String(iban.dropFirst(4) + iban.prefix(4))) == 1
    }
}
