extension SourceLocation: CustomStringConvertible {
    /// `file:line:column`, the form editors and compilers use, so it is clickable in terminals.
    public var description: String { "\(file):\(line):\(column)" }
}
