import AddressKit
import AmountKit

/// Checks an entry against the reference data: the country's address rules (AddressKit) and
/// the currency's minor units (AmountKit). Messages say what was expected and quote only what
/// the person must find to fix the row: a refused code (postcode, country, currency) or a
/// state or city name the country's lists do not hold; never a name or a street. They are
/// for the person running the import, on standard error, and never go to a log.
public struct ReferenceDataValidator: EntryValidator {
    private let addresses: AddressValidator
    private let currencies: CurrencyTable?

    /// A validator over the bundled address formats and ISO 4217 table.
    public init(addresses: AddressValidator = AddressValidator(), currencies: CurrencyTable? = try? CurrencyTable.standard()) {
        self.addresses = addresses
        self.currencies = currencies
    }

    public func problems(in entry: Entry) -> [FieldProblem] {
        var problems: [FieldProblem] = []
        // Without a country there is none to name: "is required", the words
        // `BasicEntryValidator` uses for an empty country, so that a combined validator says
        // it once.
        let country = entry.address.countryCode.isEmpty ? nil : entry.address.countryCode
        let result: AddressValidationResult
        do {
            result = try addresses.validate(entry.address)
        } catch .unknownCountry {
            return [
                FieldProblem(
                    field: .countryCode, message: "is not a country EntryDesk has address data for",
                    value: EntryRecordDecoder.shown(entry.address.countryCode))
            ]
        } catch {
            return [FieldProblem(field: nil, message: "cannot be checked: \(error)")]
        }
        for (component, code) in result.orderedErrors {
            let field = Self.field(for: component)
            switch code {
            case .required:
                problems.append(FieldProblem(field: field, message: country.map { "is required in \($0)" } ?? "is required"))
            default:
                problems.append(invalidProblem(component, field: field, result: result, entry: entry))
            }
        }
        if let currencies {
            if let currency = currencies[entry.currency] {
                if let problem = Self.amountProblem(entry.amount, currency: currency) { problems.append(problem) }
            } else {
                problems.append(
                    FieldProblem(
                        field: .currency, message: "is not an active ISO 4217 currency code",
                        value: EntryRecordDecoder.shown(entry.currency)))
            }
        }
        return problems
    }

    /// A value the country's rules refuse, in words that say what they expect: for a postal
    /// code that is no code of the country at all, its examples ("is not a US ZIP code; US ZIP
    /// codes look like 95014 or 22162-1010"); otherwise AddressKit's own sentence, which names
    /// the list or region the value is not in ("10001 is not in California; codes there look
    /// like 90000"), without the field's title (the column's name stands before it).
    private func invalidProblem(
        _ component: AddressComponent, field: EntryField?, result: AddressValidationResult,
        entry: Entry
    ) -> FieldProblem {
        if component == .countryCode {
            return FieldProblem(
                field: field, message: BasicEntryValidator.notACountryMessage,
                value: EntryRecordDecoder.shown(entry.address.countryCode))
        }
        let format = try? addresses.registry.format(for: entry.address.countryCode)
        if component == .postalCode, let format {
            let code = result.normalized.postalCode.isEmpty ? entry.address.postalCode : result.normalized.postalCode
            let matchesCountry =
                format.postalCodePattern.flatMap { try? PostalCodePattern($0, anchoredAtEnd: true) }?.matches(code) ?? false
            if !matchesCountry {
                return FieldProblem(field: field, message: PostalCodeSentence.notACode(of: format), value: code)
            }
        }
        guard var message = result.messages[component] else {
            return FieldProblem(field: field, message: "is not valid for \(entry.address.countryCode)")
        }
        // Direction isolates are for the window's right-to-left languages, not the terminal.
        message.unicodeScalars.removeAll { ("\u{2066}"..."\u{2069}").contains($0) }
        if let title = format?.label(for: component), message.hasPrefix(title + " ") {
            message.removeFirst(title.count + 1)
        }
        return FieldProblem(field: field, message: message)
    }

    /// What is wrong with `amount` in `currency`, or nil when it fits.
    ///
    /// An amount that is not decimal text at all is `BasicEntryValidator`'s to report (there
    /// are no minor units to check). Too many integer digits is reported in its words, so a
    /// combined validator says it once, and without a fraction-digit message: the size is the
    /// problem, whatever the fraction.
    private static func amountProblem(_ amount: String, currency: Currency) -> FieldProblem? {
        guard let canonical = DecimalText.canonical(amount) else { return nil }
        if let problem = BasicEntryValidator.integerDigitsProblem(canonical: canonical) { return problem }
        do {
            _ = try Amount(canonical: canonical, currency: currency)
            return nil
        } catch {
            return FieldProblem(
                field: .amount,
                // No value shown: it is the amount as read, which may not be as the file wrote it
                // ("1,234" in a semicolon file is 1.234).
                message: currency.fractionDigits == 0
                    ? "has decimal places; \(currency.code) amounts have none"
                    : "has more than \(currency.fractionDigits) decimal places; \(currency.code) amounts have \(currency.fractionDigits)")
        }
    }

    static func field(for component: AddressComponent) -> EntryField? {
        switch component {
        case .countryCode: .countryCode
        case .countryArea: .countryArea
        case .city: .city
        case .cityArea: .cityArea
        case .postalCode: .postalCode
        case .sortingCode: .sortingCode
        case .streetAddress: .streetLine1
        case .name: .name
        case .companyName: .companyName
        }
    }
}
