import AddressKit
import EntryStore
import EntryWidgets
import GtkKit

/// A batch's second keying in the form: only the verified fields take keys, in the form's order.
extension EntryScreen {
    /// Only `fields` take keys (nil: every field, as for a new entry): the rest of the form is
    /// read-only, so Enter goes from one field keyed again to the next in the form's order and
    /// checks the entry from the last one. The office's own fields are among them by key.
    func keyAgain(only fields: [VerifiedField]?) {
        let restricted = fields != nil
        let keyed = Set(fields ?? [])
        nameInput.isReadOnly = restricted && !keyed.contains(.name)
        addressForm.setReadOnly(restricted, except: Set(keyed.compactMap(\.addressField)))
        amountInput.isReadOnly = restricted && !keyed.contains(.amount)
        referenceInput.isReadOnly = restricted && !keyed.contains(.reference)
        for input in officeFields.inputs {
            input.input.isReadOnly = restricted && !keyed.contains(.office(input.field.key))
        }
    }

    /// `fields` in the order the form shows them (the address's order is its country's; the
    /// office's fields after Reference, in the form's order). An office field the desk does not
    /// show comes last.
    func inFormOrder(_ fields: [VerifiedField]) -> [VerifiedField] {
        let addressOrder = addressForm.displayedFields
        let officeOrder = officeFields.inputs.map(\.field.key)
        func position(_ field: VerifiedField) -> Int {
            switch field {
            case .name: 0
            case .amount: 1 + addressOrder.count
            case .reference: 2 + addressOrder.count
            case .postalCode, .city, .streetLine1:
                1 + (field.addressField.flatMap { addressOrder.firstIndex(of: $0) } ?? addressOrder.count)
            case .office(let key): 3 + addressOrder.count + (officeOrder.firstIndex(of: key) ?? officeOrder.count)
            }
        }
        return fields.sorted { position($0) < position($1) }
    }

    /// Whether the form has an input for `field` (an office field the form no longer has has none).
    func shows(_ field: VerifiedField) -> Bool {
        guard let key = field.officeKey else { return true }
        return officeFields.input(for: key) != nil
    }

    /// The form's text input of `field`; nil for the amount, which has its own component, and for
    /// an office field the desk does not show.
    func textInput(for field: VerifiedField) -> TextInput? {
        switch field {
        case .name: nameInput
        case .reference: referenceInput
        case .office(let key): officeFields.input(for: key)?.input
        case .postalCode, .city, .streetLine1, .amount: field.addressField.map { addressForm.input(for: $0) }
        }
    }

    /// The widget showing `field` (the amount's for an office field the desk does not show).
    func widget(for field: VerifiedField) -> Widget {
        textInput(for: field)?.widget ?? amountInput.widget
    }

    /// Puts the focus in `field`.
    @discardableResult
    func focus(_ field: VerifiedField) -> Bool {
        if field.officeKey != nil { return textInput(for: field)?.focus() ?? false }
        return textInput(for: field)?.focus() ?? amountInput.focus()
    }

    /// The field's title as the form shows it ("Amount", "ZIP code", an office field's label;
    /// the key of an office field the form no longer has).
    func title(of field: VerifiedField) -> String {
        if let key = field.officeKey { return textInput(for: field)?.labelPrimaryText ?? key }
        let shown = textInput(for: field).map { $0.labelPrimaryText } ?? amountInput.labelPrimaryText
        return shown ?? field.rawValue
    }
}

extension VerifiedField {
    /// The address form's field showing it (nil: not an address field).
    var addressField: AddressField? {
        switch self {
        case .postalCode: .zip
        case .city: .city
        case .streetLine1: .line1
        case .name, .amount, .reference, .office: nil
        }
    }
}
