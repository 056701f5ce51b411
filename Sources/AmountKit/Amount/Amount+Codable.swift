import Foundation

extension Amount: Codable {
    private enum CodingKeys: String, CodingKey {
        case value
        case currency
    }

    /// Encodes `{"value": "1234.50", "currency": "USD"}`: the value as a canonical decimal
    /// string, so no JSON number (and no binary approximation) is ever involved.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(canonicalString, forKey: .value)
        try container.encode(currency.code, forKey: .currency)
    }

    /// Decodes the form `encode(to:)` writes, with the currency from the bundled ISO table.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let text = try container.decode(String.self, forKey: .value)
        let code = try container.decode(String.self, forKey: .currency)
        let currency: Currency
        do {
            currency = try CurrencyTable.standard().currency(code: code)
        } catch {
            throw DecodingError.dataCorruptedError(forKey: .currency, in: container, debugDescription: error.description)
        }
        do {
            try self.init(canonical: text, currency: currency)
        } catch {
            throw DecodingError.dataCorruptedError(forKey: .value, in: container, debugDescription: error.description)
        }
    }
}
