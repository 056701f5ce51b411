@testable import DesignTokens
import Foundation

/// Helpers shared by the DesignTokens tests.
enum Fixtures {
    /// The repository's `Resources/tokens`, found from this file (Tests/DesignTokensTests/...).
    static let tokensDirectory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Resources/tokens", isDirectory: true)

    /// The folder holding the golden CSS files.
    static let goldenDirectory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().appendingPathComponent("Golden", isDirectory: true)

    /// Resolves in-memory files: `base` and `overlays` as (name, JSON) pairs.
    static func resolve(_ base: [(String, String)], overlays: [(String, String)] = []) throws(TokenError) -> ResolvedTheme {
        try TokenSet.parse(base: base.map { (name: $0.0, json: $0.1) }, overlays: overlays.map { (name: $0.0, json: $0.1) }).resolve()
    }

    /// Resolves one in-memory file named `a.json`.
    static func resolve(_ json: String) throws(TokenError) -> ResolvedTheme {
        try resolve([("a.json", json)])
    }

    /// The error resolving `json` (as `a.json`) throws, or nil when it resolves.
    static func error(_ json: String) -> TokenError? {
        error([("a.json", json)])
    }

    /// The error resolving files throws, or nil when they resolve.
    static func error(_ base: [(String, String)], overlays: [(String, String)] = []) -> TokenError? {
        do {
            _ = try resolve(base, overlays: overlays)
            return nil
        } catch {
            return error
        }
    }
}
