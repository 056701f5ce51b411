"""The EntryDesk window never waits on its database: keys echo at once while another program
holds the write lock, while a real `entrydesk import` writes and while the window exports; a
save that has to wait says so. Called by name from
Tests/EntryDeskTests/WindowResponsivenessTests.swift (and its lock holder from
DraftSafetyTests.swift); every wait is for something the accessibility tree, the file system or
the database shows.

Run as a program, `window_responsiveness.py hold_write_lock DATABASE` (or
`hold_write_lock_as_an_import DATABASE`) holds the database's write lock for a test: it prints
"locked" once it holds it, and lets go when a line (or the end) comes on its standard input.
"""
import os
import sqlite3
import sys

from atspi_lib import (check, choose_export_file, echo_seconds, find, find_all, focus_name_field, focus_window, key, states,
                       tab_to, text, type_text, wait_for)

WAITING_TO_SAVE = "Waiting for an import to finish… What you save is stored as soon as it is done; you can go on typing."
WAITING_TO_START = "Waiting for the entry database…"


def _read_only(database):
    """A read-only connection to `database`, beside the app's own."""
    return sqlite3.connect(f"file:{database}?mode=ro", uri=True)


def open_entry_found_by(search_text, who):
    """From Name: Ctrl+F, types `search_text` until one entry is listed, and opens it (Tab,
    Enter) until the form shows `who`. Returns the Name field."""
    name = focus_name_field()
    key("ctrl+f")
    search = find(name="Search entries", role_name="text")
    wait_for("focus in the search", lambda: "focused" in states(search))
    type_text(search_text)
    wait_for("one match", lambda: [n for n in find_all(role_name="label") if n.name == "1 entry"])
    key("Tab", "Return")
    wait_for(f"the entry {who!r} open", lambda: text(name) == who)
    return name


def _tab_away_once_saving(field):
    """Tab once after Ctrl+S, and wait for it to land: the window holds the keys typed while a
    save is stored (at most theme.duration.typeahead.hold-limit), then replays them together.
    Tabs pressed one after another meanwhile would all replay at once, and tab_to could see the
    focus pass its field and stop there while the rest carried it on."""
    key("Tab")
    wait_for(f"the Tab typed while saving to take the focus out of {field.name!r}",
             lambda: "focused" not in states(field))


def save_waits_for_the_database(database, who, reference_typed, typed_during_the_wait, limit):
    """With `who` open, types `reference_typed` in Reference and saves while another connection
    holds `database`'s write lock: the window says it waits, keys typed then in Name echo within
    `limit` seconds; once the lock goes the change is saved, what was typed during the wait
    stays, and saved again it changes the same entry."""
    name = find(name="Name", role_name="text")
    reference = find(name="Reference", role_name="text")
    tab_to(reference)
    key("End")
    type_text(reference_typed)
    wait_for("the reference typed", lambda: text(reference) == reference_typed)
    holder = sqlite3.connect(database, isolation_level=None, timeout=10)
    holder.execute("BEGIN IMMEDIATE")  # the write lock, held
    key("ctrl+s")
    find(name=WAITING_TO_SAVE, showing=True)
    _tab_away_once_saving(reference)
    tab_to(name)
    key("End")
    echoes = [echo_seconds(name, character) for character in typed_during_the_wait]
    check(max(echoes) < limit, f"keys echoed within {limit} s while the database was locked: they took {echoes!r}")
    holder.execute("ROLLBACK")
    holder.close()
    find(name=f"Changes saved for {who}.", showing=True)
    renamed = who + typed_during_the_wait
    check(text(name) == renamed, f"what was typed during the save stays: expected {renamed!r}, seen {text(name)!r}")
    with _read_only(database) as db:
        rows = db.execute("SELECT name, reference FROM entry").fetchall()
    check(rows == [(who, reference_typed)], f"the entry as saved: expected {[(who, reference_typed)]!r}, seen {rows!r}")
    key("ctrl+s")
    find(name=f"Changes saved for {renamed}.", showing=True)
    with _read_only(database) as db:
        rows = db.execute("SELECT name FROM entry").fetchall()
    check(rows == [(renamed,)], f"saved again as the same entry, not a second one: expected {[(renamed,)]!r}, seen {rows!r}")


def _import_writing(database):
    """Whether another program holds `database`'s write lock (an import writing)."""
    probe = sqlite3.connect(database, isolation_level=None, timeout=0)
    try:
        probe.execute("BEGIN IMMEDIATE")
        probe.execute("ROLLBACK")
        return False
    except sqlite3.OperationalError:
        return True  # locked: the import is writing
    finally:
        probe.close()


def keys_echo_while_an_import_runs(database, importer_pid, who, reference_typed, name_typed, limit):
    """With `who` open, once the import (process `importer_pid`) writes to `database`: keys in
    Reference and Name echo within `limit` seconds, a save asked for between them is stored, and
    no error is shown. Prints the slowest echo."""
    name = find(name="Name", role_name="text")
    reference = find(name="Reference", role_name="text")
    wait_for("the import writing", lambda: _import_writing(database), timeout=30)
    tab_to(reference)
    key("End")
    echoes = [echo_seconds(reference, character) for character in reference_typed]
    key("ctrl+s")
    _tab_away_once_saving(reference)
    tab_to(name)
    key("End")
    echoes += [echo_seconds(name, character) for character in name_typed]
    check(os.path.exists(f"/proc/{importer_pid}"), "the import still running when the typing ended: it ended before, make it larger")
    check(max(echoes) < limit, f"keys echoed within {limit} s during the import: one waited {max(echoes):.3f} s (all: {echoes!r})")
    print("echo during import: max %.1f ms over %d keys" % (max(echoes) * 1000, len(echoes)))

    def saved():
        with _read_only(database) as db:
            return db.execute("SELECT reference FROM entry WHERE name = ?", (who,)).fetchone() == (reference_typed,)
    wait_for(f"the save of {reference_typed!r} stored", saved, timeout=120)
    errors = [n.name for n in find_all(role_name="label") if n.name.startswith("The entry could not be saved")]
    check(not errors, f"no error shown: seen {errors!r}")


def keys_echo_while_the_window_exports(target, listed, typed, limit):
    """Once the list shows `listed`, exports to `target` from the window (Ctrl+E); while the
    export writes, keys typed in Name echo within `limit` seconds (at least five of them); then
    the file is written and the window says so. Prints the slowest echo."""
    name = find(name="Name", role_name="text")
    focus_window("EntryDesk")
    wait_for(f"the list read ({listed!r})", lambda: [n for n in find_all(role_name="label") if n.name == listed])
    choose_export_file(target)
    # The export's temporary file beside the target says it is under way.
    folder = os.path.dirname(target)
    wait_for("the export under way (its .tmp file)", lambda: [f for f in os.listdir(folder) if f.endswith(".tmp")])
    focus_window("EntryDesk")
    tab_to(name)
    echoes = []
    for character in typed:
        if os.path.exists(target):
            break
        echoes.append(echo_seconds(name, character))
    check(len(echoes) >= 5, f"at least 5 keys typed during the export: the export ended after {len(echoes)}, make it larger")
    check(max(echoes) < limit, f"keys echoed within {limit} s during the export: one waited {max(echoes):.3f} s (all: {echoes!r})")
    print("echo during export: max %.1f ms over %d keys" % (max(echoes) * 1000, len(echoes)))
    wait_for(f"the exported file {target}", lambda: os.path.exists(target), timeout=120)
    find(name="Exported the entries to " + os.path.basename(target) + ".", showing=True)


def says_it_waits_for_the_database():
    """At start-up: the window says it waits for the entry database."""
    find(name=WAITING_TO_START, role_name="label", showing=True)


def desk_opens_after_the_wait():
    """Waits until the desk's form is there and the waiting window gone."""
    find(name="Name", role_name="text", timeout=30)
    wait_for("the waiting window gone", lambda: not find_all(name=WAITING_TO_START, role_name="label"))


def _hold(database, statements):
    """Runs `statements` on `database` holding its write lock, prints "locked", and lets go when a
    line (or the end) comes on the standard input."""
    db = sqlite3.connect(database, isolation_level=None, timeout=10)
    for statement in statements:
        db.execute(statement)
    print("locked", flush=True)
    sys.stdin.readline()
    db.execute("ROLLBACK")
    db.close()


def hold_write_lock(database):
    """Another program holds `database`'s write lock until told to let go."""
    _hold(database, ["BEGIN IMMEDIATE"])


def hold_write_lock_as_an_import(database):
    """As an import does: it has written (the log holds its pages), and writes on, holding the
    write lock until told to let go."""
    _hold(database, ["CREATE TABLE import_marker (x)", "BEGIN IMMEDIATE", "INSERT INTO import_marker VALUES (1)"])


if __name__ == "__main__":
    {"hold_write_lock": hold_write_lock, "hold_write_lock_as_an_import": hold_write_lock_as_an_import}[sys.argv[1]](*sys.argv[2:])
