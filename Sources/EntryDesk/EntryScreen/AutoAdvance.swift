import AddressKit
import EntryWidgets
import GtkKit

/// Auto-advance, when switched on: a field whose value is whole by its format moves focus on
/// by itself, as Enter would: the postcode once it is a whole code of the form's country
/// (`PostalCodeCompleteness`: "10014", "NW1 6XE", "100-0005"), the amount once it has every
/// fraction digit of its currency ("12.50"). Only for a character typed at the end of the text:
/// never on a paste, a deletion, a value set by the form, or a key typed in the middle.
///
/// It moves in the same turn as the key that completed the value, so the next key typed
/// already lands in the next field. Off by default (`[entry] auto-advance`); a kiosk never
/// advances unless its own `[kiosk] auto-advance` says so.
@MainActor
final class AutoAdvance {
    var isOn = false
    private let form: AddressForm
    private let amount: InputAmount
    private var texts: [ObjectIdentifier: String] = [:]

    init(form: AddressForm, amount: InputAmount) {
        self.form = form
        self.amount = amount
        let postalCode = form.input(for: .zip)
        postalCode.onChanged { [weak self, weak postalCode] text in
            guard let self, let postalCode, self.typedAtEnd(text, in: postalCode.entry) else { return }
            guard PostalCodeCompleteness.isWhole(text, country: self.form.countryCode) else { return }
            postalCode.performReturnAction()
        }
        amount.entry.onChanged { [weak self] in
            guard let self, self.typedAtEnd(self.amount.entry.text, in: self.amount.entry), self.amount.hasEveryFractionDigit else {
                return
            }
            self.amount.onSubmit?()
        }
    }

    /// Whether `text` is the field's text before this change with one character more at its
    /// end, in the field that has focus (the texts are followed while switched off too). The
    /// caret cannot tell: GTK moves it after the change is announced.
    private func typedAtEnd(_ text: String, in entry: Entry) -> Bool {
        let key = ObjectIdentifier(entry)
        let before = texts[key] ?? ""
        texts[key] = text
        return isOn && text.count == before.count + 1 && text.hasPrefix(before) && entry.containsFocus
    }
}
