/// Follows aliases (across files, through chains) and validates literal values by `$type`.
struct Resolver {
    let tokens: [String: RawToken]
    let groups: [String: SourceLocation]
    private var resolved: [String: TokenValue] = [:]
    /// A guard against stack exhaustion from absurdly long alias chains in hostile files.
    static let maximumChainLength = 64

    init(tokens: [String: RawToken], groups: [String: SourceLocation]) {
        self.tokens = tokens
        self.groups = groups
    }

    /// Resolves every token, in `order` (the sorted paths), so the first error reported is
    /// deterministic.
    mutating func resolveAll(in order: [String]) throws(TokenError) -> [String: TokenValue] {
        for path in order {
            var chain: [String] = []
            _ = try resolve(path, chain: &chain)
        }
        return resolved
    }

    private mutating func resolve(_ path: String, chain: inout [String]) throws(TokenError) -> TokenValue {
        if let value = resolved[path] { return value }
        if let start = chain.firstIndex(of: path) {
            let cycle = Array(chain[start...]) + [path]
            let location = tokens[chain[start]]?.location ?? SourceLocation(file: "?", line: 0, column: 0)
            throw .circularReference(location, cycle: cycle)
        }
        guard let token = tokens[path] else {
            // Callers check existence first; kept as an error rather than a crash all the same.
            throw .unknownReference(SourceLocation(file: "?", line: 0, column: 0), path: chain.last ?? path, reference: path)
        }
        if let reference = token.reference {
            guard tokens[reference] != nil else {
                if groups[reference] != nil {
                    throw .referenceToGroup(token.location, path: path, reference: reference)
                }
                throw .unknownReference(token.location, path: path, reference: reference)
            }
            if chain.count >= Self.maximumChainLength {
                throw .invalidStructure(token.location, path: path, message: "alias chain longer than \(Self.maximumChainLength) tokens")
            }
            chain.append(path)
            let value = try resolve(reference, chain: &chain)
            chain.removeLast()
            if let declared = token.type, declared != value.type {
                throw .typeMismatch(
                    token.location, path: path, expected: declared, found: value.type,
                    detail: "{\(reference)} is a \(value.type.rawValue)")
            }
            resolved[path] = value
            return value
        }
        guard let type = token.type else { throw .missingType(token.location, path: path) }
        let value = try ValueParser.parse(token.value, type: type, path: path)
        resolved[path] = value
        return value
    }
}
