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
    public private(set) var countryCode: String
    /// The fields shown, in the order of the rows.
    public var displayedFields: [AddressField] { layout.fields }
    /// The rows shown (compounds side by side).
    public var displayedRows: [[AddressField]] { layout.rows }
    /// Runs when the form is submitted valid (Enter in the last field or `submit()`).
    public var onSubmit: (@MainActor (AddressFormState) -> Void)?
    /// Runs when a suggestion picked from the keyboard left no field of the address to fill:
    /// typing goes on after the form (the entry screen's Amount). Unset: focus stays.
    public var onFilledFromSuggestion: (@MainActor (AddressFormState) -> Void)?

    private let root = Box(.vertical, role: .form)
    private let titleLabel = Label()
    private let messageLabel = Label()
    private var textInputs: [AddressField: TextInput] = [:]
    private let subdivisionChoice: ChoiceInput
    private var usesSubdivisionChoice = false
    private let countryChoice: ChoiceInput?
    private let search: AddressSearchController?
    private let searchInput: TextInput?
    private var rowBoxes: [Box] = []
    private var format: CountryFormat?
    /// The rows and required fields for the country and configuration (set by `layOut`).
    private var layout: AddressFormLayout
    private let validator = AddressValidator()
    private var changeHandlers: [@MainActor (AddressFormState) -> Void] = []
    private var touched: Set<AddressField> = []
    /// Whether the person tried to submit: only then is an empty required field an error, so
    /// tabbing past a field not yet filled does not paint the form red.
    private var submitted = false
    private var batching = 0
    private var lastState: AddressFormState?
    private(set) var isReadOnly = false
    /// Every field's value when a suggestion was picked: what the person types while it
    /// resolves is kept.
    private var valuesAtPick: AddressFieldValues?

    // MARK: Creation

    /// A form for `configuration`, with an autocomplete when `suggestions` is given, editing
    /// `address` when given (its country wins over the configuration's).
    public init(configuration: AddressFormConfiguration = AddressFormConfiguration(),
                suggestions: AddressSuggestionConfiguration? = nil,
                address: Address? = nil) {
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
            let choice = ChoiceInput(title: strings.countryTitle, placeholder: strings.countryPlaceholder,
                                     listName: strings.choiceListName, noMatches: strings.noMatchingChoices,
                                     showAllLabel: strings.showAllChoices)
            choice.requiresChoice = true
            root.append(choice.input.widget)
            countryChoice = choice
        } else {
            countryChoice = nil
        }
        subdivisionChoice = ChoiceInput(title: "", placeholder: strings.subdivisionPlaceholder,
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
                let input = TextInput(labelPrimaryText: suggestions.strings.searchTitle, placeholder: suggestions.strings.searchBarPlaceholder,
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
    private func writePostalCodeInNationalForm() {
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
    private func fieldValidated(_ field: AddressField) -> String? {
        touched.insert(field)
        if !submitted && value(of: field).trimmingCharacters(in: .whitespaces).isEmpty { return nil }
        return validationMessage(for: field)
    }

    /// The field that shows a component's errors (street errors go to line 1, or line 2 alone).
    private func field(for component: AddressComponent) -> AddressField? {
        layout.field(for: component)
    }

    private func revalidateShownErrors() {
        for field in displayedFields {
            let input = input(for: field)
            if input.errorText != nil { input.validate() }
        }
    }

    // MARK: Country

    /// Lays the form out for another country, keeping every value that still has a field
    /// (values of fields the country lacks are kept too, and return with a country that has
    /// them). Returns false for a code AddressKit does not know.
    @discardableResult
    public func setCountry(_ code: String) -> Bool {
        let upper = code.uppercased()
        guard (try? CountryFormat.load(upper)) != nil else { return false }
        guard upper != countryCode || format == nil else { return true }
        batch {
            applyCountry(upper)
        }
        return true
    }

    private func applyCountry(_ code: String) {
        // The subdivision's text as shown, carried to whichever input the new country uses.
        let subdivisionText = usesSubdivisionChoice ? subdivisionChoice.input.text : (textInputs[.subdivision]?.text ?? "")
        countryCode = code
        format = try? CountryFormat.load(code)
        let options = subdivisionOptions()
        usesSubdivisionChoice = !options.isEmpty
        subdivisionChoice.options = options
        if usesSubdivisionChoice {
            subdivisionChoice.setValue(subdivisionText)
        } else {
            textInputs[.subdivision]?.text = subdivisionText
        }
        countryChoice?.select(key: code)
        search?.setCountry(code)
        applyTitles()
        layOut()
        for field in AddressField.allCases { input(for: field).errorText = nil }
        for field in displayedFields where touched.contains(field) { input(for: field).validate() }
    }

    private func countryOptions() -> [ChoiceOption] {
        guard let countries = try? AddressFormatRegistry.shared.countries() else { return [] }
        let wanted = configuration.countries.map { Set($0.map { $0.uppercased() }) }
        return CountryChoices.options(countries.filter { wanted?.contains($0.code) ?? true })
    }

    private func subdivisionOptions() -> [ChoiceOption] {
        if countryCode == configuration.countryCode.uppercased(), let given = configuration.availableSubdivisions {
            return given.map { ChoiceOption(key: $0.code, name: $0.name, latinName: $0.latinName) }
        }
        guard let format, let items = try? format.subdivisions() else { return [] }
        return items.map { item in
            let latin = item.latinName.flatMap { $0 == item.name ? nil : $0 }
            let aliases = [item.isoCode].compactMap { $0 }.filter { $0 != item.key }
            return ChoiceOption(key: item.key, name: item.name, latinName: latin, aliases: aliases)
        }
    }

    private func applyTitles() {
        let strings = configuration.strings
        for field in AddressField.allCases {
            let title = strings.titles[field] ?? format?.label(forField: field) ?? ""
            for input in inputs(of: field) { input.labelPrimaryText = title }
            if field == .zip, strings.placeholders[.zip] == nil {
                textInputs[.zip]?.placeholder = format?.postalCodePlaceholder ?? ""
            }
        }
        if strings.subdivisionPlaceholder.isEmpty {
            subdivisionChoice.input.placeholder = ""
        }
    }

    private func layOut() {
        for box in rowBoxes {
            box.removeAll()
            root.remove(box)
        }
        rowBoxes = []
        layout = AddressFormLayout(configuration: configuration, format: format)
        // Rows go after the search and its message (or the country, or the title).
        var previous: Widget? = searchInput == nil ? (countryChoice?.input.widget ?? titleLabel) : messageLabel
        for row in displayedRows {
            let box = Box(.horizontal)
            box.addCSSClass("address-form-row")
            box.isHomogeneous = row.count > 1
            for field in row { box.append(input(for: field).widget) }
            root.insert(box, after: previous)
            previous = box
            rowBoxes.append(box)
        }
        chainReturnKey()
        markRequiredFields()
    }

    /// Tells assistive technologies which fields must be filled: the one field that carries
    /// each required component (line 1, not line 2, for the street address).
    private func markRequiredFields() {
        for field in AddressField.allCases {
            let required = layout.isRequired(field)
            for input in inputs(of: field) { input.isRequired = required }
        }
    }

    /// The inputs a field may show in (the subdivision has a picker and a text input).
    private func inputs(of field: AddressField) -> [TextInput] {
        field == .subdivision ? [textInputs[field], subdivisionChoice.input].compactMap { $0 } : [textInputs[field]].compactMap { $0 }
    }

    private func chainReturnKey() {
        let inputs = displayedFields.map { input(for: $0) }
        searchInput?.nextInput = inputs.first
        countryChoice?.input.nextInput = searchInput ?? inputs.first
        for (index, input) in inputs.enumerated() {
            let isLast = index == inputs.count - 1
            input.nextInput = isLast ? nil : inputs[index + 1]
            input.returnAction = isLast ? .submit : .next
            if isLast {
                input.onSubmit = { [weak self] in self?.submit() }
            } else {
                input.onSubmit = nil
            }
        }
    }

    // MARK: Modes

    /// Makes the form read-only (values selectable, nothing editable, no search) or editable.
    public func setReadOnly(_ readOnly: Bool) {
        isReadOnly = readOnly
        for input in textInputs.values { input.isReadOnly = readOnly }
        subdivisionChoice.input.isReadOnly = readOnly
        countryChoice?.input.isReadOnly = readOnly
        if let searchInput {
            searchInput.widget.isVisible = !readOnly
            if readOnly { search?.cancelPending(); search?.suggestions.close() }
        }
        root.setCSSClass("read-only", readOnly)
    }

    // MARK: Events

    private func valueChanged(_ field: AddressField) {
        guard displayedFields.contains(field) else { return }
        notifyChange()
    }

    private func subdivisionPicked() {
        // The postal code may now be outside (or back inside) the chosen subdivision.
        if touched.contains(.zip), displayedFields.contains(.zip), !value(of: .zip).isEmpty {
            input(for: .zip).validate()
        }
        if subdivisionChoice.input.errorText != nil { subdivisionChoice.input.validate() }
        notifyChange()
    }

    private func fill(from address: Address) {
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
    private var allValues: AddressFieldValues {
        var values = AddressFieldValues()
        for field in AddressField.allCases { values[field] = value(of: field) }
        return values
    }

    /// Focus after a pick goes to the first field the address left empty: a required one,
    /// else the unit (line 2) of a building with units ("APT", a group) when none came with
    /// it; with nothing left and the pick made from the keyboard, past the form
    /// (`onFilledFromSuggestion`). A click or a tap keeps focus in the search (the kiosk's
    /// on-screen keyboard types there).
    private func focusAfterPick(of suggestion: AddressSuggestion, withKey: Bool) {
        if let field = firstEmptyRequiredField() {
            input(for: field).focus()
        } else if suggestion.isExpandable || !suggestion.secondary.isEmpty, displayedFields.contains(.line2), isBlank(.line2) {
            input(for: .line2).focus()
        } else if withKey, let onFilledFromSuggestion {
            onFilledFromSuggestion(state)
        }
    }

    private func firstEmptyRequiredField() -> AddressField? {
        guard let format else { return nil }
        return displayedFields.first { field in
            guard field != .line2, let component = field.component, format.isRequired(component) else { return false }
            return isBlank(field)
        }
    }

    private func isBlank(_ field: AddressField) -> Bool {
        value(of: field).trimmingCharacters(in: .whitespaces).isEmpty
    }

    /// "Address not found? Enter manually": what was typed in the search is the start of the
    /// address, so it goes to line 1 (a unit typed after a designator, "… apt 305", to line 2)
    /// unless the person already wrote there; the caret waits at its end.
    private func enterManually(_ typed: String) {
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
    private func showMessage(_ message: String?) {
        messageLabel.text = message ?? ""
        messageLabel.isVisible = message != nil
    }

    private func batch(_ work: () -> Void) {
        batching += 1
        work()
        batching -= 1
        if batching == 0 { notifyChange() }
    }

    private func notifyChange() {
        guard batching == 0 else { return }
        let current = state
        guard current != lastState else { return }
        lastState = current
        for handler in changeHandlers { handler(current) }
    }
}
