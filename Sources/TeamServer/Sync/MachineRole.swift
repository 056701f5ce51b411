/// What a machine's role may do on the team server.
public enum MachineRole: String, Sendable, CaseIterable {
    /// Reads and writes all the team's entries.
    case desk
    /// Adds entries of its own and reads nothing.
    case kiosk

    /// The group role whose privileges a machine's role gets.
    public var groupRole: String { "entrydesk_\(rawValue)" }

    /// The prefix of a machine's role name: `add-desk b` creates role `desk_b`.
    public var rolePrefix: String { "\(rawValue)_" }
}
