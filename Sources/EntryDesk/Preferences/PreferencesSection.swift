import GtkKit
import Localization

/// The shape every section of the Preferences window has: a heading, its controls, and a
/// note in the support colour (what a setting does, when it takes effect).
@MainActor
enum PreferencesSection {
    /// A section box headed `title`, with `rows` under it and `note` (if any) last.
    static func make(title: String, rows: [Widget], note: String? = nil) -> Box {
        let section = Box(.vertical, spacing: 0, role: .group)
        section.addCSSClass("preferences-section")
        section.setAccessibleLabel(title)
        let heading = Label(title)
        heading.addCSSClass("preferences-heading")
        heading.xalign = 0
        section.append(heading)
        rows.forEach(section.append)
        if let note { section.append(self.note(note)) }
        return section
    }

    /// A heading inside a section, over the rows it groups.
    static func heading(_ text: String) -> Label {
        let label = Label(text)
        label.addCSSClass("preferences-subheading")
        label.xalign = 0
        return label
    }

    /// A note in the support colour: what a setting does, when it takes effect.
    static func note(_ text: String) -> Label {
        let label = Label(text)
        label.addCSSClass("preferences-note")
        label.xalign = 0
        label.wraps = true
        return label
    }

    /// A text field under the label that names it, the field as wide as the section (an
    /// address is long; fields side by side with their labels would not line up).
    static func field(_ title: String, _ entry: Entry) -> Box {
        let field = Box(.vertical, spacing: 0)
        field.addCSSClass("preferences-field")
        let label = Label(title)
        label.xalign = 0
        label.setMnemonicWidget(entry)
        entry.hexpand = true
        field.append(label)
        field.append(entry)
        return field
    }

    /// A row of a label and the control it names (the label is the control's mnemonic).
    static func row(_ title: String, _ control: Widget) -> Box {
        let row = Box(.horizontal, spacing: 0)
        row.addCSSClass("preferences-row")
        let label = Label(title)
        label.xalign = 0
        label.hexpand = true
        // The label names the control (GTK's labelled-by relation); a drop-down's inner button
        // gets the name itself, with the choice it shows ("Theme: Dark"), which the name
        // alone would hide from a screen reader.
        label.setMnemonicWidget(control)
        if let dropDown = control as? DropDown {
            let name: @MainActor () -> Void = { [weak dropDown] in
                guard let dropDown else { return }
                // Translators: a setting as a screen reader says it: %1$@ the setting ("Theme"), %2$@ its value.
                dropDown.setButtonAccessibleLabel(LocalizedFormat.fill(tr("%1$@: %2$@"), title, dropDown.selectedItem ?? ""))
            }
            name()
            dropDown.onSelectionChanged(name)
        }
        row.append(label)
        row.append(control)
        return row
    }
}
