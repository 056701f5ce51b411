/// The words of the entry screen, in one place for translation.
struct EntryScreenStrings {
    var newTitle = "New entry"
    var editTitle = "Edit entry"
    var name = "Name"
    var nameHelper = "The payer, as on their documents"
    var nameRequired = "Enter the name"
    var amount = "Amount"
    var amountRequired = "Enter the amount"
    var reference = "Reference"
    var referenceHelper = "Optional: invoice or customer number"
    var save = "_Save"
    var saveChanges = "_Save changes"
    var new = "_New"
    /// A large amount to confirm: `%1$@` the amount, `%2$@` the usual limit, both formatted.
    var largeAmount = "%1$@ is more than the %2$@ usually entered. Check the amount, or save it as it is."
    var saveAnyway = "Save _anyway"
    /// Said when Save finds one field to fix: `%@` its name.
    var oneFieldNeedsAttention = "1 field needs attention: %@"
    /// Said when Save finds several: `%1$@` how many, `%2$@` their names in order.
    var fieldsNeedAttention = "%1$@ fields need attention: %2$@"
}
