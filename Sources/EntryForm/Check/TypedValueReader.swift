import Foundation
import Localization

/// Reads a trimmed, non-empty value by its field's type: what it stores and what its rules
/// measure, or why the type does not take it.
enum TypedValueReader {
    static func read(_ text: String, field: FormField, context: FieldCheckContext) throws(Refusal) -> CheckedValue {
        switch field.type {
        case .name, .company, .address, .text: CheckedValue(stored: text)
        case .amount: CheckedValue(stored: text, number: canonicalDecimal(text))
        case .integer: try LocalizedNumber.read(text, wholeOnly: true, locale: context.locale)
        case .decimal: try LocalizedNumber.read(text, wholeOnly: false, locale: context.locale)
        case .date: try LocalizedDate.read(text, context: context)
        case .choice: try choice(text, field: field, context: context)
        case .phone: try PhoneNumber.read(text, countryCode: context.countryCode)
        case .iban: try IBAN.read(text, context: context)
        case .checkedReference(let scheme): try CheckedReference.read(text, scheme: scheme)
        }
    }

    /// The amount as the desk hands it over (`-1234.5`), for `min` and `max`; nil for any other text.
    private static func canonicalDecimal(_ text: String) -> Decimal? {
        let body = text.hasPrefix("-") ? text.dropFirst() : Substring(text)
        let parts = body.split(separator: ".", omittingEmptySubsequences: false)
        guard (1...2).contains(parts.count), parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy(TypedText.isDigit) }) else { return nil }
        return Decimal(string: text, locale: posixLocale)
    }

    /// A choice by its value or by its label in any language, in any case: an operator types
    /// what the slip says (`Überweisung`), the import what the file holds (`transfer`).
    private static func choice(_ text: String, field: FormField, context: FieldCheckContext) throws(Refusal) -> CheckedValue {
        func same(_ a: String, _ b: String) -> Bool { a.compare(b, options: [.caseInsensitive], locale: context.locale) == .orderedSame }
        if let match = field.choices.first(where: { same($0.value, text) })
            ?? field.choices.first(where: { $0.label.texts.values.contains { same($0, text) } })
        {
            return CheckedValue(stored: match.value)
        }
        let labels = field.choices.map { $0.label.text(for: context.language) }
        // Translators: %@ lists the choices of a field, separated by commas ("cash, cheque, Bank transfer").
        throw .form(LocalizedFormat.fill(tr("Expected one of: %@"), labels.joined(separator: ", ")))
    }
}
