import AddressKit
import EntrySettings
import EntryStore
import EntryWidgets
import Localization

/// Fields kept from one entry to the next, for a batch from one town: the city, the state or
/// region, the postcode, the currency, as the operator marks them (Preferences, or
/// `[entry] carry-over = city, state` in the configuration file). Each new entry after a save
/// starts with them filled in from the entry saved, and says so under each ("Kept from the last
/// entry", which a screen reader says with the field) until the operator changes it. The
/// country always carries (a run of German entries stays in Germany); the address values kept
/// belong to it, and go when the operator picks another country. They come from entries saved
/// as new, and make no form "unsaved" by themselves. Never at a kiosk: nothing of the last
/// person is left for the next.
@MainActor
final class CarryOver {
    /// The fields marked to carry over.
    var fields: Set<CarryOverField> = []
    /// Whether an old entry fixed and saved is kept from too (else only entries saved as new).
    var keepsFromFixes = false
    private let form: AddressForm
    private let amount: InputAmount
    /// The inputs showing a carried value, with their field, the helper text they had before
    /// and the value carried into them.
    private var marked: [(field: AddressField, input: TextInput, helper: String?, carried: String)] = []
    /// The country of the entry the values were kept from.
    private var carriedCountry = ""
    private var amountHelper: String??

    init(form: AddressForm, amount: InputAmount) {
        self.form = form
        self.amount = amount
    }

    /// Fills the fields marked from `previous` (the entry saved last) into a new entry, each
    /// marked as carried over. Returns whether the currency was carried (it then beats "the
    /// currency follows the country").
    @discardableResult
    func fill(from previous: DraftEntry) -> Bool {
        unmark()
        guard !fields.isEmpty, previous.countryCode == form.countryCode else { return false }
        var values = form.values
        let carried = fields.compactMap(\.addressField).filter { form.displayedFields.contains($0) }
        let previousValues = previous.addressFieldValues
        for field in carried where !previousValues[field].isEmpty { values[field] = previousValues[field] }
        form.setValues(values)
        carriedCountry = form.countryCode
        for field in carried where !previousValues[field].isEmpty { mark(field) }
        guard fields.contains(.currency), !previous.currency.isEmpty, (try? amount.setCurrencyCode(previous.currency)) != nil else {
            return false
        }
        amountHelper = .some(amount.helperText)
        amount.helperText = Self.note
        return true
    }

    /// The person changed a field: it is theirs now, no longer marked. Another country chosen:
    /// the kept values untouched so far (a city, a postcode of the country before) go.
    func changed() {
        if !marked.isEmpty, form.countryCode != carriedCountry { return dropKeptAddress() }
        marked.removeAll { item in
            guard item.input.text != item.carried else { return false }
            item.input.helperText = item.helper
            return true
        }
    }

    private func dropKeptAddress() {
        let dropped = marked.filter { $0.input.text == $0.carried }
        unmarkAddress()
        guard !dropped.isEmpty else { return }
        var values = form.values
        for item in dropped { values[item.field] = "" }
        form.setValues(values)
    }

    private func unmarkAddress() {
        for item in marked where item.input.helperText == Self.note { item.input.helperText = item.helper }
        marked = []
    }

    /// Takes every mark off (a new entry, an entry opened, the form cleared).
    func unmark() {
        unmarkAddress()
        if let helper = amountHelper, amount.helperText == Self.note { amount.helperText = helper }
        amountHelper = nil
    }

    /// The currency was picked by hand: no longer the carried one.
    func currencyChanged() {
        guard let helper = amountHelper else { return }
        if amount.helperText == Self.note { amount.helperText = helper }
        amountHelper = nil
    }

    // Translators: under a field filled from the entry saved before (carry-over).
    private static var note: String { tr("Kept from the last entry") }

    private func mark(_ field: AddressField) {
        let input = form.input(for: field)
        marked.append((field, input, input.helperText, input.text))
        input.helperText = Self.note
    }
}
