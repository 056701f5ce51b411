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
        case .officeFields: return FieldTextJSON.encoded(officeFields)
        case .formVersion: return formVersion
        case .ruleReasons: return FieldTextJSON.encoded(ruleReasons)
        }
    }

    /// Sets one field from its text as `text(of:)` gives it; false (nothing changed) when the
    /// text cannot be the field's: an id that is no UUID, a time or a JSON object that does not
    /// read. The inverse of `text(of:)`: the store reads its columns with it.
    @discardableResult
    public mutating func setText(_ text: String, of field: EntryField) -> Bool {
        switch field {
        case .id:
            guard let id = UUID(uuidString: text) else { return false }
            self.id = id
        case .createdAt:
            guard let time = ISO8601Timestamp.parse(text) else { return false }
            createdAt = time
        case .updatedAt:
            guard let time = ISO8601Timestamp.parse(text) else { return false }
            updatedAt = time
        case .name: address.name = text
        case .companyName: address.companyName = text
        case .countryCode: address.countryCode = text
        case .countryArea: address.countryArea = text
        case .city: address.city = text
        case .cityArea: address.cityArea = text
        case .postalCode: address.postalCode = text
        case .sortingCode: address.sortingCode = text
        case .streetLine1: address.streetLines = Entry.streetLines(text, self.text(of: .streetLine2))
        case .streetLine2: address.streetLines = Entry.streetLines(self.text(of: .streetLine1), text)
        case .extra1: extra1 = text
        case .extra2: extra2 = text
        case .extra3: extra3 = text
        case .amount: amount = text
        case .currency: currency = text
        case .reference: reference = text
        case .officeFields:
            guard let fields = FieldTextJSON.decoded(text) else { return false }
            officeFields = fields.filter { !$0.value.isEmpty }
        case .formVersion: formVersion = text
        case .ruleReasons:
            guard let reasons = FieldTextJSON.decoded(text) else { return false }
            ruleReasons = reasons
        }
        return true
    }

    /// Street lines as the store keeps them: two columns, trailing empty lines dropped.
    static func streetLines(_ line1: String, _ line2: String) -> [String] {
        if !line2.isEmpty { return [line1, line2] }
        return line1.isEmpty ? [] : [line1]
    }
}
