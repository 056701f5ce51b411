import EntryForm
import EntryStore
import Foundation
import Localization

/// The fields a batch's second keying may check, as the form in force has them: the built-in
/// ones the desk keys, then the office's own (its form file's, keyed at a desk), each by the
/// label a person reads. One list for the new-batch dialog and `entrydesk batch verify`.
public enum VerifiedFieldChoices {
    /// A field and what it is called.
    public struct Choice: Equatable, Sendable {
        public let field: VerifiedField
        public let label: String
    }

    /// Every field `form` lets a batch check, in the form's order, labelled in `language`.
    public static func offered(by form: FormDefinition, language: String) -> [Choice] {
        let builtIn = VerifiedField.builtIn.filter { field in
            // A built-in field the form hides is not keyed, so not keyed again either.
            guard let key = formKey(of: field), let formField = form.field(key) else { return true }
            return !formField.hidden && formField.placement.atDesk
        }
        let office = form.deskFields.filter { $0.builtIn == nil }.map { VerifiedField.office($0.key) }
        return (builtIn + office).map { Choice(field: $0, label: label(of: $0, in: form, language: language)) }
    }

    /// What `field` is called in `form`: its label there, an address part's own title, or, for
    /// an office key the form no longer has, the key itself.
    public static func label(of field: VerifiedField, in form: FormDefinition, language: String) -> String {
        if let key = formKey(of: field), let formField = form.field(key) { return formField.displayLabel(language: language) }
        switch field {
        case .name: return EntryFieldTitle.of(.name)
        case .amount: return EntryFieldTitle.of(.amount)
        case .reference: return EntryFieldTitle.of(.reference)
        case .postalCode: return EntryFieldTitle.of(.postalCode)
        case .city: return EntryFieldTitle.of(.city)
        case .streetLine1: return EntryFieldTitle.of(.streetLine1)
        case .office(let key): return key
        }
    }

    /// How the office fields of `form` are stored when keyed with `context` (the form's check:
    /// an IBAN without spaces in upper case, a date in ISO 8601): what a second keying's office
    /// values are compared and kept as. A value the check refuses, and a key the form does not
    /// have, are text.
    public static func storedForm(of form: FormDefinition, context: FieldCheckContext) -> VerifiedField.StoredForm {
        { key, text in
            guard let field = form.field(key), field.builtIn == nil else { return VerifiedField.trimmedText(key, text) }
            switch FieldCheck.check(text, field: field, context: context) {
            case .empty: return ""
            case .valid(let stored), .askFirst(let stored, _): return stored
            case .refused: return VerifiedField.trimmedText(key, text)
            }
        }
    }

    /// The form's key of a built-in field it describes (name, amount, reference); nil for an
    /// address part, which the form describes as one address.
    private static func formKey(of field: VerifiedField) -> String? {
        switch field {
        case .name: BuiltInField.name.rawValue
        case .amount: BuiltInField.amount.rawValue
        case .reference: BuiltInField.reference.rawValue
        case .office(let key): key
        case .postalCode, .city, .streetLine1: nil
        }
    }
}
