import Foundation

/// Editing an address whose password is never shown (the Preferences window): the person sees
/// and edits `redacted`, and types a new password, if any, in a field of its own.
extension ServerAddress {
    /// Why a typed password cannot go into an address.
    public enum PasswordEditProblem: Error, Equatable, Sendable {
        /// A URI with no role name (`postgresql://host/db`): a password needs `ROLE@` before the host.
        case noRoleName
    }

    /// `edited` (this address's `redacted` form, changed or not) with each `***` put back as
    /// this address's password, in order: a password kept is never in the window.
    public func restoringPasswords(in edited: String) -> String {
        let written = AddressRedaction.writtenPasswords(in: text)
        var result = ""
        var rest = Substring(edited)
        var index = 0
        while let mask = rest.range(of: AddressRedaction.mask), index < written.count {
            result += rest[..<mask.lowerBound] + written[index]
            rest = rest[mask.upperBound...]
            index += 1
        }
        return result + rest
    }

    /// `address` with `password` as its password: in place of a `***`, else after a URI's role
    /// name (percent-encoded), else as a keyword string's `password='…'`.
    public static func settingPassword(_ password: String, in address: String) throws(PasswordEditProblem) -> String {
        let isURI = address.range(of: "://").map { ["postgresql", "postgres"].contains(address[..<$0.lowerBound].lowercased()) } ?? false
        let value: String
        if isURI {
            var allowed = CharacterSet.alphanumerics
            allowed.insert(charactersIn: "-._~")
            value = password.addingPercentEncoding(withAllowedCharacters: allowed) ?? password
        } else {
            value = "'" + password.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "'", with: "\\'") + "'"
        }
        if let mask = address.range(of: AddressRedaction.mask) {
            return address.replacingCharacters(in: mask, with: value)
        }
        guard isURI else { return address + " password=" + value }
        let authorityStart = address.range(of: "://")!.upperBound
        let authorityEnd = address[authorityStart...].firstIndex(where: { $0 == "/" || $0 == "?" }) ?? address.endIndex
        guard let at = address[authorityStart..<authorityEnd].lastIndex(of: "@") else { throw .noRoleName }
        // A role that had a password: replace it.
        if let colon = address[authorityStart..<at].firstIndex(of: ":") {
            return address.replacingCharacters(in: address.index(after: colon)..<at, with: value)
        }
        return address.replacingCharacters(in: at..<at, with: ":" + value)
    }
}
