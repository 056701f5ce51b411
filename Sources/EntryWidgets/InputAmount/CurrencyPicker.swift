import AmountKit
import Foundation
import GtkKit
import Localization

/// A searchable list of currencies: the content of an InputAmount's currency popover, or a page
/// of its own where a popover does not fit (the kiosk's touch screen, with a keyboard under it).
///
/// It follows the combobox pattern: focus stays in the search field while Down/Up move the
/// active row (announced as the field's active descendant), Enter picks it, Escape cancels.
/// Rows are the suggestion rows of the stylesheet.
@MainActor
public final class CurrencyPicker {
    /// The widget to place in a popover or a page.
    public var widget: Widget { column }
    let searchEntry: Entry
    let list: ListBox
    let scroller: ScrolledWindow
    let statusLabel: Label
    private let column = Box(.vertical)
    private let keyController = KeyController()

    private let table: CurrencyTable?
    private var searchIndex: CurrencySearchIndex?
    private var indexLocale: Locale?
    /// The currencies offered (nil: every currency of the table that people pay with).
    var choices: [Currency]?
    var locale: Locale
    var strings: InputAmountStrings { didSet { applyStrings() } }
    /// The currency in use: listed even if it is not offered, and active when the list opens.
    var current: Currency
    /// The currencies listed for the search text, in order.
    private(set) var results: [Currency] = []
    /// The row the keyboard points at.
    private(set) var activeIndex: Int?
    /// A row to bring into view once the list has been laid out.
    private var pendingScroll: (index: Int, centered: Bool)?
    private var deferredScroll: MainLoopTimer?

    /// Called with the currency the person picked.
    public var onPick: (@MainActor (Currency) -> Void)?
    /// Called when the person pressed Escape.
    public var onCancel: (@MainActor () -> Void)?
    /// Called after each key of the touch keyboard (the kiosk counts it as activity).
    public var onTouchKey: (@MainActor () -> Void)?

    /// How many rows the list shows before it scrolls; nil: as many as its place holds (a page).
    var visibleRows: Int? = 6 {
        didSet {
            scroller.vexpand = visibleRows == nil
            limitHeight()
        }
    }

    /// A keyboard under the list, for a touch screen without a physical one.
    private(set) var touchKeyboard: OnScreenKeyboard?
    public var hasTouchKeyboard: Bool {
        get { touchKeyboard != nil }
        set {
            guard newValue != hasTouchKeyboard else { return }
            if newValue {
                let keyboard = OnScreenKeyboard(accessibleLabel: strings.currencySearchKeyboard)
                keyboard.target = searchEntry
                keyboard.onKey = { [weak self] in self?.onTouchKey?() }
                column.append(keyboard.widget)
                touchKeyboard = keyboard
            } else if let touchKeyboard {
                column.remove(touchKeyboard.widget)
                self.touchKeyboard = nil
            }
        }
    }

    /// The search field's width, in characters.
    static let searchWidthChars = 22

    init(current: Currency, table: CurrencyTable?, locale: Locale, strings: InputAmountStrings) {
        self.current = current
        self.table = table
        self.locale = locale
        self.strings = strings

        searchEntry = Entry()
        searchEntry.widthChars = Self.searchWidthChars
        let searchField = Box(.horizontal)
        // The search field borrows the text input's token styling (field, border, focus).
        searchField.addCSSClass("text-input-field")
        searchField.append(Image(iconName: "system-search-symbolic", role: .presentation))
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
        column.addCSSClass("currency-picker")
        column.append(searchBox)
        column.append(scroller)
        column.append(statusLabel)

        searchEntry.onChanged { [weak self] in self?.refilter() }
        searchEntry.onActivate { [weak self] in self?.pickActive() }
        keyController.setPhase(.capture)
        keyController.onKeyPressed { [weak self] key, _ in self?.keyPressed(key) ?? false }
        searchEntry.addController(keyController)
        list.onRowActivated { [weak self] index in self?.pick(at: index) }
        scroller.onVerticalRangeChanged { [weak self] in self?.scrollToPending() }

        searchEntry.setAccessibleControls(list)
        applyStrings()
    }

    /// Empties the search (its undo history too: nothing of an earlier search is left for the
    /// kiosk's next person), lists every currency with the current one active, and brings it
    /// into view once the list is on screen.
    public func prepare() {
        searchEntry.setTextWithoutUndo("")
        refilter()
        if let index = results.firstIndex(of: current) {
            setActive(index)
            scrollTo(index, centered: true)
        }
    }

    /// Puts the keyboard focus in the search field.
    public func focusSearch() { searchEntry.grabFocus() }

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
        statusLabel.text = found.isEmpty ? LocalizedFormat.fill(strings.noCurrencyFound, query) : ""
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
        guard let visibleRows, let first = list.allRows.first else { return }
        let rowHeight = max(1, first.naturalHeight)
        scroller.setMaxContentHeight(rowHeight * visibleRows)
    }

    // MARK: Keyboard

    private func keyPressed(_ key: Key) -> Bool {
        let page = visibleRows ?? max(1, scroller.allocatedHeight / max(1, list.allRows.first?.allocatedHeight ?? 1))
        switch key {
        case .down: moveActive(by: 1)
        case .up: moveActive(by: -1)
        case .pageDown: moveActive(by: page)
        case .pageUp: moveActive(by: -page)
        case .keypadEnter: pickActive()
        case .escape: onCancel?()
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
        // A row without its place yet (the list just opened) is scrolled to after layout.
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
        onPick?(results[index])
    }

    private func applyStrings() {
        searchEntry.setAccessibleLabel(strings.currencySearch)
        searchEntry.placeholder = strings.currencySearchPlaceholder
        list.setAccessibleLabel(strings.currencySearch)
        touchKeyboard?.widget.setAccessibleLabel(strings.currencySearchKeyboard)
    }
}
