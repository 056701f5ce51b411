import AddressKit
import AddressSearch
import EntryWidgets
import GtkKit

/// A whole address pasted into one address field ("10 Downing Street\nLondon\nSW1A 2AA"), or
/// typed in the search and taken for "Enter manually", split into the form's fields by
/// `AddressParser`: the country the text names, else the form's unless the text fits another
/// clearly better (its postcode, its subdivision), then the street lines, city, subdivision and
/// postcode, and a name or company on the first line into Name when Name is still empty.
/// Where the form searches an address index, the street the split found fills the fields the
/// paste left out ("1600 Amphitheatre Pkwy, Mountain View, CA": its ZIP code) when the index
/// knows exactly one such street there.
///
/// What went where is said (`onSplit` names the fields filled) and one undo (Ctrl+Z, or the
/// message's Undo) puts back everything the split changed; the person's next change of their
/// own ends that. Text that is no whole address (see `isWholeAddress`) is pasted as it was,
/// where it was pasted.
@MainActor
final class AddressPaste {
    /// Below this the parser's split is not applied: the text is pasted as it was.
    static let leastConfidence = 0.5

    /// A split filled the form: the labels of the fields it filled, in the form's order.
    var onSplit: (@MainActor (_ filled: [String]) -> Void)?

    private let name: TextInput
    private let form: AddressForm
    private let amount: InputAmount
    private let parser: AddressParser
    /// The index (or service) the form's search asks; nil: no completion.
    private let provider: (any AddressProvider)?
    /// The index lookup of the last split, while it runs.
    private var completion: Task<Void, Never>?
    /// What the form held before the last split, while it can still be taken back.
    private var before: Snapshot?
    /// Set while a split (or its undo) fills the form: those changes are not the person's.
    private var isFilling = false

    private struct Snapshot {
        var name: String
        var country: String
        var values: AddressFieldValues
    }

    init(
        name: TextInput, form: AddressForm, amount: InputAmount, provider: (any AddressProvider)?,
        parser: AddressParser = .shared
    ) {
        self.name = name
        self.form = form
        self.amount = amount
        self.provider = provider
        self.parser = parser
    }

    /// Whether the last split can still be taken back.
    var canUndo: Bool { before != nil }

    /// A paste in an address field, or the search's text for manual entry: true when it was
    /// split into the fields.
    func split(_ text: String) -> Bool {
        let split = parser.parse(text, preferring: form.countryCode)
        guard split.confidence >= Self.leastConfidence, Self.isWholeAddress(split.address) else { return false }
        let saved = Snapshot(name: name.text, country: form.countryCode, values: form.values)
        fill {
            var address = split.address
            // Name is the form's own field: a name the person typed stays.
            let pastedName = [address.name, address.companyName].first { !$0.isEmpty } ?? ""
            if !pastedName.isEmpty, name.text.trimmingCharacters(in: .whitespaces).isEmpty { name.text = pastedName }
            address.name = ""
            address.companyName = ""
            form.setAddress(address)
        }
        before = saved
        onSplit?(filledLabels(comparedWith: saved))
        focusFirstMissingField()
        completeFromIndex(split.address)
        return true
    }

    /// Asks the index for the split's street; one street of that name there (in the city or
    /// postcode pasted, when one was) fills the fields still empty, as part of the split (its
    /// undo takes them back too). Given up on as soon as the person changes anything.
    private func completeFromIndex(_ parsed: Address) {
        completion?.cancel()
        let wanted = [parsed.city, parsed.countryArea, parsed.postalCode]
        guard let provider, let street = parsed.streetLines.first, wanted.contains(where: \.isEmpty) else { return }
        let query = ([street] + wanted.filter { !$0.isEmpty }).joined(separator: " ")
        let country = form.countryCode
        completion = Task { [weak self] in
            let context = SuggestionContext(limit: 5, countryCode: country)
            guard let found = try? await provider.suggest(query, context: context), !Task.isCancelled else { return }
            let same = found.filter { suggestion in
                AddressTextFolder.comparable(suggestion.streetLine) == AddressTextFolder.comparable(street)
                    && Self.agrees(parsed.city, suggestion.city) && Self.agrees(parsed.postalCode, suggestion.postalCode)
            }
            guard same.count == 1, let match = same.first else { return }
            self?.fillMissing(from: match, country: country)
        }
    }

    private static func agrees(_ pasted: String, _ known: String) -> Bool {
        pasted.isEmpty || AddressTextFolder.comparable(pasted) == AddressTextFolder.comparable(known)
    }

    private func fillMissing(from match: AddressSuggestion, country: String) {
        guard let saved = before, form.countryCode == country else { return }
        let focusWasOnAMissingField = form.displayedFields.contains { form.value(of: $0).isEmpty && form.input(for: $0).isFocused }
        var values = form.values
        for (field, value) in [(AddressField.city, match.city), (.subdivision, match.countryArea), (.zip, match.postalCode)]
        where form.displayedFields.contains(field) && values[field].isEmpty {
            values[field] = value
        }
        guard values != form.values else { return }
        fill { form.setValues(values) }
        onSplit?(filledLabels(comparedWith: saved))
        if focusWasOnAMissingField { focusFirstMissingField() }
    }

    /// A street and two of city, postcode and subdivision: two lines of a note ("Apt 5, rear
    /// entrance") are no address and go where they were pasted.
    static func isWholeAddress(_ address: Address) -> Bool {
        let filled = [address.city, address.postalCode, address.countryArea].filter { !$0.isEmpty }
        return !(address.streetLines.first ?? "").isEmpty && filled.count >= 2
    }

    /// Puts back what the last split changed (the currency follows the country back).
    func undo() {
        guard let saved = before else { return }
        before = nil
        completion?.cancel()
        fill {
            name.text = saved.name
            if form.countryCode != saved.country { _ = form.setCountry(saved.country) }
            form.setValues(saved.values)
        }
        _ = form.firstInput?.focus()
    }

    /// The person changed something: the split is theirs now.
    func forget() {
        guard !isFilling else { return }
        before = nil
        completion?.cancel()
    }

    private func fill(_ work: () -> Void) {
        isFilling = true
        defer { isFilling = false }
        work()
    }

    private func filledLabels(comparedWith saved: Snapshot) -> [String] {
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
    private func focusFirstMissingField() {
        let missing = form.displayedFields.first { form.value(of: $0).isEmpty && form.validationMessage(for: $0) != nil }
        if let missing { _ = form.input(for: missing).focus() } else { _ = amount.focus() }
    }
}
