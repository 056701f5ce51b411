import CSVAndJSON
/// The JSON text `entrydesk suggest` prints: one array per line, keys in the documented order
/// (`street_line, secondary, city, country_area, postal_code, country_code, entries`).
public enum SuggestionJSON {
    /// `suggestions` as a one-line JSON array.
    public static func line(_ suggestions: [AddressSuggestion]) -> String {
        var out = "["
        for (position, item) in suggestions.enumerated() {
            if position > 0 { out += "," }
            out += "{\"street_line\":\(quoted(item.streetLine)),\"secondary\":\(quoted(item.secondary)),"
            out += "\"city\":\(quoted(item.city)),\"country_area\":\(quoted(item.countryArea)),"
            out += "\"postal_code\":\(quoted(item.postalCode)),\"country_code\":\(quoted(item.countryCode)),"
            out += "\"entries\":\(item.entries)}"
        }
        return out + "]"
    }

    /// A JSON string literal.
    static func quoted(_ text: String) -> String { JSONString.literal(text) }
}
