/// What a machine asking for the team's form learns: none set, the one it holds, or another.
public enum TeamFormFetch: Sendable, Equatable {
    /// No administrator has set a form on the server.
    case none
    /// The form in force has the version the machine holds: nothing was sent.
    case unchanged
    /// The form in force, of another version than the machine holds.
    case changed(TeamForm)
}
