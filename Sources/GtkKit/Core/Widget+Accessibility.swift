import CGtk

/// Accessibility through GTK's accessible properties, states and relations (exposed over AT-SPI).
extension Widget {
    /// The accessible name (screen readers read it; AT-SPI tests find widgets by it).
    public func setAccessibleLabel(_ label: String) {
        entrydesk_accessible_remember_label(objectPointer, label)
        entrydesk_accessible_set_string(accessiblePointer, GTK_ACCESSIBLE_PROPERTY_LABEL, label)
    }
    /// The accessible description (helper or error text). Set while an announcement shows in
    /// its place (`Announcer`), it ends the announcement and is spoken if the widget has focus.
    public func setAccessibleDescription(_ description: String) {
        entrydesk_accessible_remember_description(objectPointer, description)
        Announcer.ownerSetDescription(of: objectPointer)
        entrydesk_accessible_set_string(accessiblePointer, GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, description)
    }
    /// The placeholder as an accessible property.
    public func setAccessiblePlaceholder(_ placeholder: String) {
        entrydesk_accessible_set_string(accessiblePointer, GTK_ACCESSIBLE_PROPERTY_PLACEHOLDER, placeholder)
    }
    /// A human-readable value (e.g. "USD 1,234.50").
    public func setAccessibleValueText(_ text: String) {
        entrydesk_accessible_set_string(accessiblePointer, GTK_ACCESSIBLE_PROPERTY_VALUE_TEXT, text)
    }
    /// Whether a value is required.
    public func setAccessibleRequired(_ required: Bool) {
        entrydesk_accessible_set_bool(accessiblePointer, GTK_ACCESSIBLE_PROPERTY_REQUIRED, gboolean(required))
    }
    /// Whether assistive technologies are told a value is required (GTK 4.8 does not pass it
    /// on over AT-SPI: tests read it here).
    public var isAccessibleRequired: Bool {
        Bool(entrydesk_accessible_bool_property_is(accessiblePointer, GTK_ACCESSIBLE_PROPERTY_REQUIRED, 1))
    }
    /// Whether the value is read-only.
    public func setAccessibleReadOnly(_ readOnly: Bool) {
        entrydesk_accessible_set_bool(accessiblePointer, GTK_ACCESSIBLE_PROPERTY_READ_ONLY, gboolean(readOnly))
    }
    /// Whether the widget opens a popup (listbox for a combobox).
    public func setAccessibleHasPopup(_ hasPopup: Bool) {
        entrydesk_accessible_set_bool(accessiblePointer, GTK_ACCESSIBLE_PROPERTY_HAS_POPUP, gboolean(hasPopup))
    }
    /// The autocomplete style of a text field (list: suggestions in a popup list).
    public func setAccessibleAutocompleteList() {
        entrydesk_accessible_set_int(
            accessiblePointer, GTK_ACCESSIBLE_PROPERTY_AUTOCOMPLETE, Int32(GTK_ACCESSIBLE_AUTOCOMPLETE_LIST.rawValue))
    }
    /// The invalid state (error state of an input), where screen readers can use it.
    ///
    /// GTK before 4.10 sends it over AT-SPI as ATSPI_STATE_INVALID (4.10 changed it to
    /// INVALID_ENTRY), which means "a dead object" to AT-SPI: Orca 43 then refuses to follow
    /// focus to the field ("New locusOfFocus ... is zombie" in its debug log) and says nothing
    /// at all of it. There the state is left unset; callers say the error in the description.
    public func setAccessibleInvalid(_ invalid: Bool) {
        guard Self.invalidStateIsUsable else { return }
        let value = invalid ? GTK_ACCESSIBLE_INVALID_TRUE : GTK_ACCESSIBLE_INVALID_FALSE
        entrydesk_accessible_set_state(accessiblePointer, GTK_ACCESSIBLE_STATE_INVALID, Int32(value.rawValue))
    }
    /// Whether this GTK sends the invalid state as ATSPI_STATE_INVALID_ENTRY (4.10 and later).
    public static let invalidStateIsUsable = gtk_get_major_version() > 4 || gtk_get_minor_version() >= 10
    /// The expanded state (a combobox whose popup is open).
    public func setAccessibleExpanded(_ expanded: Bool) {
        entrydesk_accessible_set_state(accessiblePointer, GTK_ACCESSIBLE_STATE_EXPANDED, gboolean(expanded))
    }
    /// The selected state (the active row of a list).
    public func setAccessibleSelected(_ selected: Bool) {
        entrydesk_accessible_set_state(accessiblePointer, GTK_ACCESSIBLE_STATE_SELECTED, gboolean(selected))
    }
    /// The disabled state.
    public func setAccessibleDisabled(_ disabled: Bool) {
        entrydesk_accessible_set_state(accessiblePointer, GTK_ACCESSIBLE_STATE_DISABLED, gboolean(disabled))
    }
    /// `labelled-by`: another widget names this one.
    public func setAccessibleLabelledBy(_ other: Widget) {
        entrydesk_accessible_set_relation_list(accessiblePointer, GTK_ACCESSIBLE_RELATION_LABELLED_BY, other.accessiblePointer)
    }
    /// `described-by`: another widget describes this one.
    public func setAccessibleDescribedBy(_ other: Widget) {
        entrydesk_accessible_set_relation_list(accessiblePointer, GTK_ACCESSIBLE_RELATION_DESCRIBED_BY, other.accessiblePointer)
    }
    /// `controls`: this widget controls another (an entry and its suggestion list).
    public func setAccessibleControls(_ other: Widget) {
        entrydesk_accessible_set_relation_list(accessiblePointer, GTK_ACCESSIBLE_RELATION_CONTROLS, other.accessiblePointer)
    }
    /// `error-message`: the widget that shows this input's error.
    public func setAccessibleErrorMessage(_ other: Widget) {
        // GTK 4.8 collects one reference for error-message (a list only from 4.14): the list
        // form read the terminating NULL as the next relation and crashed.
        entrydesk_accessible_set_relation_single(accessiblePointer, GTK_ACCESSIBLE_RELATION_ERROR_MESSAGE, other.accessiblePointer)
    }
    /// `active-descendant`: the active suggestion while focus stays in the entry; nil clears it.
    public func setAccessibleActiveDescendant(_ other: Widget?) {
        if let other {
            entrydesk_accessible_set_relation_single(accessiblePointer, GTK_ACCESSIBLE_RELATION_ACTIVE_DESCENDANT, other.accessiblePointer)
        } else {
            gtk_accessible_reset_relation(accessiblePointer, GTK_ACCESSIBLE_RELATION_ACTIVE_DESCENDANT)
        }
    }
    /// The accessible role the widget was created with.
    public var accessibleRole: AccessibleRole {
        AccessibleRole(gtk_accessible_get_accessible_role(accessiblePointer))
    }
}
