import Localization

/// The words of the entry screen, in one place for translation.
struct EntryScreenStrings {
    var newTitle = tr("New entry")
    var editTitle = tr("Edit entry")
    // Translators: the payer's name field.
    var name = tr("Name")
    var nameHelper = tr("The payer, as on their documents")
    var nameRequired = tr("Enter the name")
    // Translators: Ctrl+' (ditto) pressed before any entry was saved in this window.
    var nothingToCopy = tr("Nothing to copy yet: ditto (Ctrl+') copies from the entry saved before.")
    var amount = tr("Amount")
    var amountRequired = tr("Enter the amount")
    var reference = tr("Reference")
    var referenceHelper = tr("Optional: invoice or customer number")
    var save = tr("_Save")
    var saveChanges = tr("_Save changes")
    // Translators: the button that starts a new, empty entry.
    var new = tr("_New")
    var saveAnyway = tr("Save _anyway")
    // Translators: the title of the question asked at Save when values break soft rules (an amount above the usual, a date long ago).
    var softRuleTitle = tr("Keep these values?")
    // Translators: the field of that question where the operator types why the values are right.
    var softRuleReason = tr("Reason")
    var softRuleReasonHelper = tr("Saved with the entry, like: late payment, agreed by phone.")
    var softRuleReasonRequired = tr("Type why the values are right as they are.")
    // Translators: the button that leaves the question and goes back to the field, unsaved.
    var softRuleBack = tr("_Back to the field")
    // Translators: the button that keeps the values and saves the entry.
    var softRuleKeep = tr("_Keep and save")

    /// One line of that question: the field's label, then its rule's message.
    func softRuleLine(field: String, message: String) -> String {
        // Translators: one line of the question about soft rules; %1$@ is the field's label, %2$@ what its rule says.
        LocalizedFormat.fill(tr("%1$@: %2$@"), field, message)
    }

    /// What Save says when fields need fixing: how many, then their names in order.
    func fieldsNeedAttention(_ names: [String]) -> String {
        // Translators: what separates the items of a list ("Name, ZIP code").
        let separator = tr(", ")
        // Translators: said when Save finds fields to fix; %1$@ how many, %2$@ their names ("Name, ZIP code").
        return LocalizedFormat.fill(
            trn("%1$@ field needs attention: %2$@", "%1$@ fields need attention: %2$@", names.count),
            formattedCount(names.count), names.joined(separator: separator))
    }
}
