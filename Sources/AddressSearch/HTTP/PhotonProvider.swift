import AddressKit
import Foundation

/// Photon, the OpenStreetMap geocoder (photon.komoot.io or self-hosted): `GET /api?q=&limit=&lang=`
/// answering a GeoJSON FeatureCollection whose properties hold housenumber, street, city, ...
public struct PhotonProvider: AddressProvider, CustomStringConvertible {
    /// The public instance (fair use only; self-host for volume).
    public static let defaultBaseURL = URL(string: "https://photon.komoot.io")!
    static let name = "Photon"
    static let languages: Set<String> = ["default", "en", "de", "fr", "it"]

    /// Where requests go.
    public let baseURL: URL
    private let client: HTTPClient

    /// A provider; `timeout` is per request, in seconds.
    public init(baseURL: URL = PhotonProvider.defaultBaseURL, timeout: TimeInterval = 5) {
        self.baseURL = baseURL
        self.client = HTTPClient(provider: Self.name, timeout: timeout)
    }

    /// "Photon at <base URL>".
    public var description: String { "Photon at \(baseURL.absoluteString)" }

    /// Suggestions for `query`; features without a street or name are left out, and so are
    /// other countries when `context.countryCode` is set.
    public func suggest(_ query: String, context: SuggestionContext) async throws -> [AddressSuggestion] {
        let trimmed = query.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty else { return [] }
        var items = [URLQueryItem(name: "q", value: trimmed), URLQueryItem(name: "limit", value: String(context.clampedLimit))]
        if let language = context.language?.lowercased(), Self.languages.contains(language) {
            items.append(URLQueryItem(name: "lang", value: language))
        }
        guard let url = HTTPClient.url(baseURL, path: "api", items: items) else {
            throw AddressSearchError.network(provider: Self.name, detail: "the base URL is not a valid http(s) URL")
        }
        let data = try await client.fetch(url)
        let collection = try ResponseDecoding.decode(PhotonFeatureCollection.self, from: data, provider: Self.name)
        var results: [AddressSuggestion] = []
        for feature in collection.features {
            let properties = feature.properties
            let street = properties.street ?? ""
            let line =
                street.isEmpty
                ? (properties.name ?? "")
                : [properties.housenumber ?? "", street].filter { !$0.isEmpty }.joined(separator: " ")
            guard !line.isEmpty else { continue }
            let country = (properties.countrycode ?? "").uppercased()
            if let wanted = context.countryCode?.uppercased(), !wanted.isEmpty, !country.isEmpty, wanted != country { continue }
            results.append(
                AddressSuggestion(
                    streetLine: line, secondary: "",
                    city: properties.city ?? properties.locality ?? properties.district ?? "",
                    countryArea: properties.state ?? "", postalCode: properties.postcode ?? "",
                    countryCode: country, entries: 1, reference: "photon"
                ))
        }
        return results
    }

    /// Photon has no secondary addresses: a suggestion expands to itself.
    public func expand(_ suggestion: AddressSuggestion, query: String) async throws -> [AddressSuggestion] {
        [suggestion]
    }

    /// The address a suggestion names.
    public func resolve(_ suggestion: AddressSuggestion) async throws -> Address {
        suggestion.address
    }
}
