import EntryStore

/// The validator `entrydesk import` checks rows with.
///
/// This is the injection point for the app's full validation: combine `BasicEntryValidator`
/// with the AddressKit (per-country address rules) and AmountKit (currencies, minor units)
/// validators here, e.g. `CombinedEntryValidator([BasicEntryValidator(), AddressKitValidator()])`,
/// and the GUI should use the same function.
enum ImportValidation {
    /// The validator for imported rows.
    static func makeValidator() -> any EntryValidator {
        BasicEntryValidator()
    }
}
