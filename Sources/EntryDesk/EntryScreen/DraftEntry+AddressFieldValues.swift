import AddressKit
import EntryStore

extension DraftEntry {
    /// The address as the form's fields hold it (lines, city, subdivision, postcode, extras).
    var address: Address {
        Address(
            countryCode: countryCode, countryArea: countryArea, city: city, cityArea: cityArea, postalCode: postalCode,
            sortingCode: sortingCode, streetLines: [streetLine1, streetLine2].filter { !$0.isEmpty }, companyName: companyName)
    }

    /// Each field's text, extras included (line 2 stays line 2 when line 1 is empty).
    var addressFieldValues: AddressFieldValues {
        var values = AddressFieldValues(address: address)
        values[.line1] = streetLine1
        values[.line2] = streetLine2
        values[.extra1] = extra1
        values[.extra2] = extra2
        values[.extra3] = extra3
        return values
    }
}
