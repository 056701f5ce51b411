"""Pasting a whole address into the EntryDesk desk: Ctrl+V from a clipboard another process owns
(as an editor's would be), real keys (xdotool), the fields read over AT-SPI. Called by name from
Tests/EntryDeskTests/AddressPasteEndToEndTests.swift; every wait is for something the
accessibility tree shows.
"""
from atspi_lib import check, field_texts, find, focus_name_field, key, paste, states, tab_to, text, type_text, wait_for


def _check_fields(expected, what):
    """Fails unless every field named in `expected` (pairs of a field's name and its text)
    holds that text."""
    fields = field_texts()
    for field, value in expected:
        check(fields.get(field) == value, f"{what}: {field} should hold {value!r}, it holds {fields.get(field)!r}")
    return fields


def paste_splits_and_one_undo_takes_it_back(pasted, expected, message=None):
    """On the empty US form, pastes `pasted` in Address line 1: focus moves on to the Amount,
    each field holds what `expected` (pairs of a field's name and its text) says, the window
    says `message` (unless None); then one Ctrl+Z gives the empty US form back."""
    empty = field_texts()
    check(empty.get("Country") == "United States", f"the form starts in the US: its country is {empty.get('Country')!r}")
    amount = find(name="Amount", role_name="text")
    tab_to(find(name="Address line 1", role_name="text"))
    paste(pasted, lambda: wait_for("focus on to the amount", lambda: "focused" in states(amount)))
    _check_fields(expected, repr(pasted))
    if message:
        find(name=message, showing=True)
    key("ctrl+z")
    wait_for("the empty US form back", lambda: field_texts() == empty)


def a_change_of_ones_own_ends_the_splits_undo(pasted, typed_amount, line1, postal_code):
    """Pastes `pasted` in Address line 1, types `typed_amount` in the Amount it moved on to; then
    Ctrl+Z is the Amount's own undo: the split (`line1`, `postal_code`) stays."""
    focus_name_field()
    line1_field = find(name="Address line 1", role_name="text")
    tab_to(line1_field)
    amount = find(name="Amount", role_name="text")
    paste(pasted, lambda: wait_for("focus on to the amount", lambda: "focused" in states(amount)))
    type_text(typed_amount)
    wait_for("the amount typed", lambda: text(amount).startswith(typed_amount))
    key("ctrl+z")
    key("shift+Tab")
    wait_for("focus back in the address", lambda: "focused" not in states(amount))
    check(text(line1_field) == line1, f"the split stays: Address line 1 should hold {line1!r}, it holds {text(line1_field)!r}")
    postal = field_texts()["ZIP code"]
    check(postal == postal_code, f"the split stays: ZIP code should hold {postal_code!r}, it holds {postal!r}")


def the_index_fills_what_the_paste_left_out(pasted, postal_code, expected, message):
    """Pastes `pasted` (no ZIP code) in Address line 1: the address index fills `postal_code`,
    the fields hold `expected` (pairs), focus moves on to the Amount and the window says
    `message`; one Ctrl+Z takes it all back, the ZIP code too."""
    focus_name_field()
    empty = field_texts()
    tab_to(find(name="Address line 1", role_name="text"))
    paste(pasted, lambda: wait_for(f"the ZIP code {postal_code} from the index", lambda: field_texts()["ZIP code"] == postal_code))
    _check_fields(expected, repr(pasted))
    amount = find(name="Amount", role_name="text")
    wait_for("on to the amount once nothing is missing", lambda: "focused" in states(amount))
    find(name=message, showing=True)
    key("ctrl+z")
    wait_for("the empty form back", lambda: field_texts() == empty)


def enter_manually_splits_a_typed_address(typed, expected):
    """Types `typed` (an address the index does not know) in the address search: Enter takes
    "Enter manually", the list's only row, and the fields hold `expected` (pairs)."""
    focus_name_field()
    tab_to(find(name="Find an address", role_name="combo box"))
    type_text(typed)
    # Nothing found: "Enter manually", the list's only row, is highlighted and Enter takes it.
    find(name="Address not found? Enter manually", showing=True)
    key("Return")
    amount = find(name="Amount", role_name="text")
    wait_for("focus on to the amount", lambda: "focused" in states(amount))
    _check_fields(expected, repr(typed))


def no_whole_address_goes_in_on_one_line(typed, pasted, joined):
    """Types `typed` in Address line 2 and pastes `pasted` (no whole address) after it: line 2
    holds `joined` (the lines on one line); line 1 and Name stay empty."""
    name = focus_name_field()
    line2 = find(name="Address line 2", role_name="text")
    tab_to(line2)
    type_text(typed)
    paste(pasted, lambda: wait_for(f"the paste in line 2 ({joined!r})", lambda: text(line2) == joined))
    line1 = text(find(name="Address line 1", role_name="text"))
    check(line1 == "", f"line 1 untouched: it holds {line1!r}")
    check(text(name) == "", f"Name untouched: it holds {text(name)!r}")
