import EntryResources
import Foundation

// i18n: file never shown (errors of the currency table file, for developers)

/// The table of active ISO 4217 currencies, read from `data/currencies.json`.
public struct CurrencyTable: Sendable {
    /// Every currency, sorted by code.
    public let currencies: [Currency]
    /// Where the table came from (file path), for messages.
    public let origin: String
    private let byCode: [String: Currency]

    /// The bundled table (`data/currencies.json` through `ResourceLocator`), read once.
    public static func standard() throws(CurrencyTableError) -> CurrencyTable {
        try bundled.get()
    }

    private static let bundled: Result<CurrencyTable, CurrencyTableError> = {
        do throws(CurrencyTableError) {
            return .success(try CurrencyTable(contentsOf: ResourceLocator.data("currencies.json")))
        } catch {
            return .failure(error)
        }
    }()

    /// Reads a table in the `data/currencies.json` format.
    public init(contentsOf url: URL) throws(CurrencyTableError) {
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw .unreadable(path: url.path, reason: error.localizedDescription)
        }
        try self.init(jsonData: data, origin: url.path)
    }

    /// Decodes a table from JSON data; `origin` names the source in error messages.
    public init(jsonData: Data, origin: String) throws(CurrencyTableError) {
        let document: Any
        do {
            document = try JSONSerialization.jsonObject(with: jsonData)
        } catch {
            throw .malformed(path: origin, detail: "not valid JSON: \(error.localizedDescription)")
        }
        guard let root = document as? [String: Any], let entries = root["currencies"] as? [Any] else {
            throw .malformed(path: origin, detail: "expected an object with a \"currencies\" array")
        }
        var list: [Currency] = []
        var index: [String: Currency] = [:]
        for (position, entry) in entries.enumerated() {
            let path = "currencies[\(position)]"
            guard let object = entry as? [String: Any] else {
                throw .malformed(path: origin, detail: "\(path): expected an object")
            }
            guard let code = object["code"] as? String, code.count == 3,
                code.unicodeScalars.allSatisfy({ $0.value >= 65 && $0.value <= 90 })
            else {
                throw .malformed(path: origin, detail: "\(path).code: expected three capital letters")
            }
            guard let numeric = object["numeric"] as? String else {
                throw .malformed(path: origin, detail: "\(path).numeric (\(code)): expected a string")
            }
            var minor: Int?
            if let value = object["minorUnits"], !(value is NSNull) {
                guard let number = value as? Int, (0...9).contains(number) else {
                    throw .malformed(path: origin, detail: "\(path).minorUnits (\(code)): expected 0...9 or null")
                }
                minor = number
            }
            guard let name = object["name"] as? String, !name.isEmpty else {
                throw .malformed(path: origin, detail: "\(path).name (\(code)): expected a non-empty string")
            }
            let countries = object["countries"] as? [String] ?? []
            let currency = Currency(
                code: code, numericCode: numeric, minorUnits: minor, name: name,
                isFund: object["fund"] as? Bool ?? false, countries: countries)
            guard index[code] == nil else {
                throw .malformed(path: origin, detail: "\(path).code: \(code) appears twice")
            }
            index[code] = currency
            list.append(currency)
        }
        currencies = list.sorted { $0.code < $1.code }
        byCode = index
        self.origin = origin
    }

    /// The currency with this alphabetic code (case-insensitive), or nil.
    public subscript(code: String) -> Currency? {
        byCode[code.uppercased()]
    }

    /// The currency with this alphabetic code (case-insensitive), or `.unknownCode`.
    public func currency(code: String) throws(CurrencyTableError) -> Currency {
        guard let currency = self[code] else { throw .unknownCode(code) }
        return currency
    }

    /// Currencies matching `query` by code, name or symbol in `locale`, best first (see
    /// `CurrencySearchIndex.search`; build the index once when searching on every keystroke).
    public func search(_ query: String, locale: Locale) -> [Currency] {
        CurrencySearchIndex(table: self, locale: locale).search(query)
    }
}
