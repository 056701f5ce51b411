import AddressKit
import AmountKit

/// Checks an entry against the reference data: the country's address rules (AddressKit) and
/// the currency's minor units (AmountKit). Messages say what was expected, never the data.
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
            return [FieldProblem(field: .countryCode, message: "must be an ISO 3166-1 country code with address data")]
        } catch {
            return [FieldProblem(field: nil, message: "cannot be checked: \(error)")]
        }
        for (component, code) in result.orderedErrors {
            let field = Self.field(for: component)
            switch code {
            case .required:
                problems.append(FieldProblem(field: field, message: country.map { "is required in \($0)" } ?? "is required"))
            default:
                let rules = country.map { " for \($0)" } ?? ""
                problems.append(FieldProblem(field: field, message: "is not valid\(rules) (\(code.rawValue))"))
            }
        }
        if let currencies {
            if let currency = currencies[entry.currency] {
                if let problem = Self.amountProblem(entry.amount, currency: currency) { problems.append(problem) }
            } else {
                problems.append(FieldProblem(field: .currency, message: "must be an active ISO 4217 currency code"))
            }
        }
        return problems
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
                message: "must be a decimal with at most \(currency.fractionDigits) fraction digits for \(currency.code)")
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
