import AddressKit

/// One row of the form: a single field, or a compound of fields side by side
/// (`.compound(.subdivision, .zip)`).
///
/// Written like the design documents' `visibleFields`: `[.line1, .line2, .city,
/// .compound(.subdivision, .zip), .extra1]`.
public struct AddressFormRow: Sendable, Hashable {
    /// The fields of the row, start to end.
    public let fields: [AddressField]

    /// A row of `fields` side by side (duplicates dropped).
    public init(_ fields: [AddressField]) {
        var unique: [AddressField] = []
        for field in fields where !unique.contains(field) { unique.append(field) }
        self.fields = unique
    }

    /// A row holding one field.
    public static func field(_ field: AddressField) -> AddressFormRow { AddressFormRow([field]) }
    /// Two fields in one row.
    public static func compound(_ first: AddressField, _ second: AddressField) -> AddressFormRow {
        AddressFormRow([first, second])
    }
    /// Address line 1 alone.
    public static let line1 = field(.line1)
    /// Address line 2 alone.
    public static let line2 = field(.line2)
    /// The city alone.
    public static let city = field(.city)
    /// The city area (neighbourhood, district) alone.
    public static let cityArea = field(.cityArea)
    /// The subdivision alone.
    public static let subdivision = field(.subdivision)
    /// The postal code alone.
    public static let zip = field(.zip)
    /// The sorting code alone.
    public static let sortingCode = field(.sortingCode)
    /// Extra field 1 alone.
    public static let extra1 = field(.extra1)
    /// Extra field 2 alone.
    public static let extra2 = field(.extra2)
    /// Extra field 3 alone.
    public static let extra3 = field(.extra3)

    /// The five standard fields and the two some countries add, one per row (a country's
    /// layout shows only the ones its format has); the three extras are hidden by default.
    public static let defaultRows: [AddressFormRow] = [.line1, .line2, .cityArea, .city, .subdivision, .zip, .sortingCode]
}
