/// A subdivision the app offers instead of the country's data (the design documents'
/// `availableStates`: abbreviation and name).
public struct AddressFormSubdivision: Sendable, Hashable {
    /// The code stored in the address ("CA").
    public var code: String
    /// The name shown ("California").
    public var name: String
    /// A Latin-script name it is also found by, when the name is in another script.
    public var latinName: String?

    /// A subdivision.
    public init(code: String, name: String, latinName: String? = nil) {
        self.code = code
        self.name = name
        self.latinName = latinName
    }
}
