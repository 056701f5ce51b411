import AddressKit
import Foundation

/// The key two entries share when they look like the same payment keyed twice: name, address,
/// amount and currency, folded the way the address index folds text ("12 Main Street" and
/// "12 Main St." agree; case, accents and punctuation are ignored; postcodes in their national
/// form). Stored in its own indexed column so the duplicate check is one index lookup.
public enum DuplicateKey {
    /// The key of `entry`. One function on every write path, so stored keys always agree.
    public static func of(_ entry: Entry) -> String {
        let address = PostalCodeForm.applied(to: entry.address)
        let comparable = AddressTextFolder.comparable
        let parts: [String] = [
            comparable(address.name),
            comparable(address.companyName),
            comparable(address.streetLines.joined(separator: " ")),
            comparable(entry.extra1 + " " + entry.extra2 + " " + entry.extra3),
            comparable(address.cityArea),
            comparable(address.city),
            comparable(address.countryArea),
            comparable(address.postalCode),
            address.countryCode.uppercased(),
            entry.amount,
            entry.currency.uppercased()
        ]
        // The unit separator cannot appear in folded tokens, so fields never run into each other.
        return parts.joined(separator: "\u{1F}")
    }
}
