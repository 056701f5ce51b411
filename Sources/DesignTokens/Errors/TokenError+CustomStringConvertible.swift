extension TokenError: CustomStringConvertible {
    /// A one-line message that starts with the file (and position) and names the token path.
    public var description: String {
        switch self {
        case let .unreadableFile(file, reason):
            return "\(file): cannot read token file: \(reason)"
        case let .malformedJSON(location, message):
            return "\(location): malformed JSON: \(message)"
        case let .invalidName(location, path, name):
            return "\(location): \(path): invalid name \"\(name)\": use letters, digits, '-' and '_' only"
        case let .invalidStructure(location, path, message):
            return "\(location): \(path.isEmpty ? "(root)" : path): \(message)"
        case let .missingType(location, path):
            return "\(location): \(path): no $type: set $type on the token or a parent group, or alias a typed token"
        case let .unsupportedType(location, path, type):
            let known = TokenType.allCases.map(\.rawValue).joined(separator: ", ")
            return "\(location): \(path): unsupported $type \"\(type)\" (supported: \(known))"
        case let .unknownReference(location, path, reference):
            return "\(location): \(path): unknown reference {\(reference)}: no token has that path"
        case let .referenceToGroup(location, path, reference):
            return "\(location): \(path): reference {\(reference)} names a group, not a token"
        case let .circularReference(location, cycle):
            return "\(location): circular reference: \(cycle.joined(separator: " -> "))"
        case let .typeMismatch(location, path, expected, found, detail):
            return "\(location): \(path): wrong type: expected \(expected.rawValue), found \(found.rawValue) (\(detail))"
        case let .invalidValue(location, path, type, value, expected):
            return "\(location): \(path): invalid \(type.humanName) \(value): expected \(expected)"
        case let .cssInjection(location, path, value, fragment):
            return "\(location): \(path): value \(value) contains \"\(fragment)\", which could inject CSS"
        case let .overlayConflict(location, path, message):
            return "\(location): \(path): \(message)"
        case let .duplicateToken(location, path, first):
            return "\(location): \(path): already defined at \(first); base token files must not redefine a token"
        case let .cssNameCollision(name, first, second):
            return "tokens \(first) and \(second) both map to the CSS colour name @\(name); rename one"
        case let .missingToken(path, expected, usedBy):
            return "\(path): the CSS rule \(usedBy) needs this token as a \(expected.rawValue), but the token set does not define it so"
        case let .unknownTheme(name, available):
            return "\(name): no such theme or file (built-in themes: \(available.joined(separator: ", ")))"
        }
    }
}
