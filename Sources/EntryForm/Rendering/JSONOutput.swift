import CSVAndJSON

/// JSON to be written, members in the order given: the canonical form of a form is one text,
/// the same on every machine, so that its digest is a version and `form show` can be diffed.
indirect enum JSONOutput {
    case object([(String, JSONOutput)])
    case array([JSONOutput])
    case string(String)
    /// A number's text as JSON writes it (`5000`, `0.5`).
    case number(String)
    case bool(Bool)

    /// The text: compact, or pretty (two spaces a level; an object or array nested at most two
    /// deep stays on one line when it fits in 100 columns, so that a field with its rules or a
    /// label by language reads at a glance).
    func render(pretty: Bool) -> String {
        var out = ""
        write(to: &out, pretty: pretty, indent: "")
        return out
    }

    private var isFlat: Bool { depth <= 3 }

    /// 0 for a scalar, one more than its deepest element for a container.
    private var depth: Int {
        switch self {
        case .object(let members): 1 + (members.map(\.1.depth).max() ?? 0)
        case .array(let elements): 1 + (elements.map(\.depth).max() ?? 0)
        default: 0
        }
    }

    private func write(to out: inout String, pretty: Bool, indent: String) {
        switch self {
        case .string(let text): out += JSONString.literal(text)
        case .number(let text): out += text
        case .bool(let flag): out += flag ? "true" : "false"
        case .object(let members):
            let parts = members.map { name, value in
                var part = JSONString.literal(name) + (pretty ? ": " : ":")
                value.write(to: &part, pretty: pretty, indent: indent + "  ")
                return part
            }
            out += Self.joined(parts, open: "{", close: "}", pretty: pretty, flat: isFlat, indent: indent)
        case .array(let elements):
            let parts = elements.map { element in
                var part = ""
                element.write(to: &part, pretty: pretty, indent: indent + "  ")
                return part
            }
            out += Self.joined(parts, open: "[", close: "]", pretty: pretty, flat: isFlat, indent: indent)
        }
    }

    private static func joined(_ parts: [String], open: String, close: String, pretty: Bool, flat: Bool, indent: String) -> String {
        guard pretty, !parts.isEmpty else { return open + parts.joined(separator: ",") + close }
        let oneLine = open + parts.joined(separator: ", ") + close
        if flat, oneLine.count + indent.count <= 100 { return oneLine }
        let inner = indent + "  "
        return open + "\n" + parts.map { inner + $0 }.joined(separator: ",\n") + "\n" + indent + close
    }
}
