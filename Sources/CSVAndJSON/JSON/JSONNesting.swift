/// How deep JSON objects and arrays may nest, for every reader of JSON here: each reads nested
/// values recursively, and a hostile file of brackets must not overflow the stack. (Three
/// readers had three limits: 64, 256 and 512.)
public enum JSONNesting {
    /// The deepest nesting read; deeper is an error.
    public static let maximumDepth = 256
}
