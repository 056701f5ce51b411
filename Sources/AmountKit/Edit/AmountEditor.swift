import Foundation

/// The edit model of an amount field, without GTK: applies typing, deletion and paste to the
/// text and caret, with live grouping, so that the caret never jumps.
///
/// The model keeps the amount as logical units (sign, digits, decimal separator) and writes
/// them with the locale's digits and grouping after every edit. Caret positions are kept as a
/// count of logical units, so regrouping ("1234" -> "1,234") never moves the caret relative to
/// the digits; BackSpace just after a group separator deletes the digit before it; the caret
/// stays out of the currency prefix and suffix.
///
/// Typed characters:
/// - digits of any script are written in the locale's digits;
/// - the locale's decimal separator, the keypad decimal key, "٫", and "." or "," when it is
///   not the locale's grouping separator, insert the decimal separator (so both "." and ","
///   work in fr_FR, de_CH and ar_BH, where neither is the grouping separator);
/// - the locale's grouping separator, spaces and apostrophes group digits: grouping is automatic
///   ("1.000" typed in de_DE is one thousand), and a separator typed where grouping puts none
///   stays as typed (`EditUnit.group`), so "12.50" typed in de_DE is no amount while it is
///   typed (not 1250), and `AmountTyping.committed` reads it as 12.50 as its paste is;
/// - "-" or "−" toggles the sign (if negatives are allowed), "+" removes it;
/// - a second decimal separator, a decimal separator in a currency without minor units, more
///   fraction digits than the currency has and a 16th integer digit are refused.
/// A decimal separator typed with no integer digit before it gets a leading "0"; a digit typed
/// into a lone integer "0" replaces it. Other leading zeros stay until `normalized` (on focus-out).
public struct AmountEditor: Sendable {
    /// The locale whose digits and separators the text uses.
    public let locale: Locale
    /// The field's currency.
    public let currency: Currency
    /// Negatives, limits (for `amount(in:)`) and rounding (ignored while typing).
    public let options: AmountParserOptions
    /// Fixed text around the number.
    public let affixes: Affixes
    /// The parser for pasted text and for reading the value.
    public let parser: AmountParser
    private let conventions: NumberConventions
    private let prefix: [Unicode.Scalar]
    private let suffix: [Unicode.Scalar]
    private let minus: [Unicode.Scalar]

    /// Creates an editor for a locale and currency.
    public init(
        locale: Locale, currency: Currency, options: AmountParserOptions = AmountParserOptions(),
        affixes: Affixes = .none
    ) {
        self.locale = locale
        self.currency = currency
        self.options = options
        self.affixes = affixes
        var readOptions = options
        readOptions.rounding = nil
        parser = AmountParser(locale: locale, currency: currency, options: readOptions)
        conventions = parser.conventions
        prefix = Array(affixes.prefix.unicodeScalars)
        suffix = Array(affixes.suffix.unicodeScalars)
        minus = Array(conventions.minusSign.unicodeScalars)
    }

    // MARK: - Public API

    /// Whether `text` holds every fraction digit its currency has ("12.50" in dollars, "12,50 €"
    /// in euros in German): a digit more would be refused, so a form may move on by itself.
    /// Never in a currency without minor units: nothing tells that "125" yen is all.
    public func hasEveryFractionDigit(_ text: String) -> Bool {
        guard currency.fractionDigits > 0 else { return false }
        let scalars = Array(text.unicodeScalars)
        guard let separator = scalars.lastIndex(of: conventions.decimalSeparator) else { return false }
        let fraction = scalars[(separator + 1)...].prefix { $0.properties.numericType == .decimal }
        return fraction.count == currency.fractionDigits
    }

    /// The state showing `amount` (grouped, all fraction digits), caret at the end of the number.
    ///
    /// The amount's own currency decides the fraction digits, so nothing is cut off if it
    /// differs from the editor's (a widget switching currency should convert or clear it).
    public func state(for amount: Amount?) -> AmountEditState {
        guard let amount, let digits = DigitString(plain: amount.canonicalString) else { return .empty }
        var units = Self.signedInteger(digits)
        let places = amount.currency.fractionDigits
        if places > 0 {
            units.append(.decimal)
            for index in 0..<places {
                units.append(.digit(index < digits.fraction.count ? digits.fraction[index] : 0))
            }
        }
        return render(units, caret: units.count)
    }

    /// Applies one edit to a state; a refused edit returns the state unchanged with the reason.
    public func apply(_ edit: AmountEdit, to state: AmountEditState) -> AmountEditResult {
        let decoded = decode(state)
        var units = decoded.units
        var caret = decoded.selection.upperBound
        let selection = decoded.selection
        func deleteSelection() {
            units.removeSubrange(selection)
            caret = selection.lowerBound
        }
        do throws(AmountEditRejection) {
            switch edit {
            case let .insert(text):
                if !selection.isEmpty { deleteSelection() }
                for scalar in text.unicodeScalars {
                    try type(scalar, units: &units, caret: &caret)
                }
            case .keypadDecimal:
                if !selection.isEmpty { deleteSelection() }
                try insertDecimal(units: &units, caret: &caret)
            case let .paste(text):
                try paste(text, units: &units, selection: selection, caret: &caret)
            case .deleteBackward, .deleteForward:
                if !selection.isEmpty {
                    deleteSelection()
                } else if !state.selection.isEmpty {
                    // Only grouping (or an affix) was selected: deleting it changes nothing,
                    // and no digit beside it goes instead.
                    return AmountEditResult(state: unchanged(state), rejection: nil)
                } else if edit == .deleteBackward, caret > 0 {
                    units.remove(at: caret - 1)
                    caret -= 1
                } else if edit == .deleteForward, caret < units.count {
                    units.remove(at: caret)
                }
            }
            try validate(units)
        } catch {
            return AmountEditResult(state: state, rejection: error)
        }
        normalizeLeadingZero(&units, caret: &caret)
        tidyGroups(&units, caret: &caret)
        dropGroupsMatchingGrouping(&units, caret: &caret)
        let rendered = render(units, caret: caret)
        // An edit that changed nothing (a group separator typed where grouping has one,
        // BackSpace at the start) keeps the caret exactly where it was, even beside a group
        // separator, unless it sat in an affix.
        let count = rendered.text.unicodeScalars.count
        if rendered.text == state.text, units == decoded.units, selection.isEmpty, caret == selection.upperBound,
            !units.isEmpty, state.caret >= prefix.count, state.caret <= count - suffix.count
        {
            return AmountEditResult(state: AmountEditState(text: state.text, caret: state.caret), rejection: nil)
        }
        return AmountEditResult(state: rendered, rejection: nil)
    }

    /// `state` as it is, its caret collapsed and kept out of the currency prefix and suffix.
    func unchanged(_ state: AmountEditState) -> AmountEditState {
        let count = state.text.unicodeScalars.count
        let caret = count == 0 ? 0 : min(max(state.caret, prefix.count), max(prefix.count, count - suffix.count))
        return AmountEditState(text: state.text, caret: caret)
    }

    /// The amount the state shows: nil when empty or only a sign; throws if it breaks the
    /// options' limits (minimum, maximum, negatives).
    public func amount(in state: AmountEditState) throws(AmountParseError) -> Amount? {
        let units = decode(state).units
        guard units.contains(where: { if case .digit = $0 { return true } else { return false } }) else { return nil }
        // A group separator the person typed groups here, as the text shows it: "12,5" on the
        // way to "12,500" in en_US is no amount yet (AmountTyping commits "12,50" as 12.50).
        return try parser.parse(plainText(units[...]), groupsAsTyped: true)
    }

    /// The state rewritten canonically (leading zeros dropped, fraction padded), as on focus-out;
    /// empty or sign-only text becomes empty.
    public func normalized(_ state: AmountEditState) -> AmountEditState {
        guard
            let amount = try? AmountParser(
                locale: locale, currency: currency,
                options: AmountParserOptions(allowsNegative: true)
            )
            .parse(plainText(decode(state).units[...]), groupsAsTyped: true)
        else {
            return decode(state).units.contains(where: { $0 != .minus }) ? state : .empty
        }
        return self.state(for: amount)
    }

    // MARK: - Typing

    private func type(_ scalar: Unicode.Scalar, units: inout [EditUnit], caret: inout Int) throws(AmountEditRejection) {
        if let digit = ScalarClass.digitValue(scalar) {
            try insertDigit(digit, units: &units, caret: &caret)
        } else if ScalarClass.isMinus(scalar) {
            guard options.allowsNegative else { throw .negativeNotAllowed }
            if units.first == .minus {
                units.removeFirst()
                caret = max(0, caret - 1)
            } else {
                units.insert(.minus, at: 0)
                caret += 1
            }
        } else if ScalarClass.isPlus(scalar) {
            if units.first == .minus {
                units.removeFirst()
                caret = max(0, caret - 1)
            }
        } else if scalar == conventions.decimalSeparator || isLocaleMoneyDecimal(scalar, units: units, caret: caret) {
            try insertDecimal(units: &units, caret: &caret)
        } else if isGrouping(scalar) {
            insertGroup(scalar, units: &units, caret: &caret)
        } else if ScalarClass.separator(scalar) != nil {
            try insertDecimal(units: &units, caret: &caret)
        } else {
            throw .invalidCharacter(String(scalar))
        }
    }

    private func insertDigit(_ digit: UInt8, units: inout [EditUnit], caret: inout Int) throws(AmountEditRejection) {
        if caret == 0 && units.first == .minus { caret = 1 }
        let integerRange = Self.integerRange(units)
        let inInteger = caret <= integerRange.upperBound
        if inInteger && integerRange.count == 1, case .digit(0) = units[integerRange.lowerBound] {
            units[integerRange.lowerBound] = .digit(digit)
            caret = integerRange.lowerBound + 1
            return
        }
        units.insert(.digit(digit), at: caret)
        caret += 1
        try validate(units)
    }

    /// Whether `scalar` is the decimal sign only this locale's amounts use ("$" in Cape Verde:
    /// "12$50"), typed after a digit (before one it is a dollar sign, refused as before).
    private func isLocaleMoneyDecimal(_ scalar: Unicode.Scalar, units: [EditUnit], caret: Int) -> Bool {
        guard scalar == parser.money.decimal, ScalarClass.separator(scalar) == nil, caret > 0 else { return false }
        if case .digit = units[caret - 1] { return true }
        return false
    }

    /// Whether `scalar` separates groups here: the locale's grouping separator, a space or an
    /// apostrophe, or "." / "," when that is the locale's kind of grouping.
    func isGrouping(_ scalar: Unicode.Scalar) -> Bool {
        if scalar == conventions.groupingSeparator { return true }
        guard scalar != conventions.decimalSeparator, let kind = ScalarClass.separator(scalar) else { return false }
        return kind.isAlwaysGrouping || kind == conventions.groupingKind
    }

    /// A typed group separator: kept between two integer digits' places (after a digit, not
    /// beside another one); anywhere else (first, in the fraction) it means nothing and goes.
    /// The separators grouping shows become typed ones first: they are what the person sees.
    private func insertGroup(_ scalar: Unicode.Scalar, units: inout [EditUnit], caret: inout Int) {
        materializeGrouping(&units, caret: &caret)
        let integer = Self.integerRange(units)
        guard caret > integer.lowerBound, caret <= integer.upperBound, case .digit = units[caret - 1],
            caret == units.count || !units[caret].isGroup
        else { return }
        units.insert(.group(scalar), at: caret)
        caret += 1
    }

    /// Writes automatic grouping into the units as group separators (none typed yet).
    private func materializeGrouping(_ units: inout [EditUnit], caret: inout Int) {
        guard !units.contains(where: \.isGroup) else { return }
        let integer = Self.integerRange(units)
        let digits = integer.count
        guard digits >= conventions.primaryGroupSize + conventions.minimumGroupingDigits else { return }
        for remaining in (1..<digits) where conventions.isGroupBoundary(remaining) {
            let index = integer.upperBound - remaining
            units.insert(.group(conventions.groupingSeparator), at: index)
            if caret > index { caret += 1 }
        }
    }

    /// Typed group separators left where they mean nothing after an edit (first, doubled, in
    /// the fraction: a digit between them was deleted) go.
    private func tidyGroups(_ units: inout [EditUnit], caret: inout Int) {
        guard units.contains(where: \.isGroup) else { return }
        var index = 0
        while index < units.count {
            guard units[index].isGroup else { index += 1; continue }
            let decimal = units.firstIndex(of: .decimal) ?? units.count
            let afterDigit = index > 0 && { if case .digit = units[index - 1] { return true } else { return false } }()
            let beforeDigit = index + 1 < units.count && { if case .digit = units[index + 1] { return true } else { return false } }()
            let trailing = index + 1 == units.count
            if index < decimal, afterDigit, beforeDigit || trailing {
                index += 1
            } else {
                units.remove(at: index)
                if caret > index { caret -= 1 }
            }
        }
    }

    /// Typed group separators that stand exactly where automatic grouping puts them (or none
    /// left that grouping would not) give way to it: the text is then written the usual way.
    private func dropGroupsMatchingGrouping(_ units: inout [EditUnit], caret: inout Int) {
        guard groupsMatchGrouping(units) else { return }
        caret -= Self.groupCount(units[..<min(caret, units.count)])
        units.removeAll(where: \.isGroup)
    }

    /// Whether `units` hold group separators and each stands where automatic grouping puts
    /// one, and grouping puts none elsewhere. Counted, not listed: it runs on every keystroke
    /// in grouped text (decoding "1,234" meets its separator).
    private func groupsMatchGrouping(_ units: [EditUnit]) -> Bool {
        guard units.contains(where: \.isGroup) else { return false }
        let integer = Self.integerRange(units)
        let digits = units[integer].count - Self.groupCount(units[integer])
        let grouping = digits >= conventions.primaryGroupSize + conventions.minimumGroupingDigits
        var typed = 0, digitsBefore = 0
        for unit in units[integer] {
            guard unit.isGroup else { digitsBefore += 1; continue }
            guard grouping, conventions.isGroupBoundary(digits - digitsBefore) else { return false }
            typed += 1
        }
        guard typed == Self.groupCount(units[...]) else { return false }  // none in the fraction
        var boundaries = 0
        if grouping { for remaining in 1..<digits where conventions.isGroupBoundary(remaining) { boundaries += 1 } }
        return typed == boundaries
    }

    private static func groupCount(_ units: ArraySlice<EditUnit>) -> Int {
        var count = 0
        for unit in units where unit.isGroup { count += 1 }
        return count
    }

    private func insertDecimal(units: inout [EditUnit], caret: inout Int) throws(AmountEditRejection) {
        guard currency.fractionDigits > 0 else { throw .decimalSeparatorNotAllowed(currency: currency.code) }
        guard !units.contains(.decimal) else { throw .decimalSeparatorAlreadyPresent }
        if caret == 0 && units.first == .minus { caret = 1 }
        units.insert(.decimal, at: caret)
        caret += 1
        try validate(units)
    }

    private func paste(
        _ text: String, units: inout [EditUnit], selection: Range<Int>,
        caret: inout Int
    ) throws(AmountEditRejection) {
        let before = plainText(units[..<selection.lowerBound])
        let after = units[selection.upperBound...]
        let candidate = before + text + plainText(after)
        var pasted: [EditUnit] = []
        if candidate.unicodeScalars.contains(where: { !ScalarClass.isSpace($0) && !ScalarClass.isIgnorableMark($0) }) {
            let number: ParsedNumber
            do {
                number = try parser.parseNumber(candidate)
            } catch {
                if case .noDigits = error, candidate.unicodeScalars.allSatisfy({ ScalarClass.isMinus($0) || ScalarClass.isSpace($0) }) {
                    guard options.allowsNegative else { throw .negativeNotAllowed }
                    pasted = [.minus]
                    units = pasted
                    caret = 1
                    return
                }
                throw .invalidPaste(error)
            }
            pasted = Self.signedInteger(number.digits)
            if pasted.first == .minus, !options.allowsNegative { throw .negativeNotAllowed }
            if number.hasDecimalSeparator {
                guard currency.fractionDigits > 0 else { throw .decimalSeparatorNotAllowed(currency: currency.code) }
                pasted.append(.decimal)
                pasted += number.digits.fraction.map(EditUnit.digit)
            }
        }
        try validate(pasted)
        units = pasted
        caret = min(max(0, pasted.count - after.count), pasted.count)
    }

    // MARK: - Rules

    /// The sign and integer digits of a number as the parser reads it: "-0" is zero (no sign)
    /// and leading zeros are no digits of the amount ("007" is 7; an empty integer is 0).
    private static func signedInteger(_ digits: DigitString) -> [EditUnit] {
        let integer = digits.significantInteger
        return (digits.negative && !digits.isZero ? [.minus] : [])
            + (integer.isEmpty ? [0] : Array(integer)).map(EditUnit.digit)
    }

    private static func integerRange(_ units: [EditUnit]) -> Range<Int> {
        let start = units.first == .minus ? 1 : 0
        let end = units.firstIndex(of: .decimal) ?? units.count
        return start..<max(start, end)
    }

    private func validate(_ units: [EditUnit]) throws(AmountEditRejection) {
        var decimals = 0
        var integerDigits = 0
        var fractionDigits = 0
        for (index, unit) in units.enumerated() {
            switch unit {
            case .minus:
                if index != 0 { throw .invalidCharacter(conventions.minusSign) }
                if !options.allowsNegative { throw .negativeNotAllowed }
            case .decimal:
                decimals += 1
            case .digit:
                if decimals == 0 { integerDigits += 1 } else { fractionDigits += 1 }
            case .group:
                break
            }
        }
        if decimals > 1 { throw .decimalSeparatorAlreadyPresent }
        if decimals == 1 && currency.fractionDigits == 0 { throw .decimalSeparatorNotAllowed(currency: currency.code) }
        if fractionDigits > currency.fractionDigits {
            throw .tooManyFractionDigits(allowed: currency.fractionDigits, currency: currency.code)
        }
        if integerDigits > Amount.maximumIntegerDigits { throw .tooManyIntegerDigits(allowed: Amount.maximumIntegerDigits) }
    }

    /// A decimal separator with no integer digit gets a "0" before it; the caret stays after
    /// the separator or wherever it was relative to the other units.
    private func normalizeLeadingZero(_ units: inout [EditUnit], caret: inout Int) {
        guard let decimal = units.firstIndex(of: .decimal) else { return }
        let start = units.first == .minus ? 1 : 0
        guard decimal == start else { return }
        units.insert(.digit(0), at: start)
        if caret >= start { caret += 1 }
    }

    // MARK: - Text

    /// One unit in the locale's digits and signs (a typed group separator as typed).
    private func write(_ unit: EditUnit, to scalars: inout some RangeReplaceableCollection<Unicode.Scalar>) {
        switch unit {
        case .minus: scalars.append(contentsOf: minus)
        case let .digit(value): scalars.append(conventions.digit(value))
        case .decimal: scalars.append(conventions.decimalSeparator)
        case let .group(separator): scalars.append(separator)
        }
    }

    /// Units written in the locale's digits, without automatic grouping (typed group
    /// separators as typed): the form the parser reads.
    private func plainText(_ units: ArraySlice<EditUnit>) -> String {
        var scalars = String.UnicodeScalarView()
        for unit in units { write(unit, to: &scalars) }
        return String(scalars)
    }

    /// `state` without the grouping the editor wrote (typed separators stay), the selection kept
    /// on the same units: the text as the person typed it ("15,000" is "15000").
    func ungrouped(_ state: AmountEditState) -> AmountEditState {
        let (units, selection) = decode(state)
        var scalars = String.UnicodeScalarView()
        var lower = 0, upper = 0
        for (index, unit) in units.enumerated() {
            if index == selection.lowerBound { lower = scalars.count }
            if index == selection.upperBound { upper = scalars.count }
            write(unit, to: &scalars)
        }
        if selection.lowerBound >= units.count { lower = scalars.count }
        if selection.upperBound >= units.count { upper = scalars.count }
        return AmountEditState(text: String(scalars), selection: lower..<upper)
    }

    /// Writes units with grouping and affixes; `caret` is a unit count.
    func render(_ units: [EditUnit], caret: Int) -> AmountEditState {
        guard !units.isEmpty else { return .empty }
        var scalars: [Unicode.Scalar] = prefix
        var caretOffset = prefix.count
        let clampedCaret = min(max(0, caret), units.count)
        var unitIndex = 0
        func placed() {
            unitIndex += 1
            if unitIndex == clampedCaret { caretOffset = scalars.count }
        }
        if units.first == .minus {
            scalars += minus
            placed()
        }
        if units.contains(where: \.isGroup) {
            // Typed group separators where grouping puts none: the text as typed.
            for unit in units[unitIndex...] {
                write(unit, to: &scalars)
                placed()
            }
            scalars += suffix
            return AmountEditState(text: String(String.UnicodeScalarView(scalars)), caret: caretOffset)
        }
        let integerEnd = units.firstIndex(of: .decimal) ?? units.count
        let integerDigits = units[unitIndex..<integerEnd].compactMap { unit -> UInt8? in
            if case let .digit(value) = unit { return value } else { return nil }
        }
        let count = integerDigits.count
        let grouping = count >= conventions.primaryGroupSize + conventions.minimumGroupingDigits
        for (index, value) in integerDigits.enumerated() {
            scalars.append(conventions.digit(value))
            placed()
            let remaining = count - index - 1
            if grouping && remaining > 0 && conventions.isGroupBoundary(remaining) {
                scalars.append(conventions.groupingSeparator)
            }
        }
        for unit in units[integerEnd...] {
            write(unit, to: &scalars)
            placed()
        }
        scalars += suffix
        return AmountEditState(text: String(String.UnicodeScalarView(scalars)), caret: caretOffset)
    }

    /// Reads a state back into units and a selection in unit counts. Text outside the affixes
    /// and anything that is not a digit, the decimal separator, a minus sign or a group
    /// separator is ignored, so any text the widget hands over is understood. Group separators
    /// where grouping puts them are grouping, not units; elsewhere they are typed ones.
    func decode(_ state: AmountEditState) -> (units: [EditUnit], selection: Range<Int>) {
        let scalars = Array(state.text.unicodeScalars)
        var start = 0
        var end = scalars.count
        if scalars.count >= prefix.count + suffix.count,
            scalars.starts(with: prefix), scalars[(scalars.count - suffix.count)...].elementsEqual(suffix)
        {
            start = prefix.count
            end = scalars.count - suffix.count
        }
        var units: [EditUnit] = []
        var unitsBefore = [Int](repeating: 0, count: scalars.count + 1)
        var index = 0
        while index < scalars.count {
            unitsBefore[index] = units.count
            if index >= start && index < end {
                let scalar = scalars[index]
                if let digit = ScalarClass.digitValue(scalar) {
                    units.append(.digit(digit))
                } else if isGrouping(scalar), !units.contains(.decimal), case .digit = units.last {
                    units.append(.group(scalar))
                } else if scalar == conventions.decimalSeparator {
                    if !units.contains(.decimal) { units.append(.decimal) }
                } else if units.isEmpty && scalars[index...].starts(with: minus) {
                    units.append(.minus)
                    for offset in 1..<max(1, minus.count) where index + offset < scalars.count {
                        unitsBefore[index + offset] = units.count - 1
                    }
                    index += max(1, minus.count)
                    continue
                } else if units.isEmpty && ScalarClass.isMinus(scalar) {
                    units.append(.minus)
                }
            }
            index += 1
        }
        unitsBefore[scalars.count] = units.count
        func unitOffset(_ offset: Int) -> Int {
            unitsBefore[min(max(0, offset), scalars.count)]
        }
        var lower = unitOffset(state.selection.lowerBound)
        var upper = unitOffset(state.selection.upperBound)
        if groupsMatchGrouping(units) {
            // Automatic grouping (or typed separators standing where it would put them).
            lower -= Self.groupCount(units[..<lower])
            upper -= Self.groupCount(units[..<upper])
            units.removeAll(where: \.isGroup)
        }
        return (units, min(lower, upper)..<max(lower, upper))
    }
}
