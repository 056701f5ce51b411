/// How telephone numbers are written in the countries the app is used in most: data, one row a
/// country, so that adding a country is adding a row. Countries not listed are read in
/// international form only, as E.164 allows (7 to 15 digits after `+`).
struct PhoneNumberPlan {
    /// ISO 3166-1 alpha-2.
    let country: String
    /// What follows `+` (`49`).
    let callingCode: String
    /// What is dialled from the country to reach another (`00`, `011`): a number typed with it
    /// is international.
    let internationalPrefix: String
    /// What a national number starts with and the international form drops (`0`; empty for
    /// countries without, as Italy and Spain).
    let trunkPrefix: String
    /// Whether national numbers are also written without the trunk prefix (`(415) 555-0123` in
    /// the US, a mobile in China or India).
    let trunkOptional: Bool
    /// How many digits the national significant number (after the calling code) has.
    let lengths: ClosedRange<Int>
    /// A national number as people there write it, for the message that asks for one.
    let example: String
}

enum PhoneNumberPlans {
    // country, calling code, international prefix, trunk prefix, trunk optional, NSN lengths, example
    static let rows: [PhoneNumberPlan] = [
        plan("US", "1", "011", "1", true, 10...10, "(415) 555-0123"),
        plan("CA", "1", "011", "1", true, 10...10, "(416) 555-0123"),
        plan("MX", "52", "00", "", false, 10...10, "55 1234 5678"),
        plan("BR", "55", "00", "0", true, 10...11, "(11) 91234-5678"),
        plan("AR", "54", "00", "0", false, 10...10, "011 1234-5678"),
        plan("GB", "44", "00", "0", false, 9...10, "020 7946 0958"),
        plan("IE", "353", "00", "0", false, 7...9, "01 234 5678"),
        plan("DE", "49", "00", "0", false, 6...13, "030 1234567"),
        plan("AT", "43", "00", "0", false, 5...13, "01 234 5678"),
        plan("CH", "41", "00", "0", false, 9...9, "044 668 18 00"),
        plan("FR", "33", "00", "0", false, 9...9, "01 23 45 67 89"),
        plan("BE", "32", "00", "0", false, 8...9, "02 123 45 67"),
        plan("NL", "31", "00", "0", false, 9...9, "020 123 4567"),
        plan("LU", "352", "00", "", false, 4...11, "27 12 34 56"),
        plan("ES", "34", "00", "", false, 9...9, "912 345 678"),
        plan("PT", "351", "00", "", false, 9...9, "21 234 5678"),
        plan("IT", "39", "00", "", false, 6...11, "06 1234 5678"),
        plan("GR", "30", "00", "", false, 10...10, "21 0123 4567"),
        plan("DK", "45", "00", "", false, 8...8, "32 12 34 56"),
        plan("NO", "47", "00", "", false, 8...8, "22 12 34 56"),
        plan("SE", "46", "00", "0", false, 7...13, "08 123 456 78"),
        plan("FI", "358", "00", "0", false, 5...12, "09 1234 5678"),
        plan("PL", "48", "00", "", false, 9...9, "22 123 45 67"),
        plan("CZ", "420", "00", "", false, 9...9, "221 234 567"),
        plan("HU", "36", "00", "06", false, 8...9, "06 1 234 5678"),
        plan("RU", "7", "810", "8", false, 10...10, "8 495 123-45-67"),
        plan("TR", "90", "00", "0", false, 10...10, "0212 123 45 67"),
        plan("IL", "972", "00", "0", false, 8...9, "02-123-4567"),
        plan("SA", "966", "00", "0", false, 8...9, "011 234 5678"),
        plan("AE", "971", "00", "0", false, 8...9, "04 123 4567"),
        plan("EG", "20", "00", "0", false, 8...10, "02 2345 6789"),
        plan("ZA", "27", "00", "0", false, 9...9, "021 123 4567"),
        plan("IN", "91", "00", "0", true, 10...10, "011 2345 6789"),
        plan("CN", "86", "00", "0", true, 9...11, "010 1234 5678"),
        plan("HK", "852", "001", "", false, 8...8, "2123 4567"),
        plan("JP", "81", "010", "0", false, 9...10, "03-1234-5678"),
        plan("KR", "82", "001", "0", false, 8...10, "02-123-4567"),
        plan("SG", "65", "000", "", false, 8...8, "6123 4567"),
        plan("AU", "61", "0011", "0", false, 9...9, "02 1234 5678"),
        plan("NZ", "64", "00", "0", false, 8...10, "09 123 4567")
    ]

    private static func plan(
        _ country: String, _ code: String, _ international: String, _ trunk: String, _ trunkOptional: Bool,
        _ lengths: ClosedRange<Int>, _ example: String
    ) -> PhoneNumberPlan {
        PhoneNumberPlan(
            country: country, callingCode: code, internationalPrefix: international, trunkPrefix: trunk, trunkOptional: trunkOptional,
            lengths: lengths, example: example)
    }

    /// The plan of a country, by its ISO code.
    static let byCountry: [String: PhoneNumberPlan] = Dictionary(rows.map { ($0.country, $0) }) { first, _ in first }

    /// The plan of a calling code (the first country listed with it: the US for `1`).
    static let byCallingCode: [String: PhoneNumberPlan] = Dictionary(rows.map { ($0.callingCode, $0) }) { first, _ in first }

    /// Every country listed.
    static var countryCodes: [String] { rows.map(\.country) }
}
