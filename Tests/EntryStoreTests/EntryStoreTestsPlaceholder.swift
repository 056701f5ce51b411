// Tests for EntryStore.
