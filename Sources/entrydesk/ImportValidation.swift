import EntryStore

/// The validator `entrydesk import` checks rows with: the basic shape of a record, then the
/// country's address rules and the currency's minor units.
enum ImportValidation {
    /// The validator for imported rows; negatives only where the window accepts them too.
    static func makeValidator(allowsNegative: Bool) -> any EntryValidator {
        CombinedEntryValidator([BasicEntryValidator(allowsNegative: allowsNegative), ReferenceDataValidator()])
    }
}
