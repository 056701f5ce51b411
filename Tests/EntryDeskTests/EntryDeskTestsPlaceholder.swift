// Tests for EntryDesk.
