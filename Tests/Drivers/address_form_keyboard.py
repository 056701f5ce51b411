"""The address form keyed as an operator keys it (xdotool), for
Tests/EntryWidgetsTests/AddressFormKeyboardTests.swift: the Swift test reads back where focus went
and what the form holds. Plain keys and typing into the window are gtk_kit_keys.press and
gtk_kit_keys.type_into.
"""
from atspi_lib import focus_window, key, type_text


def pick_typed_match(title, typed, taking_key, replacing=False):
    """A person types the start of a name (a state, prefecture or country) in its list and takes
    the highlighted match with `taking_key` (Tab or Return); `replacing`: the field's text is
    cleared first (Ctrl+A, BackSpace), as over a country already there."""
    focus_window(title)
    if replacing:
        key("ctrl+a", "BackSpace")
    type_text(typed)
    key(taking_key)


def type_at_the_end(title, typed):
    """A person goes to the end of the focused field (End) and types `typed` there, as when
    narrowing a building's list of units."""
    focus_window(title)
    key("End")
    type_text(typed)
