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
        let country = entry.address.countryCode.isEmpty ? "the country" : entry.address.countryCode
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
            case .required: problems.append(FieldProblem(field: field, message: "is required in \(country)"))
            default: problems.append(FieldProblem(field: field, message: "is not valid for \(country) (\(code.rawValue))"))
            }
        }
        if let currencies {
            if let currency = currencies[entry.currency] {
                if (try? Amount(canonical: entry.amount, currency: currency)) == nil {
                    problems.append(FieldProblem(field: .amount, message: "must be a decimal with at most \(currency.fractionDigits) fraction digits for \(currency.code)"))
                }
            } else {
                problems.append(FieldProblem(field: .currency, message: "must be an active ISO 4217 currency code"))
            }
        }
        return problems
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
