extension CSSRuleBook {
    /// The Preferences window: sections apart, each a heading, its controls and a note in the
    /// support colour saying when a setting takes effect.
    static let preferences: [CSSRule] = [
        CSSRule([".preferences"], [value("padding", "theme.sizer.lg"), value("border-spacing", "theme.sizer.lg")]),
        CSSRule([".preferences-section"], [value("border-spacing", "theme.sizer.sm")]),
        CSSRule([".preferences-row"], [value("border-spacing", "theme.sizer.sm")]),
        CSSRule([".preferences-field"], [value("border-spacing", "theme.sizer.xs")]),
        CSSRule([".preferences-heading"], on: windowBackground, [color("color", windowForeground)] + typography("title")),
        CSSRule([".preferences-subheading"], on: windowBackground, [color("color", windowForeground)] + typography("body")),
        CSSRule([".preferences-note"], on: windowBackground, [color("color", "theme.color.foreground.support")] + typography("caption"))
    ]
}
