import AddressKit
import AmountKit
import EntryStore
import EntryWidgets
import GtkKit

/// Ditto, as data-entry programs have it (Ctrl+' in Microsoft Access): the field with focus
/// takes the same field of the entry saved before (in this window), the caret after it: the
/// name, any address field, the country, the amount, the reference, an office's own field (as
/// it was typed). At a desk only: a kiosk
/// never shows what the last person typed.
@MainActor
final class Ditto {
    var isEnabled = false
    private let name: TextInput
    private let form: AddressForm
    private let amount: InputAmount
    private let reference: TextInput
    private let office: OfficeFieldsSection?

    init(name: TextInput, form: AddressForm, amount: InputAmount, reference: TextInput, office: OfficeFieldsSection? = nil) {
        self.name = name
        self.form = form
        self.amount = amount
        self.reference = reference
        self.office = office
    }

    /// Copies into the focused field from `previous`; false when no field of the form has focus
    /// (the key goes on). `nothingToCopy` is called when there is no entry saved before.
    func copy(from previous: DraftEntry?, nothingToCopy: () -> Void) -> Bool {
        guard isEnabled else { return false }
        if let country = form.countrySelector, country.entry.containsFocus {
            guard let previous else { return refused(nothingToCopy) }
            _ = form.setCountry(previous.countryCode)
            return true
        }
        if amount.entry.containsFocus {
            guard let previous else { return refused(nothingToCopy) }
            if let saved = try? Amount(canonical: previous.amount, currency: amount.currency) {
                try? amount.setAmount(saved.value)
            } else {
                amount.restoreTypedText(previous.amountText)
            }
            return true
        }
        if let field = office?.inputs.first(where: { $0.input.entry.containsFocus }) {
            guard let previous else { return refused(nothingToCopy) }
            field.show(previous.officeFields[field.field.key] ?? "")
            field.input.caretPosition = field.input.entry.characterCount
            return true
        }
        let texts: [(TextInput, (DraftEntry) -> String)] =
            [(name, \.name), (reference, \.reference)]
            + form.displayedFields.map { field in (form.input(for: field), { $0.addressFieldValues[field] }) }
        guard let (input, value) = texts.first(where: { $0.0.entry.containsFocus }) else { return false }
        guard let previous else { return refused(nothingToCopy) }
        if let field = form.displayedFields.first(where: { form.input(for: $0) === input }) {
            var values = form.values
            values[field] = value(previous)
            form.setValues(values)
        } else {
            input.text = value(previous)
        }
        input.caretPosition = input.entry.characterCount
        return true
    }

    private func refused(_ nothingToCopy: () -> Void) -> Bool {
        nothingToCopy()
        return true
    }
}
