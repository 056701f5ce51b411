import Foundation

// i18n: file never shown (errors of the address metadata files, for developers and the command line; the window ignores them)

/// Why address metadata could not be loaded; the message names the file and what was expected.
public enum AddressDataError: Error, Sendable, Equatable, CustomStringConvertible, LocalizedError {
    /// The country code is not in `data/address/index.json`.
    case unknownCountry(code: String)
    /// A data file is missing or unreadable.
    case unreadable(path: String, reason: String)
    /// A data file is not the JSON the converter writes.
    case malformed(path: String, reason: String)

    /// A message a person can act on.
    public var description: String {
        switch self {
        case .unknownCountry(let code):
            "Country code \"\(code)\" is not a known country; expected an ISO 3166-1 alpha-2 code such as US"
        case .unreadable(let path, let reason):
            "\(path): cannot read address metadata (\(reason)); run scripts/convert_address_data.py"
        case .malformed(let path, let reason):
            "\(path): not the address metadata scripts/convert_address_data.py writes (\(reason))"
        }
    }

    /// Same as `description`.
    public var errorDescription: String? { description }
}
