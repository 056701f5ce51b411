import AddressKit
import AddressSearch
import GtkKit

/// What the form does as fields change and addresses are picked from the suggestions or
/// entered by hand.
extension AddressForm {
    func valueChanged(_ field: AddressField) {
        guard displayedFields.contains(field) else { return }
        if field == .zip { fillSubdivisionFromPostalCode() }
        notifyChange()
    }

    /// A whole postal code that only one subdivision's codes begin with picks that subdivision
    /// while none is chosen: the postcode typed first brings the prefecture or state with it
    /// (a Japanese visitor at a kiosk cannot type the prefecture's kanji). Only as a person
    /// types: an entry opened, a draft restored or a paste keeps the values it brings.
    private func fillSubdivisionFromPostalCode() {
        guard batching == 0, usesSubdivisionChoice, displayedFields.contains(.subdivision), value(of: .subdivision).isEmpty,
            let subdivision = format?.subdivision(forPostalCode: value(of: .zip))
        else { return }
        subdivisionChoice.select(key: subdivision.key)
    }

    func subdivisionPicked() {
        // The postal code may now be outside (or back inside) the chosen subdivision.
        if touched.contains(.zip), displayedFields.contains(.zip), !value(of: .zip).isEmpty {
            input(for: .zip).validate()
        }
        if subdivisionChoice.input.errorText != nil { subdivisionChoice.input.validate() }
        notifyChange()
    }

    func fill(from address: Address) {
        let before = valuesAtPick
        valuesAtPick = nil
        batch {
            let typedMeanwhile = allValues
            setAddress(address)
            // A field the person changed while the suggestion resolved keeps their text.
            if let before {
                var values = allValues
                for field in AddressField.allCases where typedMeanwhile[field] != before[field] {
                    values[field] = typedMeanwhile[field]
                }
                if values != allValues { setValues(values) }
            }
            for field in displayedFields { input(for: field).errorText = nil }
        }
    }

    /// Every field's value, shown or not (the subdivision as its key when picked).
    var allValues: AddressFieldValues {
        var values = AddressFieldValues()
        for field in AddressField.allCases { values[field] = value(of: field) }
        return values
    }

    /// Focus after a pick goes to the first field the address left empty: a required one,
    /// else the unit (line 2) of a building with units ("APT", a group) when none came with
    /// it; with nothing left and the pick made from the keyboard, past the form
    /// (`onFilledFromSuggestion`). A click or a tap keeps focus in the search (the kiosk's
    /// on-screen keyboard types there).
    func focusAfterPick(of suggestion: AddressSuggestion, withKey: Bool) {
        if let field = firstEmptyRequiredField() {
            input(for: field).focus()
        } else if suggestion.isExpandable || !suggestion.secondary.isEmpty, displayedFields.contains(.line2), isBlank(.line2) {
            input(for: .line2).focus()
        } else if withKey, let onFilledFromSuggestion {
            onFilledFromSuggestion(state)
        }
    }

    func firstEmptyRequiredField() -> AddressField? {
        guard let format else { return nil }
        return displayedFields.first { field in
            guard field != .line2, let component = field.component, format.isRequired(component) else { return false }
            return isBlank(field)
        }
    }

    func isBlank(_ field: AddressField) -> Bool {
        value(of: field).trimmingCharacters(in: .whitespaces).isEmpty
    }

    /// "Address not found? Enter manually": a whole address typed in the search ("9 Elm St,
    /// Springfield, IL 62704") is split by `onAddressText`; otherwise what was typed is the
    /// start of the address, so it goes to line 1 (a unit typed after a designator, "… apt
    /// 305", to line 2) unless the person already wrote there; the caret waits at its end.
    func enterManually(_ typed: String) {
        if !typed.isEmpty, onAddressText?(typed) == true { return }
        guard let first = displayedFields.first(where: { $0 == .line1 }) ?? displayedFields.first else { return }
        let lines = ManualEntryText.streetLines(from: typed)
        if searchInput != nil, first == .line1, isBlank(.line1), !lines.line1.isEmpty {
            var values = allValues
            values[.line1] = lines.line1
            if displayedFields.contains(.line2), isBlank(.line2), !lines.line2.isEmpty { values[.line2] = lines.line2 }
            setValues(values)
        }
        let input = input(for: first)
        input.focus()
        input.caretPosition = input.entry.characterCount
    }

    /// Shows a form message (`.address-form-message`) under the search; nil hides it.
    func showMessage(_ message: String?) {
        messageLabel.text = message ?? ""
        messageLabel.isVisible = message != nil
    }
}
