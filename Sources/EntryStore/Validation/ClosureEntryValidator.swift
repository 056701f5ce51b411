/// A validator made from a closure, for plugging in checks without a new type.
public struct ClosureEntryValidator: EntryValidator {
    private let check: @Sendable (Entry) -> [FieldProblem]

    /// A validator that runs `check`.
    public init(_ check: @escaping @Sendable (Entry) -> [FieldProblem]) {
        self.check = check
    }

    /// The closure's problems for `entry`.
    public func problems(in entry: Entry) -> [FieldProblem] {
        check(entry)
    }
}
