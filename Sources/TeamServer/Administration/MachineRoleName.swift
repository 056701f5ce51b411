/// The login role name of a machine: `desk_NAME` or `kiosk_NAME`, NAME of lowercase ASCII
/// letters, digits and underscores (no quoting needed anywhere, 50 characters at most).
enum MachineRoleName {
    static let maximumLength = 50

    /// The role for machine `name` of kind `role`; a name that already has the prefix keeps it
    /// (`add-desk desk_b` and `add-desk b` both make desk_b).
    static func make(_ role: MachineRole, name: String) throws -> String {
        try validate(name)
        return name.hasPrefix(role.rolePrefix) ? name : role.rolePrefix + name
    }

    static func validate(_ name: String) throws {
        guard !name.isEmpty, name.count <= maximumLength,
            name.unicodeScalars.allSatisfy({ ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "_" })
        else {
            throw ServerError(
                .other, "machine name '\(name)' is not valid: use 1 to \(maximumLength) lowercase letters a-z, digits and underscores")
        }
    }
}
