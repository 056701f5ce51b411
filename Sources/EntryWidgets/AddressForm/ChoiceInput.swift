import GtkKit

/// A searchable picker on a TextInput: typing filters the choices by code, name or Latin name
/// in a suggestion list under the field, with the best match active, so "ca" then Enter picks
/// California. Down (or the field's button) opens the whole list. A typed text that names a
/// choice exactly is picked when focus leaves; any other text is kept as typed, or, when only
/// a choice will do (`requiresChoice`), gives way to the last choice again. Public for the
/// desk's own choice fields (an office's form file), which pick the same way.
@MainActor
public final class ChoiceInput {
    /// The input (title, error, read-only state).
    public let input: TextInput
    /// Called after the picked choice changes (nil: the text names no choice).
    public var onSelectionChanged: (@MainActor (ChoiceOption?) -> Void)?

    private let suggestions: SuggestionPopover
    private var matcher = ChoiceMatcher(options: [])
    private var shown: [Int] = []
    private var settingText = false
    private var noMatchesText: String

    /// The picked choice, if the text names one.
    public private(set) var selected: ChoiceOption? {
        didSet { if let selected { lastSelected = selected } }
    }
    private var lastSelected: ChoiceOption?
    /// Whether the value must be one of the choices (a country): text naming none is not kept
    /// when focus leaves, so the field never shows what the form does not use.
    public var requiresChoice = false
    /// Whether a choice's key shows under its name when they differ (a state's code "CA"
    /// under California); off where the key is a stored code a person never types.
    public var showsKeys = true

    public init(title: String, placeholder: String, listName: String, noMatches: String, showAllLabel: String) {
        noMatchesText = noMatches
        input = TextInput(labelPrimaryText: title, placeholder: placeholder, fieldRole: .combobox)
        suggestions = SuggestionPopover(input: input, listName: listName)
        installToggle(showAllLabel)
        input.onChanged { [weak self] text in self?.textChanged(text) }
        suggestions.onPick = { [weak self] index in self?.picked(index) }
        // Enter and Tab take the highlighted choice and move on, as a person expects of a
        // field: the highlight was never left half picked ("tok" kept, Tokyo not chosen).
        suggestions.onEnterPicked = { [weak self] in self?.input.performReturnAction() }
        suggestions.onTab = { [weak self] active, _ in
            if let active { self?.picked(active) }
            return false
        }
        suggestions.onOpenRequest = { [weak self] in
            guard let self, !self.input.isReadOnly, self.input.isEnabled else { return false }
            self.showMatches(for: "")
            return true
        }
        let focus = FocusController()
        focus.onLeave { [weak self] in self?.focusLeft() }
        input.entry.addController(focus)
    }

    /// The choices offered; the current text is matched against them again.
    public var options: [ChoiceOption] {
        get { matcher.options }
        set {
            matcher = ChoiceMatcher(options: newValue)
            suggestions.close()
            let previous = selected
            selected = matcher.exactMatch(input.text).map { matcher.options[$0] }
            if selected != previous { onSelectionChanged?(selected) }
        }
    }

    /// The words for the list (localisation).
    func setStrings(listName: String, noMatches: String, showAllLabel: String) {
        noMatchesText = noMatches
        suggestions.list.setAccessibleLabel(listName)
        installToggle(showAllLabel)
    }

    /// The button that opens the whole list: for the pointer; the keyboard has Down, so Tab
    /// goes from field to field.
    private func installToggle(_ label: String) {
        input.setTrailingIcon(.named("pan-down-symbolic"), accessibilityLabel: label) { [weak self] in
            self?.toggleList()
        }
        input.trailingView?.isFocusable = false
    }

    /// The value to store: the picked choice's key, else the text as typed.
    public var value: String { selected?.key ?? input.text }

    /// Shows `value`: the choice it names (by key, name or Latin name), else the text itself.
    public func setValue(_ value: String) {
        show(matcher.exactMatch(value).map { matcher.options[$0] }, else: value)
    }

    /// Shows the choice whose key is `key`, found without folding every name (the caller has a
    /// key, not typed text); a key no choice has is shown as `setValue` would.
    public func select(key: String) {
        guard let option = matcher.options.first(where: { $0.key == key }) else { return setValue(key) }
        show(option, else: key)
    }

    private func show(_ match: ChoiceOption?, else text: String) {
        setText(match?.name ?? text)
        let previous = selected
        selected = match
        if selected != previous { onSelectionChanged?(selected) }
    }

    /// Forgets what was typed (the text, its undo history, an open list) and shows the choice
    /// whose key is `key`.
    public func reset(showing key: String) {
        suggestions.close()
        input.reset()
        select(key: key)
    }

    /// Whether the suggestion list is open.
    public var isListOpen: Bool { suggestions.isOpen }
    /// The names of the rows shown (tests).
    var shownNames: [String] { suggestions.items.map(\.title) }

    // MARK: Events

    private func textChanged(_ text: String) {
        guard !settingText else { return }
        // Typing over a picked choice unpicks it until the text names one again.
        if let selected, selected.name != text {
            self.selected = nil
            onSelectionChanged?(nil)
        }
        guard input.isFocused || input.entry.containsFocus else { return }
        showMatches(for: text)
    }

    private func showMatches(for text: String) {
        shown = matcher.matches(text)
        let items = shown.map { index -> SuggestionItem in
            let option = matcher.options[index]
            let detail = option.latinName ?? (option.key == option.name || !showsKeys ? "" : option.key)
            return SuggestionItem(title: option.name, detail: detail)
        }
        suggestions.show(items, status: items.isEmpty ? noMatchesText : nil, active: text.isEmpty ? selectedRow() : 0)
    }

    private func selectedRow() -> Int? {
        guard let selected else { return nil }
        return shown.firstIndex { matcher.options[$0] == selected }
    }

    private func toggleList() {
        if suggestions.isOpen {
            suggestions.close()
            return
        }
        guard !input.isReadOnly, input.isEnabled else { return }
        input.focus()
        showMatches(for: "")
    }

    private func picked(_ row: Int) {
        guard shown.indices.contains(row) else { return }
        let option = matcher.options[shown[row]]
        suggestions.close()
        setText(option.name)
        input.caretPosition = input.entry.characterCount
        selected = option
        // Reported even when the same choice is picked again: the form re-validates on it.
        onSelectionChanged?(option)
    }

    private func focusLeft() {
        // GTK 4.8 keeps drawing a selection after the focus has gone (the country tabbed into,
        // all of it selected, stayed highlighted): the text left behind is plain.
        defer { if input.entry.selection != nil { input.caretPosition = input.entry.characterCount } }
        guard selected == nil else { return }
        guard
            let option = matcher.exactMatch(input.text).map({ matcher.options[$0] })
                ?? (requiresChoice ? lastSelected : nil)
        else { return }
        suggestions.close()
        setText(option.name)
        selected = option
        onSelectionChanged?(option)
    }

    private func setText(_ text: String) {
        settingText = true
        input.text = text
        settingText = false
    }
}
