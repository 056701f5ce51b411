import EntryStore

/// A saved entry (EntryStore's `Entry`), named apart from GtkKit's `Entry` text field.
typealias SavedEntry = Entry
