/// Runs several validators and reports all their problems, without repeating a problem.
public struct CombinedEntryValidator: EntryValidator {
    /// The validators, in the order their problems are reported.
    public let validators: [any EntryValidator]

    /// A validator running each of `validators`.
    public init(_ validators: [any EntryValidator]) {
        self.validators = validators
    }

    /// The union of the validators' problems, first occurrence first.
    public func problems(in entry: Entry) -> [FieldProblem] {
        var seen = Set<FieldProblem>()
        return validators.flatMap { $0.problems(in: entry) }.filter { seen.insert($0).inserted }
    }
}
