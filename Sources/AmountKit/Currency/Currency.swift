import Foundation

/// An ISO 4217 currency: its codes, minor units and English name, from `data/currencies.json`.
public struct Currency: Sendable, Hashable {
    /// The alphabetic code, e.g. "USD".
    public let code: String
    /// The numeric code as ISO writes it, e.g. "840" (leading zeros kept: "008").
    public let numericCode: String
    /// Digits after the decimal separator; nil where ISO 4217 says "N.A." (gold XAU, the SDR XDR, the no-currency code).
    public let minorUnits: Int?
    /// The English name (Debian iso-codes).
    public let name: String
    /// Whether ISO flags the code as a fund (CLF, UYW, ...).
    public let isFund: Bool
    /// ISO's names of the entities that use the currency.
    public let countries: [String]

    /// Fraction digits used when no minor unit is defined: CLDR's default, also ICU's.
    public static let defaultFractionDigits = 2

    /// The number of fraction digits an amount in this currency carries.
    ///
    /// ISO's minor units where defined; `defaultFractionDigits` for the "N.A." codes, so that a
    /// precious-metal or test amount still has one well-defined canonical form.
    public var fractionDigits: Int { minorUnits ?? Self.defaultFractionDigits }

    /// Creates a currency record (normally read from the currency table).
    public init(
        code: String, numericCode: String, minorUnits: Int?, name: String,
        isFund: Bool = false, countries: [String] = []
    ) {
        self.code = code
        self.numericCode = numericCode
        self.minorUnits = minorUnits
        self.name = name
        self.isFund = isFund
        self.countries = countries
    }

    /// The currency's name in `locale` from ICU, falling back to the English ISO name.
    public func localizedName(for locale: Locale) -> String {
        locale.localizedString(forCurrencyCode: code) ?? name
    }

    private static let symbols = LocaleDataCache<String>(limit: 1024)

    /// The symbol ICU uses for this currency when formatting in `locale` ("$", "US$", "€", "EUR"),
    /// read once per currency and locale (an amount field shows it on every refresh); the ISO
    /// code where the symbol would read backwards (`showsCode(in:)`).
    public func symbol(for locale: Locale) -> String {
        Self.symbols.value(for: code + "|" + locale.identifier) {
            let symbol = CurrencyPattern(currency: self, locale: locale, presentation: .standard).symbol
            return Self.readsBackwards(symbol, in: locale) ? code : symbol
        }
    }

    /// Whether `locale` writes this currency by its ISO code rather than ICU's symbol: in a
    /// right-to-left language, ICU's symbols that mix Latin letters and a sign ("US$", "UK£" in
    /// Arabic) show reversed ("$US", "£UK"), so the code ("USD") is shown, as GNOME's Arabic
    /// translations write foreign currencies. Symbols of the locale's own script ("ج.م.") and
    /// plain signs ("€") stay.
    public func showsCode(in locale: Locale) -> Bool {
        symbol(for: locale) == code && CurrencyPattern(currency: self, locale: locale, presentation: .standard).symbol != code
    }

    static func readsBackwards(_ symbol: String, in locale: Locale) -> Bool {
        guard let language = locale.language.languageCode?.identifier,
            Locale.Language(identifier: language).characterDirection == .rightToLeft
        else { return false }
        let latinLetters = symbol.unicodeScalars.filter { $0.isASCII && $0.properties.isAlphabetic }.count
        return latinLetters > 0 && latinLetters < symbol.unicodeScalars.count
    }

    /// The narrow symbol ICU knows for this currency in `locale` ("$" for USD, CAD and AUD).
    public func narrowSymbol(for locale: Locale) -> String {
        CurrencyPattern(currency: self, locale: locale, presentation: .narrow).symbol
    }
}
