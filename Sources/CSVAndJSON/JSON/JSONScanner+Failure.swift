extension JSONScanner {
    /// What the scanner needed where the input had something else (or ended).
    public enum Expectation: Equatable, Sendable {
        /// A value: `{`, `[`, a string, a number, `true`, `false` or `null`.
        case value
        /// A member name in double quotes (or, right after `{`, the `}` of an empty object).
        case memberName
        /// The `:` after a member name.
        case colon
        case commaOrObjectEnd
        case commaOrArrayEnd
        /// The rest of `true`, `false` or `null` (the offset is the first byte that differs).
        case literal(String)
        /// Nothing but whitespace after the document's value.
        case endOfDocument
    }

    /// What is wrong with the input.
    public enum Problem: Equatable, Sendable {
        case expected(Expectation)
        /// A string or member name that is not a valid string literal.
        case string(JSONString.Problem)
        /// A number that breaks the grammar (the offset is where a digit was needed).
        case number(JSONNumber.Problem)
        /// An object or array nested deeper than `JSONNesting.maximumDepth` (the offset is its
        /// opening bracket).
        case tooDeep
    }

    /// A problem, where it is, and the byte found there (nil: the input ended).
    public struct Failure: Error, Equatable, Sendable {
        public let problem: Problem
        public let position: JSONPosition
        public let found: UInt8?
    }
}
