"""The amount's plausibility limit at the desk, keyed by keyboard alone: an amount above the
desk's limit is asked about in the soft rules' question, kept with the reason typed, named in
the entry's history when it is opened again, and not asked about again when the entry is saved
unchanged. Called by name from Tests/EntryDeskTests/AmountLimitEndToEndTests.swift; every wait
is for something the accessibility tree shows.
"""
from atspi_lib import (check, find, find_all, key, open_first_saved_entry, shown, tab_to, text, type_text,
                       wait_for, wait_for_window_gone)
from desk_checks import key_us_entry
from office_fields import SOFT_RULE_QUESTION, reason_asked


def amount_above_the_limit_asked_once(who, amount, asks, reason, reference):
    """Keys a US entry of `amount`, above the desk's limit: Ctrl+S asks (the question holding
    `asks`, focus in its reason); `reason` typed, Enter saves. The entry opened again shows its
    history with the reason; `reference` typed and Ctrl+S saves the changes without asking
    about the amount again."""
    key_us_entry(who, "1600 Amphitheatre Pkwy", "Mountain View", "Califo", "94043", amount)
    reason_asked(asks)
    name = find(name="Name", role_name="text")
    check(text(name) == who, "nothing saved before the amount is confirmed")
    type_text(reason)
    key("Return")
    wait_for_window_gone(SOFT_RULE_QUESTION)
    find(name=f"Saved entry for {who}.", showing=True)
    wait_for("the form cleared", lambda: text(name) == "")

    open_first_saved_entry(who)
    wait_for("the reason in the entry's history", lambda: shown("reason for Amount: " + reason))
    reference_field = find(name="Reference", role_name="text")
    tab_to(reference_field)
    type_text(reference)
    key("ctrl+s")
    find(name=f"Changes saved for {who}.", showing=True)
    check(not find_all(name=SOFT_RULE_QUESTION, role_name="dialog"), "the unchanged amount was asked about again")
