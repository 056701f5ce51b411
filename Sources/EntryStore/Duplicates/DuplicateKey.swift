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
        let parts: [String] = [
            words(address.name),
            words(address.companyName),
            words(address.streetLines.joined(separator: " ")),
            words(entry.extra1 + " " + entry.extra2 + " " + entry.extra3),
            words(address.cityArea),
            words(address.city),
            words(address.countryArea),
            words(address.postalCode),
            address.countryCode.uppercased(),
            entry.amount,
            entry.currency.uppercased(),
        ]
        // The unit separator cannot appear in folded tokens, so fields never run into each other.
        return parts.joined(separator: "\u{1F}")
    }

    /// Folded tokens with street words spelled out in full ("st" -> "street"), space-joined.
    static func words(_ text: String) -> String {
        AddressTextFolder.tokens(text)
            .map { StreetAbbreviations.fullWords[$0] ?? $0 }
            .joined(separator: " ")
    }
}
