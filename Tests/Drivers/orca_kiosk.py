"""What a blind visitor hears at the kiosk, in Orca 43's own words: the review before saving, the
confirmation with the reference number, the idle countdown and the fresh form after it, and a
wrong staff PIN, typed on a keyboard without a digit said. Called by name from
Tests/EntryDeskTests/OrcaKioskTests.swift; the waits for what Orca said of focus are
orca_desk.py's (see there how Orca 43 follows focus).
"""
from atspi_lib import check, click, find, states, text, type_text, wait_for
from kiosk_end_to_end import key_an_entry
from orca_desk import orca_in_name, press_heard
from orca_lib import never_said, said_mark, wait_said, wait_said_in_order


def review_confirmation_and_wrong_pin(who, amount, said_amount, wrong_pin):
    """An entry keyed to the review page is read back (name, amount as `said_amount`, no
    reference); Return saves it and says the reference number; Done leaves a fresh form; a
    wrong staff PIN is said as wrong, and none of its digits is said."""
    orca_in_name()
    mark = said_mark()
    key_an_entry(who, amount)
    wait_said_in_order(["Please check your entry", f"Name: {who}", f"Amount: {said_amount}", "Reference: None"], mark)
    press_heard(["Return"], ["Thank you! Your entry was saved. Your reference number is"])
    click(find(name="Done", role_name="push button"))
    wait_for("a fresh form", lambda: text(find(name="Name", role_name="text")) == "")

    click(find(name="Staff: leave kiosk mode"))
    pin = find(name="Staff PIN", role_name="password text")
    wait_for("focus in the PIN", lambda: "focused" in states(pin))
    mark = said_mark()
    type_text(wrong_pin)
    wait_for("the digits typed", lambda: pin.queryText().characterCount == len(wrong_pin))
    press_heard(["Return"], ["Wrong PIN"])
    for digit in wrong_pin:
        never_said(digit, mark)


def idle_countdown_and_cleared_form():
    """A visitor types and walks away: the warning says how long until the form is cleared and
    how to keep it, then that the form was cleared, and Name is empty."""
    name, _ = orca_in_name()
    mark = said_mark()
    type_text("Alan")
    wait_said("Your entry will be cleared in", mark, timeout=30)
    wait_said("Touch the screen or press any key to keep it", mark)
    wait_said("The form was cleared for the next person", mark, timeout=30)
    check(text(name) == "", "the form is empty: " + repr(text(name)))


__all__ = ["idle_countdown_and_cleared_form", "review_confirmation_and_wrong_pin"]
