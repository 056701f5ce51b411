"""What a blind operator hears at the desk, in Orca 43's own words (its debug log, through
orca_lib), the desk driven by keystrokes alone. Called by name from
Tests/EntryDeskTests/OrcaDeskTests.swift; orca_kiosk.py and orca_main_menu.py take the helpers
for hearing focus from here.

How Orca 43 follows focus, read from its event manager and scripts and seen in its log:
- it presents a focus event only if, when it gets to it, no newer focus event has come in and
  the object still has focus: keys pressed faster than Orca keeps up skip the fields between;
- it says nothing for focus on the object it already takes for the focus (its "locus"): a
  field left and come back to before Orca took in the leaving is not said again;
- in a window it has not yet followed focus in, the first key sets its locus to the focused
  object silently, so that object's focus event is not said.
So a step whose words are checked waits for what Orca says of the step before: the next key
only once Orca has said where focus went.
"""
from atspi_lib import (DriverError, check, description, find, find_all, focus_name_field, key, paste, role, states, tab_to,
                       text, type_text, wait_for)
from orca_lib import TIMEOUT, NotSaid, never_said, said_mark, wait_said, wait_said_in_order


WINDOW_ROLES = ("frame", "dialog", "window", "application")


def window_of(node):
    """The window (frame or dialog) that holds `node`."""
    while node is not None and role(node) not in WINDOW_ROLES:
        node = node.parent
    return node


def focused_in(window):
    """The object with keyboard focus in `window` (any role but a window's), or None: GTK 4.8
    keeps the focused state on the focus widget of a window behind another (the main menu's
    button behind Preferences), so the window is named."""
    return next((n for n in find_all(root=window) if "focused" in states(n) and role(n) not in WINDOW_ROLES), None)


def spoken_name(node):
    """What Orca says first of `node` when focus reaches it: its name, or its role without one."""
    return node.name or role(node)


def focus_said(node, since, phrase=None, timeout=TIMEOUT):
    """Waits until `node` has keyboard focus and Orca has said `phrase` (its name unless given)
    after the log position `since`: Orca has followed focus there."""
    wait_for(f"focus in {node.name!r}", lambda: "focused" in states(node))
    return wait_said(phrase or spoken_name(node), since, timeout)


def focus_moved_said(since, away_from, timeout=TIMEOUT):
    """Waits until focus has left `away_from` and Orca has said where it went (the focused
    object's name) after `since`; returns the object focused."""
    window = window_of(away_from)
    wait_for(f"focus out of {away_from.name!r}", lambda: "focused" not in states(away_from))
    there = wait_for(f"an object with focus in the window {window.name!r}", lambda: focused_in(window))
    wait_said(spoken_name(there), since, timeout)
    return there


def press_heard(keys, phrases, timeout=TIMEOUT):
    """Presses `keys` and waits until Orca says `phrases` in that order after them; returns the
    log position taken before the keys."""
    mark = said_mark()
    key(*keys)
    wait_said_in_order(phrases, mark, timeout)
    return mark


def type_heard(value, phrases, timeout=TIMEOUT):
    """Types `value` and waits until Orca says `phrases` in that order after it; returns the log
    position taken before the typing."""
    mark = said_mark()
    type_text(value)
    wait_said_in_order(phrases, mark, timeout)
    return mark


def tab_to_heard(node, phrase=None):
    """tab_to(node), then waits until Orca has said it (its name unless `phrase` is given)."""
    mark = said_mark()
    tab_to(node)
    return focus_said(node, mark, phrase)


def orca_follows_focus_into(field, phrase, attempts=3):
    """Makes Orca follow focus into `field`, which has focus: Shift+Tab, and once Orca has said
    where that went, Tab back, until Orca says `phrase` (in a window where Orca has not followed
    focus yet, the first focus event may be passed over). Returns the log position taken before
    the Tab Orca followed, to hear what it said with `phrase` (the field's state, its helper)."""
    heard = []
    for attempt in range(attempts):
        wait_for(f"focus in {field.name!r}", lambda: "focused" in states(field))
        mark = said_mark()
        key("shift+Tab")
        try:
            focus_moved_said(mark, away_from=field, timeout=TIMEOUT / 3)
            back = said_mark()
            key("Tab")
            focus_said(field, back, phrase, timeout=TIMEOUT / 3)
            return back
        except (NotSaid, DriverError) as error:
            heard.append(f"attempt {attempt + 1}: {error}")
            if "focused" not in states(field):
                key("Tab")
    raise NotSaid(f"Orca never followed focus into {field.name!r} (never said {phrase!r}) after Shift+Tab and Tab, "
                  f"{attempts} times: " + "; ".join(heard))


def orca_in_name():
    """The desk (or kiosk) at its start: focus in Name, and Orca following it there. Returns the
    Name field and the log position before Orca said "Name text"."""
    name = focus_name_field()
    return name, orca_follows_focus_into(name, "Name text")


def fields_suggestions_refusal_and_save():
    """Name says its name, Blank, Required and its helper; the address suggestions say how many
    there are and which one is highlighted, down into the suites ("Searching" is not said);
    Save says what is missing, then that it saved."""
    name, mark = orca_in_name()
    wait_said_in_order(["Name text", "Blank", "Required", "The payer, as on their documents"], mark)
    type_text("Ada Lovelace")
    search = find(name="Find an address", role_name="combo box")
    mark = said_mark()
    key("Tab", "Tab")
    focus_said(search, mark, "Find an address")
    # The first row is highlighted as the list opens, and said with the count.
    mark = type_heard("1600 amph", ["1600 Amphitheatre Pkwy, Mountain View, CA 94043, 5 addresses, 1 of 1"])
    never_said("Searching", mark)
    press_heard(["Return"], ["5 suggestions", "STE 100, Mountain View, CA 94043, 1 of 5"])
    press_heard(["Down"], ["STE 200, Mountain View, CA 94043, 2 of 5"])
    press_heard(["Down"], ["STE 300, Mountain View, CA 94043, 3 of 5"])
    mark = said_mark()
    key("Return")
    line2 = find(name="Address line 2", role_name="text")
    wait_for("line 2 filled", lambda: text(line2) == "STE 300")
    focus_moved_said(mark, away_from=search)
    amount = find(name="Amount", role_name="text")
    press_heard(["ctrl+s"], ["1 field needs attention: Amount"])
    wait_for("focus on the amount", lambda: "focused" in states(amount))
    type_text("1234.5")
    press_heard(["ctrl+s"], ["Saved entry for Ada Lovelace"])


def lone_suggestion_said_and_picked():
    """One address found is said with the count, highlighted; Enter takes it and focus goes on to
    the amount, which is said."""
    orca_in_name()
    type_text("Ada Lovelace")
    tab_to_heard(find(name="Find an address", role_name="combo box"))
    type_heard("1374 sp 305", ["1 suggestion", "1374 Sparrow Rd UNIT 305, New York, NY 10014, 1 of 1"])
    amount = find(name="Amount", role_name="text")
    mark = said_mark()
    key("Return")
    focus_said(amount, mark, "Amount text")


def grouped_suggestion_said_on_down():
    """Down onto a suggestion that stands for several addresses says it as a single one is said,
    with how many it holds and its place ("…, 4 addresses, 3 of 8"), and so does Down back onto
    a lone one after passing it (no row active, as combo boxes wrap)."""
    orca_in_name()
    type_text("Ada Lovelace")
    tab_to_heard(find(name="Find an address", role_name="combo box"))
    lone = "1600 Amphitheatre Pkwy, Mountain View, CA 94043, 5 addresses, 1 of 1"
    type_heard("1600 amph", [lone])
    press_heard(["Down"], ["Address not found? Enter manually"])
    press_heard(["Up"], [lone])
    key("Down", "Down")
    press_heard(["Down"], [lone])
    key("ctrl+a")
    type_heard("100", ["100 Arlington Way, Columbus, OH", "1 of "])
    press_heard(["Down"], [", 2 of "])
    press_heard(["Down"], ["10049 Arlington St, Orlando, FL", "4 addresses, 3 of "])
    press_heard(["Up"], [", 2 of "])
    press_heard(["Down"], ["4 addresses, 3 of "])
    # Enter on it opens its suites, said as a list of their own.
    press_heard(["Return"], ["4 suggestions", ", 1 of 4"])


def error_said_when_focus_returns():
    """A ZIP code with an error says it when focus comes back to it (no invalid state, which
    silences Orca 43); an error that appears while typing the amount is said as it appears."""
    orca_in_name()
    zip_code = find(name="ZIP code", role_name="text")
    tab_to(zip_code)
    type_text("1234")
    # Orca takes in that focus left the ZIP code before it comes back: it says nothing for a
    # field it still takes for the focus.
    mark = said_mark()
    key("Tab")
    focus_moved_said(mark, away_from=zip_code)
    wait_for("the error shown", lambda: "Error:" in description(zip_code))
    press_heard(["shift+Tab"], ["ZIP code text", "Error: "])
    check("invalid" not in states(zip_code), "GTK 4.8's invalid state silences Orca: " + repr(states(zip_code)))
    # An error that appears while typing is said at once, once Orca is in the field.
    tab_to_heard(find(name="Amount", role_name="text"), "Amount text")
    mark = type_heard("12.345", ["Error: "])
    wait_said("decimal places", mark)


def search_results_rows_delete_and_undo():
    """The saved entries: the number of search results, a row as one sentence, delete and undo."""
    orca_in_name()
    search = find(name="Search entries", role_name="text")
    mark = said_mark()
    key("ctrl+f")
    focus_said(search, mark)
    type_heard("grace", ["1 entry"])
    press_heard(["Tab"], ["Grace Hopper $12.50 2000 Navy Pentagon, Arlington, VA 22202"])
    press_heard(["Delete"], ["Deleted the entry for Grace Hopper"])
    press_heard(["ctrl+z"], ["Restored the entry for Grace Hopper"])


def currency_selector_and_unsaved_question():
    """The main menu's button, last in the header bar, says "Main Menu push button" and no GTK
    class; the currency selector says the currency; quitting with an entry typed asks, and says
    so; Escape goes back to the currency, said again."""
    name, _ = orca_in_name()
    # The header bar is reached from the saved entries (the form's Tab order is a loop).
    search = find(name="Search entries", role_name="text")
    key("ctrl+f")
    wait_for("focus in the search", lambda: "focused" in states(search))
    tab_to_heard(find(name="Export entries", role_name="push button"))
    mark = press_heard(["Tab"], ["Main Menu push button"])
    never_said("Gtk", mark)
    mark = said_mark()
    key("Tab")
    focus_said(name, mark, "Name text")
    type_text("Ada")
    tab_to_heard(find(name="Currency: US Dollar", role_name="push button"))
    press_heard(["ctrl+q"], ["Save the entry you are typing?", "The new entry on screen is not saved yet", "Save push button"])
    press_heard(["Escape"], ["Currency: US Dollar"])


def paste_address_heard(address, phrases):
    """Tabs to Address line 1 (said), pastes `address` there and waits until Orca says
    `phrases` and focus goes on to the amount."""
    tab_to_heard(find(name="Address line 1", role_name="text"))
    mark = said_mark()
    paste(address, lambda: wait_said_in_order(phrases, mark))
    amount = find(name="Amount", role_name="text")
    wait_for("on to the amount", lambda: "focused" in states(amount))


def pasted_address_and_duplicate_question():
    """A pasted address says which fields it filled; the same payment saved again says when it
    was saved before and asks."""
    name, _ = orca_in_name()
    address = "Ada Lovelace\n10 Downing Street\nLondon\nSW1A 2AA"
    # (Country is named too when the form showed another one.)
    filled = ["The pasted address went into Name, ", "Address line 1, Post town and Postal code: check them."]
    paste_address_heard(address, filled)
    type_text("5")
    press_heard(["ctrl+s"], ["Saved entry for Ada Lovelace."])
    wait_for("the form cleared", lambda: text(name) == "")
    paste_address_heard(address, filled)
    type_text("5")
    press_heard(["ctrl+s"], ["Ada Lovelace, £5.00 was already saved on", "(10 Downing Street, London, SW1A 2AA). Save it again?"])


def batch_figures_and_refused_close():
    """The open batch's figures on request (Ctrl+T), the difference when it cannot close, and the
    supervisor's override it offers."""
    orca_in_name()
    press_heard(["ctrl+t"], ["Batch Slips A; 0 of 3 entries; $0.00 of $150.00, difference -$150.00"])
    press_heard(["ctrl+shift+b"], ["Batch Slips A does not balance: 0 of 3 entries; $0.00 of $150.00, difference -$150.00. "
                                   "Correct the entries, or a supervisor closes it with a reason."])
    press_heard(["alt+o"], ["Close without balancing", "Supervisor ID"])


def statistics_row_by_row():
    """The statistics window: each row said whole, every figure with its heading, as the arrow
    keys reach it (the keys typed so far counted first), the last not said "not selected"."""
    orca_in_name()
    # First the keys typed at this desk so far, by nobody signed in.
    press_heard(["ctrl+shift+o"], ["Operator: an operator not signed in; Batch: –; Entries: 0; Keystrokes: "])
    press_heard(["Down"], ["Operator: ann; Batch: –; Entries: 0; Keystrokes: 1,200; Keying time: 10 minutes; "
                           "Entries per hour: 0; Keystrokes per hour: 7,200; Mismatches per 1,000 keystrokes: 0.00"])
    mark = press_heard(["Down"], ["Operator: ben; Batch: –; Entries: 0; Keystrokes: 90; Keying time: 1 minute; "
                                  "Entries per hour: 0; Keystrokes per hour: 5,400; Mismatches per 1,000 keystrokes: 0.00"])
    # The row with focus is the selected one: no "not selected" after it.
    never_said("not selected", mark)


def batches_and_verification():
    """The batches window: the row reached said whole, and what sending it to verification did."""
    orca_in_name()
    press_heard(["ctrl+shift+l"], ["Batch: Slips V; State: closed; Opened by: –; Entries: 1 of 1 entry; "
                                   "Totals: $125.00 of $125.00, difference $0.00 · balances; Verification: –"])
    press_heard(["alt+v"], ["Batch Slips V waits for its second keying: Ctrl+Shift+V takes it up at any desk."])


def verification_mismatch(verifier):
    """A second keying by `verifier`: the sign-in asked, which entry of which batch to key again,
    and the mismatch it stops at."""
    orca_in_name()
    # A desk without sign-in asks who verifies.
    press_heard(["ctrl+shift+v"], ["Sign in", "Operator ID"])
    type_text(verifier)
    press_heard(["Return"], ["Verifying batch Slips V, entry 1 of 1: key ZIP code and Amount again from the slip."])
    zip_code = find(name="ZIP code", role_name="text")
    wait_for("focus in the ZIP code", lambda: "focused" in states(zip_code))
    type_text("62701")
    amount = find(name="Amount", role_name="text")
    mark = said_mark()
    key("Return")
    focus_said(amount, mark, "Amount text")
    type_text("152")
    press_heard(["Return"], ["The two keyings of Amount differ: first $125.00, second $152.00."])


def team_server_offline_said_once(secret):
    """The team server out of reach: said once, where the operator is, never with `secret` (the
    password in its address)."""
    name, _ = orca_in_name()
    wait_said("Team server: Offline since ", 0, timeout=30)
    mark = said_mark()
    type_text("Ada")
    wait_for("typed", lambda: text(name) == "Ada")
    never_said("Team server", mark)
    never_said(secret, 0)


__all__ = ["NotSaid", "batch_figures_and_refused_close", "batches_and_verification", "currency_selector_and_unsaved_question",
           "error_said_when_focus_returns", "fields_suggestions_refusal_and_save", "focus_moved_said", "focus_said", "grouped_suggestion_said_on_down",
           "lone_suggestion_said_and_picked", "orca_follows_focus_into", "orca_in_name", "pasted_address_and_duplicate_question",
           "press_heard", "search_results_rows_delete_and_undo", "statistics_row_by_row", "tab_to_heard",
           "team_server_offline_said_once", "type_heard", "verification_mismatch"]


def office_field_label_help_and_error_said():
    """An office's own field (a form file's IBAN) says its label and its help as focus reaches
    it, Save's refusal names it, and its error is said when focus comes back to it."""
    orca_in_name()
    type_text("Ada Lovelace")
    tab_to_heard(find(name="Find an address", role_name="combo box"))
    type_heard("1374 sp 305", ["1 suggestion"])
    amount = find(name="Amount", role_name="text")
    mark = said_mark()
    key("Return")
    focus_said(amount, mark, "Amount text")
    type_text("12.50")
    iban = find(name="IBAN", role_name="text")
    mark = said_mark()
    tab_to(iban)
    focus_said(iban, mark, "IBAN text")
    wait_said("As printed on the slip", mark)
    type_text("DE89370400440532013001")
    press_heard(["ctrl+s"], ["1 field needs attention: IBAN"])
    wait_for("focus in the IBAN", lambda: "focused" in states(iban))
    mark = said_mark()
    key("Tab")
    focus_moved_said(mark, away_from=iban)
    press_heard(["shift+Tab"], ["IBAN text", "Error: The check digits do not match"])
