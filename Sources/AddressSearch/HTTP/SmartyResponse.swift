/// The JSON body of a Smarty US Autocomplete Pro answer.
struct SmartyResponse: Decodable {
    struct Item: Decodable {
        var streetLine: String
        var secondary: String?
        var city: String?
        var state: String?
        var zipcode: String?
        var entries: Int?

        enum CodingKeys: String, CodingKey {
            case streetLine = "street_line", secondary, city, state, zipcode, entries
        }
    }

    var suggestions: [Item]?
}
