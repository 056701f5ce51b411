"""Amounts typed into the EntryDesk desk one key at a time, as the testers typed them: each case
opens its own saved entry from the list, types the amount's keys over the old one and saves;
the window either saves it or refuses it with a message. Called by name from
Tests/EntryDeskTests/AmountTypingEndToEndTests.swift; every wait is for something the
accessibility tree shows.
"""
from atspi_lib import DriverError, check, find, find_all, key, states, tab_to, text, type_text, wait_for, wait_for_window_gone
from office_fields import SOFT_RULE_QUESTION, reason_asked


def open_entry(who):
    """Ctrl+F, types `who` until the list holds that one case alone, and opens it (Down,
    Enter) until Name shows it. Returns the Name field."""
    name = find(name="Name", role_name="text")
    key("ctrl+f")
    search = find(name="Search entries", role_name="text")
    wait_for("focus in the search", lambda: "focused" in states(search))
    key("ctrl+a")
    type_text(who)

    def cases_listed():
        return [n.name for n in find_all(showing=True) if n.name.startswith("Case ") and "," in n.name]
    try:
        wait_for("only " + who + " listed", lambda: len(cases_listed()) == 1 and cases_listed()[0].startswith(who + ","))
    except DriverError:
        raise DriverError(f"only {who} listed after searching {text(search)!r}: the list shows {cases_listed()!r}")
    key("Down", "Return")
    wait_for(who + " opened", lambda: text(name) == who)
    return name


def type_case(who, keys, saves, refusal, confirm):
    """Opens `who`, types `keys` one at a time over its amount and saves (with `confirm`, the
    amount's plausibility limit asks first, and a reason typed keeps it): with `saves` the
    changes are saved; else the window
    says `refusal`, keeps the entry and the keys as typed with the focus on the amount, and the
    change is discarded (Ctrl+N, Alt+D)."""
    name = open_entry(who)
    amount = find(name="Amount", role_name="text")
    tab_to(amount)
    key("ctrl+a", "BackSpace")
    wait_for("the amount emptied", lambda: text(amount) == "")
    for character in keys:  # one key at a time, as a person types
        type_text(character)
    key("ctrl+s")
    if confirm:
        reason_asked()
        check(text(name) == who, f"a large amount is not saved before it is confirmed: Name holds {text(name)!r}, not {who!r}")
        type_text("Checked with the payer")
        key("Return")
        wait_for_window_gone(SOFT_RULE_QUESTION)
    if saves:
        find(name="Changes saved for " + who + ".", showing=True)
        wait_for("the form cleared", lambda: text(name) == "")
    else:
        wait_for("the refusal " + repr(refusal), lambda: [n for n in find_all(showing=True) if refusal in (n.name or "")])
        check(text(name) == who, f"a refused amount leaves the entry on screen: Name holds {text(name)!r}, not {who!r}")
        check("focused" in states(amount), "Save puts focus on the amount: it is elsewhere")
        check(text(amount) == keys, f"the amount as typed: expected {keys!r}, seen {text(amount)!r}")
        key("ctrl+n")
        find(name="Save the changes to this entry?", showing=True)
        key("alt+d")
        wait_for("the form cleared", lambda: text(name) == "")
