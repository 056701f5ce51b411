/// USPS-style street types and directions, both ways: the index stores a street token and its
/// partner, so "St", "Street", "N" and "North" all find the same streets.
public enum StreetAbbreviations {
    /// Abbreviation -> full word (folded, lower case).
    public static let fullWords: [String: String] = [
        "st": "street", "ave": "avenue", "av": "avenue", "rd": "road", "blvd": "boulevard",
        "dr": "drive", "ln": "lane", "ct": "court", "pl": "place", "pkwy": "parkway",
        "hwy": "highway", "cir": "circle", "ter": "terrace", "trl": "trail", "sq": "square",
        "plz": "plaza", "aly": "alley", "expy": "expressway", "fwy": "freeway", "ctr": "center",
        "hts": "heights", "mt": "mount", "ft": "fort", "cres": "crescent", "xing": "crossing",
        "tpke": "turnpike", "rte": "route", "pt": "point", "hl": "hill", "cv": "cove",
        "n": "north", "s": "south", "e": "east", "w": "west",
        "ne": "northeast", "nw": "northwest", "se": "southeast", "sw": "southwest"
    ]

    /// Full word -> preferred abbreviation.
    public static let abbreviations: [String: String] = {
        var result: [String: String] = [:]
        for (short, full) in fullWords where result[full] == nil || short.count > (result[full]?.count ?? 0) {
            // "avenue" has "ave" and "av": prefer the USPS form (the longer one here).
            result[full] = short
        }
        return result
    }()

    /// The other spelling of a street token, if it has one ("st" -> "street", "north" -> "n").
    public static func partner(of token: String) -> String? {
        fullWords[token] ?? abbreviations[token]
    }
}

extension AddressTextFolder {
    /// `text` as two spellings of one address share it: folded tokens with street words spelled
    /// out in full ("12 Main St." and "12 main street" both give "12 main street"), space-joined.
    public static func comparable(_ text: String) -> String {
        tokens(text).map { StreetAbbreviations.fullWords[$0] ?? $0 }.joined(separator: " ")
    }
}
