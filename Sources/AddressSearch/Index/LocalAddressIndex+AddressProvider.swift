import AddressKit

/// The local index is the default provider: it answers in well under a millisecond, so it only
/// checks for cancellation before and after the search.
extension LocalAddressIndex: AddressProvider {
    /// Suggestions from the index; `context.countryCode` other than the index's gives none.
    public func suggest(_ query: String, context: SuggestionContext) async throws -> [AddressSuggestion] {
        try Task.checkCancellation()
        if let country = context.countryCode, !country.isEmpty, country.uppercased() != countryCode { return [] }
        let results = try search(query, limit: context.clampedLimit)
        try Task.checkCancellation()
        return results
    }

    /// The units of a grouped suggestion, narrowed by unit tokens in `query` when some match.
    public func expand(_ suggestion: AddressSuggestion, query: String) async throws -> [AddressSuggestion] {
        try Task.checkCancellation()
        return try units(of: suggestion, query: query)
    }

    /// The full address of a suggestion from this index.
    public func resolve(_ suggestion: AddressSuggestion) async throws -> Address {
        try address(for: suggestion)
    }
}
