import Foundation

/// One token file, flattened to its tokens and the groups they sit in.
struct TokenFile: Sendable {
    /// The file's name as given.
    let name: String
    /// Tokens in file order.
    let tokens: [RawToken]
    /// Every group path with where it is declared (the root group is not listed).
    let groups: [String: SourceLocation]

    /// Reserved `$` properties a token or group may carry besides `$value` and `$type`.
    private static let ignoredProperties: Set<String> = ["$description", "$extensions", "$deprecated"]

    /// Reads and flattens the file at `url`; errors name the file as it was given.
    static func load(_ url: URL) throws(TokenError) -> TokenFile {
        let name = url.relativePath
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) {
            if isDirectory.boolValue { throw .unreadableFile(file: name, reason: "is a folder, not a token file") }
            if !FileManager.default.isReadableFile(atPath: url.path) { throw .unreadableFile(file: name, reason: "permission denied") }
        }
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw .unreadableFile(file: name, reason: Self.reason(error))
        }
        return try parse([UInt8](data), name: name)
    }

    /// Flattens the JSON text `bytes`, reporting errors against `name`.
    static func parse(_ bytes: [UInt8], name: String) throws(TokenError) -> TokenFile {
        let root = try JSONParser.parse(bytes, file: name)
        guard case let .object(members) = root.value else {
            throw .invalidStructure(
                root.location, path: "", message: "a token file must hold a JSON object (the root group), found \(root.summary)")
        }
        var tokens: [RawToken] = []
        var groups: [String: SourceLocation] = [:]
        try flatten(members, at: root.location, path: [], inheritedType: nil, tokens: &tokens, groups: &groups)
        return TokenFile(name: name, tokens: tokens, groups: groups)
    }

    private static func reason(_ error: Error) -> String {
        let nsError = error as NSError
        if nsError.domain == NSCocoaErrorDomain, nsError.code == NSFileReadNoSuchFileError {
            return "no such file"
        }
        if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError,
            underlying.domain == NSPOSIXErrorDomain, let code = POSIXErrorCode(rawValue: Int32(underlying.code))
        {
            return String(cString: strerror(code.rawValue))
        }
        return nsError.localizedDescription
    }

    private static func flatten(
        _ members: [(key: String, node: JSONNode)],
        at location: SourceLocation,
        path: [String],
        inheritedType: TokenType?,
        tokens: inout [RawToken],
        groups: inout [String: SourceLocation]
    ) throws(TokenError) {
        let dotted = path.joined(separator: ".")
        var ownType = inheritedType
        var value: JSONNode?
        var children: [(key: String, node: JSONNode)] = []
        for (key, node) in members {
            if key == "$type" {
                guard case let .string(text) = node.value else {
                    throw .invalidStructure(node.location, path: dotted, message: "$type must be a string, found \(node.summary)")
                }
                guard let type = TokenType(rawValue: text) else {
                    throw .unsupportedType(node.location, path: dotted, type: text)
                }
                ownType = type
            } else if key == "$value" {
                value = node
            } else if key.hasPrefix("$") {
                guard ignoredProperties.contains(key) else {
                    throw .invalidStructure(
                        node.location, path: dotted,
                        message: "unknown property \"\(key)\" (expected $value, $type, $description, $extensions or $deprecated)")
                }
            } else {
                children.append((key, node))
            }
        }
        if let value {
            guard !path.isEmpty else {
                throw .invalidStructure(value.location, path: "", message: "the root of a token file is a group and cannot have a $value")
            }
            if let child = children.first {
                throw .invalidStructure(
                    child.node.location, path: dotted,
                    message: "a token (it has a $value) cannot contain \"\(child.key)\"; move it into a group")
            }
            tokens.append(RawToken(path: dotted, value: value, type: ownType))
            return
        }
        if !path.isEmpty { groups[dotted] = location }
        for (key, node) in children {
            let childPath = dotted.isEmpty ? key : dotted + "." + key
            guard isValidName(key) else {
                throw .invalidName(node.location, path: childPath, name: key)
            }
            guard case let .object(childMembers) = node.value else {
                throw .invalidStructure(
                    node.location, path: childPath,
                    message: "expected a token (an object with $value) or a group (an object), found \(node.summary)")
            }
            try flatten(childMembers, at: node.location, path: path + [key], inheritedType: ownType, tokens: &tokens, groups: &groups)
        }
    }

    /// Names become parts of CSS identifiers and alias paths, so they are kept to a safe set.
    static func isValidName(_ name: String) -> Bool {
        !name.isEmpty
            && name.unicodeScalars.allSatisfy { scalar in
                switch scalar {
                case "a"..."z", "A"..."Z", "0"..."9", "-", "_": return true
                default: return false
                }
            }
    }
}
