import AddressKit
import EntryStore
import Foundation

/// Deterministic, plausible entries for benchmarks (a seeded generator, names with diacritics).
struct SampleEntryGenerator {
    private var state: UInt64

    /// A generator whose sequence depends only on `seed`.
    init(seed: UInt64) {
        state = seed
    }

    private mutating func next() -> UInt64 {
        // SplitMix64: fast and well distributed, enough for test data.
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    private mutating func pick<T>(_ values: [T]) -> T {
        values[Int(next() % UInt64(values.count))]
    }

    private static let givenNames = [
        "Anna", "Jürgen", "François", "Åsa", "José", "Zoë", "Mohammed", "Wei", "Olga",
        "Pat", "Siobhán", "Łukasz", "Ines", "Mateo", "Yuki", "Chloé", "Björn", "Priya"
    ]
    private static let familyNames = [
        "Müller", "Schmidt", "García", "Lefèvre", "O'Brien", "Öberg", "Nowak", "Rossi",
        "Smith", "Dubois", "Jensen", "Kowalski", "Novák", "Silva", "Tanaka", "Brown"
    ]
    private static let places: [(country: String, city: String, postcode: String, streets: [String])] = [
        ("DE", "Berlin", "10115", ["Hauptstraße", "Unter den Linden", "Friedrichstraße"]),
        ("DE", "München", "80331", ["Marienplatz", "Leopoldstraße", "Sendlinger Straße"]),
        ("FR", "Paris", "75002", ["rue de la Paix", "boulevard Haussmann", "avenue de l'Opéra"]),
        ("GB", "London", "SW1A 2AA", ["Downing Street", "Baker Street", "Abbey Road"]),
        ("IE", "Dublin", "D02 X285", ["Main Street", "Grafton Street", "O'Connell Street"]),
        ("SE", "Göteborg", "411 14", ["Drottninggatan", "Avenyn", "Linnégatan"]),
        ("ES", "Sevilla", "41001", ["Calle Sierpes", "Avenida de la Constitución", "Calle Betis"])
    ]

    /// The `index`-th entry: one minute apart, newest last.
    mutating func entry(index: Int) -> Entry {
        let place = pick(Self.places)
        let name = pick(Self.givenNames) + " " + pick(Self.familyNames)
        let street = "\(next() % 200 + 1) \(pick(place.streets))"
        let cents = next() % 10_000_000
        let amount = "\(cents / 100).\(String(format: "%02d", Int(cents % 100)))"
        let reference = next() % 3 == 0 ? "" : "INV-\(2020 + next() % 6)\(String(format: "%05d", Int(next() % 100_000)))"
        return Entry(
            createdAt: Date(timeIntervalSince1970: 1_700_000_000 + Double(index) * 60),
            address: Address(
                countryCode: place.country, city: place.city, postalCode: place.postcode,
                streetLines: [street], name: name),
            amount: amount, currency: place.country == "GB" ? "GBP" : (place.country == "SE" ? "SEK" : "EUR"),
            reference: reference)
    }
}

extension SampleEntryGenerator {
    /// A database of `count` sample entries, added in batches (one transaction each).
    static func fill(_ url: URL, count: Int, seed: UInt64 = 7) throws {
        let store = try EntryStore(url: url)
        var generator = SampleEntryGenerator(seed: seed)
        var inserted = 0
        while inserted < count {
            let batch = (0..<min(5_000, count - inserted)).map { generator.entry(index: inserted + $0) }
            try store.insert(contentsOf: batch)
            inserted += batch.count
        }
    }
}
