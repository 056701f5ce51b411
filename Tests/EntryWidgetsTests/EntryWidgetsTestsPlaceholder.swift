// Tests for EntryWidgets.
