import AddressKit
import Foundation

/// One saved record: who, where, how much, in which currency, and why.
///
/// Timestamps are kept at millisecond precision (what the database stores), so an entry read
/// back, exported and imported compares equal to the one that was saved.
public struct Entry: Hashable, Sendable, Identifiable {
    /// Stable identity; survives export, import and undo of a delete.
    public var id: UUID
    /// When the entry was first saved (millisecond precision).
    public var createdAt: Date
    /// When the entry was last changed (millisecond precision).
    public var updatedAt: Date
    /// The postal address; its `name` is the entry's name and at most two street lines are kept.
    public var address: Address
    /// First extra address line (building, care-of, ...), as the form's extras.
    public var extra1: String
    /// Second extra address line.
    public var extra2: String
    /// Third extra address line.
    public var extra3: String
    /// The amount as canonical decimal text ("1234.50"): never a floating-point value.
    public var amount: String
    /// The ISO 4217 currency code ("EUR").
    public var currency: String
    /// The optional payment reference.
    public var reference: String
    /// The values of the office's own fields (`OfficeFieldKey`), by key, as stored text: an
    /// empty value is never kept (the store drops it), so "no value" has one form.
    public var officeFields: [String: String]
    /// The version of the entry form the entry was keyed with ("" for entries keyed before
    /// office forms existed, or imported without one).
    public var formVersion: String
    /// The reason the operator gave for keeping a value a soft rule asked about, by field key.
    public var ruleReasons: [String: String]

    /// An entry; `id` and timestamps default to a new identity saved now.
    public init(
        id: UUID = UUID(),
        createdAt: Date = Date(),
        updatedAt: Date? = nil,
        address: Address,
        extra1: String = "",
        extra2: String = "",
        extra3: String = "",
        amount: String,
        currency: String,
        reference: String = "",
        officeFields: [String: String] = [:],
        formVersion: String = "",
        ruleReasons: [String: String] = [:]
    ) {
        self.id = id
        self.createdAt = createdAt.truncatedToMilliseconds
        self.updatedAt = (updatedAt ?? createdAt).truncatedToMilliseconds
        self.address = address
        self.extra1 = extra1
        self.extra2 = extra2
        self.extra3 = extra3
        self.amount = amount
        self.currency = currency
        self.reference = reference
        self.officeFields = officeFields.filter { !$0.value.isEmpty }
        self.formVersion = formVersion
        self.ruleReasons = ruleReasons
    }

    /// The person's (or payee's) name: the address's `name` field.
    public var name: String {
        get { address.name }
        set { address.name = newValue }
    }

    /// The amount as a `Decimal` for arithmetic, or nil when `amount` is not decimal text.
    public var amountValue: Decimal? {
        DecimalText.canonical(amount).flatMap { Decimal(string: $0, locale: Locale(identifier: "en_US_POSIX")) }
    }
}
