"""An office's own fields at the desk (a form file's), keyed by keyboard alone: Enter walks from
Reference through the office's fields and saves from the last; Save refuses a value a hard rule
refuses, with the message under the field and the focus in it; a soft rule asks once for a
reason, which Escape leaves and Enter confirms; a draft with them comes back after a crash.
Called by name from
Tests/EntryDeskTests/OfficeFieldsEndToEndTests.swift; every wait is for something the
accessibility tree shows.
"""
from atspi_lib import (DriverError, check, description, find, find_all, focus_name_field, focused_node, key, shown, shows_error, states,
                       tab_to, text, type_text, wait_for, wait_for_draft, wait_for_window_gone)

SOFT_RULE_QUESTION = "Keep these values?"


def reason_asked(says=None):
    """The soft rules' question, open after Save with focus in its Reason (and `says` among its
    words, when given): the reason field."""
    dialog = find(name=SOFT_RULE_QUESTION, role_name="dialog", showing=True)
    if says is not None:
        check(says in description(dialog), f"the question says {says!r}: {description(dialog)!r}")
    reason_field = find(name="Reason", role_name="text", root=dialog)
    wait_for("focus in the reason", lambda: "focused" in states(reason_field))
    return reason_field


def focused_name():
    """The name of the field or button with keyboard focus, "?" when none has it."""
    node = focused_node(("text", "combo box", "push button"))
    return node.name if node else "?"


def enter_to(field):
    """Enter, then waits until `field` has keyboard focus."""
    key("Return")
    wait_for("Enter to " + field, lambda: focused_name() == field)


def retype(value):
    """Replaces the focused field's text with `value`, typed."""
    key("ctrl+a", "BackSpace")
    type_text(value)


def key_an_entry_with_office_fields(who, street, city, state_typed, postal_code, amount, invoice, bad_iban, iban_says, iban,
                                    old_date, date_says, method_typed, method, reason):
    """Keys a US entry and the office's four fields by Enter alone (Invoice number, IBAN, Paid
    on, Payment method: `method_typed` then Enter picks `method` and saves). The IBAN `bad_iban`
    is refused: its message (holding `iban_says`) under it, focus in it. Fixed to `iban`, Save asks
    about `old_date` (the question holding `date_says`): Escape goes back to Paid on, unsaved;
    Save again, `reason` typed, Enter saves."""
    name = focus_name_field()
    type_text(who)
    for field in ("Country", "Find an address", "Address line 1"):
        enter_to(field)
    type_text(street)
    enter_to("Address line 2")
    enter_to("City")
    type_text(city)
    enter_to("State")
    type_text(state_typed)
    enter_to("ZIP code")  # picks the highlighted state and moves on
    type_text(postal_code)
    enter_to("Amount")
    type_text(amount)
    enter_to("Reference")
    enter_to("Invoice number")
    type_text(invoice)
    enter_to("IBAN")
    type_text(bad_iban)
    iban_field = find(name="IBAN", role_name="text")
    wait_for("the IBAN grouped in fours", lambda: text(iban_field).startswith(bad_iban[:4] + " "))
    enter_to("Paid on")
    type_text(old_date)
    enter_to("Payment method")
    type_text(method_typed)
    method_field = find(name="Payment method", role_name="combo box")
    find(name=method, showing=True)
    # Enter picks the highlighted choice and, from the last field, saves: the IBAN is refused.
    key("Return")
    try:
        wait_for("the IBAN's message shown under it", lambda: shown(iban_says))
    except DriverError as error:
        raise DriverError(f"{error}: the IBAN says {description(iban_field)!r}, focus in {focused_name()!r}, "
                          f"the method holds {text(method_field)!r}") from None
    # What a screen reader says on the field focused, as for the built-in fields' errors.
    wait_for("the refusal said on the IBAN", lambda: "needs attention: IBAN" in description(iban_field))
    wait_for("focus on the refused IBAN", lambda: "focused" in states(iban_field))
    check(text(method_field) == method, f"the method picked: expected {method!r}, seen {text(method_field)!r}")
    check(text(name) == who, "the form kept the entry")
    check(not find_all(name=SOFT_RULE_QUESTION), "no question while a hard rule refuses")
    retype(iban)
    wait_for("the IBAN's message gone once it is right", lambda: not shown(iban_says))
    # Save: the day paid is long ago. Escape goes back to it, nothing saved.
    key("ctrl+s")
    reason_asked(date_says)
    key("Escape")
    wait_for_window_gone(SOFT_RULE_QUESTION)
    paid_on = find(name="Paid on", role_name="text")
    wait_for("back in Paid on", lambda: "focused" in states(paid_on))
    check(text(name) == who, "Escape saved nothing")
    # Save again: a reason is needed; typed, Enter keeps the values and saves.
    key("ctrl+s")
    reason_field = reason_asked()
    key("Return")
    wait_for("an empty reason refused", lambda: shows_error(reason_field))
    type_text(reason)
    key("Return")
    wait_for_window_gone(SOFT_RULE_QUESTION)
    find(name=f"Saved entry for {who}.", showing=True)
    wait_for("the form cleared", lambda: text(name) == "")
    for field in ("Invoice number", "IBAN", "Paid on"):
        node = find(name=field, role_name="text")
        check(text(node) == "", f"{field} emptied for the next entry: {text(node)!r}")


def type_a_draft(who, iban, method_typed, method_value, database):
    """Types a name, an IBAN and a payment method (`method_typed`, Tab picks the highlighted
    choice) without saving, and waits until the autosave has written the choice's value
    (`method_value`) into the draft in `database`."""
    focus_name_field()
    type_text(who)
    tab_to(find(name="IBAN", role_name="text"))
    type_text(iban)
    method_field = find(name="Payment method", role_name="combo box")
    tab_to(method_field)
    type_text(method_typed)
    key("Tab")
    wait_for("focus moved on from the method", lambda: "focused" not in states(method_field))
    wait_for_draft(database, method_value)


def print_office_fields_back(who):
    """At start-up after a crash: waits until Name holds `who` again, and prints the IBAN and the
    payment method as shown, joined by |."""
    name = find(name="Name", role_name="text")
    wait_for(f"the draft back with {who!r} in Name", lambda: text(name) == who)
    iban = find(name="IBAN", role_name="text")
    method = find(name="Payment method", role_name="combo box")
    print(text(iban) + "|" + text(method))
