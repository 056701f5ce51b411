import AddressKit
import EntryWidgets
import GtkKit

/// A whole address pasted into one address field ("10 Downing Street\nLondon\nSW1A 2AA"),
/// split into the form's fields: the country it names or whose postcode it fits, the street
/// lines, city, subdivision, postcode, and a name or company on its first line into Name.
///
/// What went where is said (`onSplit` names the fields filled) and one undo (Ctrl+Z, or the
/// message's Undo) puts back everything the split changed; the next change of the person's own
/// ends that. Text that does not split into at least two parts of an address is pasted as it
/// was, where it was pasted.
@MainActor
final class AddressPaste {
    /// Splits text into an address (name and company included) and how sure it is (0...1),
    /// the form's country given as a hint; nil: not an address.
    typealias Splitter = @MainActor (_ text: String, _ countryHint: String) -> (address: Address, confidence: Double)?

    /// Below this confidence a split is not applied: the text is pasted as it was.
    static let leastConfidence = 0.5

    /// The app's parser; nil: every paste goes where it was pasted.
    var splitter: Splitter?
    /// A split filled the form: the labels of the fields it filled, in the form's order.
    var onSplit: (@MainActor (_ filled: [String]) -> Void)?

    private let name: TextInput
    private let form: AddressForm
    private let amount: InputAmount
    /// What the form held before the last split, while it can still be taken back.
    private var before: (name: String, country: String, values: AddressFieldValues, currency: String)?
    /// Set while a split (or its undo) fills the form: those changes are not the person's.
    private(set) var isFilling = false

    init(name: TextInput, form: AddressForm, amount: InputAmount) {
        self.name = name
        self.form = form
        self.amount = amount
    }

    /// Whether the last split can still be taken back.
    var canUndo: Bool { before != nil }

    /// A paste in an address field: true when it was split into the fields.
    func pasted(_ text: String) -> Bool {
        guard let splitter, let split = splitter(text, form.countryCode), split.confidence >= Self.leastConfidence else {
            return false
        }
        let address = split.address
        let parts = [address.streetLines.first ?? "", address.city, address.postalCode, address.countryArea]
        guard parts.filter({ !$0.trimmingCharacters(in: .whitespaces).isEmpty }).count >= 2 else { return false }
        let saved = (name: name.text, country: form.countryCode, values: form.values, currency: amount.currencyCode)
        fill {
            var values = address
            // Name is the form's own field: a name the person typed stays.
            let pastedName = [address.name, address.companyName].first { !$0.isEmpty } ?? ""
            if !pastedName.isEmpty, name.text.trimmingCharacters(in: .whitespaces).isEmpty { name.text = pastedName }
            values.name = ""
            if values.companyName == pastedName { values.companyName = "" }
            form.setAddress(values)
        }
        before = saved
        onSplit?(filledLabels(comparedWith: saved))
        focusFirstEmptyField()
        return true
    }

    /// Puts back what the last split changed.
    func undo() {
        guard let saved = before else { return }
        before = nil
        fill {
            name.text = saved.name
            _ = form.setCountry(saved.country)
            form.setValues(saved.values)
            try? amount.setCurrencyCode(saved.currency)
        }
    }

    /// The person changed something: the split is theirs now.
    func forget() {
        guard !isFilling else { return }
        before = nil
    }

    private func fill(_ work: () -> Void) {
        isFilling = true
        work()
        isFilling = false
    }

    private func filledLabels(comparedWith saved: (name: String, country: String, values: AddressFieldValues, currency: String)) -> [String] {
        var labels: [String] = []
        if name.text != saved.name { labels.append(name.labelPrimaryText ?? "") }
        if form.countryCode != saved.country, let country = form.countrySelector { labels.append(country.labelPrimaryText ?? "") }
        for field in form.displayedFields where form.value(of: field) != saved.values[field] {
            labels.append(form.input(for: field).labelPrimaryText ?? "")
        }
        return labels.filter { !$0.isEmpty }
    }

    /// On to what the paste left to do: the first address field it left empty that the
    /// country requires, else the amount.
    private func focusFirstEmptyField() {
        let missing = form.displayedFields.first { form.validationMessage(for: $0) != nil && form.value(of: $0).isEmpty }
        if let missing { _ = form.input(for: missing).focus() } else { _ = amount.focus() }
    }
}
