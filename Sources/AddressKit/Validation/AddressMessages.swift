import Foundation
import Localization

/// Human messages for validation errors: what was wrong and what was expected, in the window's
/// language (English on the command line, whose JSON `messages` tests compare word for word).
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
                // Translators: under the street address field; %1$@ is the field's title ("Street address").
                messages[field] = LocalizedFormat.fill(tr("%1$@ is a P.O. box; a street address is required"), label)
            case (.countryCode, .required):
                messages[field] = tr("Country is required")
            case (_, .required):
                // Translators: under an empty required field; %1$@ is the field's title ("ZIP code", "State", "City").
                messages[field] = LocalizedFormat.fill(tr("%1$@ is required"), label)
            case (.countryArea, .invalid):
                messages[field] = invalidArea(
                    label: label, value: field.value(in: input).trimmed, country: country,
                    examples: examples(rules.areaChoices))
            case (.city, .invalid) where AddressValidator.hasNoLetter(normalized.city):
                // Translators: under the city field when what was typed has no letter ("50.00"); %1$@ is the field's
                // title ("City", "Town"), %2$@ what was typed.
                let sentence = tr("%1$@ “%2$@” has no letters; type the name of the city or town")
                messages[field] = LocalizedFormat.fill(sentence, label, LeftToRight.isolate(normalized.city))
            case (.city, .invalid):
                let parent = rules.matchedArea.map(displayName) ?? country
                messages[field] = notListed(label, field.value(in: input).trimmed, parent, examples(rules.cityChoices))
            case (.cityArea, .invalid):
                let parent = rules.matchedCity.map(displayName) ?? rules.matchedArea.map(displayName) ?? country
                messages[field] = notListed(label, field.value(in: input).trimmed, parent, examples(rules.cityAreaChoices))
            case (.postalCode, .invalid):
                let code = LeftToRight.isolate(normalized.postalCode)
                if let region = failedMatcher?.region {
                    if let example = region.postalCodeExamples.first {
                        // Translators: under the postal code field. %1$@ is the field's title ("ZIP code"), %2$@ the
                        // code typed, %3$@ the state or region chosen ("California"), %4$@ an example code of that region.
                        let sentence = tr("%1$@ %2$@ is not in %3$@; codes there look like %4$@")
                        messages[field] = LocalizedFormat.fill(sentence, label, code, displayName(region), LeftToRight.isolate(example))
                    } else {
                        // Translators: under the postal code field. %1$@ is the field's title ("ZIP code"), %2$@ the
                        // code typed, %3$@ the state or region chosen ("California").
                        messages[field] = LocalizedFormat.fill(tr("%1$@ %2$@ is not in %3$@"), label, code, displayName(region))
                    }
                } else if let example = format.postalCodeExamples.first {
                    // Translators: under the postal code field. %1$@ is the field's title ("ZIP code"), %2$@ an example code ("95014").
                    messages[field] = LocalizedFormat.fill(tr("%1$@ must look like %2$@"), label, LeftToRight.isolate(example))
                } else {
                    // Translators: under the postal code field. %1$@ is the field's title ("Postal code"), %2$@ the code
                    // typed, %3$@ the country (or "the address's country").
                    messages[field] = LocalizedFormat.fill(tr("%1$@ %2$@ is not valid for %3$@"), label, code, country)
                }
            default:
                // Translators: under a field whose value is refused; %1$@ is the field's title.
                messages[field] = LocalizedFormat.fill(tr("%1$@ is not valid"), label)
            }
        }
        for (field, code) in warnings where code == .poBox && messages[field] == nil {
            // Translators: a warning under the street address field; %1$@ is the field's title ("Street address").
            messages[field] = LocalizedFormat.fill(tr("%1$@ is a P.O. box"), format.label(for: field))
        }
        return messages
    }

    /// "State "Calfornia" is not a state of United States; expected ..." on the command line.
    ///
    /// That English needs an article and the label in lower case, which no other language can
    /// be given as pieces; the window says the same as for a city instead ("State "Calfornia"
    /// is not listed for United States; expected ..."), one whole sentence to translate.
    static func invalidArea(label: String, value: String, country: String, examples: String) -> String {
        guard Translations.isActive else {
            // i18n: not shown (the command line's English; the window says notListed's sentence)
            return "\(label) \"\(value)\" is not \(article(label)) \(label.lowercased()) of \(country); \(examples)"
        }
        return notListed(label, value, country, examples)
    }

    /// "City "Springfeld" is not listed for Illinois; expected a listed key or name such as ...".
    static func notListed(_ label: String, _ value: String, _ parent: String, _ examples: String) -> String {
        // Translators: under a state, city or district field whose text matches none of the listed names.
        // %1$@ is the field's title ("State", "City", "District"), %2$@ the text typed, %3$@ the country,
        // state or city the field belongs to ("United States", "Illinois"), %4$@ a hint such as
        // "expected a listed key or name such as CA, NY, TX".
        LocalizedFormat.fill(tr("%1$@ \"%2$@\" is not listed for %3$@; %4$@"), label, value, parent, examples)
    }

    /// "United States" for a message: the country's name in the window's language, else the
    /// postal name in title case (always on the command line), else a phrase.
    static func countryName(_ format: CountryFormat) -> String {
        guard !format.name.isEmpty else {
            // Translators: stands for a country's name in a message ("Postal code 123 is not valid for the address's country").
            return tr("the address's country")
        }
        if Translations.isActive, let name = InterfaceLanguage.current.localizedString(forRegionCode: format.code) {
            return name
        }
        return format.name.capitalized
    }

    /// The name a person recognises: local name, else Latin name, else key.
    static func displayName(_ node: RegionNode) -> String {
        node.name ?? node.latinName ?? node.key
    }

    /// The English article of an English label (the command line's messages).
    static func article(_ label: String) -> String {
        guard let first = label.lowercased().first else { return "a" }
        return "aeiou".contains(first) ? "an" : "a"
    }

    /// "expected a listed key or name such as CA, NY, TX": a few keys of the list.
    static func examples(_ choices: [RegionChoice]) -> String {
        var seen: [String] = []
        for choice in choices where !seen.contains(choice.key) {
            seen.append(choice.key)
            if seen.count == 3 { break }
        }
        // Translators: the second half of a message under a state, city or district field whose text matches
        // none of the listed names (after "...; "), when the list has no short keys to suggest.
        guard !seen.isEmpty else { return tr("expected a listed name") }
        // Translators: the second half of a message under a state, city or district field whose text matches
        // none of the listed names (after "...; "); %1$@ is a few keys from the list ("CA, NY, TX").
        return LocalizedFormat.fill(tr("expected a listed key or name such as %1$@"), seen.joined(separator: ", "))
    }
}

extension String {
    /// Python `strip()` of this string, for messages.
    var trimmed: String { PythonText.strip(self) }
}
