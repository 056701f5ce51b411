import Foundation

/// Currencies prepared for search in one locale (codes, names and symbols folded once), for a
/// currency selector that filters on every keystroke.
public struct CurrencySearchIndex: Sendable {
    private struct Entry: Sendable {
        let currency: Currency
        let code: String
        let names: [String]
        let symbols: [String]
    }

    /// The locale whose names and symbols are searched.
    public let locale: Locale
    private let entries: [Entry]

    /// Builds the index: a few ICU calls per currency, so build it once per locale.
    public init(table: CurrencyTable, locale: Locale) {
        self.locale = locale
        entries = table.currencies.map { currency in
            Entry(
                currency: currency,
                code: Self.fold(currency.code, locale),
                names: [Self.fold(currency.name, locale), Self.fold(currency.localizedName(for: locale), locale)],
                symbols: [Self.fold(currency.symbol(for: locale), locale), Self.fold(currency.narrowSymbol(for: locale), locale)])
        }
    }

    /// Currencies matching `query` by code, symbol, English name or name in the locale, best
    /// first: exact code, exact symbol, exact name, code prefix, name prefix, then name substring; ties by
    /// code. Case and diacritics are ignored, so "yen", "jp", "¥" and "euro" all find something.
    /// An empty query returns every currency.
    public func search(_ query: String) -> [Currency] {
        let needle = Self.fold(query.trimmingCharacters(in: .whitespacesAndNewlines), locale)
        guard !needle.isEmpty else { return entries.map(\.currency) }
        var ranked: [(rank: Int, currency: Currency)] = []
        for entry in entries {
            let rank: Int?
            if entry.code == needle {
                rank = 0
            } else if entry.symbols.contains(needle) {
                rank = 1
            } else if entry.names.contains(needle) {
                rank = 2
            } else if entry.code.hasPrefix(needle) {
                rank = 3
            } else if entry.names.contains(where: { $0.hasPrefix(needle) }) {
                rank = 4
            } else if entry.names.contains(where: { $0.contains(needle) }) {
                rank = 5
            } else {
                rank = nil
            }
            if let rank { ranked.append((rank, entry.currency)) }
        }
        return ranked.sorted { $0.rank != $1.rank ? $0.rank < $1.rank : $0.currency.code < $1.currency.code }
            .map(\.currency)
    }

    private static func fold(_ text: String, _ locale: Locale) -> String {
        text.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: locale)
    }
}
