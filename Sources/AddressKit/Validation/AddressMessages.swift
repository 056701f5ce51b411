/// Human messages for validation errors: what was wrong and what was expected.
enum AddressMessages {
    static func messages(
        errors: [AddressComponent: AddressErrorCode], warnings: [AddressComponent: AddressErrorCode],
        format: CountryFormat, rules: ValidationRules, input: Address, normalized: Address,
        failedMatcher: ValidationRules.Matcher?
    ) -> [AddressComponent: String] {
        var messages: [AddressComponent: String] = [:]
        let country = countryName(format)
        for (field, code) in errors {
            let label = format.label(for: field)
            switch (field, code) {
            case (_, .poBox):
                messages[field] = "\(label) is a P.O. box; a street address is required"
            case (.countryCode, .required):
                messages[field] = "Country is required"
            case (_, .required):
                messages[field] = "\(label) is required"
            case (.countryArea, .invalid):
                messages[field] = "\(label) \"\(field.value(in: input).trimmed)\" is not \(article(label)) \(label.lowercased()) of \(country); \(examples(rules.areaChoices))"
            case (.city, .invalid):
                let parent = rules.matchedArea.map(displayName) ?? country
                messages[field] = "\(label) \"\(field.value(in: input).trimmed)\" is not listed for \(parent); \(examples(rules.cityChoices))"
            case (.cityArea, .invalid):
                let parent = rules.matchedCity.map(displayName) ?? rules.matchedArea.map(displayName) ?? country
                messages[field] = "\(label) \"\(field.value(in: input).trimmed)\" is not listed for \(parent); \(examples(rules.cityAreaChoices))"
            case (.postalCode, .invalid):
                let code = normalized.postalCode
                if let region = failedMatcher?.region {
                    var text = "\(label) \(code) is not in \(displayName(region))"
                    if let example = region.postalCodeExamples.first { text += "; codes there look like \(example)" }
                    messages[field] = text
                } else if let example = format.postalCodeExamples.first {
                    messages[field] = "\(label) must look like \(example)"
                } else {
                    messages[field] = "\(label) \(code) is not valid for \(country)"
                }
            default:
                messages[field] = "\(label) is not valid"
            }
        }
        for (field, code) in warnings where code == .poBox && messages[field] == nil {
            messages[field] = "\(format.label(for: field)) is a P.O. box"
        }
        return messages
    }

    /// "United States" for a message (the postal name in title case when no index name is at hand).
    static func countryName(_ format: CountryFormat) -> String {
        format.name.isEmpty ? "the address's country" : format.name.capitalized
    }

    /// The name a person recognises: local name, else Latin name, else key.
    static func displayName(_ node: RegionNode) -> String {
        node.name ?? node.latinName ?? node.key
    }

    static func article(_ label: String) -> String {
        guard let first = label.lowercased().first else { return "a" }
        return "aeiou".contains(first) ? "an" : "a"
    }

    /// "expected one of CA, California, NY, ..." with a few keys and names.
    static func examples(_ choices: [RegionChoice]) -> String {
        var seen: [String] = []
        for choice in choices where !seen.contains(choice.key) {
            seen.append(choice.key)
            if seen.count == 3 { break }
        }
        guard !seen.isEmpty else { return "expected a listed name" }
        return "expected a listed key or name such as \(seen.joined(separator: ", "))"
    }
}

extension String {
    /// Python `strip()` of this string, for messages.
    var trimmed: String { PythonText.strip(self) }
}
