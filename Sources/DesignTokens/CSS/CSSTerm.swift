/// One piece of a CSS declaration's value.
enum CSSTerm: Sendable {
    /// A token of the given type: colours print as their `@define-color` name, everything else
    /// as its CSS text.
    case token(String, TokenType)
    /// Fixed CSS text that no token names (keywords such as `solid`, `none`, `ease-out,`).
    case text(String)
    /// A pixel length computed from px tokens at generation time, because GTK 4.8's CSS has no
    /// `calc()` or `var()`. `label` says what is computed, for error messages.
    case pixels(label: String, paths: [String], compute: @Sendable ([Double]) -> Double)
}
