/// The words the parser recognises by meaning rather than by the address data: unit
/// designators, company suffixes and street types. Kept as data (lower case, without dots) so
/// a language is added by adding words, not code.
import Foundation

enum AddressWords {
    /// Words that start a unit (line 2): "Suite 100", "Apt 5", "#305".
    static let unitDesignators: Set<String> = [
        "suite", "ste", "apt", "apartment", "unit", "flat", "room", "rm", "floor", "fl", "bldg",
        "building", "dept", "#", "no", "wohnung", "apto", "sala", "bloco", "piso", "escalera",
        "appartement", "interno", "scala"
    ]

    /// Words that mark an organisation on the first line.
    static let companyWords: Set<String> = [
        "inc", "llc", "ltd", "limited", "gmbh", "ag", "corp", "corporation", "co", "company",
        "plc", "sa", "sarl", "srl", "spa", "bv", "nv", "pty", "ltda", "kk", "株式会社", "bank", "group"
    ]

    /// Countries whose street types end a word ("Hauptstraße", "Kalverstraat").
    static let suffixCountries: Set<String> = ["DE", "NL"]

    static func isCompanyWord(_ word: String) -> Bool {
        companyWords.contains(AddressTextPart.key(word).replacingOccurrences(of: ".", with: ""))
    }

    /// Street-type words per country: they end the street in a line without commas and make a
    /// country with an ambiguous postcode likelier.
    static let streetTypes: [String: Set<String>] = [
        "US": english, "CA": english.union(["rue", "boul", "chemin"]), "AU": english, "GB": english,
        "IN": english.union(["marg", "nagar", "colony"]),
        "DE": ["straße", "str", "strasse", "weg", "platz", "allee", "gasse", "ring", "damm", "linden", "ufer"],
        "FR": ["rue", "avenue", "av", "boulevard", "bd", "place", "chemin", "allée", "impasse", "quai", "cours"],
        "IT": ["via", "viale", "piazza", "corso", "largo", "vicolo", "piazzale"],
        "ES": ["calle", "c", "avenida", "avda", "plaza", "pza", "paseo", "ronda", "carrer", "camino"],
        "BR": ["rua", "r", "avenida", "av", "praça", "travessa", "alameda", "rodovia", "estrada"],
        "NL": ["straat", "laan", "weg", "plein", "gracht", "kade", "singel", "dijk", "plantsoen"]
    ]

    private static let english: Set<String> = [
        "street", "st", "avenue", "ave", "av", "road", "rd", "boulevard", "blvd", "lane", "ln",
        "drive", "dr", "court", "ct", "place", "pl", "way", "terrace", "ter", "parkway", "pkwy",
        "highway", "hwy", "circle", "cir", "square", "sq", "crescent", "close", "grove", "gardens",
        "parade", "pde", "trail", "row", "mews", "hill"
    ]
}
