import Foundation

// i18n: file never shown (decoding errors of the address metadata files, for developers)

/// Reads and decodes one metadata file, turning failures into `AddressDataError`s.
enum AddressDataFile {
    static func decode<T: Decodable>(_ type: T.Type, at url: URL) throws(AddressDataError) -> T {
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw .unreadable(path: url.path, reason: error.localizedDescription)
        }
        do {
            return try JSONDecoder().decode(T.self, from: data)
        } catch let error as DecodingError {
            throw .malformed(path: url.path, reason: describe(error))
        } catch {
            throw .malformed(path: url.path, reason: "\(error)")
        }
    }

    /// The coding path and reason of a decoding error, as a person reads them.
    static func describe(_ error: DecodingError) -> String {
        func path(_ context: DecodingError.Context) -> String {
            let keys = context.codingPath.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }
            return "at \(keys.isEmpty ? "top level" : keys.joined()): \(context.debugDescription)"
        }
        switch error {
        case .keyNotFound(let key, let context): return "missing key \"\(key.stringValue)\" \(path(context))"
        case .typeMismatch(_, let context), .valueNotFound(_, let context), .dataCorrupted(let context):
            return path(context)
        @unknown default: return "\(error)"
        }
    }
}
