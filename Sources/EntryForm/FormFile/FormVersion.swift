/// The version of a form whose file names none: a digest of its fields, so that entries keyed
/// with different forms are told apart, and the same form gives the same version on every
/// machine and every run (FNV-1a 64 over the canonical JSON, not Swift's seeded `Hasher`).
enum FormVersion {
    /// `form-` and 16 hex digits.
    static func digest(of fields: [FormField]) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in FormJSONWriter.fields(fields).render(pretty: false).utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01b3
        }
        let hex = String(hash, radix: 16)
        return "form-" + String(repeating: "0", count: 16 - hex.count) + hex
    }
}
