"""The currency list on a page of its own (the kiosk's), with its touch keyboard, for
Tests/EntryWidgetsTests/CurrencyPickerPageTests.swift; taps on the keyboard are the test's
TestWindow.tap, plain keys gtk_kit_keys.press and gtk_kit_keys.type_into.
"""
from atspi_lib import find, find_all, key, type_text


def keys_on(keyboard_name):
    """A screen reader finds the keyboard named `keyboard_name`: prints how many keys (push
    buttons) it holds."""
    keyboard = find(name=keyboard_name)
    print("keys", len(find_all(role_name="push button", root=keyboard)))


def undo_then_type(undos, typed):
    """A person presses Ctrl+Z `undos` times in the focused search, then types `typed`."""
    key(*["ctrl+z"] * undos)
    type_text(typed)
