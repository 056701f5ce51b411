import AddressKit
import Foundation

/// Smarty US Autocomplete Pro: `GET /lookup?search=&max_results=&selected=` answering
/// `{"suggestions":[{"street_line","secondary","city","state","zipcode","entries"}]}`.
public struct SmartyProvider: AddressProvider, CustomStringConvertible {
    /// Smarty's production endpoint.
    public static let defaultBaseURL = URL(string: "https://us-autocomplete-pro.api.smarty.com")!
    static let name = "Smarty"

    /// Where requests go (tests use a stub on 127.0.0.1).
    public let baseURL: URL
    private let credentials: SmartyCredentials
    private let client: HTTPClient

    /// A provider; `timeout` is per request, in seconds.
    public init(credentials: SmartyCredentials, baseURL: URL = SmartyProvider.defaultBaseURL, timeout: TimeInterval = 5) {
        self.credentials = credentials
        self.baseURL = baseURL
        self.client = HTTPClient(provider: Self.name, timeout: timeout)
    }

    /// "Smarty at <base URL> (<redacted credentials>)".
    public var description: String { "Smarty at \(baseURL.absoluteString) (\(credentials))" }

    /// Suggestions for `query`; `context.countryCode` other than US gives none (US-only service).
    public func suggest(_ query: String, context: SuggestionContext) async throws -> [AddressSuggestion] {
        if let country = context.countryCode, !country.isEmpty, country.uppercased() != "US" { return [] }
        let trimmed = query.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty else { return [] }
        return try await lookup([
            URLQueryItem(name: "search", value: trimmed),
            URLQueryItem(name: "max_results", value: String(min(context.clampedLimit, 10)))
        ])
    }

    /// The secondary addresses of a suggestion, through the `selected` request.
    public func expand(_ suggestion: AddressSuggestion, query: String) async throws -> [AddressSuggestion] {
        guard suggestion.isExpandable else { return [suggestion] }
        let search = query.trimmingCharacters(in: .whitespacesAndNewlines)
        return try await lookup([
            URLQueryItem(name: "search", value: search.isEmpty ? suggestion.streetLine : search),
            URLQueryItem(name: "selected", value: Self.selected(suggestion)),
            URLQueryItem(name: "max_results", value: "10")
        ])
    }

    /// The address a suggestion names: Smarty's suggestions are complete USPS addresses.
    public func resolve(_ suggestion: AddressSuggestion) async throws -> Address {
        var address = suggestion.address
        address.countryCode = "US"
        return address
    }

    /// Smarty's `selected` format: "street_line secondary (entries) city state zipcode".
    public static func selected(_ suggestion: AddressSuggestion) -> String {
        [
            suggestion.streetLine, suggestion.secondary, "(\(suggestion.entries))", suggestion.city,
            suggestion.countryArea, suggestion.postalCode
        ].filter { !$0.isEmpty }.joined(separator: " ")
    }

    private func lookup(_ items: [URLQueryItem]) async throws -> [AddressSuggestion] {
        var query = items
        var headers: [String: String] = [:]
        switch credentials {
        case let .secretKey(authID, authToken):
            query += [URLQueryItem(name: "auth-id", value: authID), URLQueryItem(name: "auth-token", value: authToken)]
        case let .embeddedKey(key, referer):
            query.append(URLQueryItem(name: "key", value: key))
            if let referer { headers["Referer"] = referer }
        }
        guard let url = HTTPClient.url(baseURL, path: "lookup", items: query) else {
            throw AddressSearchError.network(provider: Self.name, detail: "the base URL is not a valid http(s) URL")
        }
        let data = try await client.fetch(url, headers: headers)
        let response = try ResponseDecoding.decode(SmartyResponse.self, from: data, provider: Self.name)
        return (response.suggestions ?? []).map { item in
            AddressSuggestion(
                streetLine: item.streetLine, secondary: item.secondary ?? "", city: item.city ?? "",
                countryArea: item.state ?? "", postalCode: item.zipcode ?? "", countryCode: "US",
                entries: max(item.entries ?? 0, 1), reference: "smarty"
            )
        }
    }
}
