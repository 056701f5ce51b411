extension FieldProblem: CustomStringConvertible {
    /// "field 'amount': expected ..." (or just the message for record-level problems).
    public var description: String {
        guard let field else { return message }
        return "field '\(field.rawValue)': " + (value.map { $0 + " " } ?? "") + message
    }
}
