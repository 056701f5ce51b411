/// The result of `AddressParser`: the fields found in a pasted text and how sure the parser is.
public struct ParsedAddress: Hashable, Sendable {
    /// The address fields, with the same meaning as `entrydesk validate`'s input.
    public var address: Address
    /// 0 (a guess) to 1 (every field the country requires was found and the country is certain).
    public var confidence: Double

    public init(address: Address, confidence: Double) {
        self.address = address
        self.confidence = confidence
    }
}
