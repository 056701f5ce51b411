/// A machine's new login: print `uri` once, to be pasted into that machine's settings.
public struct MachineCredentials: Sendable {
    public let role: String
    public let machineRole: MachineRole
    /// The connection URI with the role's generated password in it: a secret.
    public let uri: String
}
