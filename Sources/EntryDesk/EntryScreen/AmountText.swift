import AmountKit
import Foundation

/// The exact decimal text an amount is stored as, with the currency's minor units ("1234.50").
enum AmountText {
    static func canonical(_ value: Decimal, currency code: String) -> String {
        if let currency = try? CurrencyTable.standard()[code], let amount = try? Amount(exactly: value, currency: currency) {
            return amount.canonicalString
        }
        return "\(value)"
    }
}
