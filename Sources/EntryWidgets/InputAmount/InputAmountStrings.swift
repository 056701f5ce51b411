import Foundation

/// The words an InputAmount shows or says itself; pass translated ones to localise it.
///
/// Formats use `%1$@`, `%2$@` (and `%@` for a single argument) like the design's localisation
/// keys (`DesignSystem.inputAmount.accessibility.*`).
public struct InputAmountStrings: Sendable, Equatable {
    /// The accessible name of the field when neither `accessibilityLabel` nor a primary label is set.
    public var textFieldLabel: String
    /// The accessible value: `%1$@` the ISO code, `%2$@` the number ("USD 1,234.50"). The
    /// design's default, "%1$@%2$@", puts a symbol against the number; the value read out here
    /// names the currency by its code, which a symbol cannot do ("$" is also CA$, AU$, ...), and
    /// a code needs the space.
    public var textFieldValue: String
    /// The accessible name of the error icon.
    public var errorIcon: String
    /// The accessible name of the currency selector button: `%@` the currency's name.
    public var currencySelector: String
    /// The accessible name of the search field in the currency popover.
    public var currencySearch: String
    /// The placeholder of the search field.
    public var currencySearchPlaceholder: String
    /// The accessible name of the currency list's on-screen keyboard (a touch screen without one).
    public var currencySearchKeyboard: String
    /// Shown when no currency matches: `%@` the search text.
    public var noCurrencyFound: String
    /// The error for an amount above the maximum: `%@` the formatted maximum.
    public var aboveMaximum: String
    /// The error for an amount below the minimum: `%@` the formatted minimum.
    public var belowMinimum: String
    /// Typed text in a currency without minor units: `%1$@` the currency's name, `%2$@` the
    /// text, `%3$@` its code ("Yen has no decimal places: 15000.50 cannot be an amount in JPY").
    public var typedNoMinorUnits: String
    /// Typed text with too many decimals: `%1$@` the currency's name, `%2$@` how many it has,
    /// `%3$@` the text.
    public var typedTooManyDecimals: String
    /// Typed text with a minus where negatives are refused: `%@` the text.
    public var typedNegative: String
    /// Any other typed text that is no amount: `%1$@` the text, `%2$@` the reason.
    public var typedNotAnAmount: String
    /// How typed text in another convention was read: `%1$@` the text, `%2$@` the amount.
    public var typedReadAs: String
    /// The words added for a screen reader (required, error, blank).
    public var speech: FieldSpeechStrings

    /// English defaults.
    public init(textFieldLabel: String = "Amount input", textFieldValue: String = "%1$@ %2$@",
                errorIcon: String = "Error icon", currencySelector: String = "Currency: %@",
                currencySearch: String = "Search currencies",
                currencySearchPlaceholder: String = "Code, name or symbol",
                currencySearchKeyboard: String = "Keyboard for the currency search",
                noCurrencyFound: String = "No currency matches “%@”",
                aboveMaximum: String = "Enter at most %@", belowMinimum: String = "Enter at least %@",
                typedNoMinorUnits: String = "%1$@ has no decimal places: %2$@ cannot be an amount in %3$@",
                typedTooManyDecimals: String = "%1$@ has %2$@ decimal places: %3$@ has more. Check the decimal separator",
                typedNegative: String = "Negative amounts are not accepted here: %@",
                typedNotAnAmount: String = "%1$@ is not an amount: %2$@",
                typedReadAs: String = "%1$@ read as %2$@", speech: FieldSpeechStrings = FieldSpeechStrings()) {
        self.textFieldLabel = textFieldLabel
        self.textFieldValue = textFieldValue
        self.errorIcon = errorIcon
        self.currencySelector = currencySelector
        self.currencySearch = currencySearch
        self.currencySearchPlaceholder = currencySearchPlaceholder
        self.currencySearchKeyboard = currencySearchKeyboard
        self.noCurrencyFound = noCurrencyFound
        self.aboveMaximum = aboveMaximum
        self.belowMinimum = belowMinimum
        self.typedNoMinorUnits = typedNoMinorUnits
        self.typedTooManyDecimals = typedTooManyDecimals
        self.typedNegative = typedNegative
        self.typedNotAnAmount = typedNotAnAmount
        self.typedReadAs = typedReadAs
        self.speech = speech
    }
}
