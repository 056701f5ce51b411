import Localization

/// A reference whose last digit(s) check the rest (`CheckDigits`): read with the spaces and
/// hyphens people copy from slips left out, and stored without them.
enum CheckedReference {
    static func read(_ typed: String, scheme: CheckDigitScheme) throws(Refusal) -> CheckedValue {
        var text = TypedText.normalized(typed).filter { $0 != " " && $0 != "-" && $0 != "\u{00A0}" }
        let lettersAllowed = scheme == .mod97
        if lettersAllowed { text = text.uppercased() }
        let characters = text.allSatisfy { character in
            character.isASCII && (character.isNumber || (lettersAllowed && character.isLetter))
        }
        guard characters, text.count >= (scheme == .mod97 ? 3 : 2) else {
            throw .form(lettersAllowed ? tr("Expected letters and digits, ending in two check digits") : tr("Expected digits only"))
        }
        guard CheckDigits.verify(text, scheme: scheme) else { throw .other(checkDigitsMismatch) }
        return CheckedValue(stored: text)
    }

    /// What a value whose check digits do not match is told: the two likely slips.
    static var checkDigitsMismatch: String { tr("The check digits do not match: a character is mistyped or two are swapped") }
}
