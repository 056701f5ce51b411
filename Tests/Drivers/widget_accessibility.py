"""Widgets as a screen reader meets them over AT-SPI, and as a person keys them (xdotool), for
the accessibility tests of the widget modules: Tests/EntryWidgetsTests/AddressFormAccessibilityTests.swift,
Tests/EntryWidgetsTests/TextInputAccessibilityTests.swift and Tests/GtkKitTests/AccessibilityTests.swift.
What must hold is checked here with a message saying what was expected and what was seen; what the
Swift test judges is printed.
"""
import time

import pyatspi

from atspi_lib import (TIMEOUT, DriverError, check, description, find, find_all, focus_window, key, relation_targets, role, shows_error, states,
                       text, type_text, wait_for)
from gtk_kit_keys import point_into

# The address search's accessible name: a combo box that opens a list of suggestions.
SEARCH = "Find an address"


def wait_until_equal(what, read, expected, timeout=TIMEOUT):
    """Waits until `read()` gives `expected`; a timeout says what was expected and what was last
    seen. (Could go to atspi_lib beside wait_for.)"""
    try:
        wait_for(what, lambda: read() == expected, timeout)
    except DriverError as error:
        raise DriverError(f"{error}: expected {expected!r}, last seen {read()!r}") from None


def screen_y(node):
    """The top of `node` on the screen."""
    return node.queryComponent().getExtents(pyatspi.DESKTOP_COORDS)[1]


# --- Text fields and their states -------------------------------------------------------------

def field_reads(name, expected_description, error):
    """A screen reader reads the editable text field `name`: its description comes to be
    `expected_description`, and it says an error exactly when `error`."""
    field = find(name=name, role_name="text")
    wait_until_equal(f"the description of {name!r}", lambda: description(field), expected_description)
    check(shows_error(field) == error, f"{name!r} says an error: expected {error}, states {sorted(states(field))}")
    check("editable" in states(field), f"{name!r} is editable: states {sorted(states(field))}")


def read_only_field_reads(name, expected_text):
    """A screen reader reads the text field `name` as not editable, holding `expected_text`."""
    field = find(name=name, role_name="text")
    check("editable" not in states(field), f"{name!r} is read-only: states {sorted(states(field))}")
    check(text(field) == expected_text, f"{name!r} holds {expected_text!r}: it holds {text(field)!r}")
    print("read-only:", sorted(states(field)))


def disabled_field_reads(name):
    """A screen reader reads the text field `name` as neither sensitive nor enabled."""
    field = find(name=name, role_name="text")
    check("sensitive" not in states(field) and "enabled" not in states(field),
          f"{name!r} is disabled: states {sorted(states(field))}")
    print("disabled:", sorted(states(field)))


def error_icons_shown(name, count):
    """A screen reader finds `count` visible images named `name` (a field's error icon)."""
    icons = find_all(name=name, role_name="image", showing=True)
    check(len(icons) == count, f"{count} visible images named {name!r}: there are {len(icons)}")


def toggle_pressed(name, pressed):
    """A screen reader reads the toggle button `name` as pressed, or not, as `pressed` says (GTK
    4.8 shows a toggle button as a push button with a pressed state)."""
    toggle = find(name=name, role_name="push button")
    wait_until_equal(f"{name!r} pressed", lambda: "pressed" in states(toggle), pressed)


def typing_formats_moves_on_and_respects_read_only(title, postal_digits, postal_formatted, city, password):
    """A person types `postal_digits` in the postal code (it shows `postal_formatted`), a 0 after
    its third digit (12304-567: the caret stays after it), Enter; `city` in City, Tab; "zz",
    BackSpace, Ctrl+A, Ctrl+C in the read-only entry number, Tab; `password`, Tab, Space (the
    show-password toggle). The Swift test reads back what each field holds."""
    postal = find(name="Postal code", role_name="text")
    focus_window(title)
    type_text(postal_digits)
    wait_for(f"the formatted postal code {postal_formatted!r}", lambda: text(postal) == postal_formatted)
    key("Home", "Right", "Right", "Right")
    type_text("0")
    wait_for("the digit typed in the middle", lambda: text(postal) == "12304-567")
    caret = postal.queryText().caretOffset
    check(caret == 4, f"the caret right after the typed digit, at 4: it is at {caret}")
    key("Return")
    city_field = find(name="City", role_name="text")
    type_text(city)
    wait_for("the city typed after Enter", lambda: text(city_field) == city)
    key("Tab")
    find(name="Entry number", role_name="text")
    type_text("zz")
    key("BackSpace", "ctrl+a", "ctrl+c", "Tab")
    find(name="Password", role_name="text")
    type_text(password)
    key("Tab", "space")


def type_into_described_field(title, name, expected_description, invalid_state_set, typed):
    """A screen reader reads the text field `name`: its description `expected_description`, the
    invalid state set exactly when `invalid_state_set`; a person types `typed` into it. Prints
    the field's text."""
    field = find(name=name, role_name="text")
    check(description(field) == expected_description, f"{name!r} described as {expected_description!r}: "
          f"it is described as {description(field)!r}")
    check(("invalid" in states(field)) == invalid_state_set,
          f"the invalid state {'set' if invalid_state_set else 'not set'}: states {sorted(states(field))}")
    focus_window(title)
    type_text(typed)
    wait_for(f"{typed!r} typed", lambda: text(field) == typed)
    print(text(field))


def description_says(name, message):
    """A screen reader reads `message` as the description of the text field `name`."""
    field = find(name=name, role_name="text")
    wait_until_equal(f"the message said in {name!r}", lambda: description(field), message)


def message_moved(from_name, to_name, message):
    """The message said in the text field `from_name` has left it, and `to_name` says `message`."""
    source = find(name=from_name, role_name="text")
    target = find(name=to_name, role_name="text")
    wait_for(f"a message in {to_name!r}", lambda: description(target) != "")
    check(description(target) == message, f"{to_name!r} says {message!r}: it says {description(target)!r}")
    check(description(source) == "", f"{from_name!r} says nothing: it keeps {description(source)!r}")


# --- The address search and form --------------------------------------------------------------

def search_drilled_and_filled_by_keys(title, query, group, first_unit, line2):
    """A screen reader meets the closed address search (a combo box controlling the suggestions);
    a person types `query`, Enter on the active first row, the building `group`, opens its units
    (`first_unit` active), Down and Enter take the second: the list closes and line 2 shows
    `line2`."""
    search = find(name=SEARCH, role_name="combo box")
    check("expanded" not in states(search), f"the search closed at first: states {sorted(states(search))}")
    check("expandable" in states(search), f"a combo box that opens: states {sorted(states(search))}")
    controlled = [target.name for target in relation_targets(search, pyatspi.RELATION_CONTROLLER_FOR)]
    check(controlled == ["Address suggestions"], f"the search controls ['Address suggestions']: it controls {controlled}")
    focus_window(title)
    type_text(query)
    building = find(name=group, showing=True)
    wait_for("the list open", lambda: "expanded" in states(search))
    # The first row is active as the list opens: Enter takes it.
    wait_for("the building active", lambda: "selected" in states(building))
    check(role(building) == "list item", f"a suggestion is a list item: it is a {role(building)}")
    key("Return")
    first = find(name=first_unit, showing=True)
    find(name="Back to all addresses", showing=True)
    wait_for("the first unit active", lambda: "selected" in states(first))
    key("Down", "Return")
    wait_for("the list closed", lambda: "expanded" not in states(search))
    line2_field = find(name="Address line 2", role_name="text")
    wait_for(f"line 2 filled with {line2!r}", lambda: text(line2_field) == line2)


def escape_back_close_and_clear(title, query, group, a_unit):
    """A person types `query`, Enter on the building `group` (its units show, `a_unit` among
    them), Escape (back on the building, the list open), Escape (the list closed, the text kept),
    Escape (the search cleared)."""
    search = find(name=SEARCH, role_name="combo box")
    focus_window(title)
    type_text(query)
    find(name=group, showing=True)
    key("Return")
    find(name=a_unit, showing=True)
    key("Escape")
    building = find(name=group, showing=True)
    wait_for("back on the building, still active", lambda: "selected" in states(building))
    check("expanded" in states(search), "Escape in the units goes back, the list stays open")
    key("Escape")
    wait_for("the list closed", lambda: "expanded" not in states(search))
    check(text(search) == query, f"the first Escape keeps {query!r}: the search holds {text(search)!r}")
    key("Escape")
    wait_for("the search cleared", lambda: text(search) == "")


def type_query(title, query, pointer_in_window=False):
    """A person types `query` into the focused address search; `pointer_in_window`: a mouse user,
    whose pointer is in the window (near its corner) before the list opens."""
    search = find(name=SEARCH, role_name="combo box")
    window_id = focus_window(title)
    if pointer_in_window:
        point_into(window_id, 5, 5)
    wait_for("focus in the search", lambda: "focused" in states(search))
    type_text(query)
    wait_for(f"the typed query {query!r}", lambda: text(search) == query)


def pick_state_then_fix_zip(title, typed, state, wrong_zip, mismatch, right_zip):
    """A person types `typed` in the State, picks `state` with Enter (focus moves to the ZIP code),
    types `wrong_zip` and Shift+Tab: the ZIP code says `mismatch`; Tab, Ctrl+A and `right_zip`
    clear it; then Tab."""
    state_field = find(name="State", role_name="combo box")
    focus_window(title)
    type_text(typed)
    find(name=state, showing=True)
    key("Return")
    wait_for(f"{state} picked", lambda: text(state_field) == state)
    zip_field = find(name="ZIP code", role_name="text")
    wait_for("Enter moved on to the ZIP code", lambda: "focused" in states(zip_field))
    type_text(wrong_zip)
    key("shift+Tab")
    wait_until_equal("the mismatch message on focus-out", lambda: description(zip_field), mismatch)
    check(shows_error(zip_field), f"the ZIP code says an error: states {sorted(states(zip_field))}")
    key("Tab", "ctrl+a")
    type_text(right_zip)
    wait_for("the message gone once fixed", lambda: not shows_error(zip_field))
    key("Tab")


def country_switched_reorders(title, typed, country, line1):
    """A person replaces the country with `typed` and Enter (`country` picked): the form's rows come
    postal code, prefecture, street, line 1 keeps `line1`, and no City is left. Prints the rows'
    screen y."""
    country_field = find(name="Country", role_name="combo box")
    focus_window(title)
    key("ctrl+a")
    type_text(typed)
    key("Return")
    wait_for(f"{country} picked", lambda: text(country_field) == country)
    prefecture = find(name="Prefecture", role_name="combo box")
    postal = find(name="Postal code", role_name="text")
    line1_field = find(name="Address line 1", role_name="text")
    wait_for("postal code, then prefecture, then street",
             lambda: screen_y(postal) < screen_y(prefecture) < screen_y(line1_field))
    check(text(line1_field) == line1, f"line 1 keeps {line1!r}: it holds {text(line1_field)!r}")
    cities = find_all(name="City", role_name="text", showing=True)
    check(not cities, f"{country}'s form has no City: {len(cities)} shown")
    print(screen_y(postal), screen_y(prefecture), screen_y(line1_field))


def seconds_to_type_into_search(title, typed, timeout):
    """A person types `typed` into the address search: prints the seconds until every key shows
    in the field (at most `timeout`)."""
    search = find(name=SEARCH, role_name="combo box")
    focus_window(title)
    start = time.monotonic()
    type_text(typed)
    wait_for("every keystroke in the field", lambda: text(search) == typed, timeout=timeout)
    print(round(time.monotonic() - start, 3))
