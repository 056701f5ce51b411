import Foundation

// i18n: file never shown (figures for the benchmark and the tests)

/// Field-level and whole-address accuracy of `AddressParser` on a labelled set (JSON Lines of
/// {"text", "country_code", "expected": {address fields}}), shared by `make bench` and the tests.
public struct ParseAccuracy: Sendable {
    public struct Sample: Sendable {
        public let text: String
        public let hint: String?
        public let expected: [String: String]
    }

    public struct Tally: Sendable {
        public var addresses = 0
        public var fullyRight = 0
        public var fieldsRight: [String: Int] = [:]
        public var fieldsTotal: [String: Int] = [:]
        mutating func count(_ field: String, right: Bool) {
            fieldsTotal[field, default: 0] += 1
            if right { fieldsRight[field, default: 0] += 1 }
        }

        public var fullyRightShare: Double { addresses == 0 ? 0 : Double(fullyRight) / Double(addresses) }
    }

    public static let comparedFields = [
        "country_code", "country_area", "city", "city_area", "postal_code",
        "street_address", "name", "company_name"
    ]

    public private(set) var byCountry: [String: Tally] = [:]
    public private(set) var overall = Tally()
    /// Texts parsed wrongly, for a failing test to show.
    public private(set) var misses: [String] = []

    public init() {}

    public static func samples(at url: URL) throws -> [Sample] {
        let text = try String(contentsOf: url, encoding: .utf8)
        return try text.split(separator: "\n").enumerated().map { index, line in
            guard let object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any],
                let text = object["text"] as? String, let expected = object["expected"] as? [String: String]
            else {
                throw CocoaError(.fileReadCorruptFile, userInfo: [NSFilePathErrorKey: url.path + " line \(index + 1)"])
            }
            let hint = (object["country_code"] as? String).flatMap { $0.isEmpty ? nil : $0 }
            return Sample(text: text, hint: hint, expected: expected)
        }
    }

    /// Compared as a reader would: case, spacing, width and a final dot or comma ignored.
    public static func same(_ left: String, _ right: String) -> Bool {
        func folded(_ text: String) -> String {
            text.precomposedStringWithCompatibilityMapping.lowercased().split(separator: "\n").map {
                $0.split(whereSeparator: \.isWhitespace).joined(separator: " ").trimmingCharacters(in: .init(charactersIn: ".,"))
            }.joined(separator: "\n")
        }
        return folded(left) == folded(right)
    }

    public mutating func record(_ sample: Sample, parsed: Address) {
        let country = sample.expected["country_code"] ?? "?"
        var tally = byCountry[country] ?? Tally()
        var allRight = true
        for field in Self.comparedFields {
            guard let component = AddressComponent(rawValue: field) else { continue }
            let right = Self.same(sample.expected[field] ?? "", component.value(in: parsed))
            allRight = allRight && right
            tally.count(field, right: right)
            overall.count(field, right: right)
        }
        tally.addresses += 1
        overall.addresses += 1
        if allRight {
            tally.fullyRight += 1
            overall.fullyRight += 1
        } else {
            misses.append(sample.text)
        }
        byCountry[country] = tally
    }
}
