import Foundation

/// The entry form in progress, as the text of its fields, for autosave and crash recovery.
///
/// Every value is exactly what is in the form, including a partially typed amount ("12,"):
/// nothing here is validated. Fields added in a later version (the office's fields, the form
/// version, the reasons) decode as empty from older drafts.
public struct DraftEntry: Hashable, Sendable, Codable {
    /// The saved entry being edited, or nil for a new entry.
    public var editingID: UUID?
    /// When the entry being edited was last saved as the form read it: a save after the draft
    /// is restored still notices a change made elsewhere in between.
    public var editingUpdatedAt: Date?
    /// Name field text.
    public var name: String
    /// Organisation field text.
    public var companyName: String
    /// Country code selected in the form.
    public var countryCode: String
    /// Subdivision field text.
    public var countryArea: String
    /// City field text.
    public var city: String
    /// District field text.
    public var cityArea: String
    /// Postal code field text.
    public var postalCode: String
    /// Sorting code field text.
    public var sortingCode: String
    /// First street line text.
    public var streetLine1: String
    /// Second street line text.
    public var streetLine2: String
    /// First extra line text.
    public var extra1: String
    /// Second extra line text.
    public var extra2: String
    /// Third extra line text.
    public var extra3: String
    /// The amount field exactly as typed, possibly incomplete.
    public var amountText: String
    /// The amount as exact canonical text ("1234.50") when the field holds one: restored as a
    /// value, so a restart in another locale (where "1.234" means something else) reads it right.
    public var amount: String
    /// Currency code selected in the form.
    public var currency: String
    /// Reference field text.
    public var reference: String
    /// The office's own fields' text exactly as typed, by key (`Entry.officeFields`).
    public var officeFields: [String: String]
    /// The version of the form the draft was typed in ("": before office forms).
    public var formVersion: String
    /// The reasons given so far for values a soft rule asked about, by field key.
    public var ruleReasons: [String: String]

    /// A draft; every field defaults to empty.
    public init(
        editingID: UUID? = nil, editingUpdatedAt: Date? = nil, name: String = "", companyName: String = "",
        countryCode: String = "", countryArea: String = "", city: String = "",
        cityArea: String = "", postalCode: String = "", sortingCode: String = "",
        streetLine1: String = "", streetLine2: String = "", extra1: String = "",
        extra2: String = "", extra3: String = "", amountText: String = "", amount: String = "",
        currency: String = "", reference: String = "", officeFields: [String: String] = [:],
        formVersion: String = "", ruleReasons: [String: String] = [:]
    ) {
        self.editingID = editingID
        self.editingUpdatedAt = editingUpdatedAt
        self.name = name
        self.companyName = companyName
        self.countryCode = countryCode
        self.countryArea = countryArea
        self.city = city
        self.cityArea = cityArea
        self.postalCode = postalCode
        self.sortingCode = sortingCode
        self.streetLine1 = streetLine1
        self.streetLine2 = streetLine2
        self.extra1 = extra1
        self.extra2 = extra2
        self.extra3 = extra3
        self.amountText = amountText
        self.amount = amount
        self.currency = currency
        self.reference = reference
        self.officeFields = officeFields
        self.formVersion = formVersion
        self.ruleReasons = ruleReasons
    }

    /// Whether nothing was typed (nothing worth restoring): a new entry whose text fields are
    /// all empty. The country and currency are choices every form has, not typing.
    public var isEmpty: Bool {
        var typed = self
        typed.countryCode = ""
        typed.currency = ""
        typed.formVersion = ""
        typed.officeFields = typed.officeFields.filter { !$0.value.isEmpty }
        typed.ruleReasons = typed.ruleReasons.filter { !$0.value.isEmpty }
        return typed == DraftEntry()
    }

    private enum CodingKeys: String, CodingKey {
        case editingID, editingUpdatedAt, name, companyName, countryCode, countryArea, city, cityArea, postalCode
        case sortingCode, streetLine1, streetLine2, extra1, extra2, extra3, amountText, amount, currency
        case reference, officeFields, formVersion, ruleReasons
    }

    /// Decodes a draft, treating missing keys as empty so older drafts still load.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        func text(_ key: CodingKeys) throws -> String { try c.decodeIfPresent(String.self, forKey: key) ?? "" }
        self.init(
            editingID: try c.decodeIfPresent(UUID.self, forKey: .editingID),
            editingUpdatedAt: try c.decodeIfPresent(Date.self, forKey: .editingUpdatedAt),
            name: try text(.name), companyName: try text(.companyName),
            countryCode: try text(.countryCode), countryArea: try text(.countryArea),
            city: try text(.city), cityArea: try text(.cityArea), postalCode: try text(.postalCode),
            sortingCode: try text(.sortingCode), streetLine1: try text(.streetLine1),
            streetLine2: try text(.streetLine2), extra1: try text(.extra1), extra2: try text(.extra2),
            extra3: try text(.extra3), amountText: try text(.amountText), amount: try text(.amount),
            currency: try text(.currency),
            reference: try text(.reference),
            officeFields: try c.decodeIfPresent([String: String].self, forKey: .officeFields) ?? [:],
            formVersion: try text(.formVersion),
            ruleReasons: try c.decodeIfPresent([String: String].self, forKey: .ruleReasons) ?? [:]
        )
    }
}
