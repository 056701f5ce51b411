import AddressKit
import Foundation

// i18n: file never shown (the command line's JSON Lines input errors and output)

/// One input line of `entrydesk parse-address` and the output line for its result.
struct ParseAddressRequest {
    var text: String
    var countryCode: String?

    /// A line that is not a request, named by its number as `validate` names its bad lines.
    struct Failure: Error {
        let line: Int
        let reason: String
        var description: String { "line \(line): \(reason)" }
    }

    static func read(_ line: Data, lineNumber: Int) -> Result<ParseAddressRequest, Failure> {
        guard let value = try? JSONSerialization.jsonObject(with: line, options: [.fragmentsAllowed]) else {
            return .failure(Failure(line: lineNumber, reason: "not valid JSON; expected {\"text\": \"...\"} per line"))
        }
        guard let object = value as? [String: Any] else {
            return .failure(Failure(line: lineNumber, reason: "expected a JSON object with a \"text\" string"))
        }
        guard let text = object["text"] as? String else {
            return .failure(Failure(line: lineNumber, reason: "field \"text\" must be a string"))
        }
        let hint = object["country_code"]
        if hint != nil, !(hint is String), !(hint is NSNull) {
            return .failure(Failure(line: lineNumber, reason: "field \"country_code\" must be a string"))
        }
        return .success(ParseAddressRequest(text: text, countryCode: (hint as? String).flatMap { $0.isEmpty ? nil : $0 }))
    }

    static func line(for parsed: ParsedAddress) -> String {
        var out: [UInt8] = Array(#"{"address":{"#.utf8)
        for (index, field) in AddressJSON.outputOrder.enumerated() {
            if index > 0 { out.append(UInt8(ascii: ",")) }
            AddressJSON.appendString(field.rawValue, to: &out)
            out.append(UInt8(ascii: ":"))
            AddressJSON.appendString(field.value(in: parsed.address), to: &out)
        }
        out += Array(#"},"confidence":"#.utf8)
        out += Array(String(format: "%.2f", parsed.confidence).utf8)
        out.append(UInt8(ascii: "}"))
        return String(decoding: out, as: UTF8.self)
    }
}
