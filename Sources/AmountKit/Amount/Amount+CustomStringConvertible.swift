extension Amount: CustomStringConvertible {
    /// "1234.50 USD": the canonical decimal and the ISO code, for logs and debugging.
    public var description: String {
        canonicalString + " " + currency.code
    }
}
