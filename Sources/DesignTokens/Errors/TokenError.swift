/// Everything that can go wrong between a token file on disk and the generated CSS.
///
/// Every case carries the file (as a `SourceLocation` where a position is known) and the token
/// path, so that the message tells a person what to fix and where.
public enum TokenError: Error, Sendable, Equatable {
    /// A token file or folder could not be read.
    case unreadableFile(file: String, reason: String)
    /// The file is not valid JSON (or holds a duplicate key, which JSON parsers silently drop).
    case malformedJSON(SourceLocation, message: String)
    /// A group or token name that is not a safe identifier (letters, digits, `-`, `_`).
    case invalidName(SourceLocation, path: String, name: String)
    /// The token tree is not shaped as the W3C format says (for example a `$value` beside child tokens).
    case invalidStructure(SourceLocation, path: String, message: String)
    /// A token has no `$type`, neither its own, nor from a parent group, nor from an alias.
    case missingType(SourceLocation, path: String)
    /// A `$type` this module does not know.
    case unsupportedType(SourceLocation, path: String, type: String)
    /// An alias `{a.b}` that names no token.
    case unknownReference(SourceLocation, path: String, reference: String)
    /// An alias `{a.b}` that names a group rather than a token.
    case referenceToGroup(SourceLocation, path: String, reference: String)
    /// Aliases that lead back to where they started; `cycle` lists the paths, first repeated last.
    case circularReference(SourceLocation, cycle: [String])
    /// A token's declared type differs from the type of what it refers to or what it overrides.
    case typeMismatch(SourceLocation, path: String, expected: TokenType, found: TokenType, detail: String)
    /// A value that is not valid for its type (a bad colour, dimension, number, ...).
    case invalidValue(SourceLocation, path: String, type: TokenType, value: String, expected: String)
    /// A value holding text that could break out of a CSS declaration.
    case cssInjection(SourceLocation, path: String, value: String, fragment: String)
    /// An overlay puts a token where the base has a group, or a group where the base has a token.
    case overlayConflict(SourceLocation, path: String, message: String)
    /// Two base files define the same token (base files must not override one another).
    case duplicateToken(SourceLocation, path: String, first: SourceLocation)
    /// Two colour tokens map to the same `@define-color` name.
    case cssNameCollision(name: String, first: String, second: String)
    /// The CSS generator needs a token that the resolved set does not hold, or holds with another type.
    case missingToken(path: String, expected: TokenType, usedBy: String)
    /// A theme name that is neither a built-in theme nor an existing file.
    case unknownTheme(name: String, available: [String])
}
