import EntryForm
import EntryStore

/// The validator imported rows are checked with (`entrydesk import` and the window's Import…): the basic shape of a record, then the
/// country's address rules and the currency's minor units.
public enum ImportValidation {
    /// The validator for imported rows; negatives only where the window accepts them too, and
    /// the office's own fields by `form`'s rules.
    public static func makeValidator(allowsNegative: Bool, form: FormDefinition = BuiltInForm.definition) -> any EntryValidator {
        CombinedEntryValidator([
            BasicEntryValidator(allowsNegative: allowsNegative), ReferenceDataValidator(), FormRulesValidator(form: form)
        ])
    }
}
