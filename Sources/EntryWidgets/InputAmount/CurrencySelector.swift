import AmountKit
import Foundation
import GtkKit
import Localization

/// The currency button of an InputAmount and its popover: a searchable list of currencies
/// (`CurrencyPicker`), closed by a pick or Escape, which return focus to the field or the button.
/// Down, Alt+Down and F4 on the button open it too.
@MainActor
final class CurrencySelector {
    /// The button in the field, showing the currency marker and a drop-down arrow.
    let button: Button
    let markerLabel: Label
    let popover: Popover
    let picker: CurrencyPicker
    private let buttonKeys = KeyController()

    /// The currencies offered (nil: every currency of the table that people pay with).
    var choices: [Currency]? {
        get { picker.choices }
        set { picker.choices = newValue }
    }
    var locale: Locale {
        get { picker.locale }
        set { picker.locale = newValue }
    }
    var strings: InputAmountStrings {
        didSet {
            picker.strings = strings
            applyStrings()
        }
    }
    /// The currency shown on the button.
    private var current: Currency { picker.current }
    /// For tests: the picker's parts.
    var searchEntry: Entry { picker.searchEntry }
    var results: [Currency] { picker.results }
    var activeIndex: Int? { picker.activeIndex }
    var statusLabel: Label { picker.statusLabel }

    /// Called with the currency the person picked (the popover has closed).
    var onPick: (@MainActor (Currency) -> Void)?
    /// Called when the popover opens or closes.
    var onOpenChanged: (@MainActor (Bool) -> Void)?
    /// When set, the button calls it instead of opening the popover (the app shows its own picker).
    var onTap: (@MainActor () -> Void)?

    init(current: Currency, table: CurrencyTable?, locale: Locale, strings: InputAmountStrings) {
        self.strings = strings
        picker = CurrencyPicker(current: current, table: table, locale: locale, strings: strings)

        // Tree.
        markerLabel = Label()
        markerLabel.addCSSClass("input-amount-currency")
        let arrow = Image(iconName: "pan-down-symbolic", role: .presentation)
        let content = Box(.horizontal)
        content.append(markerLabel)
        content.append(arrow)
        button = Button(iconName: "")
        button.setChild(content)
        button.hasFrame = false
        button.addCSSClass("input-amount-currency-button")
        popover = Popover()
        popover.addCSSClass("suggestion-popover")
        popover.addCSSClass("currency-popover")
        popover.positionBelow()
        popover.hasArrow = false
        // Hangs from the button's start edge, like a menu, rather than centred on it.
        popover.halign = .start
        popover.setChild(picker.widget)
        popover.attach(to: button)

        // Signals.
        button.onClicked { [weak self] in self?.buttonClicked() }
        // The combobox keys on the button: Down, Alt+Down or F4 open the list too.
        buttonKeys.onKeyPressed { [weak self] key, _ in
            guard let self, key == .down || key == .f4, self.onTap == nil else { return false }
            self.open()
            return true
        }
        button.addController(buttonKeys)
        popover.onClosed { [weak self] in
            self?.button.setAccessibleExpanded(false)
            self?.onOpenChanged?(false)
        }
        picker.onPick = { [weak self] currency in
            self?.close()
            self?.onPick?(currency)
        }
        picker.onCancel = { [weak self] in
            self?.close()
            self?.button.grabFocus()
        }

        // Accessibility.
        button.setAccessibleHasPopup(true)
        button.setAccessibleExpanded(false)
        button.setAccessibleControls(picker.list)
        applyStrings()
    }

    /// Whether the popover is open.
    var isOpen: Bool { popover.isOpen }

    /// Shows `currency` with `marker` on the button.
    func show(_ currency: Currency, marker: String) {
        // Called on every refresh of the input (each keystroke): only a change is worth the
        // ICU name lookup and the accessibility updates.
        guard currency != current || marker != markerLabel.text else { return }
        picker.current = currency
        markerLabel.text = marker
        applyStrings()
    }

    /// Opens the popover with an empty search, the current currency active, focus in the search.
    func open() {
        guard !popover.isOpen else { return }
        picker.prepare()
        popover.popup()
        picker.focusSearch()
        button.setAccessibleExpanded(true)
        onOpenChanged?(true)
    }

    /// Closes the popover.
    func close() {
        guard popover.isOpen else { return }
        popover.popdown()
    }

    private func buttonClicked() {
        if let onTap {
            onTap()
        } else if popover.isOpen {
            close()
        } else {
            open()
        }
    }

    private func applyStrings() {
        let label = LocalizedFormat.fill(strings.currencySelector, current.localizedName(for: locale))
        button.setAccessibleLabel(label)
        button.tooltip = label
    }
}
