import AddressKit

/// Which fields an AddressForm shows, in which rows, and which of them carry a component's
/// errors and its required mark: for a configuration and a country, without any widget.
struct AddressFormLayout: Equatable, Sendable {
    /// The rows shown, top to bottom (compounds side by side); each field at most once.
    let rows: [[AddressField]]
    /// The components the country requires.
    private let requiredComponents: Set<AddressComponent>

    /// The fields shown, in the order of the rows.
    var fields: [AddressField] { rows.flatMap { $0 } }

    /// The layout of `configuration` for a country in `format` (nil: a country AddressKit does
    /// not know, laid out with the default rows and nothing required).
    init(configuration: AddressFormConfiguration, format: CountryFormat?) {
        let configured = configuration.configuredFields
        let allowedComponents = format?.allowedFields
        var placed: Set<AddressField> = []
        var rows: [[AddressField]] = []
        func add(_ fields: [AddressField]) {
            let row = fields.filter { field in
                let allowed = field.component.map { allowedComponents?.contains($0) ?? true } ?? true
                return configured.contains(field) && allowed && !placed.contains(field)
            }
            guard !row.isEmpty else { return }
            placed.formUnion(row)
            rows.append(row)
        }
        switch configuration.layoutMode {
        case .configured:
            for row in configuration.visibleFields { add(row.fields) }
        case .country:
            for row in format?.layout.fieldRows ?? [AddressField.defaultVisible] { add(row) }
            // Fields the layout does not place (the extras) follow in their configured rows.
            for row in configuration.visibleFields { add(row.fields.filter(\.isExtra)) }
        }
        self.rows = rows
        requiredComponents = Set(AddressComponent.allCases.filter { format?.isRequired($0) ?? false })
    }

    /// The field that shows a component's errors (street errors go to line 1, or line 2 alone),
    /// nil when no field shown carries it.
    func field(for component: AddressComponent) -> AddressField? {
        let candidates: [AddressField] =
            switch component {
            case .streetAddress: [.line1, .line2]
            case .city: [.city]
            case .cityArea: [.cityArea]
            case .countryArea: [.subdivision]
            case .postalCode: [.zip]
            case .sortingCode: [.sortingCode]
            default: []
            }
        return candidates.first { fields.contains($0) }
    }

    /// Whether `field` must be filled: it is the one field that carries a required component
    /// (line 1, not line 2, for the street address).
    func isRequired(_ field: AddressField) -> Bool {
        guard let component = field.component, requiredComponents.contains(component) else { return false }
        return self.field(for: component) == field
    }
}
