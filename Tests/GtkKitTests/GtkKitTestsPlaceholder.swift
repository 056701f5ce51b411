// Tests for GtkKit.
