import Foundation

/// A merged set of unresolved tokens: base files plus overlays, later overlays winning.
///
/// Base files are disjoint (a token defined twice across base files is an error, because the
/// winner would depend on file order). Overlays replace tokens or add new ones; they cannot
/// change a token's `$type`, nor put a token where the base has a group or the reverse.
public struct TokenSet: Sendable {
    /// Tokens by dot path.
    var tokens: [String: RawToken]
    /// Group paths with where they were first declared.
    var groups: [String: SourceLocation]
    /// The files merged, base first, in order.
    public let files: [String]

    /// Every token path, sorted.
    public var paths: [String] { TokenPath.sorted(tokens.keys) }

    /// Reads, parses and merges `base` files and then `overlays`, in order.
    public static func load(base: [URL], overlays: [URL] = []) throws(TokenError) -> TokenSet {
        var baseFiles: [TokenFile] = []
        for url in base { baseFiles.append(try TokenFile.load(url)) }
        var overlayFiles: [TokenFile] = []
        for url in overlays { overlayFiles.append(try TokenFile.load(url)) }
        return try merge(base: baseFiles, overlays: overlayFiles)
    }

    /// Parses and merges in-memory JSON documents (name, text), for tests and tools.
    public static func parse(
        base: [(name: String, json: String)], overlays: [(name: String, json: String)] = []
    ) throws(TokenError) -> TokenSet {
        var baseFiles: [TokenFile] = []
        for file in base { baseFiles.append(try TokenFile.parse(Array(file.json.utf8), name: file.name)) }
        var overlayFiles: [TokenFile] = []
        for file in overlays { overlayFiles.append(try TokenFile.parse(Array(file.json.utf8), name: file.name)) }
        return try merge(base: baseFiles, overlays: overlayFiles)
    }

    static func merge(base: [TokenFile], overlays: [TokenFile]) throws(TokenError) -> TokenSet {
        var tokens: [String: RawToken] = [:]
        var groups: [String: SourceLocation] = [:]
        for file in base {
            for (path, location) in file.groups where groups[path] == nil {
                groups[path] = location
            }
            for token in file.tokens {
                if let first = tokens[token.path] {
                    throw .duplicateToken(token.location, path: token.path, first: first.location)
                }
                tokens[token.path] = token
            }
        }
        // A path cannot be both a token and a group (`a.b` a token while `a.b.c` exists).
        for path in tokens.keys.sorted() {
            if let group = groups[path], let token = tokens[path] {
                throw .overlayConflict(token.location, path: path, message: "is a token here but a group at \(group)")
            }
        }
        for file in overlays {
            for (path, location) in file.groups.sorted(by: { $0.key < $1.key }) {
                if let token = tokens[path] {
                    throw .overlayConflict(
                        location, path: path, message: "an overlay cannot turn a token into a group (token defined at \(token.location))")
                }
                if groups[path] == nil { groups[path] = location }
            }
            for token in file.tokens {
                if let group = groups[token.path] {
                    throw .overlayConflict(
                        token.location, path: token.path, message: "an overlay cannot turn a group into a token (group defined at \(group))"
                    )
                }
                var merged = token
                if let existing = tokens[token.path], let baseType = existing.type {
                    if let overlayType = token.type, overlayType != baseType {
                        throw .typeMismatch(
                            token.location, path: token.path, expected: baseType, found: overlayType,
                            detail: "an overlay cannot change the $type of a token defined at \(existing.location)")
                    }
                    merged = RawToken(path: token.path, value: token.value, type: baseType)
                }
                tokens[token.path] = merged
            }
        }
        return TokenSet(tokens: tokens, groups: groups, files: base.map(\.name) + overlays.map(\.name))
    }

    /// Follows aliases and validates every value; `name` labels the result (for CSS headers).
    public func resolve(name: String = "custom") throws(TokenError) -> ResolvedTheme {
        let paths = self.paths
        var resolver = Resolver(tokens: tokens, groups: groups)
        let values = try resolver.resolveAll(in: paths)
        var locations: [String: SourceLocation] = [:]
        for (path, token) in tokens { locations[path] = token.location }
        return ResolvedTheme(name: name, values: values, locations: locations, sortedPaths: paths)
    }
}
