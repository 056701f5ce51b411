import AddressKit
import Foundation

/// A field a batch's second keying checks (amount and postcode unless the batch says others).
/// Its raw value is the stored column's name, as in an entry's history.
public enum VerifiedField: String, CaseIterable, Sendable, Codable {
    case amount
    case postalCode = "postal_code"
    case name
    case city
    case streetLine1 = "street_line1"
    case reference

    /// What the batch checks when it names no fields.
    public static let standard: [VerifiedField] = [.amount, .postalCode]

    /// The field's value in `entry`.
    public func value(of entry: Entry) -> String {
        switch self {
        case .amount: entry.amount
        case .postalCode: entry.address.postalCode
        case .name: entry.name
        case .city: entry.address.city
        case .streetLine1: entry.text(of: .streetLine1)
        case .reference: entry.reference
        }
    }

    /// `entry` with the field set to `value`.
    public func setting(_ value: String, on entry: Entry) -> Entry {
        var changed = entry
        switch self {
        case .amount: changed.amount = value
        case .postalCode: changed.address.postalCode = value
        case .name: changed.name = value
        case .city: changed.address.city = value
        case .streetLine1: changed.address.streetLines = Entry.streetLines(value, entry.text(of: .streetLine2))
        case .reference: changed.reference = value
        }
        return changed
    }

    /// Whether two keyings agree: amounts by value ("125" is "125.00"), postcodes without spaces,
    /// hyphens and case, other text without surrounding spaces.
    public func agrees(_ first: String, _ second: String) -> Bool {
        switch self {
        case .amount:
            guard let a = DecimalText.canonical(first), let b = DecimalText.canonical(second) else { return first == second }
            return DecimalTotals.isZero(DecimalTotals.difference(a, minus: b))
        case .postalCode:
            let fold = { (text: String) in text.uppercased().filter { $0.isLetter || $0.isNumber } }
            return fold(first) == fold(second)
        default:
            return first.trimmingCharacters(in: .whitespaces) == second.trimmingCharacters(in: .whitespaces)
        }
    }
}

/// How a mismatch between the first and the second keying ends: the first value stands, the
/// second, or a third keying of the slip.
public enum MismatchChoice: Hashable, Sendable {
    case first
    case second
    case rekeyed(String)
}

/// One field the two keyings disagreed on, once settled: both values, what stands, and who
/// keyed a value that did not.
public struct VerificationMismatch: Hashable, Sendable {
    public var entryID: UUID
    public var field: VerifiedField
    public var first: String
    public var second: String
    public var final: String
    /// The operators whose value was wrong (the first keyer, the verifier, or both when the
    /// slip was keyed a third time and agreed with neither).
    public var charged: [String]
}
