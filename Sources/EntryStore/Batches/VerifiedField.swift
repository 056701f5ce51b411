import AddressKit
import Foundation

/// A field a batch's second keying checks (amount and postcode unless the batch says others):
/// one of the built-in fields, or an office's own field by its key (`Entry.officeFields`).
/// Its raw value is the stored column's name for a built-in field and the key for an office
/// field, as in an entry's history and a batch's `verified_fields`: batches stored before
/// office fields existed read back unchanged.
public enum VerifiedField: Hashable, Sendable {
    case amount
    case postalCode
    case name
    case city
    case streetLine1
    case reference
    /// An office's own field, by its key (`OfficeFieldKey`).
    case office(String)

    /// How an office field's keyed text is stored, by its key: the form's check gives it (an
    /// IBAN without spaces in upper case, a date in ISO 8601). The store knows no form: it is
    /// handed this, and a key it is not handed a form for is text (`trimmedText`).
    public typealias StoredForm = @Sendable (_ key: String, _ text: String) -> String

    /// An office value read as text: without surrounding white space.
    public static let trimmedText: StoredForm = { _, text in text.trimmingCharacters(in: .whitespacesAndNewlines) }

    /// What the batch checks when it names no fields.
    public static let standard: [VerifiedField] = [.amount, .postalCode]

    /// The built-in fields a batch may check, in the form's order.
    public static let builtIn: [VerifiedField] = [.name, .streetLine1, .city, .postalCode, .amount, .reference]

    /// The office field's key (nil: a built-in field).
    public var officeKey: String? {
        if case .office(let key) = self { return key }
        return nil
    }

    /// The field's value in `entry` (an office field's stored text, "" when it has none).
    public func value(of entry: Entry) -> String {
        switch self {
        case .amount: entry.amount
        case .postalCode: entry.address.postalCode
        case .name: entry.name
        case .city: entry.address.city
        case .streetLine1: entry.text(of: .streetLine1)
        case .reference: entry.reference
        case .office(let key): entry.officeFields[key] ?? ""
        }
    }

    /// `entry` with the field set to `value` (an empty office value removes the key).
    public func setting(_ value: String, on entry: Entry) -> Entry {
        var changed = entry
        switch self {
        case .amount: changed.amount = value
        case .postalCode: changed.address.postalCode = value
        case .name: changed.name = value
        case .city: changed.address.city = value
        case .streetLine1: changed.address.streetLines = Entry.streetLines(value, entry.text(of: .streetLine2))
        case .reference: changed.reference = value
        case .office(let key): changed.officeFields[key] = value.isEmpty ? nil : value
        }
        return changed
    }

    /// Whether two keyings agree: amounts by value ("125" is "125.00"), postcodes without spaces,
    /// hyphens and case, office values by their stored form (`storedForm`: an IBAN without
    /// spaces and case; text, and a key no form describes, without surrounding spaces), other
    /// text without surrounding spaces.
    public func agrees(_ first: String, _ second: String, storedForm: StoredForm = VerifiedField.trimmedText) -> Bool {
        switch self {
        case .amount:
            guard let a = DecimalText.canonical(first), let b = DecimalText.canonical(second) else { return first == second }
            return DecimalTotals.isZero(DecimalTotals.difference(a, minus: b))
        case .postalCode:
            let fold = { (text: String) in text.uppercased().filter { $0.isLetter || $0.isNumber } }
            return fold(first) == fold(second)
        case .office(let key):
            return storedForm(key, first) == storedForm(key, second)
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
