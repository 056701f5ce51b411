import AddressKit
import AddressSearch
import GtkKit

/// The form follows its country: its fields, their order, titles and which are required,
/// the subdivision picker and the Return key's chain.
extension AddressForm {
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

    func applyCountry(_ code: String) {
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

    func countryOptions() -> [ChoiceOption] {
        guard let countries = try? AddressFormatRegistry.shared.countries() else { return [] }
        let wanted = configuration.countries.map { Set($0.map { $0.uppercased() }) }
        return CountryChoices.options(countries.filter { wanted?.contains($0.code) ?? true })
    }

    func subdivisionOptions() -> [ChoiceOption] {
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

    func applyTitles() {
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

    func layOut() {
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
    func markRequiredFields() {
        for field in AddressField.allCases {
            let required = layout.isRequired(field)
            for input in inputs(of: field) { input.isRequired = required }
        }
    }

    /// The inputs a field may show in (the subdivision has a picker and a text input).
    func inputs(of field: AddressField) -> [TextInput] {
        field == .subdivision ? [textInputs[field], subdivisionChoice.input].compactMap { $0 } : [textInputs[field]].compactMap { $0 }
    }

    func chainReturnKey() {
        let inputs = displayedFields.map { input(for: $0) }
        searchInput?.nextInput = inputs.first
        countryChoice?.input.nextInput = searchInput ?? inputs.first
        for (index, input) in inputs.enumerated() {
            let isLast = index == inputs.count - 1
            input.nextInput = isLast ? nil : inputs[index + 1]
            input.returnAction = isLast ? .submit : .next
            // Enter past the last field that takes keys (the rest read-only in a second keying)
            // submits the address, as Enter on the last field does.
            input.onSubmit = { [weak self] in self?.submit() }
        }
    }
}
