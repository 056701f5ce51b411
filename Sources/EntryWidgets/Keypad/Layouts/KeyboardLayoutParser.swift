// i18n: file never shown (a keyboard layout file's errors, for the person who writes one, like the design tokens')
import CSVAndJSON

/// The layout file's tokens read in order into a `KeyboardLayout`, each problem placed where
/// the scanner stood (positions are asked for in increasing order, as the scanner counts on).
struct KeyboardLayoutParser {
    var scanner: JSONScanner
    let file: String
    /// Where each key's text first stands, to name both places of a repeated key.
    private var seenTexts: [String: JSONPosition] = [:]
    private var seenRoles: Set<KeyboardKey.Role> = []

    init(scanner: JSONScanner, file: String) {
        self.scanner = scanner
        self.file = file
    }

    private static let members = ["$description", "name", "label", "direction", "composition", "rows"]
    private static let keyMembers = ["key", "shift", "alternates", "role"]

    mutating func layout() throws(KeyboardLayoutError) -> KeyboardLayout {
        let start = try token()
        guard start.kind == .beginObject else { throw problem(at: start, "a layout is an object ({ \"name\": …, \"rows\": … })") }
        var name: String?, label: String?, direction: Bool?, rows: [[KeyboardKey]]?
        var composition: KeyboardLayout.Composition?
        while true {
            let member = try token()
            guard case .key(let memberName) = member.kind else { break }
            switch memberName {
            case "$description": _ = try string(memberName)
            case "name": name = try string(memberName)
            case "label": label = try string(memberName)
            case "direction":
                let value = try token()
                guard case .string(let word) = value.kind, word == "ltr" || word == "rtl" else {
                    throw problem(at: value, "\"direction\" is \"ltr\" (left to right) or \"rtl\" (right to left)")
                }
                direction = word == "rtl"
            case "composition":
                let value = try token()
                guard case .string(let word) = value.kind, let known = KeyboardLayout.Composition(rawValue: word) else {
                    let known = KeyboardLayout.Composition.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ", ")
                    throw problem(at: value, "\"composition\" is one of \(known)")
                }
                composition = known
            case "rows": rows = try keyRows()
            default:
                throw problem(at: member, "unknown member \"\(memberName)\" (a layout takes \(Self.members.joined(separator: ", ")))")
            }
        }
        let end = try token()
        guard end.kind == .end else { throw problem(at: end, "nothing may follow the layout's object") }
        for (what, value) in [("name", name as Any?), ("label", label), ("direction", direction), ("rows", rows)] where value == nil {
            throw problem(at: start, "the layout has no \"\(what)\"")
        }
        for role in [KeyboardKey.Role.backspace, .space] where !seenRoles.contains(role) {
            throw problem(at: start, "the layout has no \(role.rawValue) key (a key {\"role\": \"\(role.rawValue)\"})")
        }
        if !seenRoles.contains(.symbols), !seenRoles.contains(.letters) {
            throw problem(at: start, "the layout has neither a symbols key nor a letters key: no way to the other page")
        }
        return KeyboardLayout(
            name: name ?? "", label: label ?? "", isRightToLeft: direction ?? false, rows: rows ?? [], composition: composition)
    }

    private mutating func keyRows() throws(KeyboardLayoutError) -> [[KeyboardKey]] {
        let open = try token()
        guard open.kind == .beginArray else { throw problem(at: open, "\"rows\" is an array of rows, each an array of keys") }
        var rows: [[KeyboardKey]] = []
        while true {
            let rowStart = try token()
            if rowStart.kind == .endArray { break }
            guard rowStart.kind == .beginArray else { throw problem(at: rowStart, "a row is an array of keys") }
            var row: [KeyboardKey] = []
            while true {
                let keyStart = try token()
                if keyStart.kind == .endArray { break }
                row.append(try key(keyStart))
            }
            guard !row.isEmpty else { throw problem(at: rowStart, "a row has no keys") }
            rows.append(row)
        }
        guard !rows.isEmpty else { throw problem(at: open, "\"rows\" is empty") }
        return rows
    }

    private mutating func key(_ start: JSONToken) throws(KeyboardLayoutError) -> KeyboardKey {
        if case .string(let text) = start.kind {
            return .text(try typingKey(text, at: start, shifted: nil, alternates: []))
        }
        guard start.kind == .beginObject else {
            throw problem(at: start, "a key is its text (\"q\") or an object ({\"key\": …} or {\"role\": …})")
        }
        var text: (String, JSONToken)?, shifted: String?, alternates: [String] = [], role: KeyboardKey.Role?
        while true {
            let member = try token()
            guard case .key(let name) = member.kind else { break }
            switch name {
            case "key":
                let value = try token()
                guard case .string(let typed) = value.kind else { throw problem(at: value, "\"key\" is the text the key types") }
                text = (typed, value)
            case "shift": shifted = try string(name)
            case "alternates": alternates = try alternateList()
            case "role":
                let value = try token()
                guard case .string(let word) = value.kind, let known = KeyboardKey.Role(rawValue: word) else {
                    let roles = KeyboardKey.Role.allCases.map(\.rawValue).joined(separator: ", ")
                    throw problem(at: value, "unknown role (a key's \"role\" is one of \(roles))")
                }
                guard seenRoles.insert(known).inserted else { throw problem(at: value, "a second \(word) key") }
                role = known
            default:
                throw problem(at: member, "unknown member \"\(name)\" (a key takes \(Self.keyMembers.joined(separator: ", ")))")
            }
        }
        if let role {
            guard text == nil, shifted == nil, alternates.isEmpty else {
                throw problem(at: start, "a \(role.rawValue) key types nothing: it takes no \"key\", \"shift\" or \"alternates\"")
            }
            return .role(role)
        }
        guard let (typed, place) = text else { throw problem(at: start, "a key has neither \"key\" (its text) nor \"role\"") }
        return .text(try typingKey(typed, at: place, shifted: shifted, alternates: alternates))
    }

    private mutating func typingKey(
        _ text: String, at token: JSONToken, shifted: String?, alternates: [String]
    ) throws(KeyboardLayoutError) -> TypingKey {
        guard !text.isEmpty, !text.allSatisfy(\.isWhitespace) else {
            throw problem(at: token, "a key types nothing (the space bar is {\"role\": \"space\"})")
        }
        let position = scanner.position(of: token.offset)
        if let first = seenTexts[text] {
            throw problem(at: token, "\"\(text)\" is on two keys (the first at \(first))")
        }
        seenTexts[text] = position
        if alternates.contains(text) {
            throw problem(at: token, "the long-press of \"\(text)\" offers \"\(text)\" itself")
        }
        return TypingKey(text: text, shifted: shifted, alternates: alternates)
    }

    private mutating func alternateList() throws(KeyboardLayoutError) -> [String] {
        let open = try token()
        guard open.kind == .beginArray else { throw problem(at: open, "\"alternates\" is an array of texts ([\"ü\", \"ú\"])") }
        var alternates: [String] = []
        while true {
            let value = try token()
            if value.kind == .endArray { break }
            guard case .string(let alternate) = value.kind, !alternate.isEmpty, !alternate.allSatisfy(\.isWhitespace) else {
                throw problem(at: value, "an alternate is a text to type (\"ü\")")
            }
            guard !alternates.contains(alternate) else { throw problem(at: value, "\"alternates\" repeats \"\(alternate)\"") }
            alternates.append(alternate)
        }
        guard !alternates.isEmpty else { throw problem(at: open, "\"alternates\" is empty (leave it out)") }
        return alternates
    }

    private mutating func string(_ member: String) throws(KeyboardLayoutError) -> String {
        let value = try token()
        guard case .string(let text) = value.kind, !text.isEmpty else { throw problem(at: value, "\"\(member)\" is a text") }
        return text
    }

    private mutating func token() throws(KeyboardLayoutError) -> JSONToken {
        do throws(JSONScanner.Failure) {
            return try scanner.next()
        } catch {
            let found = error.found.map { $0 >= 0x21 && $0 < 0x7F ? "found '\(Character(Unicode.Scalar($0)))'" : "found byte \($0)" }
            throw KeyboardLayoutError(
                file: file, line: error.position.line, column: error.position.column,
                problem: "not JSON: \(Self.expected(error.problem)), \(found ?? "but the file ends")")
        }
    }

    private mutating func problem(at token: JSONToken, _ text: String) -> KeyboardLayoutError {
        let position = scanner.position(of: token.offset)
        return KeyboardLayoutError(file: file, line: position.line, column: position.column, problem: text)
    }

    /// What the scanner needed, in the words of the JSON one writes.
    private static func expected(_ problem: JSONScanner.Problem) -> String {
        switch problem {
        case .expected(.value): "expected a value"
        case .expected(.memberName): "expected a member name in double quotes"
        case .expected(.colon): "expected ':' after the member name"
        case .expected(.commaOrObjectEnd): "expected ',' or '}'"
        case .expected(.commaOrArrayEnd): "expected ',' or ']'"
        case .expected(.literal(let word)): "expected \(word)"
        case .expected(.endOfDocument): "expected nothing after the layout"
        case .string: "a string is not closed or holds a bad escape"
        case .number: "a number is malformed"
        case .tooDeep: "arrays are nested too deeply"
        }
    }
}
