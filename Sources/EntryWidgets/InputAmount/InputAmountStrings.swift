import Localization

/// The words an InputAmount shows or says itself, in the window's language (`tr`); pass others
/// to override them.
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
    /// Typed text with a minus where negatives are refused: `%@` the text.
    public var typedNegative: String
    /// Any other typed text that is no amount: `%1$@` the text, `%2$@` the reason.
    public var typedNotAnAmount: String
    /// How typed text in another convention was read: `%1$@` the text, `%2$@` the amount.
    public var typedReadAs: String
    /// The words added for a screen reader (required, error, blank).
    public var speech: FieldSpeechStrings

    /// The window's words (English on the command line and in tests).
    public init(
        // Translators: the accessible name of an amount field that has no label of its own (said by a screen reader).
        textFieldLabel: String = tr("Amount input"),
        // Translators: how a screen reader says the value of an amount field; %1$@ is the currency code ("USD"),
        // %2$@ the number ("1,234.50"). Reorder them if your language names the currency after the number.
        textFieldValue: String = trc("amount read aloud", "%1$@ %2$@"),
        // Translators: the accessible name of the icon shown beside an error message (said by a screen reader).
        errorIcon: String = tr("Error icon"),
        // Translators: the accessible name and tooltip of the currency button of an amount field; %@ is the
        // currency's name ("US Dollar").
        currencySelector: String = tr("Currency: %@"),
        // Translators: the accessible name of the search field of the currency list (said by a screen reader).
        currencySearch: String = tr("Search currencies"),
        // Translators: the placeholder of the search field of the currency list, shown while it is empty.
        currencySearchPlaceholder: String = tr("Code, name or symbol"),
        // Translators: the accessible name of the on-screen keyboard under the currency list (said by a screen reader).
        currencySearchKeyboard: String = tr("Keyboard for the currency search"),
        // Translators: shown in the currency list when no currency matches the search; %@ is the text searched for.
        noCurrencyFound: String = tr("No currency matches “%@”"),
        // Translators: the error of an amount above the field's maximum; %@ is the maximum with its currency ("$10,000.00").
        aboveMaximum: String = tr("Enter at most %@"),
        // Translators: the error of an amount below the field's minimum; %@ is the minimum with its currency ("$1.00").
        belowMinimum: String = tr("Enter at least %@"),
        // Translators: the error of an amount typed with decimals in a currency that has none; %1$@ is the
        // currency's name ("Yen"), %2$@ the text typed ("15000.50"), %3$@ the currency code ("JPY").
        typedNoMinorUnits: String = tr("%1$@ has no decimal places: %2$@ cannot be an amount in %3$@"),
        // Translators: the error of an amount typed with a minus where negative amounts are refused; %@ is the text typed.
        typedNegative: String = tr("Negative amounts are not accepted here: %@"),
        // Translators: the error of a text typed in an amount field that is no amount; %1$@ is the text typed,
        // %2$@ the reason ("“x” cannot be part of an amount; type only digits and separators, for example 1,234.50").
        typedNotAnAmount: String = tr("%1$@ is not an amount: %2$@"),
        // Translators: shown under an amount field typed in another convention than the locale's; %1$@ is the
        // text typed ("1.234,56"), %2$@ the amount it was read as ("€1,234.56").
        typedReadAs: String = tr("%1$@ read as %2$@"),
        speech: FieldSpeechStrings = FieldSpeechStrings()
    ) {
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
        self.typedNegative = typedNegative
        self.typedNotAnAmount = typedNotAnAmount
        self.typedReadAs = typedReadAs
        self.speech = speech
    }

    /// Typed text with more decimals than the currency has ("Bahraini Dinar has 3 decimal
    /// places: 7.1234 has more. Check the decimal separator"): a count, so its words follow it
    /// (`trn`) rather than a format given here.
    func typedTooManyDecimals(currencyName: String, allowed: Int, typed: String) -> String {
        // Translators: the error of an amount typed with more decimals than its currency has; %1$@ is the
        // currency's name ("Bahraini Dinar"), %2$@ how many decimal places it has, %3$@ the text typed ("7.1234").
        let sentence = trn(
            "%1$@ has %2$@ decimal place: %3$@ has more. Check the decimal separator",
            "%1$@ has %2$@ decimal places: %3$@ has more. Check the decimal separator", allowed)
        return LocalizedFormat.fill(sentence, currencyName, formattedCount(allowed), typed)
    }
}
