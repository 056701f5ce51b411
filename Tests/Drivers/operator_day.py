"""An operator's day at the EntryDesk desk, driven as a person keys it: dialogs typed ahead at
30 keys a second, a batch keyed with carry-over, its second keying, and the questions that must
not come. Called by name from Tests/EntryDeskTests/OperatorDayEndToEndTests.swift; every wait
is for something the accessibility tree shows.
"""
import subprocess

from atspi_lib import (DriverError, check, description, find, focus_name_field, focus_saved_entries, focus_window, key,
                       open_batch_dialog, shown, states, tab_to, text, translations, type_text, wait_for, wait_for_window_gone)

# Milliseconds between two keys of a stream typed without looking: 30 keys a second.
KEY_DELAY = "33"


def typed_ahead(*runs):
    """Sends key runs to the X server one after the other, never waiting for the window: each
    run is ("type", TEXT) or ("key", KEY...)."""
    for kind, *values in runs:
        if kind == "type":
            subprocess.run(["xdotool", "type", "--delay", KEY_DELAY, values[0]], check=True)
        else:
            subprocess.run(["xdotool", "key", "--delay", KEY_DELAY, *values], check=True)


def no_question():
    """Fails if the unsaved-entry question is on screen."""
    check(not shown("Save the entry you are typing?"), "the unsaved-entry question came up")


def key_entry(who, street, amount, city=None, state=None, postal_code=None):
    """Keys one entry into the desk's US form from Name and saves it with Ctrl+S; a field left
    None keeps what the form holds (a value kept from the entry before)."""
    name = find(name="Name", role_name="text")
    wait_for("focus in Name", lambda: "focused" in states(name))
    type_text(who)
    tab_to(find(name="Address line 1", role_name="text"))
    type_text(street)
    if city is not None:
        tab_to(find(name="City", role_name="text"))
        key("ctrl+a")
        type_text(city)
    if state is not None:
        tab_to(find(name="State", role_name="combo box"))
        type_text(state)
        key("Tab")
    if postal_code is not None:
        tab_to(find(name="ZIP code", role_name="text"))
        key("ctrl+a")
        type_text(postal_code)
    tab_to(find(name="Amount", role_name="text"))
    type_text(amount)
    key("ctrl+s")
    find(name=f"Saved entry for {who}.", showing=True)
    no_question()


def batch_opened_typed_ahead(batch, count, total, next_name):
    """Ctrl+B, the batch's three fields with Enter between them, and the next payer's name, in
    one stream at 30 keys a second from the desk's Name field."""
    name = focus_name_field()
    typed_ahead(("key", "ctrl+b"), ("type", batch), ("key", "Return"), ("type", count), ("key", "Return"),
                ("type", total), ("key", "Return"), ("type", next_name))
    find(name=f"Batch {batch} is open: the entries you save now belong to it.", showing=True)
    wait_for_window_gone("Open a batch")
    wait_for(f"{next_name!r} typed ahead in Name", lambda: text(name) == next_name)
    check("focused" in states(name), "the focus is in Name after the batch opened")
    key("ctrl+a", "BackSpace")
    return name


def carried(city, state, postal_code):
    """Waits until the new form holds the values kept from the entry before."""
    wait_for("the kept values", lambda: (text(find(name="City", role_name="text")),
                                          text(find(name="State", role_name="combo box")),
                                          text(find(name="ZIP code", role_name="text"))) == (city, state, postal_code))


def batch_keyed_with_carry_over_and_verified():
    """A batch of three slips opened by keys typed ahead, keyed with city, state and ZIP code
    kept, closed balanced, then keyed again by another operator: each slip walks the verified
    fields in the form's order (ZIP code, then Amount) with Enter, and checks without an error."""
    batch_opened_typed_ahead("Slips 1", "3", "150.00 USD", "Ann")
    wait_for("the batch's figures", lambda: shown("0 of 3 entries · $0.00 of $150.00, difference -$150.00"))
    key_entry("Ann Bell", "1 Main Street", "50", city="Springfield", state="illin", postal_code="62701")
    carried("Springfield", "Illinois", "62701")
    key_entry("Ben Cole", "2 Oak Avenue", "40")
    carried("Springfield", "Illinois", "62701")
    key_entry("Cid Dunn", "3 Elm Road", "60")
    wait_for("three keyed", lambda: shown("3 of 3 entries · $150.00 of $150.00, difference $0.00 · balances"))
    key("ctrl+shift+b")
    find(name="Batch Slips 1 is closed: it balances.", showing=True)

    key("ctrl+shift+v")
    operator = find(name="Operator ID", role_name="text")
    find(name="Sign in to verify batch Slips 1", showing=True)
    typed_ahead(("type", "ben"), ("key", "Return"))
    wait_for_window_gone("Sign in to verify batch Slips 1")
    zip_code = find(name="ZIP code", role_name="text")
    amount = find(name="Amount", role_name="text")
    check(operator is not None, "the sign-in asked the verifier's ID")
    for number, (postal_code, money) in enumerate([("62701", "50"), ("62701", "40"), ("62701", "60")], start=1):
        find(name=f"Verifying batch Slips 1, entry {number} of 3: key ZIP code and Amount again from the slip.", showing=True)
        wait_for(f"slip {number}: focus in the ZIP code first", lambda: "focused" in states(zip_code) and text(zip_code) == "")
        type_text(postal_code)
        key("Return")
        wait_for(f"slip {number}: Enter goes on to the Amount", lambda: "focused" in states(amount))
        type_text(money)
        key("Return")
        if number < 3:
            wait_for(f"slip {number} checked", lambda: shown(f"entry {number + 1} of 3"))
    find(name="Batch Slips 1 is verified.", showing=True)
    check(not shown("is required") and not shown("differ"), "no error during the second keying: " + repr(shown("required")))


def carry_over_day():
    """Ten entries with city, state and ZIP code kept: Ctrl+N, opening a saved entry and coming
    back never ask about the kept values; an old entry fixed carries nothing into the next; a
    form switched to Germany drops the US values kept; Ctrl+Q closes without a question."""
    name = focus_name_field()
    city = find(name="City", role_name="text")
    key_entry("Payer 1", "1 Main Street", "11", city="Springfield", state="illin", postal_code="62701")
    for number in range(2, 5):
        carried("Springfield", "Illinois", "62701")
        key_entry(f"Payer {number}", f"{number} Main Street", f"{number}{number}")
    # Ctrl+N on a form holding only the kept values: no question, the values stay.
    carried("Springfield", "Illinois", "62701")
    key("ctrl+n")
    type_text("Payer 5")
    wait_for("Payer 5 typed in Name", lambda: text(name) == "Payer 5")
    no_question()
    key("ctrl+a", "BackSpace")
    # Opening a saved entry from the list: no question either.
    focus_saved_entries()
    key("Return")
    wait_for("the saved entry open", lambda: text(name).startswith("Payer "))
    opened = text(name)
    no_question()
    # An old entry fixed: its city changes, and the next new entry still keeps Springfield.
    tab_to(city)
    key("ctrl+a")
    type_text("Chicago")
    key("ctrl+s")
    find(name=f"Changes saved for {opened}.", showing=True)
    carried("Springfield", "Illinois", "62701")
    for number in range(5, 10):
        key_entry(f"Payer {number}", f"{number} Main Street", f"{number}{number}")
        carried("Springfield", "Illinois", "62701")
    # Another country: the US city and ZIP code kept are no German address.
    country = find(name="Country", role_name="combo box")
    tab_to(country)
    type_text("Germany")
    key("Return")
    postal = find(name="Postal code", role_name="text")
    wait_for("the German form without the kept US values",
             lambda: text(find(name="City", role_name="text")) == "" and text(postal) == "")
    no_question()
    key("shift+Tab")
    wait_for("back in the country", lambda: "focused" in states(country))
    key("ctrl+a")
    type_text("United States")
    key("Return")
    tab_to(name)
    key_entry("Payer 10", "10 Main Street", "100", city="Springfield", state="illin", postal_code="62701")
    key("ctrl+q")


def dialogs_typed_ahead_with_pins(operator_id, pin, supervisor_id, supervisor_pin):
    """The sign-in (ID, Enter, PIN, Enter) and a supervisor's override (ID, Enter, PIN, Enter,
    reason, Enter) typed ahead at 30 keys a second, each followed by the next keys of the day."""
    focus_window("Sign in")
    typed_ahead(("type", operator_id), ("key", "Return"), ("type", pin), ("key", "Return"), ("type", "Ann"))
    find(name=f"Signed in as {operator_id}.", showing=True)
    name = find(name="Name", role_name="text")
    wait_for("the name typed ahead in Name", lambda: text(name) == "Ann")
    key("ctrl+a", "BackSpace")
    batch_opened_typed_ahead("Short", "2", "100.00 USD", "Ann")
    key_entry("Ann Bell", "1 Main Street", "50", city="Springfield", state="illin", postal_code="62701")
    key("ctrl+shift+b")
    find(name="Batch Short does not balance: 1 of 2 entries; $50.00 of $100.00, difference -$50.00. "
              "Correct the entries, or a supervisor closes it with a reason.", showing=True)
    typed_ahead(("key", "alt+o"), ("type", supervisor_id), ("key", "Return"), ("type", supervisor_pin), ("key", "Return"),
                ("type", "slip 2 torn"), ("key", "Return"), ("type", "Ben"))
    find(name=f"Batch Short is closed without balancing, by {supervisor_id}.", showing=True)
    wait_for_window_gone("Close without balancing")
    wait_for("the name typed ahead in Name", lambda: text(name) == "Ben")


def german_batch_keyed_and_balanced():
    """A German desk (German words and amounts): the batch's total typed the German way with the
    rest of the dialog typed ahead, three slips keyed with comma amounts, the batch closed
    balanced. The words expected are the app's own, read from its German catalogue."""
    german = translations("de")
    say = german.gettext

    def field(title):
        return german.pgettext("address field", title)
    name = find(name="Name", role_name="text")
    focus_window("EntryDesk")
    wait_for("focus in Name", lambda: "focused" in states(name))
    typed_ahead(("key", "ctrl+b"), ("type", "Belege 7"), ("key", "Return"), ("type", "3"), ("key", "Return"),
                ("type", "150,00 EUR"), ("key", "Return"))
    find(name=german.fill(say("Batch %@ is open: the entries you save now belong to it."), "Belege 7"), showing=True)
    wait_for("focus back in Name", lambda: "focused" in states(name))
    for who, money in [("Jörg Schäfer", "50,00"), ("Zoë Müller", "49,50"), ("Ute Groß", "50,50")]:
        type_text(who)
        tab_to(find(name=field("Address line 1"), role_name="text"))
        type_text("Unter den Linden 77")
        tab_to(find(name=field("Postal code"), role_name="text"))
        type_text("10117")
        tab_to(find(name=field("City"), role_name="text"))
        type_text("Berlin")
        tab_to(find(name=say("Amount"), role_name="text"))
        type_text(money)
        key("ctrl+s")
        find(name=german.fill(say("Saved entry for %@."), who), showing=True)
        wait_for("focus back in Name", lambda: "focused" in states(name))
    keyed = german.fill(german.ngettext("%1$@ of %2$@ entry", "%1$@ of %2$@ entries", 3), "3", "3")
    wait_for("three slips keyed", lambda: shown(keyed))
    key("ctrl+shift+b")
    find(name=german.fill(say("Batch %@ is closed: it balances."), "Belege 7"), showing=True)


def focus_comes_back_to_the_form(spreadsheet):
    """Where the next key belongs after a detour: Escape in the saved entries' search (a wide
    window) goes back to the field Ctrl+F left; Preferences closed from the main menu gives the
    focus back to the form, not to the menu's button; after an import from the window the saved
    entries show the rows imported even when a search was typed before."""
    name = focus_name_field()
    type_text("Ada")
    key("ctrl+f")
    search = find(name="Search entries", role_name="text")
    wait_for("focus in the search", lambda: "focused" in states(search))
    type_text("Kowalski")
    wait_for("nothing found", lambda: shown("No entry matches"))
    key("Escape")
    wait_for("Escape back in Name", lambda: "focused" in states(name))
    check(text(name) == "Ada", "the name typed before stays: " + repr(text(name)))
    key("F10")
    find(name="Preferences", role_name="menu item", showing=True)
    key("p")
    focus_window("Preferences")
    key("Escape")
    wait_for_window_gone("Preferences")
    wait_for("the focus back in Name after Preferences", lambda: "focused" in states(name))
    type_text(" Lovelace")
    wait_for("typing goes on in Name", lambda: text(name) == "Ada Lovelace")
    key("ctrl+i")
    focus_window("Import entries")
    key("ctrl+l")
    type_text(spreadsheet)
    key("Return")
    focus_window("Import “" + spreadsheet.rsplit("/", 1)[-1] + "”")
    key("Return")
    find(name="Imported 2 entries from “" + spreadsheet.rsplit("/", 1)[-1] + "”.", showing=True)
    # Found again: the field's accessible from before the import may be gone from the cache.
    wait_for("the search emptied", lambda: text(find(name="Search entries", role_name="text")) == "")
    wait_for("the imported rows listed", lambda: shown("Jürgen Müller") and shown("Anna Schmidt"))


def german_totals_refused_then_read():
    """A German desk's batch dialog (English words, German amounts): its helper shows the total
    the German way, "150,00" without a currency is refused with that example, and
    "1.234,50 EUR; 150.00 USD" opens the batch."""
    focus_name_field()
    totals = open_batch_dialog("Belege B", "2")
    check("like 150,00 EUR;" in description(totals), "the example the German way: " + repr(description(totals)))
    type_text("150,00")
    key("Return")
    wait_for("the total refused", lambda: shown("“150,00” is not a total: type an amount and a currency code, like 150,00 EUR"))
    key("ctrl+a")
    type_text("1.234,50 EUR; 150.00 USD")
    key("Return")
    find(name="Batch Belege B is open: the entries you save now belong to it.", showing=True)


__all__ = ["DriverError", "batch_keyed_with_carry_over_and_verified", "carry_over_day", "dialogs_typed_ahead_with_pins",
           "focus_comes_back_to_the_form", "german_batch_keyed_and_balanced", "german_totals_refused_then_read"]
