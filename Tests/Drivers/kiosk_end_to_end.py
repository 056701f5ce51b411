"""The kiosk as a customer and the staff meet it, and the desk's search as staff use it for a
kiosk entry: the real `entrydesk` driven through AT-SPI and xdotool. Called by name from
Tests/EntryDeskTests/KioskEndToEndTests.swift (KioskEndToEndTests, KioskTouchTests),
KioskLeavesNothingBehindTests.swift, KioskReferenceSearchTests.swift and, for keying an entry,
orca_kiosk.py. Every wait is for something the accessibility tree shows.
"""
import re
import time

from atspi_lib import (DriverError, check, click, description, find, find_all, focus_name_field, focus_window, keeps, key, role,
                       shown_starting, states, tab_to, text, type_text, wait_for, wheel)


def key_an_entry(who, amount):
    """Keys an entry from the kiosk's Name field to the review page: the name, a suggested address
    with its suite, the amount, then Return in Reference (the review page then shows)."""
    type_text(who)
    search = find(name="Find an address", role_name="combo box")
    click(search)
    type_text("1600 amph")
    find(name="1600 Amphitheatre Pkwy, Mountain View, CA 94043, 5 addresses", showing=True)
    key("Return")
    find(name="1600 Amphitheatre Pkwy STE 100, Mountain View, CA 94043", showing=True)
    key("Down", "Return")
    tab_to(find(name="Amount", role_name="text"))
    type_text(amount)
    tab_to(find(name="Reference", role_name="text"))
    key("Return")


def idle_reset_forgets_fields_and_undo():
    """A visitor types a name and a reference line, copies it, and walks away: the idle reset
    empties every field, and neither a paste nor undo brings anything back."""
    name = focus_name_field()
    reference = find(name="Address line 1", role_name="text")
    type_text("Alan Turing")
    # Tab, not a tap: Xvfb has no keyboard to type on, so the on-screen one takes the bottom
    # of the screen and line 1 may be below the fold.
    tab_to(reference)
    type_text("Secret 42")
    check(text(name) == "Alan Turing", "typed: " + repr(text(name)))
    key("ctrl+a", "ctrl+c")  # copied from the app: the reset must forget it too
    # No more input: the warning, then the reset.
    wait_for("every field cleared", lambda: text(name) == "" and text(reference) == "", timeout=20)
    leftovers = [(f.name, text(f)) for f in find_all(role_name="text") if text(f)]
    check(not leftovers, "fields still holding text: " + repr(leftovers))
    click(name)
    wait_for("focus in Name", lambda: "focused" in states(name))
    key("ctrl+v")
    key("ctrl+z", "ctrl+z", "ctrl+z")
    tab_to(reference)
    key("ctrl+z", "ctrl+z", "ctrl+z")
    # A key typed after them shows once every key before it was handled.
    type_text("x")
    wait_for("the keys before handled", lambda: text(reference).endswith("x"))
    check(text(name) == "" and text(reference) == "x", "paste or undo brought back: " + repr((text(name), text(reference))))


def wheel_keeps_someone_there(seconds, pause=0.4):
    """A visitor scrolls with the wheel alone for `seconds` (a turn down, a turn up, `pause`
    seconds apart, no key, click or pointer motion): the form keeps what was typed all along,
    and is reset once the wheel stops."""
    name = focus_name_field()
    type_text("Ada")
    click(name)  # the pointer rests over the form; from here on only the wheel moves
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        for down in (True, False):
            wheel(down=down)
            keeps("the form kept while someone was scrolling, not reset", lambda: text(name) == "Ada", pause)
    wait_for("the reset once the wheel stops", lambda: text(name) == "", timeout=20)


def no_keyboard_way_out_then_the_pin(wrong_pin, pin):
    """Ctrl+Q, Ctrl+W, Alt+F4 and Escape leave nothing; the staff button asks the PIN, a wrong
    one is refused, the right one opens the staff menu, and its Leave kiosk mode is tapped."""
    name = focus_name_field()
    for combination in ["ctrl+q", "ctrl+w", "alt+F4", "Escape"]:
        key(combination)
    # A key typed after them shows once every key before it was handled: the kiosk is still there.
    type_text("Q")
    wait_for("the keys before handled", lambda: text(name) == "Q")
    click(find(name="Staff: leave kiosk mode"))
    field = find(name="Staff PIN", role_name="password text")
    wait_for("focus in the PIN", lambda: "focused" in states(field))
    type_text(wrong_pin)
    key("Return")
    find(name="Wrong PIN.", showing=True)
    type_text(pin)
    key("Return")
    # The right PIN opens the staff menu; leaving is one of its buttons.
    menu = find(name="Staff menu", role_name="dialog")
    click(find(name="Leave kiosk mode", role_name="push button", root=menu))


def open_pin_panel():
    """Brings the kiosk forward, taps the staff button and waits for focus in the PIN field;
    returns it."""
    focus_window("EntryDesk")
    click(find(name="Staff: leave kiosk mode"))
    field = find(name="Staff PIN", role_name="password text")
    wait_for("focus in the PIN", lambda: "focused" in states(field))
    return field


def lock_seconds():
    """The seconds the staff panel's lock message shows, or None without one."""
    for label in find_all(role_name="label", showing=True):
        match = re.fullmatch(r"Wrong PIN\. Try again in ([0-9]+) seconds\.", label.name or "")
        if match:
            return int(match.group(1))
    return None


def three_wrong_pins_lock(wrong_pins):
    """Three wrong PINs typed one after the other lock the panel for 30 seconds, counted down."""
    field = open_pin_panel()
    for wrong in wrong_pins:
        type_text(wrong)
        key("Return")
        # The panel checks each PIN (600,000 PBKDF2 rounds) before it takes the next.
        wait_for(f"the PIN {wrong} checked (the field emptied)", lambda: field.queryText().characterCount == 0)
    # 30 seconds, counted down each second: on a loaded machine the first second may be gone
    # before the label is read.
    seconds = wait_for("the 30-second lock", lock_seconds)
    check(20 <= seconds <= 30, "locked for %d seconds, not 30" % seconds)


def lock_kept_after_a_restart(pin):
    """After a power cut the panel is still locked: Unlock is off, and the right PIN typed with
    Return opens no staff menu."""
    field = open_pin_panel()
    check(lock_seconds() is not None, "no lock after the restart")
    unlock = find(name="Unlock", role_name="push button")
    check("sensitive" not in states(unlock), "Unlock works during the lock")
    type_text(pin)
    key("Return")
    # A key typed after Return shows once Return was handled.
    type_text("9")
    # The field holds one bullet per digit (a secret field): one more shows the 9 arrived.
    wait_for("the keys before handled", lambda: field.queryText().characterCount == len(pin) + 1)
    check(not find_all(name="Staff menu", role_name="dialog"), "the right PIN opened the staff menu during the lock")


def kiosk_on_screen():
    """Waits until the kiosk's staff button is on the accessibility bus."""
    find(name="Staff: leave kiosk mode")


def desk_on_screen():
    """Waits until the desk's Name field is on the accessibility bus."""
    find(name="Name", role_name="text")


def windows_and_saved_entries():
    """Prints how many windows (frames) the app has and how many saved-entries lists."""
    print(len([n for n in find_all() if role(n) == "frame"]), len(find_all(name="Saved entries")))


def review_page_pause_warns_then_fresh_form(who, amount):
    """An entry keyed to the review page, with an amount above the usual pointed out there; a
    pause brings the idle warning on that page, whose button keeps the entry; the next pause
    leaves a fresh form."""
    focus_name_field()
    key_an_entry(who, amount)
    find(name="Confirm", role_name="push button", showing=True)
    check([n for n in find_all(showing=True) if "At most 1,000,000" in (n.name or "") and "is this right?" in (n.name or "")],
          "an amount above the usual is pointed out with the limit's words")
    warned = lambda: shown_starting("Are you still there?")
    wait_for("the warning on the review page", warned, timeout=20)
    # Its button is there to tap on this page too: the entry stays.
    click(find(name="I'm still here", role_name="push button"))
    wait_for("the warning answered", lambda: not warned())
    # Read while the warning is up, before this pause resets the form.
    name = find(name="Name", role_name="text")
    wait_for("the next warning over the entry the tap kept", lambda: warned() and text(name) == who, timeout=20)
    wait_for("a fresh form", lambda: text(find(name="Name", role_name="text")) == "", timeout=20)


def confirm_and_done(who, amount):
    """An entry keyed, confirmed on the review page, thanked for, and Done tapped: a fresh form.
    Returns the Name field."""
    focus_name_field()
    key_an_entry(who, amount)
    click(find(name="Confirm", role_name="push button"))
    find(name="Thank you! Your entry was saved.", showing=True)
    click(find(name="Done", role_name="push button"))
    # Found again: the page change may have replaced the field's accessible.
    wait_for("a fresh form", lambda: text(find(name="Name", role_name="text")) == "")
    return find(name="Name", role_name="text")


def saved_then_fresh_form(who, amount):
    """An entry keyed and confirmed; after the thanks, Done leaves a fresh form."""
    confirm_and_done(who, amount)


def next_person_gets_nothing_kept(who, amount):
    """With carry-over configured, the next person after a saved entry gets no city, no field
    said to be kept, and ditto (Ctrl+') copies nothing."""
    name = confirm_and_done(who, amount)
    city = find(name="City", role_name="text")
    check(text(city) == "", "city carried over at a kiosk: " + repr(text(city)))
    kept = [n.name for n in find_all(showing=True) if "Kept from the last entry" in (n.name or "") + description(n)]
    check(not kept, "a field says it was kept: " + repr(kept))
    click(name)
    wait_for("focus in Name", lambda: "focused" in states(name))
    key("ctrl+apostrophe")
    # A key typed after it shows once the ditto key was handled.
    type_text("x")
    wait_for("the x typed", lambda: text(name).endswith("x"))
    check(text(name) == "x", "ditto copied at a kiosk: " + repr(text(name)))


def desk_search_finds_reference(number, found, not_found):
    """The desk lists two entries; the reference number typed into the search of saved entries
    leaves one: `found` listed, `not_found` not."""
    focus_name_field()
    count = lambda: [n.name for n in find_all(role_name="label")
                     if n.name.endswith("entries") or n.name.endswith("entry") or n.name.startswith("No ")]
    wait_for("two entries listed", lambda: "2 entries" in count())
    key("ctrl+f")
    search = find(name="Search entries", role_name="text")
    wait_for("focus in the search", lambda: "focused" in states(search))
    type_text(number)
    wait_for("one entry found", lambda: "1 entry" in count())
    find(name=found, role_name="label")
    check(not find_all(name=not_found, role_name="label"), f"{not_found} is still listed")


# The kiosk's touch keyboards (KioskTouchTests): the number pad for the amount, the letter
# keyboard for text, the currency page.

def screen_keyboard_and_number_pad_type():
    """Name typed by tapping the on-screen keyboard's letters, the amount by the number pad's
    keys (with its decimal separator and Delete): the keys never take the focus."""
    name = focus_name_field()
    click(name)
    for letter in ["a", "d", "a"]:
        click(find(name=letter, role_name="push button", showing=True))
    wait_for("typed on the screen keyboard", lambda: text(name) == "ada")
    check("focused" in states(name), "the keys never take the focus")
    amount = find(name="Amount", role_name="text")
    tab_to(amount)
    for key_name in ["1", "2", "Decimal separator", "5"]:
        click(find(name=key_name, role_name="push button", showing=True))
    wait_for("typed on the number pad", lambda: text(amount) == "12.5")
    click(find(name="Delete", role_name="push button", showing=True))
    wait_for("backspace on the number pad", lambda: text(amount) == "12.")


def focused_currency_search():
    """The currency page's search field while it has focus (the popover's list has a search
    field of the same name, never shown in the kiosk), or None."""
    return next((n for n in find_all(name="Search currencies", role_name="text") if "focused" in states(n)), None)


def tap_currency_search(letters):
    """Taps the currency button beside the amount and, once the currency page's search has
    focus, `letters` on the page's own keyboard; returns the Amount field and the search."""
    focus_window("EntryDesk")
    amount = find(name="Amount", role_name="text")
    tab_to(amount)
    click(find(name="Currency: US Dollar", role_name="push button"))
    search = wait_for("focus in the currency page's search", focused_currency_search)
    keyboard = find(name="Keyboard for the currency search")
    for letter in letters:
        click(find(name=letter, role_name="push button", root=keyboard))
    return amount, search


def currency_page_searched_by_touch():
    """The currency list is a page of its own, searched with its own keyboard: "yen" finds the
    Japanese yen, a tap picks it and goes back to the amount; Cancel there changes nothing."""
    amount, search = tap_currency_search("yen")
    wait_for("typed on the page's keyboard", lambda: text(search) == "yen")
    check("focused" in states(search), "the keys never take the focus")
    # "JP¥" or "¥", as the locale writes it.
    yen = wait_for("the yen row", lambda: next((n for n in find_all(role_name="list item")
                                                if n.name.startswith("Japanese Yen, JPY")), None))
    click(yen)
    find(name="Currency: Japanese Yen", role_name="push button")
    wait_for("back in the amount", lambda: "focused" in states(amount))
    click(find(name="Currency: Japanese Yen", role_name="push button"))
    click(find(name="Cancel", role_name="push button", showing=True))
    wait_for("back in the amount after Cancel", lambda: "focused" in states(amount))
    check(find_all(name="Currency: Japanese Yen", role_name="push button"), "Cancel changes nothing")


def currency_page_pause_leaves_fresh_form():
    """A visitor walks away from the currency page after tapping "yen": the pause brings the
    next person back to a fresh form with the currency it starts with."""
    tap_currency_search("yen")
    name = find(name="Name", role_name="text")
    # No more input: the warning, then the reset.
    wait_for("the form again, focus in Name", lambda: "focused" in states(name), timeout=20)
    check(not find_all(name="Keyboard for the currency search"), "the currency page is gone")
    check(not [n for n in find_all(name="Search currencies", role_name="text") if text(n)], "no search text left")
    check(find_all(name="Currency: US Dollar", role_name="push button"), "the currency the form starts with")


__all__ = ["DriverError", "confirm_and_done", "currency_page_pause_leaves_fresh_form", "currency_page_searched_by_touch",
           "desk_on_screen", "desk_search_finds_reference", "idle_reset_forgets_fields_and_undo", "key_an_entry",
           "kiosk_on_screen", "lock_kept_after_a_restart", "next_person_gets_nothing_kept", "no_keyboard_way_out_then_the_pin",
           "review_page_pause_warns_then_fresh_form", "saved_then_fresh_form", "screen_keyboard_and_number_pad_type",
           "three_wrong_pins_lock", "wheel_keeps_someone_there", "windows_and_saved_entries"]
