import Localization

/// The entry's fields as people read their names, in the desk's language (`tr`; English until
/// `Translations.activate` ran): the spreadsheet export's column titles and the import dialog's
/// choices, so a person sees one name for a field everywhere; the English titles are names
/// `entrydesk import` reads back (`ImportColumnNames`).
public enum EntryFieldTitle {
    /// The title of `field`.
    public static func of(_ field: EntryField) -> String {
        switch field {
        case .id: tr("Entry ID")
        case .createdAt: tr("Created")
        case .updatedAt: tr("Last changed")
        case .name: tr("Name")
        case .companyName: tr("Organisation")
        case .countryCode: tr("Country")
        case .countryArea: tr("State or region")
        case .city: tr("City")
        case .cityArea: tr("District")
        case .postalCode: tr("Postcode")
        case .sortingCode: tr("Sorting code")
        case .streetLine1: tr("Address line 1")
        case .streetLine2: tr("Address line 2")
        case .extra1: tr("Extra 1")
        case .extra2: tr("Extra 2")
        case .extra3: tr("Extra 3")
        case .amount: tr("Amount")
        case .currency: tr("Currency")
        case .reference: tr("Reference")
        // Translators: a column of exported entries holding the office's own fields together.
        case .officeFields: tr("Office fields")
        // Translators: a column of exported entries: the version of the entry form used.
        case .formVersion: tr("Form version")
        // Translators: a column of exported entries: why an operator kept values a check asked about.
        case .ruleReasons: tr("Reasons for kept values")
        }
    }
}
