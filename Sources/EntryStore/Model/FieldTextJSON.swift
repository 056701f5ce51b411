import CSVAndJSON

/// A dictionary of texts by field key as one JSON object: how the store keeps an entry's office
/// fields and reasons in one column each, and how exports write the reasons. Keys are written
/// sorted, so one dictionary has one text (a row that did not change is not written again, and
/// two desks compare equal what is equal).
public enum FieldTextJSON {
    /// `fields` as a JSON object, keys sorted (`{}` when empty).
    public static func encoded(_ fields: [String: String]) -> String {
        guard !fields.isEmpty else { return "{}" }
        var bytes: [UInt8] = [UInt8(ascii: "{")]
        for (index, key) in fields.keys.sorted().enumerated() {
            if index > 0 { bytes.append(UInt8(ascii: ",")) }
            JSONString.encode(key, to: &bytes)
            bytes.append(UInt8(ascii: ":"))
            JSONString.encode(fields[key] ?? "", to: &bytes)
        }
        bytes.append(UInt8(ascii: "}"))
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The object `text` holds, or nil when it is not a JSON object of strings; an empty text
    /// is an empty object (a cell left empty in a spreadsheet).
    public static func decoded(_ text: String) -> [String: String]? {
        // Most rows hold no office field: no bytes copied, no parser, for every row read.
        if text == "{}" || text.isEmpty { return [:] }
        let bytes = Array(text.utf8)
        guard let start = bytes.firstIndex(where: { !JSONScanner.isWhitespace($0) }) else { return [:] }
        guard let members = try? JSONLineParser.parseObject(bytes, from: start, to: bytes.count) else { return nil }
        var fields: [String: String] = [:]
        for (key, value) in members {
            guard case let .string(text) = value else { return nil }
            fields[key] = text
        }
        return fields
    }
}
