"""Importing a spreadsheet's file in the desk window, as a person does it by keyboard: Ctrl+I,
the file typed into GTK's chooser, the column dialog with what each column's name says, an
unknown column sent to the amount through its drop-down list, a domestic list's country
chosen through its drop-down's search, and the import in the background. Called by name from
Tests/EntryDeskTests/WindowImportEndToEndTests.swift; every wait is for something the
accessibility tree shows.
"""
import os

from atspi_lib import (check, find, find_all, focus_name_field, focus_window, focused_node, key, role, states, tab_to, type_text,
                       wait_for, wait_for_window_gone)

# The choices of a column's drop-down list, in its order.
COLUMN_CHOICES = ["Leave out", "Name", "Organisation", "Address line 1", "Address line 2", "City", "District",
                  "State or region", "Postcode", "Sorting code", "Country", "Amount", "Currency", "Reference", "Extra 1",
                  "Extra 2", "Extra 3", "Entry ID", "Created", "Last changed"]


def dialog_title(path):
    """The column dialog's title for the file at `path`."""
    return "Import “" + os.path.basename(path) + "”"


def open_the_spreadsheet(path):
    """From the window's start: Ctrl+I, `path` typed into GTK's chooser (Ctrl+L), Enter; waits
    for the column dialog and gives it the keyboard."""
    focus_name_field()
    key("ctrl+i")
    focus_window("Import entries")
    key("ctrl+l")
    type_text(path)
    key("Return")
    focus_window(dialog_title(path))


def column_choice(column):
    """What the button of `column` shows it goes to, or of another row of the dialog what it
    shows ("Rows without a country"); "" while there is no such button."""
    names = [n.name for n in find_all(role_name="push button") if (n.name or "").startswith(column + ": ")]
    return names[0][len(column + ": "):] if names else ""


def choose_by_keyboard(column, choice):
    """Opens `column`'s drop-down list (Space) and arrows to `choice`, Enter. Its rows have no
    name over AT-SPI to count the arrows by, and a key may land before the list has focus: the
    choice shown on the button says where it is, and the arrows are pressed again from there."""
    for _ in range(4):
        if column_choice(column) == choice:
            return
        steps = COLUMN_CHOICES.index(choice) - COLUMN_CHOICES.index(column_choice(column))
        key("space")
        wait_for("focus in the list", lambda: (lambda n: n is not None and role(n) == "list item")(focused_node()))
        key(*(["Down" if steps > 0 else "Up"] * abs(steps)), "Return")
        wait_for("the list closed", lambda: "focused" in states(find(name=column + ": " + column_choice(column), role_name="push button")))
    wait_for(f"{choice} chosen for {column}", lambda: column_choice(column) == choice)


def unknown_column_to_the_amount_and_import(path, column, imported, listed):
    """The column dialog of `path`: known names pre-set (PLZ: Postcode), `column` left out and
    focused, Import off without an amount; `column` sent to Amount by keyboard turns Import on;
    Import says `imported` in the desk window and the list shows `listed`."""
    open_the_spreadsheet(path)
    # Known names pre-set, the unknown ones left out, and Import off until there is an amount.
    find(name="PLZ: Postcode", role_name="push button")
    find(name="No column goes to Amount yet: choose the one that holds it.", showing=True)
    import_button = find(name="Import", role_name="push button")
    check("sensitive" not in states(import_button), "Import is off without an amount")
    left_out = find(name=column + ": Leave out", role_name="push button")
    wait_for("focus on the first column left out", lambda: "focused" in states(left_out))
    choose_by_keyboard(column, "Amount")
    wait_for("Import on", lambda: "sensitive" in states(import_button))
    tab_to(import_button)
    key("Return")
    wait_for_window_gone(dialog_title(path))
    focus_window("EntryDesk")
    find(name=imported, showing=True, timeout=30)
    wait_for("the list shows them", lambda: any(listed in (n.name or "") for n in find_all(showing=True)))


def choose_by_search(row, choice):
    """Opens the searchable drop-down of `row` (Space: focus in its list), goes up to its search
    (Shift+Tab), types `choice` to narrow the list and takes the first row left (Down, Enter),
    as a person picks one of the countries."""
    button = find(name=row + ": " + column_choice(row), role_name="push button")
    tab_to(button)
    key("space")
    wait_for("focus in the list", lambda: (lambda n: n is not None and role(n) == "list item")(focused_node()))
    key("shift+Tab")
    wait_for("focus in the search", lambda: (lambda n: n is not None and role(n) == "entry")(focused_node(roles=("entry",))))
    type_text(choice)
    # The search narrows the list a moment after the last key (GtkSearchEntry's delay).
    wait_for("the list narrowed to one", lambda: len(find_all(role_name="list item", showing=True)) == 1)
    key("Down", "Return")
    wait_for(f"{choice} chosen for {row}", lambda: column_choice(row) == choice)


def domestic_list_in_the_desks_country(path, desks_country, desks_currency, other_country, imported):
    """The column dialog of `path`, a list without country and currency columns: every column
    known, so Import is on at once, and the rows without them shown in the desk's country and
    currency; the country changed to `other_country` by keyboard, then Import says `imported`."""
    open_the_spreadsheet(path)
    find(name="PLZ: Postcode", role_name="push button")
    find(name="Rows without a country: " + desks_country, role_name="push button")
    find(name="Rows without a currency: " + desks_currency, role_name="push button")
    import_button = find(name="Import", role_name="push button")
    wait_for("focus on Import", lambda: "focused" in states(import_button))
    choose_by_search("Rows without a country", other_country)
    tab_to(import_button)
    key("Return")
    wait_for_window_gone(dialog_title(path))
    focus_window("EntryDesk")
    find(name=imported, showing=True, timeout=30)


def cancel_the_column_dialog(path, column):
    """The column dialog of `path` up (its `column` left out): Escape closes it."""
    open_the_spreadsheet(path)
    find(name=column + ": Leave out", role_name="push button")
    key("Escape")
    wait_for_window_gone(dialog_title(path))


__all__ = ["cancel_the_column_dialog", "domestic_list_in_the_desks_country", "open_the_spreadsheet",
           "unknown_column_to_the_amount_and_import"]
