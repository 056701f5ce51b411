/// The GeoJSON body of a Photon answer (only the properties EntryDesk uses).
struct PhotonFeatureCollection: Decodable {
    struct Feature: Decodable {
        var properties: Properties
    }

    struct Properties: Decodable {
        var name: String?
        var housenumber: String?
        var street: String?
        var locality: String?
        var district: String?
        var city: String?
        var state: String?
        var postcode: String?
        var countrycode: String?
    }

    var features: [Feature]
}
