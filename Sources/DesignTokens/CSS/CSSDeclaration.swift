/// `property: term term ...;` inside a rule.
struct CSSDeclaration: Sendable {
    /// The CSS property.
    let property: String
    /// The value's terms, joined by spaces.
    let terms: [CSSTerm]

    init(_ property: String, _ terms: [CSSTerm]) {
        self.property = property
        self.terms = terms
    }

    /// The single token this declaration prints, if it is exactly one token.
    var tokenPath: String? {
        if terms.count == 1, case let .token(path, _) = terms[0] { return path }
        return nil
    }
}
