import AmountKit
import Foundation
import GtkKit

/// The themed money input: primary and secondary labels above a field holding the amount and
/// its currency (a marker, or a button that opens a searchable currency list), helper text
/// below, and an error message with an icon that replaces the helper while shown.
///
/// Every keystroke, paste and deletion goes through AmountKit's `AmountEditor` (GTK's
/// insert-text and delete-text are intercepted), so grouping is live and the caret never jumps;
/// the keypad's decimal key always gives the locale's decimal separator. Limits (minimum,
/// maximum, negatives) are checked on focus-out. Looks come only from the tokens' stylesheet:
/// `.input-amount` with `.input-amount-primary`, `.input-amount-secondary`,
/// `.input-amount-field` (holding the entry and `.input-amount-currency`), `.input-amount-helper`
/// and `.input-amount-error`; state classes `.focused`, `.editing`, `.error`, `.read-only`,
/// `.disabled`; `.prominent` for the prominent layout and a `.radius-*` class (the chrome is a
/// `FieldFrame`, shared with TextInput).
///
/// Accessibility: the field is named by `accessibilityLabel`, else the primary label, else
/// "Amount input"; its value text reads "USD 1,234.50". GTK 4.8 does not send the value text of
/// an entry over AT-SPI, so the same words also lead the accessible description, followed by
/// the helper or error text; the field is invalid while an error shows.
///
/// Keep the InputAmount alive for as long as its widget is on screen: it drives the widget.
@MainActor
public final class InputAmount {
    /// The widget to put in a window or container.
    public var widget: Widget { frame.root }

    // The chrome and the parts, internal so the tests can check them; the state below is
    // internal, not private, for the extensions in InputAmount+*.swift.
    let frame: FieldFrame
    /// The text field (on-screen keypads type into it through the edit model).
    public let entry: Entry
    let currencyLabel: Label
    var selector: CurrencySelector?
    let keyController = KeyController()

    let table: CurrencyTable?
    /// The currency of the amount.
    public private(set) var currency: Currency
    var editor: AmountEditor
    /// Keystrokes through the editor, kept as typed where it cannot take them.
    var bridge: AmountFieldBridge
    /// Said under the field in place of the helper until the next change: how typed text that
    /// was not in the locale's convention was read ("Read as €1,234.56").
    var notice: String?
    var explicitHelper = ""
    var primaryText = ""
    var secondaryText = ""
    /// Reads the value whatever the limits: `amount` is what the field shows.
    var reader: AmountEditor
    var formatter: AmountFormatter
    var options = AmountParserOptions()

    var explicitPlaceholder: String?
    var explicitAccessibilityLabel: String?
    var hasFocus = false
    /// Set while the widget writes the entry itself: the interceptors let it through.
    var writingText = false
    var appError: String?
    var problem: InputAmountError?
    var lastValue: Decimal?
    var changeHandlers: [@MainActor (Decimal?) -> Void] = []
    var currencyHandlers: [@MainActor (String) -> Void] = []
    var focusHandlers: [@MainActor (Bool) -> Void] = []
    var markerLeading = true
    var refocus: MainLoopTimer?
    var placedMarker: (widget: Widget, leading: Bool)?

    // MARK: Creation

    /// An input for amounts in `currency`. `placeholder` nil shows zero with the currency's
    /// fraction digits in the locale ("0.00", "0,00", "0"); `currencies` (default: the bundled
    /// ISO 4217 table) lists what the currency selector offers: if the bundled table cannot be
    /// read, the selector offers only `currency` (the code-based init throws instead).
    public init(
        amount: Decimal? = nil, currency: Currency, placeholder: String? = nil,
        layout: InputAmountLayout = .default, labelPrimaryText: String? = nil,
        labelSecondaryText: String? = nil, locale: Locale = .current,
        currencies: CurrencyTable? = nil, strings: InputAmountStrings = InputAmountStrings()
    ) {
        self.currency = currency
        self.locale = locale
        self.strings = strings
        self.layout = layout
        table = currencies ?? (try? CurrencyTable.standard())
        explicitPlaceholder = placeholder
        editor = AmountEditor(locale: locale, currency: currency)
        bridge = AmountFieldBridge(typing: AmountTyping(editor: editor))
        reader = AmountEditor(locale: locale, currency: currency, options: AmountParserOptions(allowsNegative: true))
        formatter = AmountFormatter(locale: locale)

        primaryText = labelPrimaryText ?? ""
        secondaryText = labelSecondaryText ?? ""

        // Tree: the marker goes before or after the entry as the locale writes the currency
        // (`placeMarker`).
        entry = Entry()
        // An amount reads left to right in every language: in a right-to-left window a minus
        // typed first stays in front of the digits instead of jumping behind them.
        entry.keepLeftToRight()
        entry.inputPurpose = .number
        frame = FieldFrame(cssName: "input-amount", heading: .primaryAndSecondary, entry: entry)
        currencyLabel = Label()
        currencyLabel.addCSSClass("input-amount-currency")
        frame.field.insert(currencyLabel, after: nil)

        // Signals.
        frame.onFocus(
            entered: { [weak self] in self?.focusEntered() },
            left: { [weak self] in self?.focusLeft() })
        entry.onChanged { [weak self] in self?.textChanged() }
        entry.onActivate { [weak self] in self?.onSubmit?() }
        entry.onInsertText { [weak self] inserted, position in
            self?.interceptInsertion(inserted, at: position) ?? .accept
        }
        entry.onDeleteText { [weak self] range in
            self?.interceptDeletion(range) ?? .accept
        }
        // A paste replaces the selection in one edit, so a refused paste keeps what was there.
        entry.onPaste { [weak self] pasted in self?.paste(pasted) }
        // Capture phase: GTK would turn KP_Decimal into "." or "," by keyboard layout.
        keyController.setPhase(.capture)
        keyController.onKeyPressed { [weak self] key, modifiers in
            self?.keyPressed(key, modifiers: modifiers) ?? false
        }
        entry.addController(keyController)

        // Accessibility and the visible state.
        frame.errorIcon.setAccessibleLabel(strings.errorIcon)
        rebuildModel()
        applyLayout()
        if let amount { self.amount = amount }
        refresh()
    }

    /// An input for amounts in the currency with ISO code `currencyCode` (see the other init).
    public convenience init(
        amount: Decimal? = nil, currencyCode: String, placeholder: String? = nil,
        layout: InputAmountLayout = .default, labelPrimaryText: String? = nil,
        labelSecondaryText: String? = nil, locale: Locale = .current,
        currencies: CurrencyTable? = nil,
        strings: InputAmountStrings = InputAmountStrings()
    ) throws(InputAmountError) {
        let table: CurrencyTable
        if let currencies {
            table = currencies
        } else {
            do { table = try CurrencyTable.standard() } catch { throw .currencyTableUnavailable(error) }
        }
        let currency: Currency
        do { currency = try table.currency(code: currencyCode) } catch { throw .unknownCurrency(error) }
        self.init(
            amount: amount, currency: currency, placeholder: placeholder, layout: layout,
            labelPrimaryText: labelPrimaryText, labelSecondaryText: labelSecondaryText, locale: locale,
            currencies: table, strings: strings)
    }

    // MARK: Amount

    /// The amount shown (nil when empty); setting it shows the amount grouped with all its
    /// fraction digits, without calling the change handlers. A value the currency cannot hold
    /// exactly is not cut: the field is emptied and shows why (use `setAmount` to catch it).
    public var amount: Decimal? {
        get { currentAmount?.value }
        set {
            do {
                try setAmount(newValue)
            } catch {
                write(AmountTypingState.empty)
                lastValue = nil
                problem = error
                refresh()
            }
        }
    }

    /// The amount shown with its currency (nil when empty or only a sign).
    public var currentAmount: Amount? {
        isVerbatim ? nil : try? reader.amount(in: editState)
    }

    /// Whether the field holds text as the person typed it that is not (yet) an amount the
    /// field shows formatted: "1.234,56" in en_US, "15000.50" in yen. `validate()` turns it into
    /// the amount it reads as, or reports why it is none.
    public var holdsTypedText: Bool { isVerbatim }

    /// Shows `value` (nil empties the field); throws when the currency cannot hold it exactly.
    public func setAmount(_ value: Decimal?) throws(InputAmountError) {
        var shown: Amount?
        if let value {
            do { shown = try Amount(exactly: value, currency: currency) } catch { throw .amountDoesNotFit(error) }
        }
        write(editor.state(for: shown))
        lastValue = shown?.value
        clearRefusalNotice()
        if case .invalidAmount = problem { validate() }
        refresh()
    }

    /// Shows text as if the person typed it key by key now (a draft's half-typed amount):
    /// kept as typed where typing would have kept it, without calling the change handlers.
    public func restoreTypedText(_ text: String) {
        write(typing.typed(text))
        lastValue = currentAmount?.value
        refresh()
    }

    /// Calls `handler` with the new amount whenever the person changes it (typing, paste,
    /// deletion, keypad): regrouping alone does not count, and neither do changes from code.
    public func onAmountChanged(_ handler: @escaping @MainActor (Decimal?) -> Void) {
        changeHandlers.append(handler)
    }

    /// Runs when the person presses Enter in the amount (a form moves on to its next field).
    public var onSubmit: (@MainActor () -> Void)?

    /// The text in the field, as shown ("1,234.50").
    public var text: String { entry.text }
    /// The caret position, in characters (Unicode scalars).
    public var caretPosition: Int {
        get { entry.caretPosition }
        set { entry.caretPosition = newValue }
    }

    // MARK: Currency

    /// The ISO 4217 code of the currency.
    public var currencyCode: String { currency.code }
    /// Whether the text holds every fraction digit of its currency (auto-advance).
    public var hasEveryFractionDigit: Bool { editor.hasEveryFractionDigit(entry.text) }

    /// Switches to the currency with this code (see `setCurrency`).
    public func setCurrencyCode(_ code: String) throws(InputAmountError) {
        guard let table else {
            throw .unknownCurrency(.unknownCode(code))
        }
        let found: Currency
        do { found = try table.currency(code: code) } catch { throw .unknownCurrency(error) }
        try setCurrency(found)
    }

    /// Switches currency, keeping the amount. An amount the new currency cannot hold (12.50 to
    /// JPY) is never cut: the switch is refused with `.amountDoesNotFit`.
    public func setCurrency(_ newCurrency: Currency) throws(InputAmountError) {
        guard newCurrency != currency else { return }
        let value = currentAmount?.value
        var converted: Amount?
        if let value {
            do { converted = try Amount(exactly: value, currency: newCurrency) } catch { throw .amountDoesNotFit(error) }
        }
        let typedText = isVerbatim ? entry.text : nil
        currency = newCurrency
        rebuildModel()
        if let typedText {
            write(typing.typed(typedText))
        } else if !entry.text.isEmpty {
            write(editor.state(for: converted))
        }
        clearRefusalNotice()
        if case .invalidAmount = problem { validate() }
        refresh()
        for handler in currencyHandlers { handler(newCurrency.code) }
    }

    /// Calls `handler` with the new code whenever the currency changes (selector or code).
    public func onCurrencyChanged(_ handler: @escaping @MainActor (String) -> Void) {
        currencyHandlers.append(handler)
    }

    /// How the currency shows beside the amount.
    public var currencyDisplay: InputAmountCurrencyDisplay = .symbol {
        didSet { rebuildModel(); refresh() }
    }

    /// The codes the currency selector offers (nil: every currency of the table except funds
    /// such as USN and CLF and units without minor units such as XAU, XDR and XTS).
    public var selectableCurrencyCodes: [String]? {
        didSet { selector?.choices = selectableCurrencies() }
    }

    /// When set, the currency button calls this instead of opening the built-in list (the app
    /// shows its own picker and calls `setCurrencyCode`). The design's `currencySelector(onTap:)`.
    public var onCurrencySelectorTap: (@MainActor () -> Void)? {
        didSet { selector?.onTap = onCurrencySelectorTap }
    }

    // MARK: Labels and text

    /// The label above the field (also the accessible name unless `accessibilityLabel` is set).
    public var labelPrimaryText: String? {
        get { primaryText.isEmpty ? nil : primaryText }
        set { primaryText = newValue ?? ""; refresh() }
    }
    /// The secondary label, at the end of the label row ("Maximum transfer: €10,000").
    public var labelSecondaryText: String? {
        get { secondaryText.isEmpty ? nil : secondaryText }
        set { secondaryText = newValue ?? ""; refresh() }
    }
    /// The helper text under the field (the accessible description while there is no error).
    public var helperText: String? {
        get { explicitHelper.isEmpty ? nil : explicitHelper }
        set { explicitHelper = newValue ?? ""; refresh() }
    }
    /// The hint while empty; nil shows zero in the locale with the currency's fraction digits.
    public var placeholder: String? {
        get { explicitPlaceholder }
        set { explicitPlaceholder = newValue; refresh() }
    }
    /// The accessible name when it must differ from the primary label (nil: the primary
    /// label, or "Amount input" from `strings`).
    public var accessibilityLabel: String? {
        get { explicitAccessibilityLabel }
        set { explicitAccessibilityLabel = newValue; refresh() }
    }
    /// The words the input shows or says itself (localisation).
    public var strings: InputAmountStrings {
        didSet { selector?.strings = strings; frame.errorIcon.setAccessibleLabel(strings.errorIcon); refresh() }
    }
    /// Writes the error text for a problem (translation); nil uses AmountKit's English messages.
    public var errorMessage: (@MainActor (InputAmountError) -> String)? {
        didSet { refresh() }
    }
    /// The locale of digits, separators, symbols and names.
    public var locale: Locale {
        didSet {
            let value = currentAmount
            let typedText = isVerbatim ? entry.text : nil
            rebuildModel()
            selector?.locale = locale
            if let typedText {
                write(typing.typed(typedText))
            } else if !entry.text.isEmpty {
                write(editor.state(for: value))
            }
            refresh()
        }
    }

    // MARK: Layout and rules

    /// Bordered (`.default`) or underlined with large type (`.prominent`).
    public var layout: InputAmountLayout {
        didSet { applyLayout() }
    }
    /// The corner radius step of the bordered field.
    public var cornerRadius: FieldCornerRadius {
        get { frame.cornerRadius }
        set { frame.cornerRadius = newValue }
    }
    /// Whether a minus sign may be typed (negative amounts).
    public var allowsNegative: Bool {
        get { options.allowsNegative }
        set { options.allowsNegative = newValue; rebuildModel(); revalidate() }
    }
    /// The smallest accepted amount, checked on focus-out.
    public var minimum: Decimal? {
        get { options.minimum }
        set { options.minimum = newValue; rebuildModel(); revalidate() }
    }
    /// The largest accepted amount, checked on focus-out.
    public var maximum: Decimal? {
        get { options.maximum }
        set { options.maximum = newValue; rebuildModel(); revalidate() }
    }

    // MARK: States

    /// Whether the person can use the field (false: greyed out, skipped by Tab).
    public var isEnabled: Bool = true {
        didSet {
            frame.setEnabled(isEnabled)
            if !isEnabled { selector?.close() }
            refresh()
        }
    }
    /// Whether an amount must be entered: said by screen readers.
    public var isRequired = false {
        didSet { refresh() }
    }
    /// Whether the amount is fixed: it can be selected and copied, not changed.
    public var isReadOnly: Bool = false {
        didSet {
            frame.setReadOnly(isReadOnly)
            selector?.button.isSensitive = !isReadOnly
            if isReadOnly { selector?.close() }
            refresh()
        }
    }
    /// Whether keyboard focus is in the field (its currency button and list included).
    public var isFocused: Bool { hasFocus }
    /// Calls `handler` with true when focus enters the input (its currency button and list
    /// included) and false when it leaves, after normalising and checking the limits.
    public func onFocusChanged(_ handler: @escaping @MainActor (Bool) -> Void) {
        focusHandlers.append(handler)
    }
    /// Moves keyboard focus into the amount; returns whether it took it.
    @discardableResult
    public func focus() -> Bool { entry.grabFocus() }

    /// The error text shown, if any (set by the app, or the widget's own finding).
    public var errorText: String? {
        get { appError ?? problem.map(message(for:)) }
        set { appError = newValue; refresh() }
    }
    /// The widget's own finding: a refused edit or currency switch, or a broken limit.
    public var currentProblem: InputAmountError? { problem }

    /// Checks the limits now (as focus-out does); shows the problem and returns false if any.
    @discardableResult
    public func validate() -> Bool {
        // A refused keystroke or currency switch left the amount as it was: not a reason to
        // call the amount invalid (it would block a form's Save with nothing to fix).
        clearRefusalNotice()
        commitTypedText()
        switch typing.reading(of: typingState) {
        case .success:
            if case .invalidAmount = problem { problem = nil }
        case let .failure(error):
            problem = isVerbatim ? .notAnAmount(text: entry.text, reason: error) : .invalidAmount(error)
        }
        refresh()
        return problem == nil && appError == nil
    }

    /// Empties the field, its errors and its undo history (kiosk reset, next record).
    public func reset() {
        write(AmountTypingState.empty)
        entry.clearUndoHistory()
        lastValue = nil
        problem = nil
        appError = nil
        notice = nil
        refresh()
    }
}
