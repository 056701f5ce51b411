import GtkKit

/// The themed single-line input: a title above the field, leading and trailing icons, helper
/// text below, and an error message with an icon that replaces the helper while shown.
///
/// Its look comes only from the design tokens' stylesheet through CSS classes: `.text-input` on
/// `widget`, with `.text-input-title`, `.text-input-field`, `.text-input-helper` and
/// `.text-input-error` inside, state classes `.focused`, `.editing`, `.error`, `.read-only`,
/// `.disabled` and a `.radius-*` class (the chrome is a `FieldFrame`, shared with InputAmount).
/// For assistive technologies the field is named by the title (or `accessibilityLabel`),
/// described by the helper or error text, and invalid while an error shows.
///
/// Keep the TextInput alive for as long as its widget is on screen: it drives the widget's state.
@MainActor
public final class TextInput {
    /// The widget to put in a window or container.
    public var widget: Widget { frame.root }
    /// The text field, for composite widgets that attach to it (suggestion popovers, key
    /// handling); change its state through TextInput, not directly.
    public let entry: Entry
    /// The bordered box around the field and its icons (what a popover should point at).
    public var fieldWidget: Widget { frame.field }

    // The chrome, internal so the tests can check its parts; spacing between them comes from
    // the stylesheet (`border-spacing`), never from here.
    let frame: FieldFrame
    private(set) var leadingView: Widget?
    private(set) var trailingView: Widget?
    private var leadingVisibility = TextInputIconVisibility.always
    private var trailingVisibility = TextInputIconVisibility.always
    private(set) var passwordToggle: ToggleButton?

    private var explicitAccessibilityLabel: String?
    private var shownError: String?
    private var errorCameFromValidator = false
    private var hasFocus = false
    /// Whether the characters are never shown nor sent anywhere (`secret`; TextInput+Secret).
    let isSecret: Bool
    /// What was typed into a secret field (the entry shows bullets).
    var secretScalars: [Unicode.Scalar] = []
    var settingTextFromCode = false
    private var changeHandlers: [@MainActor (String) -> Void] = []
    private var focusHandlers: [@MainActor (Bool) -> Void] = []

    // MARK: Creation

    /// An input with a title (`labelPrimaryText`), helper text and placeholder;
    /// `accessibilityLabel` names the field for assistive technologies when the title alone
    /// would not (default: the title). `fieldRole` `.combobox` makes the field a combo box for a
    /// suggestion list. `secret` hides the characters for good, with no way to show them (a
    /// PIN at a public terminal), and screen readers do not echo the keys typed.
    public init(
        labelPrimaryText: String? = nil, helperText: String? = nil, placeholder: String = "",
        accessibilityLabel: String? = nil, strings: TextInputStrings = TextInputStrings(),
        fieldRole: AccessibleRole = .textbox, secret: Bool = false
    ) {
        self.strings = strings
        self.labelPrimaryText = labelPrimaryText
        self.helperText = helperText
        explicitAccessibilityLabel = accessibilityLabel
        isSecret = secret
        entry = secret ? Entry.secret() : fieldRole == .textbox ? Entry() : Entry(role: fieldRole)
        frame = FieldFrame(cssName: "text-input", heading: .title, entry: entry)

        // Signals.
        frame.onFocus(
            entered: { [weak self] in self?.focusEntered() },
            left: { [weak self] in self?.focusLeft() })
        entry.onChanged { [weak self] in self?.textChanged() }
        entry.onActivate { [weak self] in self?.returnPressed() }
        entry.onInsertText { [weak self] inserted, position in
            self?.interceptInsertion(inserted, at: position) ?? .accept
        }
        entry.onDeleteText { [weak self] range in
            self?.interceptDeletion(range) ?? .accept
        }

        // Accessibility and the visible state.
        frame.setPlaceholder(placeholder, speech: strings.speech)
        applyStrings()
        refresh()
    }

    // MARK: Content

    /// The text; setting it formats it (when a formatter is set) without running the validator.
    public var text: String {
        get { isSecret ? String(String.UnicodeScalarView(secretScalars)) : entry.text }
        set {
            settingTextFromCode = true
            defer { settingTextFromCode = false }
            if isSecret { secretScalars = Array(newValue.unicodeScalars) }
            entry.setTextWithoutUndo(isSecret ? Self.bullets(secretScalars.count) : newValue)
            if formatter != nil, formattingMode == .onFocusOut { applyFormatter() }
            refresh()
        }
    }
    /// The caret position, in characters (Unicode scalars).
    public var caretPosition: Int {
        get { entry.caretPosition }
        set { entry.caretPosition = newValue }
    }
    /// The title above the field (also the accessible name unless `accessibilityLabel` is
    /// set); nil or empty: none.
    public var labelPrimaryText: String? {
        didSet { refresh() }
    }
    /// The helper text under the field (the accessible description while there is no error);
    /// nil or empty: none.
    public var helperText: String? {
        didSet { refresh() }
    }
    /// The hint shown while the field is empty.
    public var placeholder: String {
        get { entry.placeholder }
        set { frame.setPlaceholder(newValue, speech: strings.speech) }
    }
    /// The accessible name when it must differ from the title (nil: the title).
    public var accessibilityLabel: String? {
        get { explicitAccessibilityLabel }
        set { explicitAccessibilityLabel = newValue; refresh() }
    }
    /// The words the input shows or says itself (localisation).
    public var strings: TextInputStrings {
        didSet { applyStrings() }
    }
    /// The maximum number of characters (0: no limit); longer typing and pastes are cut.
    /// Separators a formatter writes count too.
    public var maxLength: Int {
        get { entry.maxLength }
        set { entry.maxLength = max(0, newValue) }
    }
    /// What the field is for (on-screen keyboards and input methods adapt).
    public var inputPurpose: InputPurpose {
        get { entry.inputPurpose }
        set { entry.inputPurpose = newValue }
    }
    /// How input methods should treat the text.
    public var inputHints: InputHints {
        get { entry.inputHints }
        set { entry.inputHints = newValue }
    }
    /// The corner radius step of the field.
    public var cornerRadius: FieldCornerRadius {
        get { frame.cornerRadius }
        set { frame.cornerRadius = newValue }
    }
    /// Calls `handler` with the new text after every change (typing, paste, code).
    public func onChanged(_ handler: @escaping @MainActor (String) -> Void) {
        changeHandlers.append(handler)
    }
    /// Calls `handler` with true when focus enters the field (its icon buttons included) and
    /// false when it leaves, after formatting and validation ran.
    public func onFocusChanged(_ handler: @escaping @MainActor (Bool) -> Void) {
        focusHandlers.append(handler)
    }
    /// Empties the field, its error and its undo history (kiosk reset, next record).
    public func reset() {
        secretScalars = []
        settingTextFromCode = true
        entry.setTextWithoutUndo("")
        settingTextFromCode = false
        entry.clearUndoHistory()
        shownError = nil
        errorCameFromValidator = false
        refresh()
    }

    // MARK: States

    /// Whether the person can use the field (false: greyed out, skipped by Tab).
    public var isEnabled: Bool = true {
        didSet {
            frame.setEnabled(isEnabled)
            refresh()
        }
    }
    /// Whether the field must be filled: said by screen readers (the form decides what an
    /// empty required field means when it validates).
    public var isRequired = false {
        didSet { refresh() }
    }
    /// Whether the text is fixed: it can be selected and copied but not changed.
    public var isReadOnly = false {
        didSet {
            frame.setReadOnly(isReadOnly)
            refresh()
        }
    }
    /// Whether keyboard focus is in the field.
    public var isFocused: Bool { hasFocus }
    /// Moves keyboard focus into the field; returns whether it took it.
    @discardableResult
    public func focus() -> Bool { entry.grabFocus() }
    /// The error message shown, if any (set by the app, or the validator's). Setting a message
    /// shows it under the field with the error icon (replacing the helper), draws the error
    /// state and marks the field invalid for assistive technologies; it stays until set to nil.
    public var errorText: String? {
        get { shownError }
        set {
            shownError = newValue
            errorCameFromValidator = false
            refresh()
        }
    }

    // MARK: Password

    /// Whether the field hides its text behind bullets, with a toggle that shows it.
    public var isPassword: Bool = false {
        didSet {
            guard isPassword != oldValue else { return }
            if isPassword { installPasswordToggle() } else { removePasswordToggle() }
        }
    }
    /// Whether a password is shown in clear (the toggle is pressed).
    public var isPasswordVisible: Bool {
        get { passwordToggle?.isActive ?? true }
        set { passwordToggle?.isActive = newValue }
    }

    private func installPasswordToggle() {
        let toggle = ToggleButton(iconName: "view-reveal-symbolic")
        toggle.hasFrame = false
        // A click keeps the caret where it was: focus stays in the field (Tab still reaches it).
        toggle.focusOnClick = false
        toggle.addCSSClass("text-input-password-toggle")
        toggle.onToggled { [weak self] in self?.passwordToggled() }
        frame.field.insert(toggle, after: trailingView ?? entry)
        passwordToggle = toggle
        entry.isTextVisible = false
        entry.inputPurpose = .password
        applyStrings()
    }

    private func removePasswordToggle() {
        if let passwordToggle { frame.field.remove(passwordToggle) }
        passwordToggle = nil
        entry.isTextVisible = true
        if entry.inputPurpose == .password { entry.inputPurpose = .freeForm }
    }

    private func passwordToggled() {
        guard let passwordToggle else { return }
        let visible = passwordToggle.isActive
        // Only the visibility changes: text, caret and selection stay as they are.
        entry.isTextVisible = visible
        passwordToggle.setIconName(visible ? "view-conceal-symbolic" : "view-reveal-symbolic")
    }

    // MARK: Icons

    /// The icon before the error message (the design's `errorImage`): the icon theme's error
    /// icon by default; nil shows the message alone.
    public var errorImage: TextInputIcon? = .named("dialog-error-symbolic") {
        didSet {
            switch errorImage {
            case .named(let name): frame.errorIcon.setIconName(name)
            case .file(let path): frame.errorIcon.setFile(path)
            case nil: break
            }
            frame.errorIcon.isVisible = errorImage != nil
        }
    }

    /// Shows an icon before the text (nil removes it), `visibility` saying when. With an
    /// `action` it is a button, which needs an `accessibilityLabel`; without, the label names
    /// the image.
    public func setLeadingIcon(
        _ icon: TextInputIcon?, accessibilityLabel: String? = nil,
        visibility: TextInputIconVisibility = .always, action: (@MainActor () -> Void)? = nil
    ) {
        if let leadingView { frame.field.remove(leadingView) }
        leadingView = icon.map { makeIconView($0, accessibilityLabel: accessibilityLabel, action: action, edge: "leading") }
        leadingVisibility = visibility
        if let leadingView { frame.field.insert(leadingView, after: nil) }
        refresh()
    }

    /// Shows an icon after the text (before the password toggle; nil removes it), `visibility`
    /// saying when. With an `action` it is a button, which needs an `accessibilityLabel`.
    public func setTrailingIcon(
        _ icon: TextInputIcon?, accessibilityLabel: String? = nil,
        visibility: TextInputIconVisibility = .always, action: (@MainActor () -> Void)? = nil
    ) {
        if let trailingView { frame.field.remove(trailingView) }
        trailingView = icon.map { makeIconView($0, accessibilityLabel: accessibilityLabel, action: action, edge: "trailing") }
        trailingVisibility = visibility
        if let trailingView { frame.field.insert(trailingView, after: entry) }
        refresh()
    }

    private func makeIconView(_ icon: TextInputIcon, accessibilityLabel: String?, action: (@MainActor () -> Void)?, edge: String) -> Widget
    {
        // Named when it stands alone with a label; else what a screen reader skips (a button
        // says its own name).
        let role: AccessibleRole = action == nil && accessibilityLabel != nil ? .image : .presentation
        let image: Image =
            switch icon {
            case .named(let name): Image(iconName: name, role: role)
            case .file(let path): Image(file: path, role: role)
            }
        image.addCSSClass("text-input-\(edge)-icon")
        guard let action else {
            if let accessibilityLabel { image.setAccessibleLabel(accessibilityLabel) }
            return image
        }
        // An icon button (not a labelled one: that would take the stylesheet's text-button look).
        let button = Button(iconName: "")
        button.setChild(image)
        button.hasFrame = false
        button.focusOnClick = false
        button.addCSSClass("text-input-\(edge)-button")
        if let accessibilityLabel {
            button.setAccessibleLabel(accessibilityLabel)
            button.tooltip = accessibilityLabel
        }
        button.onClicked { action() }
        return button
    }

    // MARK: Formatting and validation

    /// Rewrites the text while typing or on focus-out (see `formattingMode`); nil: none.
    public var formatter: (any TextFormatter)?
    /// When the formatter runs.
    public var formattingMode: TextInputFormattingMode = .whileTyping
    /// Checks the text: returns the error message to show, or nil when the text is fine.
    public var validator: (@MainActor (String) -> String?)?
    /// When the validator runs.
    public var validationTrigger: TextInputValidationTrigger = .onFocusOut

    /// Runs the validator now (e.g. before the form is saved); returns whether the text is valid.
    /// An error set through `errorText` stays until cleared.
    @discardableResult
    public func validate() -> Bool {
        guard let validator else { return shownError == nil }
        if let message = validator(text) {
            showError(message, fromValidator: true)
            return false
        }
        if errorCameFromValidator { errorText = nil }
        return shownError == nil
    }

    private func interceptInsertion(_ inserted: String, at position: Int) -> EditDecision {
        var inserted = inserted
        var cut = false
        let limit = entry.maxLength
        // Cut long pastes before any work on them: nothing past the limit can be kept anyway.
        if limit > 0, inserted.utf8.count > limit, inserted.unicodeScalars.count > limit {
            inserted = String(String.UnicodeScalarView(inserted.unicodeScalars.prefix(limit)))
            cut = true
        }
        // One line: a pasted line break or tab becomes a space, never an invisible character
        // that would be saved, exported, and refused when imported back.
        if inserted.unicodeScalars.contains(where: Self.isControl) {
            inserted = Self.oneLine(inserted)
            cut = true
        }
        if isSecret { return keepSecret(inserted, at: position) }
        guard let formatter, formattingMode == .whileTyping else { return cut ? .insert(inserted) : .accept }
        let current = Array(entry.text.unicodeScalars)
        let at = min(max(0, position), current.count)
        var proposed = String.UnicodeScalarView()
        proposed.append(contentsOf: current[..<at])
        proposed.append(contentsOf: inserted.unicodeScalars)
        proposed.append(contentsOf: current[at...])
        let caret = at + inserted.unicodeScalars.count
        return decision(
            for: formatter.format(String(proposed), caret: caret), proposed: String(proposed), caret: caret, cut: cut, inserted: inserted)
    }

    private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.generalCategory == .control
    }

    /// `text` with each line break (CR LF counts as one) and other control character as a space.
    private static func oneLine(_ text: String) -> String {
        var line = String.UnicodeScalarView()
        var previous: Unicode.Scalar?
        for scalar in text.unicodeScalars {
            defer { previous = scalar }
            if scalar == "\n", previous == "\r" { continue }
            line.append(isControl(scalar) ? " " : scalar)
        }
        return String(line)
    }

    private func interceptDeletion(_ range: Range<Int>) -> EditDecision {
        if isSecret, !settingTextFromCode {
            let lower = min(range.lowerBound, secretScalars.count), upper = min(range.upperBound, secretScalars.count)
            secretScalars.removeSubrange(lower..<upper)
            return .accept
        }
        guard let formatter, formattingMode == .whileTyping, !settingTextFromCode else { return .accept }
        let current = Array(entry.text.unicodeScalars)
        let lower = min(range.lowerBound, current.count), upper = min(range.upperBound, current.count)
        var proposed = String.UnicodeScalarView()
        proposed.append(contentsOf: current[..<lower])
        proposed.append(contentsOf: current[upper...])
        return decision(
            for: formatter.format(String(proposed), caret: lower), proposed: String(proposed), caret: lower, cut: false, inserted: nil)
    }

    private func decision(for formatted: FormattedText, proposed: String, caret: Int, cut: Bool, inserted: String?) -> EditDecision {
        if formatted.text == proposed, formatted.caret == caret {
            // GTK's own edit gives the same result (and a finer undo step).
            if cut, let inserted { return .insert(inserted) }
            return .accept
        }
        return .replaceAll(text: formatted.text, caret: formatted.caret)
    }

    private func applyFormatter() {
        guard let formatter else { return }
        let formatted = formatter.format(entry.text, caret: entry.caretPosition)
        guard formatted.text != entry.text else { return }
        let wasSettingText = settingTextFromCode
        settingTextFromCode = true
        entry.text = formatted.text
        entry.caretPosition = formatted.caret
        settingTextFromCode = wasSettingText
    }

    // MARK: Return key

    /// What Enter does (default: next field, or submit on the last one).
    public var returnAction: TextInputReturnAction = .next
    /// The input Enter moves to; the form sets this chain (not retained).
    public weak var nextInput: TextInput?
    /// Runs when Enter submits from this input; nil activates the window's default widget.
    public var onSubmit: (@MainActor () -> Void)?

    /// Does what Enter does in the field (next field, or submit): a picker calls it when Enter
    /// picked a choice from its list, so the pick moves on as plain Enter would.
    public func performReturnAction() { returnPressed() }

    private func returnPressed() {
        if formatter != nil, formattingMode == .onFocusOut { applyFormatter() }
        switch returnAction {
        case .none:
            return
        case .next:
            if let next = nextFocusableInput() {
                next.focus()
                return
            }
            submit()
        case .submit:
            submit()
        }
    }

    private func submit() {
        if let onSubmit { onSubmit() } else { entry.activateDefault() }
    }

    private func nextFocusableInput() -> TextInput? {
        var candidate = nextInput
        var visited: Set<ObjectIdentifier> = [ObjectIdentifier(self)]
        while let input = candidate, !visited.contains(ObjectIdentifier(input)) {
            visited.insert(ObjectIdentifier(input))
            // Mapped: on screen now (not hidden, not on another page of a stack).
            if input.isEnabled, !input.isReadOnly, input.widget.isMapped { return input }
            candidate = input.nextInput
        }
        return nil
    }

    // MARK: Events

    private func focusEntered() {
        hasFocus = true
        refresh()
        for handler in focusHandlers { handler(true) }
    }

    private func focusLeft() {
        hasFocus = false
        if formatter != nil, formattingMode == .onFocusOut { applyFormatter() }
        if validationTrigger == .onFocusOut, !isReadOnly, isEnabled { validate() }
        refresh()
        for handler in focusHandlers { handler(false) }
    }

    private func textChanged() {
        if !settingTextFromCode, validator != nil {
            switch validationTrigger {
            case .onChange: validate()
            case .onFocusOut: if errorCameFromValidator { validate() }
            }
        }
        refresh()
        let current = text
        for handler in changeHandlers { handler(current) }
    }

    private func showError(_ message: String, fromValidator: Bool) {
        shownError = message
        errorCameFromValidator = fromValidator
        refresh()
    }

    // MARK: Presentation

    private func applyStrings() {
        frame.errorIcon.setAccessibleLabel(strings.errorIcon)
        if let passwordToggle {
            passwordToggle.setAccessibleLabel(strings.passwordVisibilityToggle)
            passwordToggle.tooltip = strings.passwordVisibilityToggle
        }
    }

    /// Brings classes, visibility and accessible properties in line with the state.
    private func refresh() {
        leadingView?.isVisible = leadingVisibility.isVisible(editing: hasFocus)
        trailingView?.isVisible = trailingVisibility.isVisible(editing: hasFocus)
        let title = labelPrimaryText ?? ""
        frame.refresh(
            state: FieldFrameState(
                title: title, helperText: helperText ?? "", errorText: shownError,
                hasFocus: hasFocus, isEnabled: isEnabled, isReadOnly: isReadOnly, isRequired: isRequired,
                accessibleLabel: explicitAccessibilityLabel ?? title, speech: strings.speech))
    }
}
