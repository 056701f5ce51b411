import AmountKit
import Foundation
import GtkKit

/// The currency button and its searchable list (a CurrencySelector in the field).
extension InputAmount {
    /// Whether the currency is a button that opens a searchable list of currencies.
    public var hasCurrencySelector: Bool {
        get { selector != nil }
        set {
            guard newValue != hasCurrencySelector else { return }
            if newValue { installSelector() } else { removeSelector() }
            refresh()
        }
    }

    /// The list the currency selector offers, for an app that shows it on a page of its own
    /// (with `onCurrencySelectorTap`): the kiosk's touch screen, where a popover with a keyboard
    /// under its list does not fit. The current currency is active; give the pick to
    /// `pickCurrency(_:)`.
    public func makeCurrencyPicker() -> CurrencyPicker {
        let picker = CurrencyPicker(current: currency, table: table, locale: locale, strings: strings)
        picker.choices = selectableCurrencies()
        picker.visibleRows = nil
        picker.prepare()
        return picker
    }

    /// Switches to a currency picked on the app's own page as a pick in the built-in list does:
    /// a switch the amount cannot take shows as the field's error, and focus returns to the amount.
    public func pickCurrency(_ currency: Currency) { picked(currency) }

    /// Whether the currency list is open.
    public var isCurrencySelectorOpen: Bool { selector?.isOpen ?? false }

    /// Opens the currency list (with the selector enabled).
    public func openCurrencySelector() { selector?.open() }

    /// Closes the currency list.
    public func closeCurrencySelector() { selector?.close() }

    func installSelector() {
        let selector = CurrencySelector(current: currency, table: table, locale: locale, strings: strings)
        selector.choices = selectableCurrencies()
        selector.onTap = onCurrencySelectorTap
        selector.onPick = { [weak self] picked in self?.picked(picked) }
        selector.onOpenChanged = { [weak self] _ in self?.refresh() }
        selector.button.isSensitive = !isReadOnly
        frame.field.remove(currencyLabel)
        self.selector = selector
        placeMarker()
    }

    func removeSelector() {
        guard let selector else { return }
        selector.close()
        selector.popover.unparent()
        frame.field.remove(selector.button)
        self.selector = nil
        placeMarker()
    }

    func selectableCurrencies() -> [Currency]? {
        guard let codes = selectableCurrencyCodes else { return nil }
        return codes.compactMap { table?[$0] }
    }

    func picked(_ picked: Currency) {
        do {
            // The current currency again: what a refused switch said is answered.
            if picked == currency {
                clearRefusalNotice()
                refresh()
            }
            try setCurrency(picked)
        } catch {
            problem = error
            refresh()
        }
        // After the popover's own focus handling on closing: the person types the amount next.
        refocus = MainLoopTimer.once(after: 0) { [weak self] in
            guard let self else { return }
            self.refocus = nil
            self.entry.grabFocus()
            self.entry.caretPosition = self.entry.characterCount
        }
    }
}
