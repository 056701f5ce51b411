/// Something wrong with one field of an entry, as a sentence a person can act on.
public struct FieldProblem: Hashable, Sendable {
    /// The field at fault, or nil when the problem is the record as a whole.
    public var field: EntryField?
    /// What was expected (never the personal data itself).
    public var message: String

    /// A problem with `field`.
    public init(field: EntryField?, message: String) {
        self.field = field
        self.message = message
    }
}
