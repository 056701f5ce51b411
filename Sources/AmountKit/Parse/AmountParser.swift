import Foundation

/// Reads what people type or paste as an amount in one currency, for one locale.
///
/// Accepted, around the number: spaces of any kind, one sign ("-", U+2212 "−", "+") before it
/// (or after it where the locale writes it there: "€ 1.234,50-" in fy) or accounting
/// parentheses "(1.00)" for a negative, and the field's own currency as its ISO code
/// (any case) or its ICU symbol (standard or narrow, in the locale or in English) before or
/// after the number, except a symbol the locale writes for its own currency ("¥" in zh_CN is
/// the yuan, never the yen). Direction marks (LRM, RLM, ALM) are ignored. Digits may be of any Unicode
/// decimal script (Arabic-Indic ٠-٩, Extended Arabic-Indic ۰-۹, fullwidth...).
///
/// Separators: "٫" is always decimal, and so is a decimal separator only the locale uses when it
/// stands between digits ("$" in Cape Verdean amounts of any currency: "1 234$50"; "$12" is
/// dollars there too); spaces (U+0020, U+00A0, U+202F...), apostrophes (' ’),
/// "٬" and a grouping separator only the locale uses ("⹁" ff_Adlm, "،" nqo) always group.
/// For "." and ",":
/// - both present: the last one is the decimal separator ("1,234.56" in de_DE is 1234.56);
/// - only the locale's decimal separator: once it is decimal, several times it groups;
/// - only the locale's grouping separator: it groups, and groups must fit ("1,234" in en_US is
///   1234, "1.234" in de_DE is 1234, "1,234,5" in en_US is an error), unless a separator
///   that only groups (space, apostrophe, "٬") comes before it: then it is decimal ("1 234,50"
///   in en_US is 1234.50) except before exactly three digits, which is ambiguous ("1 234,567");
///   written once with one or two digits after it, it can never end a group and is decimal
///   ("12,50" in en_US is 12.50, "12.50" in de_DE too), except where the locale's groups are
///   two digits long, and except in text the edit model formatted (`parse(_:groupsAsTyped:)`);
/// - only a separator that is neither (e.g. "." in fr_FR): several times it groups; once it is
///   decimal if another grouping separator precedes it or it is not followed by exactly three
///   digits; before exactly three digits it is ambiguous and rejected. The same goes for the
///   locale's grouping separator when amounts of the currency use it as the decimal one (en_150
///   writes "1,234.5" but "7,00 €").
/// Groups are three digits or Indian (a final three, then twos: 12,34,567) in every locale, and
/// also the locale's own sizes (twos in tok: 1 23 45 67).
///
/// Digits: leading zeros are allowed and do not count towards the 15 integer digits; a decimal
/// separator with nothing after it ("12.") reads as 12, except in a currency without minor
/// units; more fraction digits than the currency has are an error unless `options.rounding`
/// is set (even "1.500" in USD: the parser never drops digits, not even zeros). "-0" is zero,
/// accepted where negatives are not.
///
/// Never accepted: scientific notation, hexadecimal, NaN or infinities, other currencies.
public struct AmountParser: Sendable {
    /// The locale whose separators are preferred.
    public let locale: Locale
    /// The field's currency.
    public let currency: Currency
    /// Negative, limits and rounding rules.
    public let options: AmountParserOptions
    /// The locale's conventions as ICU writes them.
    public let conventions: NumberConventions
    /// The separators ICU writes in amounts of this currency here (Cape Verde's "$"), and its minus.
    let money: MoneySeparators
    private let ownCurrencyKeys: [[Unicode.Scalar]]

    /// Creates a parser; reading ICU's conventions costs a few formatter calls, so keep it.
    public init(locale: Locale, currency: Currency, options: AmountParserOptions = AmountParserOptions()) {
        self.locale = locale
        self.currency = currency
        self.options = options
        self.conventions = NumberConventions.of(locale)
        money = MoneySeparators.of(currency.code, in: locale)
        ownCurrencyKeys = Self.currencyKeys(for: currency, locale: locale)
    }

    /// Reads `text` as an amount, or throws why not.
    public func parse(_ text: String) throws(AmountParseError) -> Amount {
        try parse(text, groupsAsTyped: false)
    }

    /// Reads `text`; with `groupsAsTyped`, the locale's grouping separator always groups, as in
    /// the edit model's own text, where a typed "," in en_US stands for a group separator
    /// ("12,5" on the way to "12,500" is no amount yet, not 12.50).
    func parse(_ text: String, groupsAsTyped: Bool) throws(AmountParseError) -> Amount {
        let number = try parseNumber(text, groupsAsTyped: groupsAsTyped)
        let places = currency.fractionDigits
        if number.hasDecimalSeparator && places == 0 && number.digits.fraction.isEmpty {
            throw .decimalSeparatorNotAllowed(currency: currency.code)
        }
        if number.digits.fraction.count > places && options.rounding == nil {
            throw .tooManyFractionDigits(found: number.digits.fraction.count, allowed: places, currency: currency.code)
        }
        let amount: Amount
        do {
            amount = try Amount(digits: number.digits, currency: currency, rounding: options.rounding)
        } catch {
            switch error {
            case let .tooManyIntegerDigits(found, allowed): throw .tooManyIntegerDigits(found: found, allowed: allowed)
            case let .tooManyFractionDigits(found, allowed, code):
                throw .tooManyFractionDigits(found: found, allowed: allowed, currency: code)
            case .notANumber, .notCanonical: throw .notANumber(text)
            }
        }
        if amount.isNegative && !options.allowsNegative { throw .negativeNotAllowed }
        if let minimum = options.minimum, amount.value < minimum {
            throw .belowMinimum(value: amount.canonicalString, minimum: Self.plain(minimum, currency: currency))
        }
        if let maximum = options.maximum, amount.value > maximum {
            throw .aboveMaximum(value: amount.canonicalString, maximum: Self.plain(maximum, currency: currency))
        }
        return amount
    }

    static func plain(_ value: Decimal, currency: Currency) -> String {
        guard let digits = DigitString(value) else { return value.description }
        return digits.plain(fractionDigits: max(currency.fractionDigits, digits.significantFractionCount))
    }

    // MARK: - Reading the text

    private struct Item {
        let original: Unicode.Scalar
        let key: Unicode.Scalar
        let position: Int
    }

    /// Sign, digits and whether a decimal separator was written, with no currency rules applied.
    func parseNumber(_ text: String, groupsAsTyped: Bool = false) throws(AmountParseError) -> ParsedNumber {
        var items: [Item] = []
        items.reserveCapacity(text.unicodeScalars.count)
        var position = 0
        for scalar in text.unicodeScalars {
            position += 1
            if ScalarClass.isIgnorableMark(scalar) { continue }
            let key: Unicode.Scalar = ScalarClass.isSpace(scalar) ? " " : ScalarClass.lowercased(scalar)
            items.append(Item(original: scalar, key: key, position: position))
        }
        guard items.contains(where: { $0.key != " " }) else { throw .empty }
        // Only text with letters or "∞" can be scientific, hexadecimal or NaN: skip the check otherwise.
        if items.contains(where: { $0.key.properties.isAlphabetic || $0.key == "∞" }) {
            try rejectSpecialForms(items, text: text)
        }

        var low = 0
        var high = items.count
        var negative = false
        var signSeen = false
        var openParenthesis = false
        var closeParenthesis = false
        var currencySeen = false
        var currencyRange: Range<Int>?
        while low < high {
            let key = items[low].key
            if key == " " {
                low += 1
            } else if key == "(" && !openParenthesis {
                if signSeen { throw .conflictingSigns(position: items[low].position) }
                openParenthesis = true
                low += 1
            } else if ScalarClass.isMinus(key) || ScalarClass.isPlus(key) {
                if signSeen || openParenthesis { throw .conflictingSigns(position: items[low].position) }
                signSeen = true
                negative = ScalarClass.isMinus(key)
                low += 1
            } else if !currencySeen, let length = matchOwnCurrency(items, from: low, to: high, forward: true) {
                currencySeen = true
                currencyRange = low..<(low + length)
                low += length
            } else {
                break
            }
        }
        while high > low {
            let key = items[high - 1].key
            if key == " " {
                high -= 1
            } else if key == ")" && openParenthesis && !closeParenthesis {
                closeParenthesis = true
                high -= 1
            } else if money.minusAfter && (ScalarClass.isMinus(key) || ScalarClass.isPlus(key)) {
                // Where the locale writes its minus after the number: "€ 1.234,50-" in fy.
                if signSeen || openParenthesis { throw .conflictingSigns(position: items[high - 1].position) }
                signSeen = true
                negative = ScalarClass.isMinus(key)
                high -= 1
            } else if !currencySeen, let length = matchOwnCurrency(items, from: low, to: high, forward: false) {
                currencySeen = true
                currencyRange = (high - length)..<high
                high -= length
            } else {
                break
            }
        }
        if openParenthesis != closeParenthesis { throw .unbalancedParenthesis }
        if openParenthesis { negative = true }
        guard low < high else { throw .noDigits(text) }

        // The body: digits and separators only.
        var elements: [(digit: UInt8?, separator: SeparatorKind?, item: Item)] = []
        elements.reserveCapacity(high - low)
        for index in low..<high {
            let item = items[index]
            if let digit = ScalarClass.digitValue(item.original) {
                elements.append((digit, nil, item))
            } else if let separator = separatorKind(item.original),
                separator != .localeDecimal || isBetweenDigits(items, index, low: low, high: high)
            {
                // A decimal sign only the locale uses ("$" in Cape Verde) is one only between
                // digits: "$12" and "12$" are dollars, not 0.12 and 12.
                elements.append((nil, separator, item))
            } else {
                throw classifyBadText(items, at: index, low: low, high: high, ownCurrency: currencyRange)
            }
        }
        var separatorIndices: [Int] = []
        for (index, element) in elements.enumerated() where element.separator != nil {
            separatorIndices.append(index)
            if index > 0 && elements[index - 1].separator != nil {
                throw .misplacedSeparator(String(element.item.original), position: element.item.position)
            }
        }
        guard elements.contains(where: { $0.digit != nil }) else { throw .noDigits(text) }

        let decimalIndex = try findDecimalSeparator(
            elements.map { ($0.digit, $0.separator, $0.item.original, $0.item.position) },
            separatorIndices: separatorIndices, groupsAsTyped: groupsAsTyped)
        var groupKind: SeparatorKind?
        var integer: [UInt8] = []
        var fraction: [UInt8] = []
        var groupLengths: [Int] = []
        var groupSeparators: [Item] = []
        var currentGroup = 0
        for (index, element) in elements.enumerated() {
            if let digit = element.digit {
                if let decimalIndex, index > decimalIndex {
                    fraction.append(digit)
                } else {
                    integer.append(digit)
                    currentGroup += 1
                }
                continue
            }
            guard let kind = element.separator else { continue }
            if index == decimalIndex { continue }
            let item = element.item
            if let decimalIndex, index > decimalIndex {
                throw .misplacedGroupSeparator(
                    String(item.original), position: item.position,
                    decimalSeparator: String(conventions.decimalSeparator))
            }
            if let groupKind, groupKind != kind {
                throw .inconsistentGrouping(String(item.original), position: item.position)
            }
            groupKind = kind
            if index == 0 || index == elements.count - 1 {
                throw .misplacedSeparator(String(item.original), position: item.position)
            }
            groupLengths.append(currentGroup)
            groupSeparators.append(item)
            currentGroup = 0
        }
        if !groupSeparators.isEmpty {
            groupLengths.append(currentGroup)
            try validateGroups(groupLengths, separators: groupSeparators)
        }
        return ParsedNumber(
            digits: DigitString(negative: negative, integer: integer, fraction: fraction),
            hasDecimalSeparator: decimalIndex != nil)
    }

    private func isBetweenDigits(_ items: [Item], _ index: Int, low: Int, high: Int) -> Bool {
        index > low && index + 1 < high
            && ScalarClass.digitValue(items[index - 1].original) != nil && ScalarClass.digitValue(items[index + 1].original) != nil
    }

    /// The kind of `scalar` between digits: a separator every locale knows, or one of this
    /// locale's own ("⹁", "،", "ወ" grouping; "$" decimal in Cape Verdean amounts); nil for none.
    private func separatorKind(_ scalar: Unicode.Scalar) -> SeparatorKind? {
        if let kind = ScalarClass.separator(scalar) { return kind }
        if scalar == conventions.groupingSeparator || scalar == money.grouping { return .localeGroup }
        if scalar == conventions.decimalSeparator || scalar == money.decimal { return .localeDecimal }
        return nil
    }

    /// Which body element (index) is the decimal separator, by the rules in the type's summary.
    private func findDecimalSeparator(
        _ elements: [(UInt8?, SeparatorKind?, Unicode.Scalar, Int)],
        separatorIndices: [Int], groupsAsTyped: Bool
    ) throws(AmountParseError) -> Int? {
        func report(_ index: Int) -> (String, Int) { (String(elements[index].2), elements[index].3) }
        let alwaysDecimal = separatorIndices.filter { elements[$0].1?.isAlwaysDecimal == true }
        if let first = alwaysDecimal.first {
            if alwaysDecimal.count > 1 {
                let (text, position) = report(alwaysDecimal[1])
                throw .multipleDecimalSeparators(text, position: position)
            }
            return first
        }
        let dots = separatorIndices.filter { elements[$0].1 == .dot }
        let commas = separatorIndices.filter { elements[$0].1 == .comma }
        if let lastDot = dots.last, let lastComma = commas.last {
            let decimalList = lastDot > lastComma ? dots : commas
            if decimalList.count > 1 {
                let (text, position) = report(decimalList[decimalList.count - 1])
                throw .multipleDecimalSeparators(text, position: position)
            }
            return decimalList[0]
        }
        let single = dots.isEmpty ? commas : dots
        guard let only = single.first, let kind = elements[only].1 else { return nil }
        if kind == conventions.decimalKind {
            return single.count == 1 ? only : nil
        }
        if single.count > 1 { return nil }
        let otherGroupingBefore = separatorIndices.contains { $0 < only && elements[$0].1?.isAlwaysGrouping == true }
        // Grouping in numbers but decimal in amounts (en_150 euros): judged like a stranger below.
        let moneyDecimalKind = ScalarClass.separator(money.decimal)
        let localeGroups = kind == conventions.groupingKind && kind != moneyDecimalKind
        if localeGroups && !otherGroupingBefore {
            // Once, with one or two digits after it: no group ends that way, so it is decimal
            // ("12,50" in en_US), unless the locale groups by twos.
            var digitsAfter = 0
            var next = only + 1
            while next < elements.count, elements[next].0 != nil { digitsAfter += 1; next += 1 }
            let endsGroup = digitsAfter == conventions.primaryGroupSize || digitsAfter == 3
            if !groupsAsTyped, separatorIndices.count == 1, next == elements.count, only > 0,
                (1...2).contains(digitsAfter), !endsGroup
            {
                return only
            }
            return nil
        }
        // After a separator that only groups (a space, an apostrophe), a lone "." or "," cannot
        // group too: it is decimal ("1 234,50" pasted from a French page is 1234.50 in en_US),
        // except before exactly three digits where the locale groups with it ("1 234,567").
        if otherGroupingBefore && !localeGroups { return only }
        // A lone separator that is neither of the locale's (or its grouping one, as above).
        var digitsBefore = 0
        var index = only - 1
        while index >= 0, elements[index].0 != nil { digitsBefore += 1; index -= 1 }
        var digitsAfter = 0
        index = only + 1
        while index < elements.count, elements[index].0 != nil { digitsAfter += 1; index += 1 }
        if digitsAfter == 3 && (1...3).contains(digitsBefore) && index == elements.count {
            let (text, position) = report(only)
            throw .ambiguousSeparator(text, position: position, decimalSeparator: String(conventions.decimalSeparator))
        }
        return only
    }

    /// Groups must be: a last group of three (or the locale's size: two in tok); middle groups
    /// all three or all two (Indian), or all the locale's size; a first group of one up to the
    /// middle size.
    private func validateGroups(_ lengths: [Int], separators: [Item]) throws(AmountParseError) {
        let decimal = String(conventions.decimalSeparator)
        func fail(_ separatorIndex: Int) -> AmountParseError {
            let item = separators[separatorIndex]
            return .misplacedGroupSeparator(String(item.original), position: item.position, decimalSeparator: decimal)
        }
        let last = lengths.count - 1
        guard lengths[last] == 3 || lengths[last] == conventions.primaryGroupSize else { throw fail(last - 1) }
        var middleSize: Int?
        if last >= 2 {
            for index in 1..<last {
                let size = lengths[index]
                if let expected = middleSize {
                    guard size == expected else { throw fail(index - 1) }
                } else {
                    guard size == 2 || size == 3 || size == conventions.secondaryGroupSize else { throw fail(index - 1) }
                    middleSize = size
                }
            }
        }
        guard (1...(middleSize ?? max(3, lengths[last]))).contains(lengths[0]) else { throw fail(0) }
    }

    /// Scientific notation, hexadecimal and NaN/infinity get their own messages.
    private func rejectSpecialForms(_ items: [Item], text: String) throws(AmountParseError) {
        let keys = items.map(\.key).filter { $0 != " " && !ScalarClass.isMinus($0) && !ScalarClass.isPlus($0) }
        let word = String(String.UnicodeScalarView(keys))
        if ["nan", "inf", "infinity", "∞", "snan"].contains(word) { throw .notANumber(text) }
        // "0x1F", "#x1F", "&h1F" written together; "0 XAF" (zero CFA francs) is not hex.
        let body = items.map(\.key).drop(while: { $0 == " " || ScalarClass.isMinus($0) || ScalarClass.isPlus($0) })
        if body.count >= 3 {
            let first = body[body.startIndex]
            let second = body[body.startIndex + 1]
            let third = body[body.startIndex + 2]
            let hexDigit = third.properties.isASCIIHexDigit
            if hexDigit && ((first == "0" && second == "x") || (first == "#" && second == "x") || (first == "&" && second == "h")) {
                throw .hexadecimal(text)
            }
        }
        for index in keys.indices.dropFirst().dropLast() where keys[index] == "e" {
            let before = keys[index - 1]
            let after = keys[index + 1]
            if ScalarClass.digitValue(before) != nil || ScalarClass.separator(before) != nil,
                ScalarClass.digitValue(after) != nil || ScalarClass.isMinus(after) || ScalarClass.isPlus(after)
            {
                throw .scientificNotation(text)
            }
        }
    }

    /// Length of the field's currency (code or symbol) at the start (or end) of items[from..<to].
    private func matchOwnCurrency(_ items: [Item], from: Int, to: Int, forward: Bool) -> Int? {
        for key in ownCurrencyKeys where key.count <= to - from {
            let start = forward ? from : to - key.count
            var matches = true
            for offset in 0..<key.count where items[start + offset].key != key[offset] {
                matches = false
                break
            }
            if matches { return key.count }
        }
        return nil
    }

    /// The error for text that is not part of a number: another currency, or just unexpected.
    /// `ownCurrency` is where the field's currency matched; text touching it is also tried
    /// together with it, so "R$" in a ZAR field (whose symbol is "R") is reported as BRL.
    private func classifyBadText(
        _ items: [Item], at index: Int, low: Int, high: Int,
        ownCurrency: Range<Int>?
    ) -> AmountParseError {
        func isBoundary(_ item: Item) -> Bool {
            item.key == " " || ScalarClass.digitValue(item.original) != nil
        }
        var start = index
        while start > low, !isBoundary(items[start - 1]) { start -= 1 }
        var end = index + 1
        while end < high, !isBoundary(items[end]) { end += 1 }
        if let own = ownCurrency, own.upperBound == start || own.lowerBound == end {
            let joined = min(own.lowerBound, start)..<max(own.upperBound, end)
            let token = String(String.UnicodeScalarView(items[joined].map(\.original)))
            let codes = Self.currencies(matching: [ScalarClass.matchKey(token)], locale: locale).filter { $0 != currency.code }
            if !codes.isEmpty {
                return .foreignCurrency(token: token, codes: codes, expected: currency.code)
            }
        }
        let token = String(String.UnicodeScalarView(items[start..<end].map(\.original)))
        let key = ScalarClass.matchKey(token)
        var candidates = [key]
        var trimmed = key
        while let first = trimmed.first, ScalarClass.separator(first) != nil { trimmed.removeFirst() }
        while let last = trimmed.last, ScalarClass.separator(last) != nil { trimmed.removeLast() }
        if trimmed != key && !trimmed.isEmpty { candidates.append(trimmed) }
        if candidates.contains(where: { ownCurrencyKeys.contains($0) }) {
            return .unexpectedText(token, position: items[start].position)
        }
        let codes = Self.currencies(matching: candidates, locale: locale).filter { $0 != currency.code }
        if !codes.isEmpty {
            return .foreignCurrency(token: token, codes: codes, expected: currency.code)
        }
        if end - start == 1 {
            return .unexpectedCharacter(token, position: items[start].position)
        }
        return .unexpectedText(token, position: items[start].position)
    }

    /// Codes of the currencies written `symbol` (a code, symbol or name, in `locale` or English,
    /// any case): "€" is EUR, "$" USD and others. Formats every currency of the table: call it
    /// once per text, not per keystroke.
    public static func currencyCodes(writtenAs symbol: String, in locale: Locale) -> [String] {
        currencies(matching: [ScalarClass.matchKey(symbol)], locale: locale)
    }

    /// Codes of the currencies whose code or symbol (in `locale` or English) matches a key.
    /// Only called on the error path: it formats every currency of the table.
    static func currencies(matching keys: [[Unicode.Scalar]], locale: Locale) -> [String] {
        guard let table = try? CurrencyTable.standard() else { return [] }
        var result: [String] = []
        for candidate in table.currencies where currencyKeys(for: candidate, locale: locale).contains(where: { keys.contains($0) }) {
            result.append(candidate.code)
        }
        return result
    }

    /// Every currency's keys for a locale or two fit (a foreign symbol is looked up in all).
    private static let currencyKeysCache = LocaleDataCache<[[Unicode.Scalar]]>(limit: 1024)

    /// Match keys of a currency: its code, its standard and narrow symbols in the locale, in
    /// English and in international English ("US$"), and its full name in the locale ("円",
    /// "US dollars"), longest first (so "US$" wins over "$"); without the symbols the locale
    /// writes for its own currency, when that is another one.
    static func currencyKeys(for currency: Currency, locale: Locale) -> [[Unicode.Scalar]] {
        currencyKeysCache.value(for: currency.code + "|" + locale.identifier) { readCurrencyKeys(for: currency, locale: locale) }
    }

    private static func readCurrencyKeys(for currency: Currency, locale: Locale) -> [[Unicode.Scalar]] {
        var symbols: [String] = []
        for place in [locale, Locale(identifier: "en"), Locale(identifier: "en_001")] {
            for presentation in [CurrencyFormatStyleConfiguration.Presentation.standard, .narrow] {
                symbols.append(CurrencyPattern(currency: currency, locale: place, presentation: presentation).symbol)
            }
        }
        for count in [1, 2] as [Decimal] {
            symbols.append(CurrencyPattern(currency: currency, locale: locale, presentation: .fullName, value: count).symbol)
        }
        var keys: Set<[Unicode.Scalar]> = [ScalarClass.matchKey(currency.code)]
        for symbol in symbols {
            let key = ScalarClass.matchKey(symbol)
            // A symbol made only of digits or separators could swallow part of the number.
            if !key.isEmpty && key.contains(where: { ScalarClass.digitValue($0) == nil && ScalarClass.separator($0) == nil }) {
                keys.insert(key)
            }
        }
        // The symbols a locale writes for its own currency mean that currency there, even when
        // they are also this one's narrow or English symbol: "¥" is the yuan in zh_CN (not the
        // yen), "$" the peso in es_MX and the Canadian dollar in en_CA (not the US dollar).
        if let home = locale.currency?.identifier, home != currency.code, let homeCurrency = try? CurrencyTable.standard()[home] {
            let own = ScalarClass.matchKey(CurrencyPattern(currency: currency, locale: locale, presentation: .standard).symbol)
            for presentation in [CurrencyFormatStyleConfiguration.Presentation.standard, .narrow] {
                let homeKey = ScalarClass.matchKey(
                    CurrencyPattern(currency: homeCurrency, locale: locale, presentation: presentation).symbol)
                if homeKey != own { keys.remove(homeKey) }
            }
        }
        return keys.sorted {
            $0.count != $1.count ? $0.count > $1.count : String(String.UnicodeScalarView($0)) < String(String.UnicodeScalarView($1))
        }
    }
}
