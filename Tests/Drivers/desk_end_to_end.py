"""The desk as an operator meets it, driven through the accessibility tree and real keystrokes:
an entry keyed with an address suggestion, Enter through every field, the unsaved-entry
question, deletes undone, an import while the window is open, a draft back after a crash, the
start-up errors, the Tab order, a second launch and an export from the window. Called by name
from Tests/EntryDeskTests/DeskEndToEndTests.swift; every wait is for something the accessibility
tree (or the file system) shows.
"""
import os

from atspi_lib import (check, choose_export_file, click, find, find_all, focus_name_field, focus_saved_entries, focus_window,
                       focused_node, key, role, states, tab_to, text, type_text, wait_for, wait_for_draft, wait_for_window_gone)

UNSAVED_QUESTION = "Save the entry you are typing?"


def focused_name(roles=("text", "combo box", "push button")):
    """The name of the field or button with keyboard focus, "?" when none has it."""
    node = focused_node(roles)
    return node.name if node else "?"


def open_shortcuts_window():
    """Ctrl+? from the desk window, then waits until the Keyboard Shortcuts window lists Save."""
    focus_window("EntryDesk")
    key("ctrl+question")
    wait_for("the shortcuts window", lambda: [n for n in find_all() if n.name == "Save the entry"])


def key_an_entry_with_a_suggestion(who, typed_search, group, suite, line2, amount, row_start):
    """Types a name, picks `suite` from the address search's `group` (typed `typed_search`)
    with Enter, Down, Down, Enter, types the amount and saves; prints the saved entries' row
    that starts with `row_start`."""
    name = focus_name_field()
    type_text(who)
    search = find(name="Find an address", role_name="combo box")
    click(search)
    wait_for("focus in the address search", lambda: "focused" in states(search))
    type_text(typed_search)
    find(name=group, showing=True)
    # The first row is highlighted as the list opens: Enter takes the building.
    key("Return")
    find(name=suite, showing=True)
    key("Down", "Down", "Return")
    line2_field = find(name="Address line 2", role_name="text")
    wait_for(f"line 2 filled with {line2!r}", lambda: text(line2_field) == line2)
    amount_field = find(name="Amount", role_name="text")
    wait_for("the pick moved on to the amount", lambda: "focused" in states(amount_field))
    type_text(amount)
    key("ctrl+s")
    wait_for("the form cleared", lambda: text(name) == "")
    wait_for("focus back in Name", lambda: "focused" in states(name))
    find(name=f"Saved entry for {who}.", showing=True)
    row = wait_for(f"the entry in the list ({row_start!r})", lambda: [n for n in find_all() if (n.name or "").startswith(row_start)])
    print(row[0].name)


def enter_through_every_field(who, street, city, state_typed, state, postal_code, amount, reference):
    """Keys a whole US entry moving on with Enter alone: each Enter lands on the next field (the
    State's Enter picks its highlighted suggestion); Save without an amount says so until one is
    typed; Enter in the last field (Reference) saves."""
    name = focus_name_field()

    def enter_to(field):
        key("Return")
        wait_for("Enter to " + field, lambda: focused_name() == field)
    type_text(who)
    enter_to("Country")
    enter_to("Find an address")
    enter_to("Address line 1")
    type_text(street)
    enter_to("Address line 2")
    enter_to("City")
    type_text(city)
    enter_to("State")
    type_text(state_typed)
    enter_to("ZIP code")  # picks the highlighted suggestion and moves on
    state_field = find(name="State", role_name="combo box")
    wait_for(f"{state} picked", lambda: text(state_field) == state)
    type_text(postal_code)
    enter_to("Amount")
    # Save with no amount: the form says so and stays; typing an amount clears it.
    key("ctrl+s")
    find(name="Enter the amount", showing=True)
    type_text(amount)
    wait_for("the error gone", lambda: not find_all(name="Enter the amount", showing=True))
    enter_to("Reference")
    type_text(reference)
    key("Return")
    find(name=f"Saved entry for {who}.", showing=True)
    wait_for("the form cleared", lambda: text(name) == "")


def unsaved_typing_is_never_replaced_without_asking(typed, saved_name, reference):
    """Types `typed` in Name, then asks to open the first saved entry: Escape in the question
    keeps the typing, Discard opens the entry (`saved_name`); a change to it (`reference`), then
    Ctrl+N: Enter in the question saves the change before the new form."""
    name = focus_name_field()
    type_text(typed)

    def ask_to_open_first_saved_entry():
        focus_saved_entries()
        key("Return")
    # Escape keeps editing.
    ask_to_open_first_saved_entry()
    find(name=UNSAVED_QUESTION, showing=True)
    key("Escape")
    wait_for("the question gone", lambda: not find_all(name=UNSAVED_QUESTION))
    check(text(name) == typed, f"the typing is still there: expected {typed!r}, seen {text(name)!r}")
    # Discard opens the entry.
    ask_to_open_first_saved_entry()
    click(find(name="Discard", role_name="push button", showing=True))
    wait_for("the saved entry open", lambda: text(name) == saved_name)
    # A change to the entry, then New: Enter in the question saves it first.
    tab_to(find(name="Reference", role_name="text"))
    type_text(reference)
    key("ctrl+n")
    find(name="Save the changes to this entry?", showing=True)
    key("Return")
    find(name=f"Changes saved for {saved_name}.", showing=True)
    wait_for("a new form", lambda: text(name) == "")


def deletes_undone_and_the_open_entry_closed():
    """Two saved entries: opens one, deletes it from the list (the form leaves it) and the other
    one, then Ctrl+Z brings them back one by one; a third Ctrl+Z says there is nothing left."""
    name = focus_name_field()

    def counts():
        return [n.name for n in find_all(role_name="label")
                if n.name.endswith("entries") or n.name.endswith("entry") or n.name.startswith("No ")]
    wait_for("two entries listed", lambda: "2 entries" in counts())
    focus_saved_entries()
    key("Return")
    wait_for("an entry open", lambda: text(name) != "")
    opened = text(name)
    # Back to the list (Tab focuses the open entry's row, without selecting it): Delete it,
    # then the other one.
    focus_saved_entries()
    key("Delete")
    find(name="Deleted the entry for " + opened + ".", showing=True)
    wait_for("the form left the deleted entry", lambda: text(name) == "")
    wait_for("one entry listed", lambda: "1 entry" in counts())
    key("Delete")
    wait_for("none listed", lambda: "No saved entries yet" in counts())
    # Both come back, the last deleted first, whatever the banner says by then.
    key("ctrl+z")
    wait_for("one back", lambda: "1 entry" in counts())
    key("ctrl+z")
    wait_for("both back", lambda: "2 entries" in counts())
    key("ctrl+z")
    find(name="There is no deleted entry to bring back.", showing=True)


def save_over_an_import(listed, reference, who):
    """After an import changed the open entry elsewhere: away from the window and back, the list
    shows `listed`; a change (`reference`) saved asks first, and Save mine stores it."""
    # Away from the window and back (the shortcuts window takes the focus): the list is read again.
    open_shortcuts_window()
    key("Escape")
    focus_window("EntryDesk")
    wait_for("the imported entry listed", lambda: [n for n in find_all(role_name="label") if n.name == listed])
    # The form still holds the version opened before the import: saving it asks first.
    tab_to(find(name="Reference", role_name="text"))
    type_text(reference)
    key("ctrl+s")
    find(name="This entry was changed elsewhere (an import, another window) after you opened it. "
              "Your changes stay on screen: save them over the other change, or open the entry again.", showing=True)
    click(find(name="Save mine", role_name="push button", showing=True))
    find(name=f"Changes saved for {who}.", showing=True)


def type_a_draft(who, reference, database):
    """Types a name and a reference without saving, and waits until the autosave has written
    the reference into the draft in `database`."""
    focus_name_field()
    type_text(who)
    tab_to(find(name="Reference", role_name="text"))
    type_text(reference)
    wait_for_draft(database, reference)


def print_the_draft_back(who):
    """At start-up after a crash: waits until Name holds `who` again, and prints the Reference."""
    name = find(name="Name", role_name="text")
    reference = find(name="Reference", role_name="text")
    wait_for(f"the draft back with {who!r} in Name", lambda: text(name) == who)
    print(text(reference))


def shows(message):
    """Waits until the window shows `message` (a label or a window's title)."""
    find(name=message, showing=True)


def configuration_error_named_then_quit(setting, file_name):
    """The window that says the configuration cannot be read: its message names `setting` and
    `file_name`; its Quit button is pressed."""
    find(name="EntryDesk cannot start", showing=True)
    message = [n.name for n in find_all(role_name="label") if setting in n.name]
    check(message and file_name in message[0],
          f"a message naming {file_name} and {setting}: seen {message!r}")
    click(find(name="Quit", role_name="push button"))


def print_tab_order(steps):
    """From Name, presses Tab `steps` times; prints the names focused, in order, joined by |."""
    focus_name_field()
    order = []
    for _ in range(steps):
        focused = focused_node(("text", "combo box", "push button"))
        order.append(focused.name if focused else "?")
        key("Tab")
        wait_for("focus moved on from " + order[-1], lambda: focused_node() is not None and focused_node() != focused)
    print("|".join(order))


def window_open():
    """Waits until the desk's form (its Name field) is on the accessibility bus."""
    find(name="Name", role_name="text")


def print_window_count():
    """Prints how many windows (frames) the app shows."""
    print(len([n for n in find_all() if role(n) == "frame"]))


def export_from_the_window(target, banner):
    """Ctrl+E, the chooser's file name set to `target`, Enter: waits for the file and for the
    chooser gone, then for `banner`; then Ctrl+? opens the Keyboard Shortcuts window."""
    find(name="Name", role_name="text")
    focus_window("EntryDesk")
    choose_export_file(target)
    # GetChildAtIndex answers a null object path while the chooser goes: the file first.
    wait_for(f"the exported file {target}", lambda: os.path.exists(target))
    wait_for_window_gone("Export entries")
    find(name=banner, showing=True)
    open_shortcuts_window()
