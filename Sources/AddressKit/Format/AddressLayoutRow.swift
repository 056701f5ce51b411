/// One line of a country's address format: the fields that share it, with their separators.
public struct AddressLayoutRow: Hashable, Sendable {
    /// The fields and literal text of the line, in order.
    public let elements: [AddressLayoutElement]

    /// A row.
    public init(elements: [AddressLayoutElement]) {
        self.elements = elements
    }

    /// The fields of the line, in order (US: city, country area, postal code).
    public var fields: [AddressComponent] {
        elements.compactMap { if case .field(let field) = $0 { field } else { nil } }
    }
}
