import AmountKit
import Foundation
import GtkKit
import Localization

/// What the amount shows and says: the model for the currency and locale, the currency
/// marker and its place, error wording, the accessible value, and the FieldFrame's state.
extension InputAmount {
    func rebuildModel() {
        editor = AmountEditor(locale: locale, currency: currency, options: options)
        bridge.typing = AmountTyping(editor: editor)
        var readOptions = AmountParserOptions(allowsNegative: true)
        readOptions.rounding = nil
        reader = AmountEditor(locale: locale, currency: currency, options: readOptions)
        switch currencyDisplay {
        case .symbol, .custom: formatter = AmountFormatter(locale: locale, display: .symbol)
        case .isoCode: formatter = AmountFormatter(locale: locale, display: .isoCode)
        }
        // The marker sits where the locale writes the currency: "$ 12" but "12 €".
        let affixes = formatter.affixes(for: currency)
        markerLeading = currencyDisplay.isCustom || !(affixes?.prefix.isEmpty ?? true) || (affixes?.suffix.isEmpty ?? true)
        placeMarker()
    }

    var marker: String {
        switch currencyDisplay {
        case .symbol, .isoCode:
            return formatter.currencyLabel(for: currency) ?? currency.code
        case let .custom(write):
            return write(currency.code, locale).trimmingCharacters(in: .whitespaces)
        }
    }

    func placeMarker() {
        let markerWidget: Widget = selector?.button ?? currencyLabel
        // Moving a widget re-creates its accessible object: only when the place changes.
        if let placedMarker, placedMarker.widget === markerWidget, placedMarker.leading == markerLeading { return }
        frame.field.remove(markerWidget)
        if markerLeading { frame.field.insert(markerWidget, after: nil) } else { frame.field.append(markerWidget) }
        placedMarker = (markerWidget, markerLeading)
    }

    func applyLayout() {
        frame.root.setCSSClass("prominent", layout == .prominent)
    }

    func message(for problem: InputAmountError) -> String {
        if let errorMessage { return errorMessage(problem) }
        switch problem {
        case let .notAnAmount(text, reason):
            return AmountProblemWording(strings: strings, locale: locale).message(typed: text, reason: reason, currency: currency)
        case let .invalidAmount(.aboveMaximum(_, maximum)):
            return LocalizedFormat.fill(strings.aboveMaximum, LeftToRight.isolate(formattedLimit(maximum)))
        case let .invalidAmount(.belowMinimum(_, minimum)):
            return LocalizedFormat.fill(strings.belowMinimum, LeftToRight.isolate(formattedLimit(minimum)))
        case let .invalidAmount(reason):
            return reason.explanation(locale: locale, currency: currency)
        case let .edit(rejection):
            return rejection.explanation(locale: locale, currency: currency)
        default:
            return problem.description
        }
    }

    /// A limit in the field's own words ("$10,000.00"), or as AmountKit wrote it.
    func formattedLimit(_ canonical: String) -> String {
        guard let amount = try? Amount(canonical: canonical, currency: currency) else { return canonical }
        return AmountFormatter(locale: locale, display: currencyDisplay.isISOCode ? .isoCode : .symbol).string(for: amount)
    }

    /// The value text: "USD 1,234.50" (empty while the field is).
    var accessibleValue: String {
        guard !entry.text.isEmpty else { return "" }
        let number = currentAmount.map { formatter.numberString(for: $0) } ?? entry.text
        return LocalizedFormat.fill(strings.textFieldValue, currency.code, number)
    }

    /// Brings classes, texts, visibility and accessible properties in line with the state.
    func refresh() {
        let markerText = marker
        currencyLabel.text = markerText
        selector?.show(currency, marker: markerText)
        let placeholderText = explicitPlaceholder ?? formatter.placeholder(for: currency)
        if entry.placeholder != placeholderText { frame.setPlaceholder(placeholderText, speech: strings.speech) }

        frame.refresh(
            state: FieldFrameState(
                title: primaryText, secondaryTitle: secondaryText, helperText: notice ?? explicitHelper,
                errorText: errorText, hasFocus: hasFocus, isEnabled: isEnabled, isReadOnly: isReadOnly,
                isRequired: isRequired, accessibleLabel: explicitAccessibilityLabel ?? labelPrimaryText ?? strings.textFieldLabel,
                accessibleValue: accessibleValue, speech: strings.speech))
    }
}
