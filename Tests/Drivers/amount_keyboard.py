"""InputAmount keyed as a person keys it (xdotool) and read back as a screen reader reads it
(AT-SPI), for Tests/EntryWidgetsTests/InputAmountKeyboardTests.swift. The functions print what
they read as "label value" lines for the Swift test to judge; a step that must hold on the way
is a wait or a check here.

GTK 4.8 sends no value of an entry over AT-SPI: the amount a screen reader reads ("USD 1,234.50")
is the start of the field's accessible description.
"""
from atspi_lib import description, find, find_all, focus_window, key, shows_error, states, text, type_text, wait_for

# The accessible name of an InputAmount with no label of its own.
AMOUNT = "Amount input"


def caret(field):
    """Where the caret stands in the text accessible `field`."""
    return field.queryText().caretOffset


def fresh(node):
    """`node` with its cached name and description dropped: AT-SPI clients cache them, and a
    field's description changes as it is typed in. (Could go to atspi_lib beside `description`.)"""
    node.clear_cache()
    return node


def keypad_decimal_then_leave(title, whole, decimals, grouped, canonical, field_name=AMOUNT):
    """A person types `whole`, the keypad's decimal key and `decimals`, then Tab: prints the caret
    and what a screen reader reads once the text shows `grouped`, and the text, `canonical`, after."""
    focus_window(title)
    field = find(name=field_name, role_name="text")
    type_text(whole)
    key("KP_Decimal")
    type_text(decimals)
    wait_for(f"the grouped text {grouped!r}", lambda: text(field) == grouped)
    print("caret", caret(field))
    print("description", description(field))
    key("Tab")
    wait_for(f"the canonical text {canonical!r}", lambda: text(field) == canonical)
    print("after", text(field))


def typed_then_left_with_error(typed, shown_as, title=None, field_name=AMOUNT):
    """A person types `typed` key by key (it shows as `shown_as`), then Tab, and the field says an
    error: prints whether it said one while typing, then its text and description after."""
    if title is not None:
        focus_window(title)
    field = find(name=field_name, role_name="text")
    for character in typed:
        type_text(character)
    wait_for(f"the typed text shown as {shown_as!r}", lambda: text(field) == shown_as)
    print("while-typing", shows_error(field))
    key("Tab")
    wait_for("the error on focus-out", lambda: shows_error(field))
    print("text", text(field))
    print("description", description(fresh(field)))


def typed_key_by_key_then_read(typed, read_as, title=None, field_name=AMOUNT):
    """A person types `typed` key by key, then Tab, and the field shows the amount it read,
    `read_as`: prints whether it said an error while typing, then what a screen reader reads."""
    if title is not None:
        focus_window(title)
    field = find(name=field_name, role_name="text")
    for character in typed:
        type_text(character)
    wait_for(f"the text as typed, {typed!r}", lambda: text(field) == typed)
    print("typed-invalid", shows_error(field))
    key("Tab")
    wait_for(f"the amount it reads as, {read_as!r}", lambda: text(field) == read_as)
    print("read", description(fresh(field)))


def german_regrouping_and_backspace(title, field_name=AMOUNT):
    """A person in a German amount types 1234567, an 8 three digits from the end, the keypad's
    decimal key (leaving three cents: kept as typed, an error), BackSpace, ",2" at the end, and
    BackSpace right of the first "."; prints the caret after each step and the error state."""
    focus_window(title)
    field = find(name=field_name, role_name="text")
    type_text("1234567")
    wait_for("the grouped text", lambda: text(field) == "1.234.567")
    key("Left", "Left", "Left")
    print("caret-left", caret(field))
    type_text("8")
    wait_for("a digit in the middle", lambda: text(field) == "12.348.567")
    print("caret-typed", caret(field))
    key("KP_Decimal")
    wait_for("the separator kept as typed", lambda: text(field) == "12348,567")
    print("after-kp", text(field), shows_error(field))
    key("BackSpace")
    wait_for("formatted again", lambda: text(field) == "12.348.567")
    print("caret-fixed", caret(field), shows_error(field))
    key("End", "KP_Decimal", "2")
    wait_for("the decimals", lambda: text(field) == "12.348.567,2")
    key("Home", "Right", "Right", "Right", "BackSpace")
    wait_for("backspace after the separator", lambda: text(field) == "1.348.567,2")
    print("caret-backspace", caret(field))


def paste(title, pasted_as, field_name=AMOUNT):
    """A person pastes the clipboard (Ctrl+V) into the amount, which shows `pasted_as`: prints what
    a screen reader reads."""
    focus_window(title)
    field = find(name=field_name, role_name="text")
    key("ctrl+v")
    wait_for(f"the pasted amount {pasted_as!r}", lambda: text(field) == pasted_as)
    print("description", description(field))


def paste_over_all_refused(field_name=AMOUNT):
    """A person selects the whole amount and pastes the clipboard over it, and the field says an
    error: prints the text left, what a screen reader reads, and the error icons shown."""
    field = find(name=field_name, role_name="text")
    key("ctrl+a", "ctrl+v")
    wait_for("the error state", lambda: shows_error(field))
    print("text", text(field))
    print("description", description(field))
    print("error-icon", len(find_all(name="Error icon", role_name="image")))


def yen_decimals_then_dinar(title, yen_name, dinar_name):
    """A person types 1500.5 in a yen amount (an error: yen has no decimals), deletes ".5" and types 5
    (15,005), then Tab and 7.1234 in a dinar amount; prints each field's text and error."""
    focus_window(title)
    yen = find(name=yen_name, role_name="text")
    type_text("1500.5")
    wait_for("the error shown", lambda: shows_error(yen))
    print("kept", text(yen), "|", description(yen))
    key("BackSpace", "BackSpace")
    type_text("5")
    wait_for("the yen amount", lambda: text(yen) == "15,005")
    print("yen", text(yen), shows_error(yen))
    key("Tab")
    dinar = find(name=dinar_name, role_name="text")
    type_text("7.1234")
    wait_for("the dinar amount as typed", lambda: text(dinar) == "7.1234")
    print("dinar", text(dinar))


def currency_picked_by_keyboard(title, field_name, current, search, picked, amount_text, other_search):
    """A person opens the currency list from the amount (Shift+Tab, Space), searches `search` and
    takes it with Enter; opens it again, searches `other_search`, moves Down and leaves with
    Escape; opens it with Down and takes the second `other_search` match with Down, Enter.
    Prints the list's state before, what the amount reads after the pick, and the currency after
    Escape."""
    focus_window(title)
    # Found once, before the list exists: the list's 180 rows make every tree walk slow.
    button = find(name=f"Currency: {current}", role_name="push button")
    field = find(name=field_name, role_name="text")
    print("expanded-before", "expanded" in states(button))
    key("shift+Tab", "space")
    wait_for("the list open", lambda: "expanded" in states(button))
    type_text(search)
    key("Return")
    wait_for(f"{picked} picked", lambda: fresh(button).name == f"Currency: {picked}")
    wait_for(f"the amount {amount_text!r} in the new currency", lambda: text(field) == amount_text)
    wait_for("the focus back in the amount", lambda: "focused" in states(field))
    print("description", description(fresh(field)))
    key("shift+Tab", "space")
    wait_for("the list open again", lambda: "expanded" in states(button))
    type_text(other_search)
    key("Down", "Escape")
    wait_for("the list closed", lambda: "expanded" not in states(button))
    print("after-escape", fresh(button).name)
    key("Down")
    wait_for("the list open a third time", lambda: "expanded" in states(button))
    type_text(other_search)
    key("Down", "Return")
    wait_for("the list closed after the pick", lambda: "expanded" not in states(button))
