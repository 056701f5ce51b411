import Foundation

/// Decodes provider JSON and turns a `DecodingError` into a path and an expectation, without
/// echoing values (they are personal data).
enum ResponseDecoding {
    static func decode<T: Decodable>(_ type: T.Type, from data: Data, provider: String) throws -> T {
        do {
            return try JSONDecoder().decode(type, from: data)
        } catch let error as DecodingError {
            throw AddressSearchError.malformedResponse(provider: provider, detail: describe(error))
        } catch {
            throw AddressSearchError.malformedResponse(provider: provider, detail: "the body is not JSON")
        }
    }

    static func describe(_ error: DecodingError) -> String {
        func path(_ codingPath: [any CodingKey]) -> String {
            let text = codingPath.map { key in key.intValue.map { "[\($0)]" } ?? ".\(key.stringValue)" }.joined()
            return text.isEmpty ? "the top level" : String(text.drop(while: { $0 == "." }))
        }
        switch error {
        case let .typeMismatch(type, context):
            return "\(path(context.codingPath)) should be \(name(type))"
        case let .valueNotFound(type, context):
            return "\(path(context.codingPath)) should be \(name(type)), found null"
        case let .keyNotFound(key, context):
            return "\(path(context.codingPath + [key])) is missing"
        case let .dataCorrupted(context):
            return context.codingPath.isEmpty ? "the body is not valid JSON" : "\(path(context.codingPath)) is not valid"
        @unknown default:
            return "unexpected JSON"
        }
    }

    private static func name(_ type: Any.Type) -> String {
        switch type {
        case is String.Type: return "a string"
        case is Int.Type, is Double.Type: return "a number"
        case is Bool.Type: return "true or false"
        default:
            let text = String(describing: type)
            return text.hasPrefix("Array") ? "an array" : (text.hasPrefix("Dictionary") ? "an object" : "an object")
        }
    }
}
