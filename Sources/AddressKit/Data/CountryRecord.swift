/// A converted country file (`data/address/US.json`) as stored: libaddressinput fields with the
/// ZZ defaults merged in.
struct CountryRecord: Sendable, Decodable {
    var code: String
    var name: String?
    var lang: String?
    var fmt: String
    var lfmt: String
    var require: String
    var upper: String
    var zip: String?
    var postprefix: String?
    var posturl: String?
    var stateNameType: String
    var zipNameType: String
    var localityNameType: String
    var sublocalityNameType: String
    var zipex: [String]
    var languages: [String]
    var trees: [LanguageTree]

    enum CodingKeys: String, CodingKey {
        case code, name, lang, fmt, lfmt, require, upper, zip, postprefix, posturl, zipex
        case languages, trees
        case stateNameType = "state_name_type", zipNameType = "zip_name_type"
        case localityNameType = "locality_name_type", sublocalityNameType = "sublocality_name_type"
    }
}
