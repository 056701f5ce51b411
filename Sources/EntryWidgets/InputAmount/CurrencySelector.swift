import AmountKit
import Foundation
import GtkKit

/// The currency button of an InputAmount and its searchable popover of currencies.
///
/// The popover follows the combobox pattern: focus stays in its search field while Down/Up move
/// the active row (announced as the field's active descendant), Enter picks it, Escape closes
/// and returns focus to the button. Rows are the suggestion rows of the stylesheet.
@MainActor
final class CurrencySelector {
    /// The button in the field, showing the currency marker and a drop-down arrow.
    let button: Button
    let markerLabel: Label
    let popover: Popover
    let searchEntry: Entry
    let list: ListBox
    let scroller: ScrolledWindow
    let statusLabel: Label
    private let keyController = KeyController()
    private let buttonKeys = KeyController()

    private let table: CurrencyTable?
    private var searchIndex: CurrencySearchIndex?
    private var indexLocale: Locale?
    /// The currencies offered (nil: every currency of the table that people pay with).
    var choices: [Currency]?
    var locale: Locale
    var strings: InputAmountStrings { didSet { applyStrings() } }
    /// The currency shown on the button.
    private(set) var current: Currency
    /// The currencies listed for the search text, in order.
    private(set) var results: [Currency] = []
    /// The row the keyboard points at.
    private(set) var activeIndex: Int?
    /// A row to bring into view once the list has been laid out.
    private var pendingScroll: (index: Int, centered: Bool)?
    private var deferredScroll: MainLoopTimer?

    /// Called with the currency the person picked (the popover has closed).
    var onPick: (@MainActor (Currency) -> Void)?
    /// Called when the popover opens or closes.
    var onOpenChanged: (@MainActor (Bool) -> Void)?
    /// When set, the button calls it instead of opening the popover (the app shows its own picker).
    var onTap: (@MainActor () -> Void)?

    /// How many rows the list shows before it scrolls.
    static let visibleRows = 6
    /// The search field's width, in characters.
    static let searchWidthChars = 22

    init(current: Currency, table: CurrencyTable?, locale: Locale, strings: InputAmountStrings) {
        self.current = current
        self.table = table
        self.locale = locale
        self.strings = strings

        // Tree.
        markerLabel = Label()
        markerLabel.addCSSClass("input-amount-currency")
        let arrow = Image(iconName: "pan-down-symbolic")
        let content = Box(.horizontal)
        content.append(markerLabel)
        content.append(arrow)
        button = Button(iconName: "")
        button.setChild(content)
        button.hasFrame = false
        button.addCSSClass("input-amount-currency-button")
        searchEntry = Entry()
        searchEntry.widthChars = Self.searchWidthChars
        let searchField = Box(.horizontal)
        // The search field borrows the text input's token styling (field, border, focus).
        searchField.addCSSClass("text-input-field")
        searchField.append(Image(iconName: "system-search-symbolic"))
        searchEntry.hexpand = true
        searchField.append(searchEntry)
        let searchBox = Box(.vertical)
        searchBox.addCSSClass("text-input")
        searchBox.append(searchField)
        list = ListBox()
        list.setSelectionSingle(false)
        scroller = ScrolledWindow()
        scroller.propagateNaturalHeight(true)
        scroller.setChild(list)
        statusLabel = Label()
        statusLabel.addCSSClass("suggestion-status")
        statusLabel.wraps = true
        statusLabel.xalign = 0
        statusLabel.isVisible = false
        let column = Box(.vertical)
        column.append(searchBox)
        column.append(scroller)
        column.append(statusLabel)
        popover = Popover()
        popover.addCSSClass("suggestion-popover")
        popover.addCSSClass("currency-popover")
        popover.positionBelow()
        popover.hasArrow = false
        // Hangs from the button's start edge, like a menu, rather than centred on it.
        popover.halign = .start
        popover.setChild(column)
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
        searchEntry.onChanged { [weak self] in self?.refilter() }
        searchEntry.onActivate { [weak self] in self?.pickActive() }
        keyController.setPhase(.capture)
        keyController.onKeyPressed { [weak self] key, _ in self?.keyPressed(key) ?? false }
        searchEntry.addController(keyController)
        list.onRowActivated { [weak self] index in self?.pick(at: index) }
        scroller.onVerticalRangeChanged { [weak self] in self?.scrollToPending() }

        // Accessibility.
        button.setAccessibleHasPopup(true)
        button.setAccessibleExpanded(false)
        button.setAccessibleControls(list)
        searchEntry.setAccessibleControls(list)
        applyStrings()
    }

    /// Whether the popover is open.
    var isOpen: Bool { popover.isOpen }

    /// Shows `currency` with `marker` on the button.
    func show(_ currency: Currency, marker: String) {
        // Called on every refresh of the input (each keystroke): only a change is worth the
        // ICU name lookup and the accessibility updates.
        guard currency != current || marker != markerLabel.text else { return }
        current = currency
        markerLabel.text = marker
        applyStrings()
    }

    /// Opens the popover with an empty search, the current currency active, focus in the search.
    func open() {
        guard !popover.isOpen else { return }
        searchEntry.text = ""
        refilter()
        if let index = results.firstIndex(of: current) { setActive(index) }
        popover.popup()
        searchEntry.grabFocus()
        button.setAccessibleExpanded(true)
        onOpenChanged?(true)
        if let activeIndex { scrollTo(activeIndex, centered: true) }
    }

    /// Closes the popover.
    func close() {
        guard popover.isOpen else { return }
        popover.popdown()
    }

    // MARK: Search

    private func index() -> CurrencySearchIndex? {
        if let searchIndex, indexLocale == locale { return searchIndex }
        guard let table else { return nil }
        // Built on first use: a few ICU look-ups per currency.
        let built = CurrencySearchIndex(table: table, locale: locale)
        searchIndex = built
        indexLocale = locale
        return built
    }

    /// Lists the currencies matching the search text; the first becomes active.
    func refilter() {
        let query = searchEntry.text
        var found = index()?.search(query) ?? [current]
        if let choices {
            let allowed = Set(choices.map(\.code))
            found = found.filter { allowed.contains($0.code) }
        } else {
            // Money people pay with: no funds (USN, CLF...) and no units without minor units
            // (gold, SDR, the test code), unless the field already uses one.
            found = found.filter { ($0.minorUnits != nil && !$0.isFund) || $0 == current }
        }
        results = found
        pendingScroll = nil
        list.removeAll()
        activeIndex = nil
        for currency in found {
            let (content, name) = row(for: currency)
            let row = list.append(content)
            row.addCSSClass("suggestion-row")
            row.setAccessibleLabel(name)
        }
        statusLabel.text = found.isEmpty ? InputAmountStrings.fill(strings.noCurrencyFound, query) : ""
        statusLabel.isVisible = found.isEmpty
        scroller.isVisible = !found.isEmpty
        limitHeight()
        setActive(found.isEmpty ? nil : 0)
    }

    /// A row's content and its accessible name ("US Dollar, USD · $").
    private func row(for currency: Currency) -> (Widget, String) {
        let name = currency.localizedName(for: locale)
        let symbol = currency.symbol(for: locale)
        let detail = symbol == currency.code ? currency.code : "\(currency.code) · \(symbol)"
        let box = Box(.vertical)
        let nameLabel = Label(name)
        nameLabel.xalign = 0
        nameLabel.ellipsizeAtEnd()
        let detailLabel = Label(detail)
        detailLabel.xalign = 0
        detailLabel.addCSSClass("suggestion-secondary")
        box.append(nameLabel)
        box.append(detailLabel)
        return (box, "\(name), \(detail)")
    }

    /// Lets the list grow to `visibleRows` rows of the theme's row height, then scroll.
    private func limitHeight() {
        guard let first = list.allRows.first else { return }
        let rowHeight = max(1, first.naturalHeight)
        scroller.setMaxContentHeight(rowHeight * Self.visibleRows)
    }

    // MARK: Keyboard

    private func keyPressed(_ key: Key) -> Bool {
        switch key {
        case .down: moveActive(by: 1)
        case .up: moveActive(by: -1)
        case .pageDown: moveActive(by: Self.visibleRows)
        case .pageUp: moveActive(by: -Self.visibleRows)
        case .keypadEnter: pickActive()
        case .escape:
            close()
            button.grabFocus()
        default: return false
        }
        return true
    }

    private func moveActive(by step: Int) {
        guard !results.isEmpty else { return }
        let next = min(max(0, (activeIndex ?? -1) + step), results.count - 1)
        setActive(next)
        scrollTo(next)
    }

    private func setActive(_ index: Int?) {
        let rows = list.allRows
        if let activeIndex, activeIndex < rows.count {
            rows[activeIndex].removeCSSClass("active")
            rows[activeIndex].setAccessibleSelected(false)
        }
        activeIndex = index
        if let index, index < rows.count {
            rows[index].addCSSClass("active")
            rows[index].setAccessibleSelected(true)
            searchEntry.setAccessibleActiveDescendant(rows[index])
        } else {
            searchEntry.setAccessibleActiveDescendant(nil)
        }
    }

    private func scrollTo(_ index: Int, centered: Bool = false) {
        let rows = list.allRows
        guard index < rows.count else { return }
        // A row without its place yet (the popover just opened) is scrolled to after layout.
        guard rows[index].allocatedHeight > 0 else {
            pendingScroll = (index, centered)
            return
        }
        pendingScroll = nil
        scroller.scrollToShow(rows[index], centered: centered)
    }

    private func scrollToPending() {
        guard pendingScroll != nil, deferredScroll == nil else { return }
        // The range changes inside the viewport's allocation, where a new scroll value would be
        // drawn by the scrollbar but not re-allocate the list: scroll just after it instead.
        deferredScroll = MainLoopTimer.once(after: 0) { [weak self] in
            guard let self else { return }
            self.deferredScroll = nil
            if let pending = self.pendingScroll { self.scrollTo(pending.index, centered: pending.centered) }
        }
    }

    private func pickActive() {
        guard let activeIndex else { return }
        pick(at: activeIndex)
    }

    private func pick(at index: Int) {
        guard index < results.count else { return }
        let currency = results[index]
        close()
        onPick?(currency)
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
        let label = InputAmountStrings.fill(strings.currencySelector, current.localizedName(for: locale))
        button.setAccessibleLabel(label)
        button.tooltip = label
        searchEntry.setAccessibleLabel(strings.currencySearch)
        searchEntry.placeholder = strings.currencySearchPlaceholder
        list.setAccessibleLabel(strings.currencySearch)
    }
}
