import AddressKit
import EntryStore
import EntryWidgets
import GtkKit

/// A batch's second keying in the form: only the verified fields take keys, in the form's order.
extension EntryScreen {
    /// Only `fields` take keys (nil: every field, as for a new entry): the rest of the form is
    /// read-only, so Enter goes from one field keyed again to the next in the form's order and
    /// checks the entry from the last one.
    func keyAgain(only fields: [VerifiedField]?) {
        let keyed = Set(fields ?? VerifiedField.allCases)
        let restricted = fields != nil
        nameInput.isReadOnly = restricted && !keyed.contains(.name)
        addressForm.setReadOnly(restricted, except: Set(keyed.compactMap(\.addressField)))
        amountInput.isReadOnly = restricted && !keyed.contains(.amount)
        referenceInput.isReadOnly = restricted && !keyed.contains(.reference)
    }

    /// `fields` in the order the form shows them (the address's order is its country's).
    func inFormOrder(_ fields: [VerifiedField]) -> [VerifiedField] {
        let addressOrder = addressForm.displayedFields
        func position(_ field: VerifiedField) -> Int {
            switch field {
            case .name: 0
            case .amount: 1 + addressOrder.count
            case .reference: 2 + addressOrder.count
            case .postalCode, .city, .streetLine1:
                1 + (field.addressField.flatMap { addressOrder.firstIndex(of: $0) } ?? addressOrder.count)
            }
        }
        return fields.sorted { position($0) < position($1) }
    }

    /// The form's text input of `field`; nil for the amount, which has its own component.
    func textInput(for field: VerifiedField) -> TextInput? {
        if field == .name { return nameInput }
        if field == .reference { return referenceInput }
        return field.addressField.map { addressForm.input(for: $0) }
    }

    /// The widget showing `field`.
    func widget(for field: VerifiedField) -> Widget {
        textInput(for: field)?.widget ?? amountInput.widget
    }

    /// Puts the focus in `field`.
    @discardableResult
    func focus(_ field: VerifiedField) -> Bool {
        textInput(for: field)?.focus() ?? amountInput.focus()
    }

    /// The field's title as the form shows it ("Amount", "ZIP code").
    func title(of field: VerifiedField) -> String {
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
        case .name, .amount, .reference: nil
        }
    }
}
