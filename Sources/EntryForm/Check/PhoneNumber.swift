import Localization

/// A telephone number read by the entry's country's rules (`PhoneNumberPlans`) and stored in
/// E.164 (`+49301234567`), so that one number is one value however it was typed: `+49 30
/// 1234567`, `0049 30 1234567`, or in Germany `030 1234567`.
enum PhoneNumber {
    static func read(_ typed: String, countryCode: String) throws(Refusal) -> CheckedValue {
        let text = TypedText.normalized(typed)
        let separators: Set<Character> = [" ", "\u{00A0}", "-", ".", "/", "(", ")"]
        let body = text.first == "+" ? text.dropFirst() : Substring(text)
        guard body.allSatisfy({ TypedText.isDigit($0) || separators.contains($0) }) else {
            throw .form(tr("A phone number has only digits, spaces and - . / ( ) +"))
        }
        let digits = body.filter(TypedText.isDigit)
        let plan = PhoneNumberPlans.byCountry[countryCode.uppercased()]
        if text.first == "+" { return try international(digits) }
        let prefix = plan?.internationalPrefix ?? "00"
        if digits.hasPrefix(prefix), digits.count > prefix.count { return try international(String(digits.dropFirst(prefix.count))) }
        guard let plan else { throw .form(tr("Type the number with its country code, starting with +")) }
        return try national(digits, plan)
    }

    /// A number after `+` (or the international prefix): the calling code, then the national
    /// significant number (a trunk prefix written after the code, `+49 (0)30`, is dropped).
    private static func international(_ digits: String) throws(Refusal) -> CheckedValue {
        guard let code = (1...3).lazy.map({ String(digits.prefix($0)) }).first(where: { PhoneNumberPlans.byCallingCode[$0] != nil }),
            let plan = PhoneNumberPlans.byCallingCode[code]
        else {
            // A country without a row: E.164's own limits.
            guard (7...15).contains(digits.count), digits.first != "0" else {
                throw .other(tr("An international number has 7 to 15 digits after the +"))
            }
            return CheckedValue(stored: "+" + digits)
        }
        var national = Substring(digits.dropFirst(code.count))
        let trunk = plan.trunkPrefix
        // A national significant number never starts with its country's trunk prefix, where a
        // number without it still has a length the country uses.
        if !trunk.isEmpty, national.hasPrefix(trunk), plan.lengths.contains(national.count - trunk.count) {
            national = national.dropFirst(trunk.count)
        }
        guard plan.lengths.contains(national.count) else { throw .other(expected(internationalExample(plan))) }
        return CheckedValue(stored: "+" + code + national)
    }

    /// A number in the country's own form: with its trunk prefix (or, where that is optional or
    /// none, without).
    private static func national(_ digits: String, _ plan: PhoneNumberPlan) throws(Refusal) -> CheckedValue {
        let trunk = plan.trunkPrefix
        if !trunk.isEmpty, digits.hasPrefix(trunk), plan.lengths.contains(digits.count - trunk.count) {
            return CheckedValue(stored: "+" + plan.callingCode + digits.dropFirst(trunk.count))
        }
        if trunk.isEmpty || plan.trunkOptional, plan.lengths.contains(digits.count) {
            return CheckedValue(stored: "+" + plan.callingCode + digits)
        }
        throw .other(expected(plan.example))
    }

    /// "Expected a phone number like 030 1234567".
    private static func expected(_ example: String) -> String {
        // Translators: %@ is a phone number as written in the entry's country ("030 1234567").
        return LocalizedFormat.fill(tr("Expected a phone number like %@"), example)
    }

    /// The plan's example in international form: `+49 30 1234567`.
    static func internationalExample(_ plan: PhoneNumberPlan) -> String {
        var national = Substring(plan.example)
        if !plan.trunkPrefix.isEmpty, national.hasPrefix(plan.trunkPrefix) {
            national = national.dropFirst(plan.trunkPrefix.count).drop { $0 == " " || $0 == "-" }
        }
        return "+\(plan.callingCode) \(national)"
    }
}
