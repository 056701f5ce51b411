"""The desk's form checked as an operator keys it: the duplicate warning, the layout at the
sizes people use, the saved entries following the database, the names a screen reader finds,
a country's own fields, auto-advance, carry-over and ditto, and ten entries typed ahead.
Called by name from Tests/EntryDeskTests (DuplicateWarningEndToEndTests, AdaptiveLayoutTests,
LiveListTests, AccessibleNamesTests, CountryFormFieldsTests, AutoAdvanceEndToEndTests,
CarryOverEndToEndTests, TypeAheadEndToEndTests); every wait is for something the accessibility
tree (or a file) shows.
"""
import re
import sqlite3
import subprocess

from atspi_lib import (app, check, click, description, file_text, find, find_all, focus_name_field, focus_window, key,
                       open_first_saved_entry, role, shown_starting, states, tab_to, text, type_text, wait_for,
                       wait_for_window_gone, window_extents)
from desk_form_in_view import resize_window
from operator_day import typed_ahead


def key_us_address(who, street, city, state_typed):
    """From the desk's Name field (waits for its focus): types the name, line 1, the city and
    the state's first letters, Tab picks the state; waits for the focus in the ZIP code and
    returns that field."""
    name = find(name="Name", role_name="text")
    wait_for("focus in Name", lambda: "focused" in states(name))
    type_text(who)
    tab_to(find(name="Address line 1", role_name="text"))
    type_text(street)
    tab_to(find(name="City", role_name="text"))
    type_text(city)
    tab_to(find(name="State", role_name="combo box"))
    type_text(state_typed)
    key("Tab")
    zip_code = find(name="ZIP code", role_name="text")
    wait_for("focus in the ZIP code", lambda: "focused" in states(zip_code))
    return zip_code


def key_us_entry(who, street, city, state_typed, postal_code, amount, reference=None, then=()):
    """Keys a whole entry into the desk's empty US form (key_us_address, the ZIP code, the
    amount and, unless None, the reference), then Ctrl+S followed by the keys `then` in the
    same stream. Does not wait for the save: a question may come instead."""
    key_us_address(who, street, city, state_typed)
    type_text(postal_code)
    tab_to(find(name="Amount", role_name="text"))
    type_text(amount)
    if reference is not None:
        tab_to(find(name="Reference", role_name="text"))
        type_text(reference)
    key("ctrl+s", *then)


# The duplicate warning

def duplicate_questions():
    """The names of the showing duplicate questions."""
    return [n.name for n in find_all(showing=True) if "was already saved on" in (n.name or "")]


def keyed_again_asks_naming_the_earlier_entry(database):
    """An entry saved, then the same payment keyed another way ("ada lovelace", "12 main st.",
    "25.00") with the next name typed ahead of a save held up by another program: the question
    names the earlier entry, its address and reference, nothing is saved before Save anyway
    (Alt+A), and the name typed ahead goes into the next entry; another amount is saved
    without a question."""
    name = focus_name_field()
    key_us_entry("Ada Lovelace", "12 Main Street", "Springfield", "illin", "62701", "25", "INV-1")
    find(name="Saved entry for Ada Lovelace.", showing=True)
    # The database is held by another program (as an import would) until the window says the
    # save waits, so that the name is surely typed during the save.
    holder = sqlite3.connect(database, isolation_level=None, timeout=10)
    holder.execute("BEGIN IMMEDIATE")
    try:
        key_us_entry("ada lovelace", "12 main st.", "SPRINGFIELD", "illin", "62701", "25.00", "INV-2", then=("G", "r", "a", "c", "e"))
        wait_for("the save waiting", lambda: shown_starting("Waiting for an import"))
    finally:
        holder.execute("ROLLBACK")
        holder.close()
    wait_for("the question", duplicate_questions)
    asked = duplicate_questions()[0]
    check(asked.startswith("Ada Lovelace, $25.00 was already saved on "), "names the earlier entry: " + asked)
    check("(12 Main Street, Springfield, IL 62701; reference INV-1). Save it again?" in asked, "its address and reference: " + asked)
    check(text(name) == "ada lovelace", "not saved before it is confirmed: Name holds " + repr(text(name)))
    check(asked.endswith("What you typed after saving goes into the next entry if you save this one anyway."),
          "says where the keys typed ahead go: " + asked)
    reference = find(name="Reference", role_name="text")
    check(text(reference) == "INV-2", "nothing typed ahead in the reference: " + repr(text(reference)))
    key("alt+a")
    find(name="Saved entry for ada lovelace.", showing=True)
    wait_for("the name typed ahead in the next entry", lambda: text(name) == "Grace")
    key("ctrl+a", "BackSpace")
    wait_for("the form cleared", lambda: text(name) == "")
    # Another amount is another payment: saved without a question.
    key_us_entry("Ada Lovelace", "12 Main Street", "Springfield", "illin", "62701", "26", "INV-3")
    find(name="Saved entry for Ada Lovelace.", showing=True)


def same_entry_twice_without_a_question():
    """`duplicate-days = 0`: the same entry keyed twice is saved twice, never asked about."""
    name = focus_name_field()
    key_us_entry("Ada Lovelace", "12 Main Street", "Springfield", "illin", "62701", "25", "INV-1")
    find(name="Saved entry for Ada Lovelace.", showing=True)
    wait_for("the form cleared", lambda: text(name) == "")
    key_us_entry("Ada Lovelace", "12 Main Street", "Springfield", "illin", "62701", "25", "INV-1")
    wait_for("the second saved", lambda: text(name) == "")
    asked = duplicate_questions()
    check(not asked, "no question: " + repr(asked))


# The layout at the sizes people use

def in_view(node, width, height):
    """Whether `node` lies wholly inside a window of `width` x `height`."""
    x, y, w, h = window_extents(node)
    return w > 0 and h > 0 and x >= 0 and y >= 0 and x + w <= width and y + h <= height


def wait_buttons_in_view(width, height, buttons=("Save", "New")):
    """Waits until each of `buttons` is in view in the window of `width` x `height`."""
    for button in buttons:
        node = find(name=button, role_name="push button")
        wait_for(f"{button} in view at {width}x{height}", lambda: in_view(node, width, height))


def small_window_folds_the_saved_entries():
    """At 800x600 the saved entries fold away behind a toggle, the form takes the width and New
    and Save stay in view; Ctrl+F opens the entries and Escape goes back to the form; the toggle
    opens them too; wide again they sit beside the form, and the form stops at 720 px."""
    name = focus_name_field()
    search = find(name="Search entries", role_name="text")

    # Whether the saved entries' column is beside the form, read from the layout (GTK 4.8
    # keeps neither "showing" nor a hidden parent's "visible" state up to date): at 800 px
    # the column leaves the form's name field less than 450 px.
    def list_beside_the_form():
        return window_extents(name)[2] < 450

    resize_window(800, 600)
    # GTK 4.8 gives a toggle button the push button role, and its state as "pressed".
    toggle = wait_for("the saved entries folded away", lambda: [n for n in find_all(name="Saved entries", role_name="push button")
                                                                  if "visible" in states(n)])[0]
    wait_for("the list hidden", lambda: not list_beside_the_form())
    # The form takes the room: the name field spans most of the window.
    wait_for("the form as wide as the window", lambda: window_extents(name)[2] > 600)
    wait_buttons_in_view(800, 600)

    key("ctrl+f")
    wait_for("the search focused", lambda: "focused" in states(search))
    check({"pressed", "checked"} & states(toggle), "the toggle says the entries are shown: %r" % states(toggle))
    key("Escape")
    wait_for("back in the form", lambda: "focused" in states(name))
    wait_for("the list folded again", lambda: not list_beside_the_form())
    click(toggle)
    wait_for("the list opened by its button", list_beside_the_form)

    # Wide again: the entries sit beside the form (the button goes: GTK 4.8 does not say so
    # over AT-SPI, the pictures show it).
    resize_window(1180, 780)
    wait_for("the list beside the form", lambda: window_extents(name)[2] < 1180 - 400 - 60)
    wait_buttons_in_view(1180, 780)
    # The widest the form gets (theme.size.entry-form.max-width, 720 px): the window's
    # screen is 1280 px wide, the form column 1280 - 400 px, its field narrower.
    resize_window(1280, 780)
    wait_for("the form clamped", lambda: window_extents(name)[2] <= 720 and window_extents(name)[0] > 40)


def tiled_into_half_a_small_screen_folds(who, search_name, save_name, toggle_name, width):
    """An entry `who` opened for editing (its button `save_name`): the window asks a window
    manager for no more than `width` px, and made `width` px wide it folds the saved entries
    (toggle `toggle_name`) with the form and its save button within the window."""
    name = open_first_saved_entry(who, search_name=search_name)
    find(name=save_name, role_name="push button")
    window = subprocess.run(["xdotool", "search", "--onlyvisible", "--name", "^EntryDesk$"],
                            capture_output=True, text=True).stdout.split()[0]
    # What a window manager (tiling, restoring) keeps the window to, still unfolded.
    hints = subprocess.run(["xprop", "-id", window, "WM_NORMAL_HINTS"], capture_output=True, text=True).stdout
    least = int(hints.split("program specified minimum size: ")[1].split(" by ")[0])
    check(least <= width, "the unfolded window asks a window manager for at least %d px, not at most %d" % (least, width))
    subprocess.run(["xdotool", "windowsize", window, str(width), "700"], check=True)
    wait_for("the saved entries folded away", lambda: [n for n in find_all(name=toggle_name, role_name="push button")
                                                       if "visible" in states(n)])
    wait_for("the form within the window", lambda: 300 < window_extents(name)[2] < width)
    node = find(name=save_name, role_name="push button")
    x, y, w, h = window_extents(node)
    check(w > 0 and x >= 0 and x + w <= width, "%s in view within %d px: %r" % (save_name, width, (x, y, w, h)))


# The saved entries follow the database

def empty_list_shown():
    """The desk window up, its saved entries empty ("No saved entries yet")."""
    focus_window("EntryDesk")
    wait_for("the empty list", lambda: find_all(name="No saved entries yet", role_name="label"))


def imported_rows_listed(count_label, within, who, reference, other, other_postcode):
    """Nothing pressed: within `within` seconds the list says `count_label`; `who`'s row ends
    with `reference` and the time of day it was keyed; `other`'s row holds its postcode in the
    national form `other_postcode`."""
    wait_for("the imported entries listed", lambda: find_all(name=count_label, role_name="label"), timeout=within)
    rows = wait_for(f"{who}'s row", lambda: [n for n in find_all() if n.name.startswith(who + ", ")])
    # Imported just now: the time of day, as the locale writes it (10:42 or 10:42 AM).
    check(re.search(", " + re.escape(reference) + r", \d{1,2}:\d{2}(\s*[AP]M)?$", rows[0].name),
          f"{who}'s row ends with {reference} and a time of day: {rows[0].name!r}")
    others = wait_for(f"{other}'s row", lambda: [n for n in find_all() if n.name.startswith(other + ", ")])
    check(other_postcode in others[0].name, f"the postcode in its national form {other_postcode!r}: {others[0].name!r}")


# What a screen reader finds

def no_object_named_by_its_gtk_class():
    """Walks the whole tree once the window is up: no object is named like a GTK class
    ("GtkImage") and no button is without a name; fails listing each offender with its role
    and path."""
    find(name="Name", role_name="text")
    offenders = []

    def visit(node, path):
        name = node.name or ""
        if re.fullmatch(r"Gtk[A-Z][A-Za-z]*", name):
            offenders.append(f"{role(node)} named {name!r} at {path}")
        if role(node) in ("push button", "toggle button") and not name.strip():
            offenders.append(f"unnamed {role(node)} at {path}")
        for index in range(node.childCount):
            child = node.getChildAtIndex(index)
            if child is not None:
                visit(child, path + [index])
    visit(app(), [])
    check(not offenders, "objects named by their GTK class or buttons without a name:\n" + "\n".join(offenders))


# A country's own fields

def brazilian_address_keyed(who, street, neighbourhood, city, state_typed, postal_code, amount):
    """A US form has no Neighborhood; Brazil picked in Country brings it; a whole Brazilian
    entry keyed (the state picked from `state_typed`, the CEP typed without its hyphen) and
    saved."""
    name = focus_name_field()
    check(not find_all(name="Neighborhood", role_name="text", showing=True), "a US form has no neighbourhood")
    country = find(name="Country", role_name="combo box")
    click(country)
    wait_for("focus in Country", lambda: "focused" in states(country))
    key("ctrl+a")
    type_text("Brazil")
    wait_for("Brazil in the list", lambda: [n for n in find_all(role_name="list item", showing=True)
                                          if n.name.startswith("Brazil")])
    key("Return")
    find(name="Neighborhood", role_name="text", showing=True)
    click(name)
    wait_for("focus in Name", lambda: "focused" in states(name))
    type_text(who)
    for field_name, value in [("Address line 1", street), ("Neighborhood", neighbourhood), ("City", city)]:
        tab_to(find(name=field_name, role_name="text", showing=True))
        type_text(value)
    state = tab_to(find(name="State", role_name="combo box", showing=True))
    type_text(state_typed)
    key("Return")
    wait_for(f"{state_typed} picked", lambda: text(state) in ("São Paulo", "SP"))
    tab_to(find(name="Postal code", role_name="text", showing=True))
    type_text(postal_code)
    tab_to(find(name="Amount", role_name="text"))
    type_text(amount)
    key("ctrl+s")
    find(name=f"Saved entry for {who}.", showing=True)


# Auto-advance

def up_to_the_zip_code():
    """From the window's start: a name, the street, the city and the state typed, the focus in
    the ZIP code (the US form's last field). Returns the ZIP code, Amount and Reference fields."""
    focus_name_field()
    zip_code = key_us_address("Ada Lovelace", "1 Main St", "New York", "new yo")
    return zip_code, find(name="Amount", role_name="text"), find(name="Reference", role_name="text")


def whole_fields_move_on_as_typed(stream, postal_code, amount_text, reference_text):
    """Auto-advance on: `stream` typed in the ZIP code with no Enter and no Tab lands as the ZIP
    code, the amount and the reference, the focus in Reference."""
    zip_code, amount, reference = up_to_the_zip_code()
    type_text(stream)
    wait_for("the reference typed", lambda: text(reference) == reference_text)
    check(text(zip_code) == postal_code, f"ZIP code {postal_code!r}: {text(zip_code)!r}")
    check(text(amount) == amount_text, f"Amount {amount_text!r}: {text(amount)!r}")
    check("focused" in states(reference), "focus in Reference")


def auto_advance_switched_on_in_preferences(config):
    """Off by default: a sixth digit stays in the ZIP code. Switched on in Preferences ("Move on
    by itself"), written to `config` at once; back in the ZIP code the fifth digit moves on to
    Amount."""
    zip_code, amount, _ = up_to_the_zip_code()
    type_text("100145")
    wait_for("six digits in the ZIP code", lambda: text(zip_code) == "100145")
    check(text(amount) == "", "nothing in Amount: " + repr(text(amount)))
    key("BackSpace")
    key("ctrl+comma")
    focus_window("Preferences")
    switch = find(name="Move on by itself", role_name="check box")
    tab_to(switch)
    key("space")
    wait_for("auto-advance in the file", lambda: "auto-advance = true" in file_text(config))
    key("Escape")
    wait_for_window_gone("Preferences")
    focus_window("EntryDesk")
    wait_for("focus back in the ZIP code", lambda: "focused" in states(zip_code))
    key("End", "BackSpace")
    type_text("4")
    wait_for("focus on to Amount", lambda: "focused" in states(amount))
    check(text(zip_code) == "10014", "ZIP code '10014': " + repr(text(zip_code)))


# Carry-over and ditto

def carried_fields_and_ditto():
    """`carry-over = city, state`: ditto (Ctrl+') with nothing saved says so; after a save the
    city and state come filled in and say they were kept, line 1 and the ZIP code empty; ditto
    copies the name and line 1 from the entry saved before; a second entry saved."""
    name = focus_name_field()
    line1 = find(name="Address line 1", role_name="text")
    city = find(name="City", role_name="text")
    state = find(name="State", role_name="combo box")
    zip_code = find(name="ZIP code", role_name="text")
    amount = find(name="Amount", role_name="text")
    # Nothing saved yet: nothing to copy, and it says so.
    key("ctrl+apostrophe")
    find(name="Nothing to copy yet: ditto (Ctrl+') copies from the entry saved before.", showing=True)
    key_us_entry("Ada Lovelace", "1 Main St", "Springfield", "illin", "62701", "10")
    find(name="Saved entry for Ada Lovelace.", showing=True)
    wait_for("focus back in Name", lambda: "focused" in states(name))
    # The marked fields come filled in, and say where from; the others are empty.
    wait_for("the city kept", lambda: text(city) == "Springfield")
    check(text(state) == "Illinois", "state 'Illinois': " + repr(text(state)))
    check(text(line1) == "" and text(zip_code) == "", "line 1 and ZIP code empty: " + repr((text(line1), text(zip_code))))
    check("Kept from the last entry" in description(city), "city says it was kept: " + repr(description(city)))
    # Ditto: the name, then line 1, from the entry saved before.
    key("ctrl+apostrophe")
    wait_for("the name copied", lambda: text(name) == "Ada Lovelace")
    key("ctrl+a")
    type_text("Grace Hopper")
    tab_to(line1)
    key("ctrl+apostrophe")
    wait_for("line 1 copied", lambda: text(line1) == "1 Main St")
    type_text(" Apt 2")
    tab_to(zip_code)
    type_text("62702")
    tab_to(amount)
    type_text("20")
    key("ctrl+s")
    find(name="Saved entry for Grace Hopper.", showing=True)


# Typed ahead

def entries_typed_ahead(runs, last_name):
    """From the window's start, every key run (["type", TEXT] or ["key", KEY...]) sent at 30
    keys a second without waiting for the window; then waits until the last entry, `last_name`,
    is saved."""
    focus_name_field()
    typed_ahead(*runs)
    find(name=f"Saved entry for {last_name}.", showing=True, timeout=60)


__all__ = ["auto_advance_switched_on_in_preferences", "brazilian_address_keyed", "carried_fields_and_ditto", "empty_list_shown",
           "entries_typed_ahead", "imported_rows_listed", "key_us_address", "key_us_entry", "keyed_again_asks_naming_the_earlier_entry",
           "no_object_named_by_its_gtk_class", "same_entry_twice_without_a_question",
           "small_window_folds_the_saved_entries", "tiled_into_half_a_small_screen_folds", "whole_fields_move_on_as_typed"]
