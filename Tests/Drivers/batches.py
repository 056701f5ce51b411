"""Batches at the desk as operators and supervisors key them: a batch opened, refused at
closing and corrected, the sign-in by ID or PIN, a supervisor's override, the batches window
(listed, sent to verification, exported, reopened), the second keying of a batch, and the
statistics window. Called by name from Tests/EntryDeskTests (BatchEndToEndTests,
BatchListEndToEndTests, VerificationEndToEndTests, OperatorPINEndToEndTests,
OperatorStatisticsEndToEndTests); every wait is for something the accessibility tree (or the
file system) shows.
"""
import os

from atspi_lib import (check, find, focus_name_field, focus_window, focused_node, focused_row, keeps, key, open_batch_dialog,
                       open_first_saved_entry, set_text, shown, shown_exactly, shown_starting, sign_in, states, tab_to, text,
                       type_text, wait_for, wait_for_window_gone)
from desk_checks import key_us_entry

NO_BATCH_OPEN = "No batch is open. Ctrl+B opens one."


def key_entry(who, amount):
    """Keys one entry for `who` (1 Main Street, Springfield, IL 62701) into the desk's empty US
    form and saves it with Ctrl+S; waits until the desk says it is saved."""
    key_us_entry(who, "1 Main Street", "Springfield", "illin", "62701", amount)
    find(name=f"Saved entry for {who}.", showing=True)


# A batch keyed, refused at closing and corrected

def batch_one_dollar_short_refused_then_corrected():
    """Ctrl+B: "Slips A", 3 entries; a total without a currency refused under the field (the
    focus kept there), "150.00 USD" opens it. Three slips keyed, one a dollar short: Ctrl+Shift+B
    refuses with the difference; the slip found, corrected, and the batch closes balanced; the
    bar goes, and Ctrl+T says no batch is open."""
    name = focus_name_field()
    totals = open_batch_dialog("Slips A", "3")
    # No currency: said under the field, with an example the locale's way; the field keeps the focus.
    type_text("150,00")
    key("Return")
    wait_for("the total refused", lambda: shown("“150,00” is not a total: type an amount and a currency code, like 150.00 EUR"))
    check("focused" in states(totals), "focus stays in Totals")
    key("ctrl+a")
    type_text("150.00 USD")
    key("Return")
    find(name="Batch Slips A is open: the entries you save now belong to it.", showing=True)
    wait_for("the batch's figures", lambda: shown("0 of 3 entries · $0.00 of $150.00, difference -$150.00"))
    wait_for("focus back in Name", lambda: "focused" in states(name))

    key_entry("Ann Bell", "50")
    key_entry("Ben Cole", "49")
    key_entry("Cid Dunn", "50")
    wait_for("three keyed", lambda: shown("3 of 3 entries · $149.00 of $150.00, difference -$1.00"))
    key("ctrl+shift+b")
    find(name="Batch Slips A does not balance: 3 of 3 entries; $149.00 of $150.00, difference -$1.00. "
              "Correct the entries, or a supervisor closes it with a reason.", showing=True)

    # The slip keyed wrong, found and corrected.
    key("ctrl+f")
    search = find(name="Search entries", role_name="text")
    wait_for("focus in the search", lambda: "focused" in states(search))
    type_text("Ben Cole")
    wait_for("one entry found", lambda: shown("1 entry"))
    key("Tab")
    wait_for("focus in the list", lambda: "focused" not in states(search))
    key("Return")
    wait_for("Ben Cole's entry open", lambda: text(name) == "Ben Cole")
    tab_to(find(name="Amount", role_name="text"))
    key("ctrl+a")
    type_text("50")
    key("ctrl+s")
    find(name="Changes saved for Ben Cole.", showing=True)
    wait_for("the batch balancing", lambda: shown("3 of 3 entries · $150.00 of $150.00, difference $0.00 · balances"))
    key("ctrl+shift+b")
    find(name="Batch Slips A is closed: it balances.", showing=True)
    wait_for("the bar gone", lambda: not shown("Batch Slips A ·") and not shown("of 3 entries"))
    key("ctrl+t")
    find(name=NO_BATCH_OPEN, showing=True)


def signed_in_keys_and_corrects(operator_id, who, keyed_amount, corrected_amount):
    """`[desk] sign-in = yes`: an empty ID refused, then `operator_id` signs in; an entry keyed
    for `who`, opened again, its history saying who keyed it, its amount corrected and saved."""
    operator = find(name="Operator ID", role_name="text")
    focus_window("Sign in")
    wait_for("focus in Operator ID", lambda: "focused" in states(operator))
    key("Return")
    wait_for("an empty ID refused", lambda: shown_starting("Type your operator ID"))
    type_text(operator_id)
    key("Return")
    find(name=f"Signed in as {operator_id}.", showing=True)
    key_entry(who, keyed_amount)
    open_first_saved_entry(who)
    wait_for("its history shown", lambda: shown_starting(f"Keyed by {operator_id}, "))
    tab_to(find(name="Amount", role_name="text"))
    key("ctrl+a")
    type_text(corrected_amount)
    key("ctrl+s")
    find(name=f"Changes saved for {who}.", showing=True)


def supervisor_closes_unbalanced_batch(batch, operator_id, pin, supervisor_id, wrong_pin, supervisor_pin, reason):
    """Signed in by PIN, Ctrl+Shift+B refuses the open `batch` (0 of 3, $150.00); its Supervisor
    override (Alt+O) asks a supervisor: the operator signed in is refused, then a wrong PIN
    (the PIN field emptied, focused); the supervisor's PIN with `reason` closes it, the focus
    back in Name and no batch open."""
    name = sign_in(operator_id, pin)
    key("ctrl+shift+b")
    refusal = (f"Batch {batch} does not balance: 0 of 3 entries; $0.00 of $150.00, difference -$150.00. "
               "Correct the entries, or a supervisor closes it with a reason.")
    find(name=refusal, showing=True)
    key("alt+o")
    focus_window("Close without balancing")
    supervisor = find(name="Supervisor ID", role_name="text")
    wait_for("focus in Supervisor ID", lambda: "focused" in states(supervisor))
    check(shown_exactly(refusal), "the dialog says by how much the batch does not balance: " + repr(refusal))
    # The operator signed in is no supervisor of their own batch.
    type_text(operator_id)
    pin_field = find(name="PIN", role_name="password text")
    tab_to(pin_field)
    type_text(pin)
    reason_field = tab_to(find(name="Reason", role_name="text"))
    type_text(reason)
    key("Return")
    wait_for("the operator refused",
             lambda: shown_exactly(f"{operator_id} is signed in at this desk: a supervisor gives the override with their own ID."))
    wait_for("focus back in Supervisor ID", lambda: "focused" in states(supervisor))
    key("ctrl+a")
    type_text(supervisor_id)
    tab_to(pin_field)
    key("ctrl+a")
    type_text(wrong_pin)
    key("Return")
    key("Return")
    wait_for("the wrong PIN refused", lambda: shown_exactly("Wrong operator ID or PIN."))
    wait_for("focus back in the PIN, emptied", lambda: "focused" in states(pin_field))
    type_text(supervisor_pin)
    tab_to(reason_field)
    key("Return")
    find(name=f"Batch {batch} is closed without balancing, by {supervisor_id}.", showing=True)
    wait_for_window_gone("Close without balancing")
    wait_for("focus back in Name", lambda: "focused" in states(name))
    key("ctrl+t")
    find(name=NO_BATCH_OPEN, showing=True)


# The batches window

def open_batches_window(first_row_start):
    """Ctrl+Shift+L: the batches window, its first row (starting `first_row_start`) focused."""
    key("ctrl+shift+l")
    focus_window("Batches")
    wait_for(f"the first row {first_row_start!r}", lambda: focused_row().startswith(first_row_start))


def batches_listed_verified_exported_and_reopened(target):
    """The batches window: open "Tue" first, read whole; Tab to its Export… and back; closed
    "Slips V" below it sent to verification (Alt+V); Alt+R refused while Tue is open; Tue
    closed; Slips V exported (Alt+E) to `target`; Slips V reopened, its figures in the bar."""
    name = focus_name_field()
    key("ctrl+shift+l")
    focus_window("Batches")
    wait_for("the newest batch first", lambda: focused_row() == "Batch: Tue; State: open; Opened by: ben; Entries: 0 of 0 entries; "
             "Totals: balances; Verification: –")
    # Tab leaves the rows for the buttons that apply (an open batch: Export…), Shift+Tab comes back.
    key("Tab")
    wait_for("Export… focused", lambda: focused_node() is not None and focused_node().name == "Export…")
    key("shift+Tab")
    wait_for("back on Tue", lambda: focused_row().startswith("Batch: Tue; "))
    key("Down")
    wait_for("Slips V", lambda: focused_row() == "Batch: Slips V; State: closed; Opened by: –; Entries: 1 of 1 entry; "
             "Totals: $125.00 of $125.00, difference $0.00 · balances; Verification: –")
    key("alt+v")
    wait_for("sent to verification",
             lambda: shown_exactly("Batch Slips V waits for its second keying: Ctrl+Shift+V takes it up at any desk."))
    wait_for("its row says so", lambda: focused_row().endswith("; Verification: 0 of 1 verified"))
    key("alt+r")
    wait_for("the reopen refused", lambda: shown_exactly("Batch Tue is still open: close it first (Ctrl+Shift+B)."))
    key("Escape")
    wait_for_window_gone("Batches")
    wait_for("focus back in Name", lambda: "focused" in states(name))
    key("ctrl+shift+b")
    find(name="Batch Tue is closed: it balances.", showing=True)

    # Slips V's entries to a file of their own.
    open_batches_window("Batch: Tue; State: closed; ")
    key("Down")
    wait_for("Slips V", lambda: focused_row().startswith("Batch: Slips V; "))
    key("alt+e")
    file_name = find(name="Name:", role_name="text")
    wait_for("the file name field focused", lambda: "focused" in states(file_name))
    check(text(file_name).startswith("Slips V-"), "the file named after the batch, 'Slips V-…': " + repr(text(file_name)))
    set_text(file_name, target)
    wait_for("the path in the field", lambda: text(file_name) == target)
    key("Return")
    # No walk of the tree while GTK 4.8 destroys the chooser (its AT-SPI code can crash then).
    wait_for("the exported file", lambda: os.path.exists(target))
    wait_for_window_gone("Export entries")
    find(name=f"Exported the entries to {os.path.basename(target)}.", showing=True)

    # Reopened: the desk's open batch, its figures in the bar.
    open_batches_window("Batch: Tue; ")
    key("Down")
    wait_for("Slips V", lambda: focused_row().startswith("Batch: Slips V; "))
    key("alt+r")
    wait_for_window_gone("Batches")
    find(name="Batch Slips V is open again: the entries you save now belong to it.", showing=True)
    wait_for("the bar", lambda: shown_exactly("1 of 1 entry · $125.00 of $125.00, difference $0.00 · balances"))
    wait_for("focus back in Name", lambda: "focused" in states(name))


def batch_under_verification_not_reopened(verifier):
    """`verifier` signed in takes up Slips V's second keying (Ctrl+Shift+V); in the batches
    window its row says so, Reopen is off and Export… on."""
    sign_in(verifier)
    key("ctrl+shift+v")
    find(name="Verifying batch Slips V, entry 1 of 1: key ZIP code and Amount again from the slip.", showing=True)
    key("ctrl+shift+l")
    focus_window("Batches")
    wait_for("Slips V in verification", lambda: focused_row().startswith("Batch: Slips V; State: closed; ")
             and focused_row().endswith("; Verification: 0 of 1 verified"))
    reopen = find(name="Reopen", role_name="push button")
    check("sensitive" not in states(reopen), "Reopen is off: " + repr(states(reopen)))
    export = find(name="Export…", role_name="push button")
    check("sensitive" in states(export), "Export… is on: " + repr(states(export)))
    key("Escape")
    wait_for_window_gone("Batches")


# The second keying

def second_keying_stops_at_the_mismatch(verifier, slip_name, postal_code, amount_typed, differ):
    """`verifier` signed in takes up Slips V's second keying: the slip's name shown, the first
    keying's ZIP code and amount not; the ZIP code first, Enter on to Amount; `amount_typed`
    stops at the amount saying `differ`; Alt+U takes the second and the batch is verified. Then
    the statistics window: ann's row charged, the verifier's with its keys, Tab to Close."""
    name = sign_in(verifier)
    key("ctrl+shift+v")
    find(name="Verifying batch Slips V, entry 1 of 1: key ZIP code and Amount again from the slip.", showing=True)
    amount = find(name="Amount", role_name="text")
    zip_code = find(name="ZIP code", role_name="text")
    wait_for("the slip's name shown", lambda: text(name) == slip_name)
    check(text(amount) == "" and text(zip_code) == "", "the first keying is not shown: " + repr((text(amount), text(zip_code))))
    # The verified fields in the form's order: the ZIP code first, Enter on to the Amount.
    wait_for("focus in the ZIP code", lambda: "focused" in states(zip_code))
    type_text(postal_code)
    key("Return")
    wait_for("focus in Amount", lambda: "focused" in states(amount))
    type_text(amount_typed)
    key("Return")
    find(name=differ, showing=True)
    wait_for("stopped at the amount", lambda: "focused" in states(amount))
    key("alt+u")
    find(name="Batch Slips V is verified.", showing=True)
    # The statistics window: ann charged with the mismatch, the verifier's keys counted; a row
    # at a time by the arrow keys, each named with every heading and figure, then Tab to Close.
    key("ctrl+shift+o")
    focus_window("Statistics")
    find(name="Mismatches per 1,000 keystrokes", role_name="label", showing=True)
    wait_for("ann's row focused", lambda: focused_row().startswith("Operator: ann; Batch: Slips V; Entries: 1; Keystrokes: 0; "))
    check(focused_row().endswith("; Mismatches per 1,000 keystrokes: –"), "ann's row without keys has no rate: " + focused_row())
    key("Down")
    wait_for(f"{verifier}'s row focused", lambda: focused_row().startswith(f"Operator: {verifier}; Batch: "))
    check("; Keystrokes per hour: " in focused_row(), f"{verifier}'s row has a keying rate: " + focused_row())
    key("Tab")
    wait_for("Close focused", lambda: focused_node() is not None and focused_node().name == "Close")
    key("Escape")
    wait_for_window_gone("Statistics")


def asked_who_verifies(batch):
    """Ctrl+Shift+V at a desk without sign-in: waits for the question, titled with what it is
    for, and the focus in its Operator ID."""
    key("ctrl+shift+v")
    operator = find(name="Operator ID", role_name="text")
    focus_window(f"Sign in to verify batch {batch}")
    wait_for("focus in Operator ID", lambda: "focused" in states(operator))


def keyer_cannot_verify(keyer):
    """A desk without sign-in: Ctrl+Shift+V asks who verifies Slips V (Escape leaves it, the
    focus back in Name, nothing started); `keyer`, who keyed it, is refused."""
    name = focus_name_field()
    asked_who_verifies("Slips V")
    key("Escape")
    wait_for_window_gone("Sign in to verify batch Slips V")
    wait_for("focus back in Name", lambda: "focused" in states(name))
    check(text(name) == "", "no verification started: Name holds " + repr(text(name)))
    asked_who_verifies("Slips V")
    type_text(keyer)
    key("Return")
    find(name=f"{keyer} keyed entries of batch Slips V: another operator verifies it.", showing=True)
    check(text(name) == "", "no entry brought up: Name holds " + repr(text(name)))


# The sign-in with a PIN

def wrong_pin_refused_then_signed_in(operator_id, wrong_pin, pin):
    """The sign-in question: `operator_id` with `wrong_pin` refused with one message, the PIN
    field emptied and focused; the right `pin` signs in."""
    operator = find(name="Operator ID", role_name="text")
    focus_window("Sign in")
    wait_for("focus in Operator ID", lambda: "focused" in states(operator))
    type_text(operator_id)
    pin_field = find(name="PIN", role_name="password text")
    tab_to(pin_field)
    type_text(wrong_pin)
    key("Return")
    wait_for("the wrong PIN refused", lambda: shown_exactly("Wrong operator ID or PIN."))
    wait_for("focus back in the PIN, emptied", lambda: "focused" in states(pin_field))
    type_text(pin)
    key("Return")
    find(name=f"Signed in as {operator_id}.", showing=True)


# Operator statistics

def keystrokes_counted_and_the_pause_left_out(operator_id, pause):
    """`operator_id` signs in, types "Ann", makes no key for `pause` seconds (the form unchanged
    all along), types "Bell"; the statistics window's row counts 8 keys, a keying time under
    2 s and more than 14,400 keys an hour; Escape back to Name, Ctrl+Q, and Discard (Alt+D)."""
    name = sign_in(operator_id)
    type_text("Ann")
    wait_for("typed", lambda: text(name) == "Ann")
    # The pause the statistics leave out: no key for `pause` seconds. It is what the test
    # measures (the person's idle time), not a wait: the form is watched all through it.
    keeps("nothing typed during the pause", lambda: text(name) == "Ann", pause)
    type_text("Bell")
    wait_for("typed", lambda: text(name) == "AnnBell")
    # The window's statistics, with the keys typed so far: A, n, n, B, e, l, l and the O of
    # Ctrl+Shift+O are 8; the pause left out, the keying took under 2 s, so more than
    # 8 × 3,600 / 2 = 14,400 keystrokes per hour.
    key("ctrl+shift+o")
    focus_window("Statistics")
    row = find(role_name="list item", showing=True)
    start = f"Operator: {operator_id}; Batch: –; Entries: 0; Keystrokes: 8; Keying time: "
    wait_for(f"{operator_id}'s row", lambda: (row.name or "").startswith(start))
    figures = dict(part.split(": ", 1) for part in row.name.split("; "))
    check(figures["Keying time"] in ("0 seconds", "1 second", "2 seconds"), "the pause left out of the keying time: " + row.name)
    check(int(figures["Keystrokes per hour"].replace(",", "")) > 14400, "more than 14,400 keystrokes per hour: " + row.name)
    key("Escape")
    wait_for_window_gone("Statistics")
    wait_for("focus back in Name", lambda: "focused" in states(name))
    key("ctrl+q")
    find(name="Save the entry you are typing?", showing=True)
    key("alt+d")


__all__ = ["batch_one_dollar_short_refused_then_corrected", "batch_under_verification_not_reopened",
           "batches_listed_verified_exported_and_reopened", "key_entry", "keyer_cannot_verify",
           "keystrokes_counted_and_the_pause_left_out", "second_keying_stops_at_the_mismatch",
           "signed_in_keys_and_corrects", "supervisor_closes_unbalanced_batch", "wrong_pin_refused_then_signed_in"]
