// i18n: file never shown (a stored hash's text form)
/// A PIN hash as it is stored (the kiosk's `admin-pin`, an operator's PIN in the database):
/// "pbkdf2-sha256$<iterations>$<salt hex>$<hash hex>".
extension AdminPIN {
    public var storedForm: String {
        "pbkdf2-sha256$\(iterations)$\(saltHex)$\(hashHex)"
    }

    /// The PIN hash `text` stores, or nil when it is not one.
    public init?(storedForm text: String) {
        let parts = text.split(separator: "$").map(String.init)
        guard parts.count == 4, parts[0] == "pbkdf2-sha256", let iterations = Int(parts[1]), iterations > 0,
            Self.bytes(fromHex: parts[2]) != nil, Self.bytes(fromHex: parts[3]) != nil
        else { return nil }
        self.init(saltHex: parts[2], hashHex: parts[3], iterations: iterations)
    }
}
