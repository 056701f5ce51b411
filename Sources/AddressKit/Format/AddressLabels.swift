import Localization

/// Labels of the libaddressinput name types (`state_name_type`, `zip_name_type`, ...), in the
/// window's language (English on the command line).
enum AddressLabels {
    static func label(for field: AddressComponent, in format: CountryFormat) -> String {
        switch field {
        // Translators: the titles of address form fields ("address field" context), named as
        // the postal service of each country names them: in German "Land", "Bundesland",
        // "Postleitzahl"; in Japanese "都道府県" for Prefecture; in Brazilian Portuguese "CEP" for
        // a ZIP-like postal code. They also start the messages shown under the fields.
        case .countryCode: trc("address field", "Country")
        case .countryArea: areaLabel(format.countryAreaType)
        case .city: cityLabel(format.cityType)
        case .cityArea: cityAreaLabel(format.cityAreaType)
        case .postalCode: postalCodeLabel(format.postalCodeType)
        // Translators: a French CEDEX-like sorting code of an address (libaddressinput's "sorting code").
        case .sortingCode: trc("address field", "Sorting code")
        case .streetAddress: trc("address field", "Street address")
        // Translators: the name of the addressee (person).
        case .name: trc("address field", "Name")
        // Translators: the company or organisation of the addressee.
        case .companyName: trc("address field", "Organization")
        }
    }

    static func areaLabel(_ type: String) -> String {
        switch type {
        // Translators: the first-level subdivision of a country, by the name its postal
        // service uses (state, province, prefecture, ...); "Area" is Hong Kong's.
        case "area": trc("address field", "Area")
        case "county": trc("address field", "County")
        case "department": trc("address field", "Department")
        case "district": trc("address field", "District")
        // Translators: South Korea's first-level subdivision (도/시, province or metropolitan city).
        case "do_si": trc("address field", "Do/Si")
        case "emirate": trc("address field", "Emirate")
        case "island": trc("address field", "Island")
        // Translators: a first-level subdivision of Russia and Ukraine (область).
        case "oblast": trc("address field", "Oblast")
        case "parish": trc("address field", "Parish")
        // Translators: Japan's first-level subdivision (都道府県).
        case "prefecture": trc("address field", "Prefecture")
        // Translators: a state of the United States, Brazil, Australia, Mexico, India, ... (German "Bundesland").
        case "state": trc("address field", "State")
        // Translators: the first-level subdivision of most countries (Canada, China, Italy, ...).
        default: trc("address field", "Province")
        }
    }

    static func cityLabel(_ type: String) -> String {
        switch type {
        case "district": trc("address field", "District")
        // Translators: the post town of British, Norwegian and Swedish addresses (the town mail is sorted by).
        case "post_town": trc("address field", "Post town")
        case "suburb": trc("address field", "Suburb")
        // Translators: the town or city of an address.
        default: trc("address field", "City")
        }
    }

    static func cityAreaLabel(_ type: String) -> String {
        switch type {
        case "district": trc("address field", "District")
        case "neighborhood": trc("address field", "Neighborhood")
        // Translators: a village or township (mukim) of a Malaysian address.
        case "village_township": trc("address field", "Village/Township")
        // Translators: an Irish townland (a small rural land division).
        case "townland": trc("address field", "Townland")
        default: trc("address field", "Suburb")
        }
    }

    static func postalCodeLabel(_ type: String) -> String {
        switch type {
        // Translators: the United States' postal code ("ZIP code"); a ZIP-like postal code elsewhere.
        case "zip": trc("address field", "ZIP code")
        // Translators: India's postal code (Postal Index Number).
        case "pin": trc("address field", "PIN code")
        // Translators: Ireland's postal code; usually kept as "Eircode".
        case "eircode": trc("address field", "Eircode")
        // Translators: the postal code of most countries, Brazil's included (German "Postleitzahl",
        // Brazilian Portuguese "CEP").
        default: trc("address field", "Postal code")
        }
    }
}
