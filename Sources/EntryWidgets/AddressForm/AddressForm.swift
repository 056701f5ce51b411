import AddressKit
import AddressSearch
import GtkKit

/// The country-aware address form: up to eight fields laid out for the chosen country, a
/// subdivision picker, a searchable country selector, validation from AddressKit and an
/// optional autocomplete with drill-down into secondary addresses.
///
/// Look: `.address-form` on `widget` (a form for assistive technologies), rows
/// `.address-form-row`, the heading `.address-form-title`, form messages
/// `.address-form-message`; the fields are TextInputs. Business rules (layouts, labels,
/// required fields, subdivisions, validation) all come from AddressKit.
///
/// Keep the AddressForm alive for as long as its widget is on screen.
@MainActor
public final class AddressForm {
    /// The widget to put in a window or container.
    public var widget: Widget { root }
    /// The configuration the form was built with.
    public let configuration: AddressFormConfiguration
    /// The country whose layout and rules apply (ISO 3166-1 alpha-2).
    public internal(set) var countryCode: String
    /// The fields shown, in the order of the rows.
    public var displayedFields: [AddressField] { layout.fields }
    /// The rows shown (compounds side by side).
    public var displayedRows: [[AddressField]] { layout.rows }
    /// Runs when the form is submitted valid (Enter in the last field or `submit()`).
    public var onSubmit: (@MainActor (AddressFormState) -> Void)?
    /// Runs when a suggestion picked from the keyboard left no field of the address to fill:
    /// typing goes on after the form (the entry screen's Amount). Unset: focus stays.
    public var onFilledFromSuggestion: (@MainActor (AddressFormState) -> Void)?
    /// Gets what may be a whole address in one text first, to split it into the fields: a
    /// paste in any address field, or the search's text taken for "Enter manually". True when
    /// it took the text; otherwise a paste goes where it was pasted, on one line, and the
    /// search's text into the street lines.
    public var onAddressText: (@MainActor (String) -> Bool)?

    let root = Box(.vertical, role: .form)
    let titleLabel = Label()
    let messageLabel = Label()
    var textInputs: [AddressField: TextInput] = [:]
    let subdivisionChoice: ChoiceInput
    var usesSubdivisionChoice = false
    let countryChoice: ChoiceInput?
    let search: AddressSearchController?
    let searchInput: TextInput?
    var rowBoxes: [Box] = []
    var format: CountryFormat?
    /// The rows and required fields for the country and configuration (set by `layOut`).
    var layout: AddressFormLayout
    let validator = AddressValidator()
    var changeHandlers: [@MainActor (AddressFormState) -> Void] = []
    var touched: Set<AddressField> = []
    /// Whether the person tried to submit: only then is an empty required field an error, so
    /// tabbing past a field not yet filled does not paint the form red.
    var submitted = false
    var batching = 0
    var lastState: AddressFormState?
    private(set) var isReadOnly = false
    /// Every field's value when a suggestion was picked: what the person types while it
    /// resolves is kept.
    var valuesAtPick: AddressFieldValues?

    // MARK: Creation

    /// A form for `configuration`, with an autocomplete when `suggestions` is given, editing
    /// `address` when given (its country wins over the configuration's).
    public init(
        configuration: AddressFormConfiguration = AddressFormConfiguration(),
        suggestions: AddressSuggestionConfiguration? = nil,
        address: Address? = nil
    ) {
        self.configuration = configuration
        let strings = configuration.strings
        let startCountry = (address?.countryCode.isEmpty == false ? address?.countryCode : nil) ?? configuration.countryCode
        countryCode = startCountry.uppercased()
        layout = AddressFormLayout(configuration: configuration, format: nil)

        // Tree.
        root.addCSSClass("address-form")
        root.setAccessibleLabel(strings.formAccessibleName)
        titleLabel.addCSSClass("address-form-title")
        titleLabel.xalign = 0
        titleLabel.text = strings.formTitle
        titleLabel.isVisible = !strings.formTitle.isEmpty
        root.append(titleLabel)
        messageLabel.addCSSClass("address-form-message")
        messageLabel.xalign = 0
        messageLabel.wraps = true
        messageLabel.isVisible = false

        if configuration.showsCountrySelector {
            let choice = ChoiceInput(
                title: strings.countryTitle, placeholder: strings.countryPlaceholder,
                listName: strings.choiceListName, noMatches: strings.noMatchingChoices,
                showAllLabel: strings.showAllChoices)
            choice.requiresChoice = true
            root.append(choice.input.widget)
            countryChoice = choice
        } else {
            countryChoice = nil
        }
        subdivisionChoice = ChoiceInput(
            title: "", placeholder: strings.subdivisionPlaceholder,
            listName: strings.choiceListName, noMatches: strings.noMatchingChoices,
            showAllLabel: strings.showAllChoices)
        for field in AddressField.allCases {
            let input = TextInput(placeholder: strings.placeholders[field] ?? "")
            input.widget.hexpand = true
            textInputs[field] = input
        }
        // A postcode is written left to right in every language ("SW1A 1AA", "100-0001"): in a
        // right-to-left window its text keeps its order and its cursor moves with it.
        textInputs[.zip]?.entry.keepLeftToRight()
        subdivisionChoice.input.widget.hexpand = true
        if let limit = configuration.maximumFieldLength {
            for input in Array(textInputs.values) + [subdivisionChoice.input] { input.maxLength = limit }
        }
        if let suggestions {
            let searchOn: TextInput
            if suggestions.placement == .searchField {
                let input = TextInput(
                    labelPrimaryText: suggestions.strings.searchTitle, placeholder: suggestions.strings.searchBarPlaceholder,
                    fieldRole: .combobox)
                input.setLeadingIcon(.named("system-search-symbolic"))
                input.returnAction = .next
                root.append(input.widget)
                searchOn = input
                searchInput = input
            } else {
                searchOn = textInputs[.line1] ?? TextInput()
                searchInput = nil
            }
            search = AddressSearchController(input: searchOn, configuration: suggestions, countryCode: countryCode)
            // The provider's errors stay under the search until it answers again.
            root.append(messageLabel)
        } else {
            search = nil
            searchInput = nil
        }

        // Signals.
        for field in AddressField.allCases {
            guard let input = textInputs[field] else { continue }
            input.validator = { [weak self] _ in self?.fieldValidated(field) }
            input.onChanged { [weak self] _ in self?.valueChanged(field) }
        }
        subdivisionChoice.input.validator = { [weak self] _ in self?.fieldValidated(.subdivision) }
        subdivisionChoice.input.onChanged { [weak self] _ in self?.valueChanged(.subdivision) }
        subdivisionChoice.onSelectionChanged = { [weak self] _ in self?.subdivisionPicked() }
        countryChoice?.onSelectionChanged = { [weak self] option in
            guard let self, let option, option.key != self.countryCode else { return }
            self.setCountry(option.key)
        }
        search?.onResolved = { [weak self] address, suggestion, withKey in
            self?.fill(from: address)
            self?.focusAfterPick(of: suggestion, withKey: withKey)
        }
        search?.onManualEntry = { [weak self] typed in self?.enterManually(typed) }
        search?.onProviderError = { [weak self] message in self?.showMessage(message) }
        search?.onResolving = { [weak self] in self?.valuesAtPick = self?.allValues }

        // Country, layout, values, state.
        if let countryChoice { countryChoice.options = countryOptions() }
        applyCountry(countryCode)
        if let address { setAddress(address) }
        setReadOnly(configuration.isReadOnly)
        takePastes()
        lastState = state
    }

    // MARK: Values

    /// The input of a field (the subdivision's picker input when the country has subdivisions),
    /// whether shown or not.
    public func input(for field: AddressField) -> TextInput {
        if field == .subdivision, usesSubdivisionChoice { return subdivisionChoice.input }
        return textInputs[field] ?? subdivisionChoice.input
    }

    /// The autocomplete's search field, when the form has one of its own.
    public var searchField: TextInput? { searchInput }
    /// The autocomplete, when configured (tests and the gallery).
    var searchController: AddressSearchController? { search }
    /// The subdivision picker (tests).
    var subdivisionPicker: ChoiceInput { subdivisionChoice }
    /// The country picker (tests).
    var countryPicker: ChoiceInput? { countryChoice }
    /// Puts every caret at the end of its text, dropping the selection GTK leaves in the
    /// field it focused first (gallery pictures).
    func clearSelections() {
        for input in everyInput { input.caretPosition = input.entry.characterCount }
    }

    /// Every text input of the form, shown or not: the fields (both of the subdivision's, which
    /// one shows depends on the country), the search and the country.
    public var everyInput: [TextInput] {
        var inputs = AddressField.allCases.compactMap { textInputs[$0] } + [subdivisionChoice.input]
        if let searchInput { inputs.append(searchInput) }
        if let countryChoice { inputs.append(countryChoice.input) }
        return inputs
    }

    /// The form message shown (a provider's error), if any.
    public var message: String? { messageLabel.isVisible ? messageLabel.text : nil }
    /// The country selector, when shown.
    public var countrySelector: TextInput? { countryChoice?.input }
    /// The form's first input in Tab and Enter order (the country, the search, or the first
    /// field): where the field before the form sends Enter.
    public var firstInput: TextInput? {
        countryChoice?.input ?? searchInput ?? displayedFields.first.map { input(for: $0) }
    }

    /// The current value of a field (a picked subdivision's key), shown or not.
    public func value(of field: AddressField) -> String {
        if field == .subdivision, usesSubdivisionChoice { return subdivisionChoice.value }
        return textInputs[field]?.text ?? ""
    }

    /// The values of the fields shown (hidden fields are empty).
    public var values: AddressFieldValues {
        var values = AddressFieldValues()
        for field in displayedFields { values[field] = value(of: field) }
        return values
    }

    /// The address of the fields shown, with the form's country.
    public var address: Address { values.applied(to: Address(countryCode: countryCode)) }

    /// The address, the extras and validity together, as the change callback gets them.
    public var state: AddressFormState {
        AddressFormState(address: address, values: values, isValid: isValid)
    }

    /// Fills the form with `address` (switching country when it names another one).
    public func setAddress(_ address: Address) {
        batch {
            if !address.countryCode.isEmpty, address.countryCode.uppercased() != countryCode {
                setCountry(address.countryCode)
            }
            var values = AddressFieldValues(address: address)
            for field in AddressField.allCases where field.isExtra { values[field] = value(of: field) }
            setValues(values)
        }
    }

    /// Sets every field's value, extras included; errors already shown are checked again.
    public func setValues(_ values: AddressFieldValues) {
        batch {
            let apply = {
                for field in AddressField.allCases {
                    if field == .subdivision {
                        self.subdivisionChoice.setValue(values.subdivision)
                        self.textInputs[.subdivision]?.text = values.subdivision
                    } else {
                        self.textInputs[field]?.text = values[field]
                    }
                }
            }
            // Values set from code never start a search (line 1 may carry the autocomplete).
            if let search { search.quietly(apply) } else { apply() }
            revalidateShownErrors()
        }
    }

    /// Empties every field, error and the search, keeping the country (the next record); a
    /// country name half typed over it goes too.
    public func reset() {
        batch {
            search?.reset()
            let clear = {
                for input in self.textInputs.values { input.reset() }
                self.subdivisionChoice.input.reset()
                self.subdivisionChoice.setValue("")
                self.searchInput?.reset()
                self.countryChoice?.reset(showing: self.countryCode)
            }
            if let search { search.quietly(clear) } else { clear() }
            touched = []
            submitted = false
            showMessage(nil)
        }
    }

    /// Calls `handler` with the address and its validity after every change.
    public func onChange(_ handler: @escaping @MainActor (AddressFormState) -> Void) {
        changeHandlers.append(handler)
    }

    // MARK: Validation

    /// AddressKit's verdict on the fields shown (nil only when its data cannot be read).
    public func validation() -> AddressValidationResult? {
        try? validator.validate(address)
    }

    /// Whether AddressKit finds no error in the fields shown (errors of fields the
    /// configuration hides do not count: the person cannot fix them).
    public var isValid: Bool {
        guard let result = validation() else { return false }
        // An error counts when a shown field carries it, or when the country itself is wrong.
        return result.errors.keys.allSatisfy { $0 != .countryCode && field(for: $0) == nil }
    }

    /// Validates every field shown, showing their errors; focuses the first invalid field.
    /// Returns whether the address is valid, and runs `onSubmit` when it is.
    @discardableResult
    public func submit() -> Bool {
        submitted = true
        touched.formUnion(displayedFields)
        var firstInvalid: TextInput?
        for field in displayedFields {
            let input = input(for: field)
            if !input.validate(), firstInvalid == nil { firstInvalid = input }
        }
        if let firstInvalid {
            firstInvalid.focus()
            return false
        }
        let valid = isValid
        if valid {
            writePostalCodeInNationalForm()
            onSubmit?(state)
        }
        return valid
    }

    /// A valid postal code as its country writes it ("nw16xe" becomes "NW1 6XE", "1000005"
    /// "100-0005"): what is saved is what the labels print, and the person sees it.
    func writePostalCodeInNationalForm() {
        guard let format, displayedFields.contains(.zip) else { return }
        let zip = input(for: .zip)
        let national = PostalCodeForm.national(zip.text, in: format)
        if national != zip.text { zip.text = national }
    }

    /// The message AddressKit gives for a field now, if any.
    public func validationMessage(for field: AddressField) -> String? {
        guard displayedFields.contains(field), let result = validation() else { return nil }
        for (component, message) in result.messages {
            guard let code = result.errors[component], self.field(for: component) == field else { continue }
            return configuration.validationMessages?(field, code, message) ?? message
        }
        return nil
    }

    /// A field's validator (focus-out, submit): from now on its value is checked again when a
    /// related field changes.
    func fieldValidated(_ field: AddressField) -> String? {
        touched.insert(field)
        if !submitted && value(of: field).trimmingCharacters(in: .whitespaces).isEmpty { return nil }
        return validationMessage(for: field)
    }

    /// The field that shows a component's errors (street errors go to line 1, or line 2 alone).
    func field(for component: AddressComponent) -> AddressField? {
        layout.field(for: component)
    }

    func revalidateShownErrors() {
        for field in displayedFields {
            let input = input(for: field)
            if input.errorText != nil { input.validate() }
        }
    }

    // MARK: Modes

    /// Makes the form read-only (values selectable, nothing editable, no search) or editable;
    /// read-only but for the fields in `editable` (a second keying of some fields), where Enter
    /// then goes from one editable field to the next.
    public func setReadOnly(_ readOnly: Bool, except editable: Set<AddressField> = []) {
        isReadOnly = readOnly
        for (field, input) in textInputs { input.isReadOnly = readOnly && !editable.contains(field) }
        subdivisionChoice.input.isReadOnly = readOnly && !editable.contains(.subdivision)
        countryChoice?.input.isReadOnly = readOnly
        if let searchInput {
            searchInput.widget.isVisible = !readOnly
            if readOnly { search?.cancelPending(); search?.suggestions.close() }
        }
        root.setCSSClass("read-only", readOnly)
    }

    func batch(_ work: () -> Void) {
        batching += 1
        work()
        batching -= 1
        if batching == 0 { notifyChange() }
    }

    func notifyChange() {
        guard batching == 0 else { return }
        let current = state
        guard current != lastState else { return }
        lastState = current
        for handler in changeHandlers { handler(current) }
    }
}
