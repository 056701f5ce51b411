import EntryStore

/// The validator `entrydesk import` checks rows with: the basic shape of a record, then the
/// country's address rules and the currency's minor units.
enum ImportValidation {
    /// The validator for imported rows.
    static func makeValidator() -> any EntryValidator {
        CombinedEntryValidator([BasicEntryValidator(), ReferenceDataValidator()])
    }
}
