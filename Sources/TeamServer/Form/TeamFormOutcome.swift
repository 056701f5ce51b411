/// What `ServerAdministration.setForm` did.
public enum TeamFormOutcome: Sendable, Equatable {
    /// The form is now the one in force; `previous` was before (nil: none).
    case set(previous: String?)
    /// The form was already the one in force: nothing changed.
    case alreadyInForce
}
