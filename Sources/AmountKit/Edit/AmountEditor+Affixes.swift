extension AmountEditor {
    /// Fixed text around the number inside the field (a currency prefix "$" or suffix " €").
    ///
    /// The caret never enters it; it appears once the field holds anything and disappears
    /// when the field is emptied (so the placeholder shows).
    public struct Affixes: Sendable, Hashable {
        /// Text before the number.
        public var prefix: String
        /// Text after the number.
        public var suffix: String

        /// Creates affixes.
        public init(prefix: String = "", suffix: String = "") {
            self.prefix = prefix
            self.suffix = suffix
        }

        /// No text around the number (the widget shows the currency in its own label).
        public static let none = Affixes()
    }
}
