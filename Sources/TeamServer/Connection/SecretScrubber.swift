import Foundation

/// Removes known passwords from text that will be shown or logged (libpq's and the server's
/// messages can quote parts of a malformed address).
struct SecretScrubber: Sendable {
    private let secrets: [String]

    init(address: ServerAddress, environment: [String: String]) {
        var secrets = address.passwords
        if let password = environment["PGPASSWORD"], !password.isEmpty { secrets.append(password) }
        // Longest first, so that a password containing another is hidden whole.
        self.secrets = Array(Set(secrets)).sorted { $0.count > $1.count }
    }

    func scrub(_ text: String) -> String {
        secrets.reduce(text) { $0.replacingOccurrences(of: $1, with: AddressRedaction.mask) }
    }
}
