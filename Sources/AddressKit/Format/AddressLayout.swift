/// The rows of an address form or label for one country, parsed from a libaddressinput format
/// string (`%N%n%O%n%A%n%C, %S %Z`).
public struct AddressLayout: Hashable, Sendable {
    /// The format string this layout was parsed from.
    public let format: String
    /// Every line of the format, empty lines included, as `format_address` prints them.
    public let lines: [AddressLayoutRow]

    /// Parses `format`; `%n` separates lines, `%X` is a field, anything else is literal.
    public init(format: String) {
        self.format = format
        var lines: [AddressLayoutRow] = []
        var elements: [AddressLayoutElement] = []
        var literal = ""
        var iterator = format.makeIterator()
        func flushLiteral() {
            if !literal.isEmpty { elements.append(.literal(literal)) }
            literal = ""
        }
        while let character = iterator.next() {
            guard character == "%" else {
                literal.append(character)
                continue
            }
            guard let code = iterator.next() else {
                literal.append(character)
                break
            }
            if code == "n" {
                flushLiteral()
                lines.append(AddressLayoutRow(elements: elements))
                elements = []
            } else if let field = AddressComponent(formatLetter: code) {
                flushLiteral()
                elements.append(.field(field))
            } else {
                literal.append(character)
                literal.append(code)
            }
        }
        flushLiteral()
        lines.append(AddressLayoutRow(elements: elements))
        self.lines = lines
    }

    /// The rows a form shows: the lines that hold at least one field, in order.
    public var rows: [AddressLayoutRow] { lines.filter { !$0.fields.isEmpty } }

    /// Every field of the format, in order.
    public var fields: [AddressComponent] { lines.flatMap(\.fields) }

    /// The rows in the design documents' field view: street becomes line 1 and line 2 (two
    /// rows), city area, city, subdivision, ZIP and sorting code keep their places; name and
    /// organisation, which the entry holds elsewhere, are left out.
    public var fieldRows: [[AddressField]] {
        var result: [[AddressField]] = []
        for row in rows {
            var fields: [AddressField] = []
            for component in row.fields {
                switch component {
                case .streetAddress:
                    if !fields.isEmpty { result.append(fields) }
                    result.append([.line1])
                    fields = [.line2]
                case .city: fields.append(.city)
                case .cityArea: fields.append(.cityArea)
                case .countryArea: fields.append(.subdivision)
                case .postalCode: fields.append(.zip)
                case .sortingCode: fields.append(.sortingCode)
                default: break
                }
            }
            if !fields.isEmpty { result.append(fields) }
        }
        return result
    }
}
