/// The entry form in force: every field in keying order, built-in ones included, and the
/// version entries keyed with it are stamped with.
public struct FormDefinition: Equatable, Sendable {
    /// Every field, in the order the form shows them (hidden ones included).
    public let fields: [FormField]
    /// Names this form among the forms a team has used: the form file's `"version"`, or a
    /// digest of its fields (`built-in` for the built-in form).
    public let version: String

    public init(fields: [FormField], version: String) {
        self.fields = fields
        self.version = version
    }

    /// The field named `key`.
    public func field(_ key: String) -> FormField? { fields.first { $0.key == key } }

    /// The office's own fields (not built in), in form order, hidden ones included: the entry's
    /// `officeFields` keys this form knows.
    public var officeFields: [FormField] { fields.filter { $0.builtIn == nil } }

    /// The fields keyed at a desk, in order.
    public var deskFields: [FormField] { fields.filter { !$0.hidden && $0.placement.atDesk } }

    /// The fields keyed at a kiosk, in order.
    public var kioskFields: [FormField] { fields.filter { !$0.hidden && $0.placement.atKiosk } }
}
