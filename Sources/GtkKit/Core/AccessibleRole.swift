import CGtk

/// The accessible roles GtkKit widgets are created with (construct-only in GTK).
public enum AccessibleRole: Sendable, Equatable {
    case generic, group, form, combobox, listbox, option, alert, status, dialog, button, textbox, image, label,
        /// Not shown to assistive technologies (a decorative icon, text another widget already says).
        presentation, other

    init(_ role: GtkAccessibleRole) {
        switch role {
        case GTK_ACCESSIBLE_ROLE_GENERIC: self = .generic
        case GTK_ACCESSIBLE_ROLE_GROUP: self = .group
        case GTK_ACCESSIBLE_ROLE_FORM: self = .form
        case GTK_ACCESSIBLE_ROLE_COMBO_BOX: self = .combobox
        case GTK_ACCESSIBLE_ROLE_LIST_BOX: self = .listbox
        case GTK_ACCESSIBLE_ROLE_OPTION: self = .option
        case GTK_ACCESSIBLE_ROLE_ALERT: self = .alert
        case GTK_ACCESSIBLE_ROLE_STATUS: self = .status
        case GTK_ACCESSIBLE_ROLE_DIALOG: self = .dialog
        case GTK_ACCESSIBLE_ROLE_BUTTON: self = .button
        case GTK_ACCESSIBLE_ROLE_TEXT_BOX: self = .textbox
        case GTK_ACCESSIBLE_ROLE_IMG: self = .image
        case GTK_ACCESSIBLE_ROLE_LABEL: self = .label
        case GTK_ACCESSIBLE_ROLE_PRESENTATION: self = .presentation
        default: self = .other
        }
    }

    var gtkValue: GtkAccessibleRole {
        switch self {
        case .generic, .other: GTK_ACCESSIBLE_ROLE_GENERIC
        case .group: GTK_ACCESSIBLE_ROLE_GROUP
        case .form: GTK_ACCESSIBLE_ROLE_FORM
        case .combobox: GTK_ACCESSIBLE_ROLE_COMBO_BOX
        case .listbox: GTK_ACCESSIBLE_ROLE_LIST_BOX
        case .option: GTK_ACCESSIBLE_ROLE_OPTION
        case .alert: GTK_ACCESSIBLE_ROLE_ALERT
        case .status: GTK_ACCESSIBLE_ROLE_STATUS
        case .dialog: GTK_ACCESSIBLE_ROLE_DIALOG
        case .button: GTK_ACCESSIBLE_ROLE_BUTTON
        case .textbox: GTK_ACCESSIBLE_ROLE_TEXT_BOX
        case .image: GTK_ACCESSIBLE_ROLE_IMG
        case .label: GTK_ACCESSIBLE_ROLE_LABEL
        case .presentation: GTK_ACCESSIBLE_ROLE_PRESENTATION
        }
    }
}
