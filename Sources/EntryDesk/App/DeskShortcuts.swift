import EntryWidgets
import GtkKit
import Localization

/// What the Keyboard Shortcuts window (Ctrl+?) lists: every shortcut of the desk, the Alt keys
/// of the buttons that come and go with a message, a second keying or the batches window
/// included (a person who cannot see the button learns its key here), laid out to fit a
/// 1280x720 screen (`theme.size.shortcuts.*`): two sections (chosen in the header bar), each
/// two columns of at most `column-lines` lines.
@MainActor
enum DeskShortcuts {
    /// The window over `parent`.
    static func window(parent: Window) -> ShortcutsWindow? {
        ShortcutsWindow(
            sections: sections, parent: parent, linesPerColumn: ThemeTokens.number("theme.size.shortcuts.column-lines"),
            titleWidthChars: ThemeTokens.number("theme.size.shortcuts.title-chars"))
    }

    static var sections: [ShortcutsWindow.Section] {
        let groups = groups
        func named(_ titles: [String]) -> [ShortcutsWindow.Group] { titles.compactMap { title in groups.first { $0.title == title } } }
        // Entries and Application make the first column, Fields and Messages the second.
        return [
            // Translators: a section of the keyboard shortcuts window, chosen in its header bar.
            .init(title: tr("Entries"), groups: named([tr("Entries"), tr("Application"), tr("Fields"), tr("Messages")])),
            // Translators: a section of the keyboard shortcuts window, chosen in its header bar.
            .init(title: tr("Batches"), groups: named([tr("Batches"), tr("In the list of batches"), tr("Second keying")]))
        ]
    }

    static var groups: [ShortcutsWindow.Group] {
        [
            // Translators: a group of the keyboard shortcuts window.
            .init(
                title: tr("Entries"),
                shortcuts: [
                    ("<Control>s", tr("Save the entry")), ("<Control>n", tr("New entry")), ("<Control>f", tr("Search saved entries")),
                    ("<Control>i", tr("Import entries")), ("<Control>e", tr("Export entries")),
                    ("Delete", tr("Delete the entry in the list")),  // i18n: not shown (key name)
                    ("<Control>z", tr("Undo the last delete (outside the text fields)"))
                ]),
            // Translators: a group of the keyboard shortcuts window: the buttons of the message bar over the form.
            .init(
                title: tr("Messages"),
                shortcuts: [
                    // Translators: a shortcut of the message bar: save although the entry may be a duplicate or its amount is large.
                    ("<Alt>a", tr("Save anyway (a possible duplicate, a large amount)")),
                    // Translators: a shortcut of the message bar: take back a paste or a delete the message tells of.
                    ("<Alt>u", tr("Undo what the message tells of (a paste, a delete)")),
                    // Translators: a shortcut of the message bar when a batch does not balance.
                    ("<Alt>o", tr("Supervisor override of a batch that does not balance"))
                ]),
            // Translators: a group of the keyboard shortcuts window.
            .init(
                title: tr("Fields"),
                shortcuts: [
                    // i18n: not shown (key names)
                    ("Tab", tr("Next field (in a list: picks the highlighted choice)")), ("<Shift>Tab", tr("Previous field")),
                    ("Return", tr("Next field, or save on the last")),  // i18n: not shown (key names)
                    ("Down", tr("Next suggestion")), ("Escape", tr("Close suggestions")),  // i18n: not shown (key names)
                    ("<Control>apostrophe", tr("Copy this field from the entry saved before (ditto)")),
                    ("<Control>v", tr("Paste a whole address into the fields")),
                    ("<Control>z", tr("Take a pasted address back out of the fields"))
                ]),
            // Translators: a group of the keyboard shortcuts window.
            .init(
                title: tr("Batches"),
                shortcuts: [
                    ("<Control>b", tr("Open a batch")), ("<Control><Shift>b", tr("Close the open batch")),
                    ("<Control>t", tr("Say the open batch's figures")), ("<Control><Shift>l", tr("List the batches")),
                    ("<Control><Shift>v", tr("Verify a closed batch by keying it again")),
                    ("<Control><Shift>o", tr("Operators' statistics"))
                ]),
            // Translators: a group of the keyboard shortcuts window: the buttons of the list of batches (Ctrl+Shift+L).
            .init(
                title: tr("In the list of batches"),
                shortcuts: [
                    ("<Alt>r", tr("Reopen the selected batch")),
                    ("<Alt>v", tr("Send the selected batch to verification")),
                    ("<Alt>e", tr("Export the selected batch's entries"))
                ]),
            // Translators: a group of the keyboard shortcuts window: a field where the two keyings of a batch disagree.
            .init(
                title: tr("Second keying"),
                shortcuts: [
                    ("<Alt>f", tr("Keep the first keying's value")),
                    ("<Alt>u", tr("Use the second keying's value")),
                    ("<Alt>k", tr("Key the field again"))
                ]),
            // Translators: a group of the keyboard shortcuts window.
            .init(
                title: tr("Application"),
                shortcuts: [
                    ("F10", tr("Main Menu")), ("<Control>comma", tr("Preferences")),  // i18n: not shown (key names)
                    ("<Control>question", tr("Keyboard Shortcuts")), ("<Control>q", tr("Quit"))
                ])
        ]
    }
}
