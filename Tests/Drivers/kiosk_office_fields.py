"""The office's own fields at a kiosk, by touch alone: the fields a form file places at the kiosk
keyed on the on-screen keyboard and picked from a touch list, checked at Save, listed on the
review page, and gone for the next person. Pointer taps only (and the wheel to scroll the form as
a finger swipes it), never a key event. Called by name from
Tests/EntryDeskTests/KioskOfficeFieldsTests.swift; the taps are kiosk_touch_flow's.
"""
from atspi_lib import DriverError, check, click, description, find, find_all, shown, states, text, wait_for
from kiosk_touch_flow import extents, keyboard_shown, scroll_to, tap_key, tap_row, tap_shown_keys


def tap_text(characters):
    """Taps each character's key: digits, letters (a capital with Shift first, which shows the
    letter keys in capitals for one key), the space bar, `.`, `-` and `+`."""
    for character in characters:
        if character == " ":
            tap_key("Space")
            continue
        if character.isupper():
            tap_key("Shift")
        tap_key(character)


def tap_field(name, role_name="text"):
    """Scrolls to the field `name`, taps it, and waits until it has focus and its keyboard shows."""
    node = find(name=name, role_name=role_name)
    scroll_to(node)
    click(node)
    wait_for(f"focus in {name}", lambda: "focused" in states(node))
    return node


def show_all_choices(field):
    """Taps the button that opens the whole list of the choice field `field` (the one nearest it:
    Country has one too)."""
    x, y, w, h = extents(field)
    buttons = [b for b in find_all(name="Show all choices", role_name="push button") if extents(b)[3] > 0]
    check(buttons, "no Show all choices button on screen")
    click(min(buttons, key=lambda b: abs(extents(b)[1] + extents(b)[3] / 2 - (y + h / 2))))


def check_field_absent(name):
    check(not find_all(name=name, role_name="text"), f"{name} shows at the kiosk")
    check(not shown(name), f"{name} shows at the kiosk: {shown(name)!r}")


def name_and_address_by_touch(who, street_typed, street_row):
    """`who` tapped into Name on the keyboard, then `street_typed` into the search and the
    suggestion row `street_row` tapped; Name's node."""
    name = find(name="Name", role_name="text")
    wait_for("focus in Name", lambda: "focused" in states(name))
    click(name)
    tap_text(who)
    wait_for("the name typed", lambda: text(name) == who)
    search = find(name="Find an address", role_name="combo box")
    click(search)
    wait_for("focus in the search", lambda: "focused" in states(search))
    tap_text(street_typed)
    wait_for("the suggestion " + street_row, lambda: find_all(name=street_row, role_name="list item"))
    tap_row(street_row)
    return name


def key_an_entry_by_touch(who, street_typed, street_row, street, amount, bad_iban, iban_says, iban, phone, method_label, desk_only):
    """Name on the keyboard; the address from the suggestion row `street_row` (found by
    `street_typed`); the amount on the number pad; the IBAN `bad_iban` on the keyboard's digits
    and letters; the phone number `phone` with its international prefix (`+`) on the keyboard's
    digit row; `method_label` tapped in the method's list. `desk_only` never shows. Save
    refuses the IBAN with `iban_says` under it; the last digit retyped to make `iban`, Save shows
    the review with both values; Confirm, then Done: the next person's form has neither."""
    name = find(name="Name", role_name="text")
    wait_for("focus in Name", lambda: "focused" in states(name))
    check_field_absent(desk_only)
    name_and_address_by_touch(who, street_typed, street_row)
    line1 = find(name="Address line 1", role_name="text")
    wait_for("the address filled in", lambda: text(line1) == street)

    amount_field = tap_field("Amount")
    tap_shown_keys(*amount)
    wait_for("the amount typed on the number pad", lambda: text(amount_field) == amount)

    iban_field = tap_field("IBAN")
    wait_for("the keyboard for the IBAN", keyboard_shown)
    # Lower-case letters: the field writes an IBAN in capitals.
    tap_text(bad_iban.lower())
    grouped = " ".join(bad_iban[i:i + 4] for i in range(0, len(bad_iban), 4))
    wait_for("the IBAN grouped in fours", lambda: text(iban_field) == grouped)

    phone_field = tap_field("Phone")
    wait_for("the keyboard for the phone number", keyboard_shown)
    tap_text(phone)
    wait_for("the phone number typed with its +", lambda: text(phone_field) == phone)

    method = tap_field("Payment method", role_name="combo box")
    show_all_choices(method)
    tap_row(method_label, list_name="Payment method")
    wait_for(f"{method_label} picked", lambda: text(method) == method_label)

    save = find(name="Save", role_name="push button")
    scroll_to(save)
    click(save)
    try:
        wait_for("the IBAN's message shown", lambda: shown(iban_says))
    except DriverError as error:
        raise DriverError(f"{error}: the IBAN says {description(iban_field)!r}") from None
    # Refused: the form stays, focus in the IBAN (the review would have taken it to Confirm).
    wait_for("focus on the refused IBAN", lambda: "focused" in states(iban_field))
    scroll_to(iban_field)
    click(iban_field)
    wait_for("the keyboard for the IBAN", keyboard_shown)
    tap_key("Delete")
    tap_text(iban[-1].lower())
    wait_for("the IBAN fixed", lambda: text(iban_field).replace(" ", "") == iban)
    wait_for("the IBAN's message gone once it is right", lambda: not shown(iban_says))
    scroll_to(save)
    click(save)

    confirm = find(name="Confirm", role_name="push button")
    wait_for("the review, focus on Confirm", lambda: "focused" in states(confirm))
    grouped = " ".join(iban[i:i + 4] for i in range(0, len(iban), 4))
    for term, value in (("IBAN", grouped), ("Payment method", method_label), ("Name", who)):
        # The review shows each value in a group named by its term, with the term's label.
        values = [[n.name for n in find_all(role_name="label", root=group)] for group in find_all(name=term, role_name="panel")]
        check(any(value in labels and term in labels for labels in values), f"the review's {term}: expected {value!r}, seen {values!r}")
    check_field_absent(desk_only)
    click(confirm)
    find(name="Thank you! Your entry was saved.", role_name="label")
    click(find(name="Done", role_name="push button", showing=True))
    wait_for("the form for the next person", lambda: "focused" in states(name))
    check_next_person_gets_nothing(name)


def check_next_person_gets_nothing(name):
    """The form is empty: no name, no IBAN, no payment method, no message."""
    iban_field = find(name="IBAN", role_name="text")
    method = find(name="Payment method", role_name="combo box")
    wait_for("the office fields emptied", lambda: (text(name), text(iban_field), text(method)) == ("", "", ""))
    check("Error:" not in description(iban_field), f"the IBAN keeps a message: {description(iban_field)!r}")


def idle_reset_clears_office_fields(iban_part, method_label):
    """`iban_part` typed into the IBAN and `method_label` picked; then no taps: the idle reset
    empties them with the rest."""
    name = find(name="Name", role_name="text")
    wait_for("focus in Name", lambda: "focused" in states(name))
    iban_field = tap_field("IBAN")
    wait_for("the keyboard for the IBAN", keyboard_shown)
    tap_text(iban_part.lower())
    wait_for("the IBAN typed", lambda: text(iban_field).replace(" ", "") == iban_part.upper())
    method = tap_field("Payment method", role_name="combo box")
    show_all_choices(method)
    tap_row(method_label, list_name="Payment method")
    wait_for(f"{method_label} picked", lambda: text(method) == method_label)
    # No more taps: the warning, then the reset.
    wait_for("the reset", lambda: text(iban_field) == "", timeout=30)
    wait_for("focus in Name again", lambda: "focused" in states(name))
    check_next_person_gets_nothing(name)


__all__ = ["key_an_entry_by_touch", "idle_reset_clears_office_fields"]
