import Foundation
import Localization

/// The verdict on a keyed value: one function for the desk, the kiosk, the import and the
/// command line, so that a value one of them takes is taken by all, and stored the same way.
///
/// Surrounding whitespace is trimmed. Empty: refused when required. Then the field's type reads
/// the value (`TypedValueReader`), then its hard rules (a refusal), then its soft ones (a
/// question the operator answers with a reason). The built-in name, organisation, address and
/// amount are read as plain text (the amount as its canonical decimal text): the desk checks
/// addresses and amounts itself, and only the form's text and number rules are kept here.
public enum FieldCheck {
    public static func check(_ text: String, field: FormField, context: FieldCheckContext) -> FieldCheckOutcome {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        let language = context.language
        guard !trimmed.isEmpty else {
            guard field.required else { return .empty }
            // Translators: %@ is the field's label ("Invoice number").
            return .refused(message: LocalizedFormat.fill(tr("Enter the %@"), field.displayLabel(language: language)))
        }
        let value: CheckedValue
        do {
            value = try TypedValueReader.read(trimmed, field: field, context: context)
        } catch {
            if error.aboutForm, let example = field.example { return .refused(message: expectedLike(example)) }
            return .refused(message: error.message)
        }
        let rules = field.rules(forCurrency: context.currencyCode)
        for rule in rules where !rule.soft {
            if let broken = RuleCheck.broken(rule, by: value, field: field, context: context) { return .refused(message: broken) }
        }
        for rule in rules where rule.soft {
            if let broken = RuleCheck.broken(rule, by: value, field: field, context: context) {
                return .askFirst(stored: value.stored, message: broken)
            }
        }
        return .valid(stored: value.stored)
    }

    /// "Expected like INV-004211".
    static func expectedLike(_ example: String) -> String {
        // Translators: %@ is an example of a valid value, as the office's form gives it ("INV-004211").
        LocalizedFormat.fill(tr("Expected like %@"), example)
    }
}
