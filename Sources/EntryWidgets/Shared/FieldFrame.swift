import GtkKit

/// The chrome TextInput and InputAmount share: a title above a bordered field, helper text
/// below, and an error row (icon and message) that replaces the helper while an error shows;
/// the focus controller, the state classes and the field's accessible name, description and
/// invalid state. The component owns the text field and what sits beside it in `field`; it keeps
/// its state and hands it to `refresh(state:)`, which brings the tree in line.
///
/// The tree, with `cssName` the component's CSS name (`text-input`, `input-amount`):
/// `.cssName` > [title, `.cssName-field` > [entry, ...], `.cssName-helper`, `.cssName-error` >
/// [icon, message]], where the title is one `.cssName-title` label (`Heading.title`) or a row of
/// `.cssName-primary` and `.cssName-secondary` labels (`Heading.primaryAndSecondary`).
@MainActor
final class FieldFrame {
    /// What sits above the field.
    enum Heading {
        /// One title label (TextInput).
        case title
        /// A row of a primary label and a secondary one at its end (InputAmount).
        case primaryAndSecondary
    }

    /// The component's widget: the heading, the field, the helper and the error row.
    let root: Box
    /// The label above the field (the primary one in a primary-and-secondary heading).
    let titleLabel: Label
    /// The label at the end of the heading row (`Heading.primaryAndSecondary` only).
    let secondaryLabel: Label?
    /// The row holding the primary and secondary labels (`Heading.primaryAndSecondary` only).
    let header: Box?
    /// The bordered box around the text field and its companions (icons, currency).
    let field: Box
    /// The text field, made by the component (its role and purpose are the component's).
    let entry: Entry
    /// The text under the field, hidden while an error shows.
    let helperLabel: Label
    /// The error icon and message (the entry's accessible error message).
    let errorRow: Box
    /// The icon before the message (the design's `errorImage`).
    let errorIcon: Image
    /// The error message.
    let errorLabel: Label
    private let focusController = FocusController()
    private var shown: FieldFrameState?

    /// Builds the tree around `entry`, which it appends to `field`.
    init(cssName: String, heading: Heading, entry: Entry) {
        self.entry = entry
        root = Box(.vertical)
        root.addCSSClass(cssName)
        titleLabel = Label()
        titleLabel.xalign = 0
        titleLabel.wraps = true
        switch heading {
        case .title:
            titleLabel.addCSSClass("\(cssName)-title")
            secondaryLabel = nil
            header = nil
            root.append(titleLabel)
        case .primaryAndSecondary:
            titleLabel.addCSSClass("\(cssName)-primary")
            // Pushes the secondary label to the row's end.
            titleLabel.hexpand = true
            let secondary = Label()
            secondary.addCSSClass("\(cssName)-secondary")
            secondary.xalign = 1
            secondary.wraps = true
            let row = Box(.horizontal)
            row.append(titleLabel)
            row.append(secondary)
            secondaryLabel = secondary
            header = row
            root.append(row)
        }
        field = Box(.horizontal)
        field.addCSSClass("\(cssName)-field")
        entry.hexpand = true
        field.append(entry)
        helperLabel = Label()
        helperLabel.addCSSClass("\(cssName)-helper")
        helperLabel.xalign = 0
        helperLabel.wraps = true
        errorIcon = Image(iconName: "dialog-error-symbolic")
        errorIcon.valign = .start
        errorLabel = Label()
        errorLabel.xalign = 0
        errorLabel.wraps = true
        errorLabel.hexpand = true
        errorRow = Box(.horizontal)
        errorRow.addCSSClass("\(cssName)-error")
        errorRow.append(errorIcon)
        errorRow.append(errorLabel)
        root.append(field)
        root.append(helperLabel)
        root.append(errorRow)

        FieldTapToFocus.install(on: field, focusing: entry)
        // On the field box: focus on its buttons (icons, currency) or in their popovers is
        // still inside the input.
        field.addController(focusController)
        entry.setAccessibleErrorMessage(errorRow)
        // GTK 4.8 keeps every accessible change made before the field's accessible context is
        // realized and sends them all with its next change: the first focus then re-sent the
        // name and description, and Orca said the description twice. Sending them once on screen,
        // before any focus, empties that backlog (a description set to the same words sends
        // nothing new).
        entry.onMap { [weak self] in
            guard let self, let shown = self.shown else { return }
            self.entry.setAccessibleDescription(shown.accessibleDescription)
        }
    }

    /// Calls `entered` when focus comes into the field box and `left` when it leaves it.
    func onFocus(entered: @escaping @MainActor () -> Void, left: @escaping @MainActor () -> Void) {
        focusController.onEnter(entered)
        focusController.onLeave(left)
    }

    /// The hint shown while the field is empty, and what a screen reader says instead of the
    /// value then ("Blank, for example 95014"): set after GTK's own, which is the bare hint.
    func setPlaceholder(_ placeholder: String, speech: FieldSpeechStrings) {
        if entry.placeholder != placeholder { entry.placeholder = placeholder }
        entry.setAccessiblePlaceholder(speech.spokenPlaceholder(placeholder))
    }

    /// Greys the whole input out (and skips it for Tab) or brings it back.
    func setEnabled(_ enabled: Bool) {
        root.isSensitive = enabled
        // The entry's own flag too: GTK 4.8 tells assistive technologies only about that one.
        entry.isSensitive = enabled
    }

    /// Makes the text fixed (selectable and copyable) or editable again.
    func setReadOnly(_ readOnly: Bool) {
        entry.isEditable = !readOnly
        entry.setAccessibleReadOnly(readOnly)
    }

    /// The corner radius step of the field.
    var cornerRadius: FieldCornerRadius = .standard {
        didSet {
            if let old = oldValue.cssClass { root.removeCSSClass(old) }
            if let new = cornerRadius.cssClass { root.addCSSClass(new) }
        }
    }

    /// Brings state classes, texts, visibility and accessible properties in line with `state`.
    func refresh(state: FieldFrameState) {
        let hasError = state.errorText != nil
        let focused = state.hasFocus && state.isEnabled
        root.setCSSClass("focused", focused)
        root.setCSSClass("editing", focused && !entry.text.isEmpty)
        root.setCSSClass("error", hasError)
        root.setCSSClass("read-only", state.isReadOnly)
        root.setCSSClass("disabled", !state.isEnabled)

        if titleLabel.text != state.title { titleLabel.text = state.title }
        titleLabel.isVisible = !state.title.isEmpty
        if let secondaryLabel, let header {
            if secondaryLabel.text != state.secondaryTitle { secondaryLabel.text = state.secondaryTitle }
            secondaryLabel.isVisible = !state.secondaryTitle.isEmpty
            header.isVisible = titleLabel.isVisible || secondaryLabel.isVisible
        }
        let errorText = state.errorText ?? ""
        if errorLabel.text != errorText { errorLabel.text = errorText }
        errorRow.isVisible = hasError
        if helperLabel.text != state.helperText { helperLabel.text = state.helperText }
        helperLabel.isVisible = !hasError && !state.helperText.isEmpty

        // Only on change: every update is an event on the accessibility bus.
        let description = state.accessibleDescription
        if shown?.accessibleLabel != state.accessibleLabel { entry.setAccessibleLabel(state.accessibleLabel) }
        if let value = state.accessibleValue, shown?.accessibleValue != value { entry.setAccessibleValueText(value) }
        if shown?.accessibleDescription != description { entry.setAccessibleDescription(description) }
        if shown.map({ $0.errorText != nil }) != hasError { entry.setAccessibleInvalid(hasError) }
        if shown?.isRequired != state.isRequired { entry.setAccessibleRequired(state.isRequired) }
        if shown?.speech != state.speech { entry.setAccessiblePlaceholder(state.speech.spokenPlaceholder(entry.placeholder)) }
        shown = state
    }
}
