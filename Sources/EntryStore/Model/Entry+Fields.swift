import AddressKit
import Foundation

extension Entry {
    /// The text of one field as stored and exported (timestamps as ISO 8601 UTC).
    public func text(of field: EntryField) -> String {
        switch field {
        case .id: return id.uuidString.lowercased()
        case .createdAt: return ISO8601Timestamp.format(createdAt)
        case .updatedAt: return ISO8601Timestamp.format(updatedAt)
        case .name: return address.name
        case .companyName: return address.companyName
        case .countryCode: return address.countryCode
        case .countryArea: return address.countryArea
        case .city: return address.city
        case .cityArea: return address.cityArea
        case .postalCode: return address.postalCode
        case .sortingCode: return address.sortingCode
        case .streetLine1: return address.streetLines.first ?? ""
        case .streetLine2: return address.streetLines.count > 1 ? address.streetLines[1] : ""
        case .extra1: return extra1
        case .extra2: return extra2
        case .extra3: return extra3
        case .amount: return amount
        case .currency: return currency
        case .reference: return reference
        }
    }

    /// Street lines as the store keeps them: two columns, trailing empty lines dropped.
    static func streetLines(_ line1: String, _ line2: String) -> [String] {
        if !line2.isEmpty { return [line1, line2] }
        return line1.isEmpty ? [] : [line1]
    }
}
