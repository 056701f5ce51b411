import EntryStore
import Localization

/// The entry's fields as the import dialog names them, in the window's language.
enum ImportFieldTitle {
    static func of(_ field: EntryField) -> String {
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
        }
    }
}
