import Foundation

// i18n: file never shown (errors in the metadata's postal-code patterns, for developers)

/// A postal-code pattern that uses syntax outside the supported subset.
public struct PostalCodePatternError: Error, Sendable, Equatable, CustomStringConvertible, LocalizedError {
    /// The pattern text.
    public let pattern: String
    /// The scalar offset where parsing stopped.
    public let offset: Int
    /// What was expected there.
    public let expected: String

    /// A message naming the pattern, the offset and what was expected.
    public var description: String { "postal-code pattern \"\(pattern)\" at offset \(offset): expected \(expected)" }

    /// Same as `description`.
    public var errorDescription: String? { description }
}
