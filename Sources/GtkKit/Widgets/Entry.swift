import CGtk

/// A single-line text field (GtkEntry, or GtkPasswordEntry for `secret()`); TextInput draws its
/// frame from tokens.
///
/// GtkEntry rather than a bare GtkText: in GTK 4.8 only the entry is exposed to assistive
/// technologies with the Text and EditableText interfaces (a GtkText has role "none").
@MainActor
public final class Entry: Widget {
    /// An empty text field.
    public init() {
        super.init(taking: constructed(gtk_entry_new(), "GtkEntry"))
    }

    /// An empty text field with another accessible role (`.combobox` for a field that opens a
    /// suggestion list); the role is construct-only in GTK.
    public init(role: AccessibleRole) {
        super.init(taking: constructed(entrydesk_widget_new_with_role(gtk_entry_get_type(), role.gtkValue), "GtkEntry"))
    }

    /// A field whose characters are hidden and which screen readers know as a password
    /// (a GtkPasswordEntry: the only widget GTK 4.8 reports as password text, whose typed keys
    /// Orca does not echo). Everything below works on it as on a plain entry.
    public static func secret() -> Entry { Entry(secret: ()) }

    private init(secret _: Void) {
        super.init(taking: constructed(gtk_password_entry_new(), "GtkPasswordEntry"))
    }

    var editablePointer: OpaquePointer { OpaquePointer(objectPointer) }
    /// The inner GtkText that emits insert-text and delete-text.
    var delegatePointer: gpointer { UnsafeMutableRawPointer(gtk_editable_get_delegate(editablePointer) ?? editablePointer) }
    /// That GtkText: the text properties are set there, as GtkEntry does itself, so that a
    /// GtkPasswordEntry (no gtk_entry_* calls) takes them the same way.
    private var textPointer: UnsafeMutablePointer<GtkText> { delegatePointer.assumingMemoryBound(to: GtkText.self) }

    // MARK: Content

    /// The text.
    public var text: String {
        get { string(gtk_editable_get_text(editablePointer)) }
        set { gtk_editable_set_text(editablePointer, newValue) }
    }
    /// The number of characters.
    public var characterCount: Int { Int(gtk_text_get_text_length(textPointer)) }
    /// The caret position in characters.
    public var caretPosition: Int {
        get { Int(gtk_editable_get_position(editablePointer)) }
        set { gtk_editable_set_position(editablePointer, Int32(newValue)) }
    }
    /// The selected range in characters (nil when nothing is selected).
    public var selection: Range<Int>? {
        var start: Int32 = 0, end: Int32 = 0
        guard Bool(gtk_editable_get_selection_bounds(editablePointer, &start, &end)) else { return nil }
        return Int(min(start, end))..<Int(max(start, end))
    }
    /// Selects characters `range` (the caret ends at the upper bound).
    public func select(_ range: Range<Int>) {
        gtk_editable_select_region(editablePointer, Int32(range.lowerBound), Int32(range.upperBound))
    }
    /// Selects all text.
    public func selectAll() { gtk_editable_select_region(editablePointer, 0, -1) }
    /// Inserts text at a character position; returns the position after it.
    @discardableResult
    public func insert(_ newText: String, at position: Int) -> Int {
        var cursor = Int32(position)
        gtk_editable_insert_text(editablePointer, newText, -1, &cursor)
        return Int(cursor)
    }
    /// Deletes characters in `range`.
    public func delete(_ range: Range<Int>) {
        gtk_editable_delete_text(editablePointer, Int32(range.lowerBound), Int32(range.upperBound))
    }

    // MARK: Behaviour

    /// The hint shown while empty.
    public var placeholder: String {
        get { string(gtk_text_get_placeholder_text(textPointer)) }
        set {
            gtk_text_set_placeholder_text(textPointer, newValue)
            // As gtk_entry_set_placeholder_text does (the field's own words may replace it).
            entrydesk_accessible_set_string(accessiblePointer, GTK_ACCESSIBLE_PROPERTY_PLACEHOLDER, newValue)
        }
    }
    /// Whether the text can be changed (read-only fields still select and copy).
    public var isEditable: Bool {
        get { Bool(gtk_editable_get_editable(editablePointer)) }
        set { gtk_editable_set_editable(editablePointer, gboolean(newValue)) }
    }
    /// Whether characters are shown (false for passwords).
    public var isTextVisible: Bool {
        get { Bool(gtk_text_get_visibility(textPointer)) }
        set { gtk_text_set_visibility(textPointer, gboolean(newValue)) }
    }
    /// The maximum number of characters (0: no limit); longer text is cut, pastes included.
    public var maxLength: Int {
        get { Int(gtk_text_get_max_length(textPointer)) }
        set { gtk_text_set_max_length(textPointer, Int32(newValue)) }
    }
    /// The width in characters the field asks for.
    public var widthChars: Int {
        get { Int(gtk_editable_get_width_chars(editablePointer)) }
        set { gtk_editable_set_width_chars(editablePointer, Int32(newValue)) }
    }
    /// What the field is for (on-screen keyboards and input methods use it).
    public var inputPurpose: InputPurpose {
        get { InputPurpose(gtk_text_get_input_purpose(textPointer)) }
        set { gtk_text_set_input_purpose(textPointer, newValue.gtkValue) }
    }
    /// How input methods should treat the text.
    public var inputHints: InputHints {
        get { InputHints(rawValue: gtk_text_get_input_hints(textPointer).rawValue) }
        set { gtk_text_set_input_hints(textPointer, GtkInputHints(rawValue: newValue.rawValue)) }
    }
    /// Whether Enter activates the window's default widget.
    public var activatesDefault: Bool {
        get { Bool(gtk_text_get_activates_default(textPointer)) }
        set { gtk_text_set_activates_default(textPointer, gboolean(newValue)) }
    }
    /// Horizontal alignment of the text, 0 (start) to 1 (end).
    public var alignment: Float {
        get { gtk_editable_get_alignment(editablePointer) }
        set { gtk_editable_set_alignment(editablePointer, newValue) }
    }

    // MARK: Undo

    /// Whether the field keeps an undo history.
    public var isUndoEnabled: Bool {
        get { Bool(gtk_editable_get_enable_undo(editablePointer)) }
        set { gtk_editable_set_enable_undo(editablePointer, gboolean(newValue)) }
    }
    /// Forgets the undo history (kiosk reset): toggling undo off drops GTK's history.
    public func clearUndoHistory() {
        let wasEnabled = isUndoEnabled
        isUndoEnabled = false
        isUndoEnabled = wasEnabled
    }
    /// Sets text without an undo step (programmatic fills: the person cannot undo into them).
    public func setTextWithoutUndo(_ newText: String) {
        let wasEnabled = isUndoEnabled
        isUndoEnabled = false
        text = newText
        isUndoEnabled = wasEnabled
    }

    // MARK: Signals

    /// Calls `handler` after every change of the text.
    @discardableResult
    public func onChanged(_ handler: @escaping @MainActor () -> Void) -> SignalHandle { connect("changed", handler: handler) }
    /// Calls `handler` when Enter is pressed in the field.
    @discardableResult
    public func onActivate(_ handler: @escaping @MainActor () -> Void) -> SignalHandle { connect("activate", handler: handler) }
    /// Calls `handler` when the caret moves.
    @discardableResult
    public func onCaretMoved(_ handler: @escaping @MainActor () -> Void) -> SignalHandle { onNotify("cursor-position", handler: handler) }
    /// Intercepts text before GTK inserts it (typing, paste, drop): the handler gets the text and
    /// the character position and decides. Formatters and the amount edit model live here.
    @discardableResult
    public func onInsertText(_ handler: @escaping @MainActor (String, Int) -> EditDecision) -> SignalHandle {
        connectSignal(
            delegatePointer, "insert-text", handler as SignalThunk.InsertText,
            thunk: unsafeBitCast(SignalThunk.insertText, to: GCallback.self))
    }
    /// Intercepts deletions (Backspace, Delete, cut) of a character range before GTK applies them.
    @discardableResult
    public func onDeleteText(_ handler: @escaping @MainActor (Range<Int>) -> EditDecision) -> SignalHandle {
        connectSignal(
            delegatePointer, "delete-text", handler as SignalThunk.DeleteText,
            thunk: unsafeBitCast(SignalThunk.deleteText, to: GCallback.self))
    }
}
