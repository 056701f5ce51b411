/// English labels of the libaddressinput name types (`state_name_type`, `zip_name_type`, ...).
enum AddressLabels {
    static func label(for field: AddressComponent, in format: CountryFormat) -> String {
        switch field {
        case .countryCode: "Country"
        case .countryArea: areaLabel(format.countryAreaType)
        case .city: cityLabel(format.cityType)
        case .cityArea: cityAreaLabel(format.cityAreaType)
        case .postalCode: postalCodeLabel(format.postalCodeType)
        case .sortingCode: "Sorting code"
        case .streetAddress: "Street address"
        case .name: "Name"
        case .companyName: "Organization"
        }
    }

    static func areaLabel(_ type: String) -> String {
        switch type {
        case "area": "Area"
        case "county": "County"
        case "department": "Department"
        case "district": "District"
        case "do_si": "Do/Si"
        case "emirate": "Emirate"
        case "island": "Island"
        case "oblast": "Oblast"
        case "parish": "Parish"
        case "prefecture": "Prefecture"
        case "state": "State"
        default: "Province"
        }
    }

    static func cityLabel(_ type: String) -> String {
        switch type {
        case "district": "District"
        case "post_town": "Post town"
        case "suburb": "Suburb"
        default: "City"
        }
    }

    static func cityAreaLabel(_ type: String) -> String {
        switch type {
        case "district": "District"
        case "neighborhood": "Neighborhood"
        case "village_township": "Village/Township"
        case "townland": "Townland"
        default: "Suburb"
        }
    }

    static func postalCodeLabel(_ type: String) -> String {
        switch type {
        case "zip": "ZIP code"
        case "pin": "PIN code"
        case "eircode": "Eircode"
        default: "Postal code"
        }
    }
}
