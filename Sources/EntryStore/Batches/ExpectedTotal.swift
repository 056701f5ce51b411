/// One control total as an operator writes it: "150.00 EUR", "EUR 150.00" or "150EUR".
public struct ExpectedTotal: Hashable, Sendable {
    /// The ISO 4217 code, upper case.
    public var currency: String
    /// The amount as canonical decimal text.
    public var amount: String

    public init(currency: String, amount: String) {
        self.currency = currency
        self.amount = amount
    }

    /// Reads `text`; throws `BatchError.invalid` naming what is wrong.
    public init(parsing text: String) throws {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        let letters = trimmed.filter { $0.isLetter }
        let number = trimmed.filter { !$0.isLetter && !$0.isWhitespace }
        guard letters.count == 3, letters.allSatisfy(\.isASCII),
            trimmed.hasPrefix(letters) || trimmed.hasSuffix(letters)
        else {
            throw BatchError.invalid("\"\(text)\": a total is an amount and a three-letter currency code, like \"150.00 EUR\"")
        }
        guard let amount = DecimalText.canonical(number), !amount.hasPrefix("-") else {
            throw BatchError.invalid("\"\(text)\": \"\(number)\" is not an amount (digits and one dot, like 150.00)")
        }
        self.init(currency: letters.uppercased(), amount: amount)
    }
}

import Foundation
