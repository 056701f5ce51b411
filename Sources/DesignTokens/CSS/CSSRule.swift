/// A CSS rule of the generated stylesheet, with what its text is drawn on (for contrast checks).
struct CSSRule: Sendable {
    /// Selectors, printed one per line.
    let selectors: [String]
    /// Declarations in order.
    let declarations: [CSSDeclaration]
    /// For a rule that sets `color` but no `background-color`: the colour token of the box the
    /// text is drawn on.
    let textBackground: String?
    /// The opaque colour behind `textBackground` (or the rule's own background) when that is
    /// translucent; the window background unless a popover or the like sits in between.
    let surface: String

    init(
        _ selectors: [String], on textBackground: String? = nil, surface: String = CSSRuleBook.windowBackground,
        _ declarations: [CSSDeclaration]
    ) {
        self.selectors = selectors
        self.declarations = declarations
        self.textBackground = textBackground
        self.surface = surface
    }

    /// The colour token of `property`, when the rule sets it to a token.
    func token(of property: String) -> String? {
        declarations.first { $0.property == property }?.tokenPath
    }
}
