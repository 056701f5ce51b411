"""Nothing typed is lost at the EntryDesk desk: steady typing killed, a termination signal right
after the last key, Quit and the close button with unsaved typing, two windows' drafts through
a crash, and typing while another program holds the database. Called by name from
Tests/EntryDeskTests/DraftSafetyTests.swift; every wait is for something the accessibility tree
or the entry database shows.
"""
import os
import sqlite3
import subprocess
import time

from atspi_lib import check, click, find, find_all, focus_name_field, focus_window, key, set_text, text, type_text, wait_for, wait_for_draft

UNSAVED_QUESTION = "Save the entry you are typing?"


def draft_back(who):
    """At start-up after a crash or a signal: waits until Name holds `who` again; returns Name."""
    name = find(name="Name", role_name="text")
    wait_for(f"the draft back with {who!r} in Name", lambda: text(name) == who)
    return name


def type_steadily(typed, delay_ms):
    """Types `typed` in Name, one key every `delay_ms` milliseconds, never pausing."""
    focus_name_field()
    subprocess.run(["xdotool", "type", "--delay", str(delay_ms), typed], check=True)


def print_restored(banner):
    """At start-up after a crash: waits for `banner` and prints `restored` and Name's text."""
    name = find(name="Name", role_name="text")
    find(name=banner, showing=True)
    print("restored", repr(text(name)))


def type_then_signal(typed, pid, signal):
    """Types `typed` over whatever Name holds and sends `signal` to process `pid` as soon as the
    last key is on screen."""
    name = focus_name_field()
    key("ctrl+a", "BackSpace")
    type_text(typed)
    # The signal comes as soon as the last key is on screen (the report: 0.1 s after).
    wait_for("the last key echoed", lambda: text(name) == typed)
    os.kill(pid, signal)


def quit_and_close_ask(typed):
    """Types `typed`; Ctrl+Q asks about the unsaved entry and Escape keeps editing; the title
    bar's close button asks too (the question is left on screen)."""
    name = focus_name_field()
    type_text(typed)
    key("ctrl+q")
    find(name=UNSAVED_QUESTION, showing=True)
    key("Escape")
    wait_for("the question gone", lambda: not find_all(name=UNSAVED_QUESTION, showing=True))
    check(text(name) == typed, f"Escape keeps editing: expected {typed!r} in Name, seen {text(name)!r}")
    close = [n for n in find_all(role_name="push button") if n.name in ("Close", "Schließen")]
    check(close, "the title bar's close button is there: no push button named Close")
    click(close[0])
    find(name=UNSAVED_QUESTION, showing=True)


def draft_back_then_quit_discarding(who):
    """At start-up after a crash: the draft (`who`) is back; Ctrl+Q asks, and Alt+D discards."""
    draft_back(who)
    focus_window("EntryDesk")
    key("ctrl+q")
    find(name=UNSAVED_QUESTION, showing=True)
    key("alt+d")


def form_starts_empty():
    """At start-up: Name gets the focus and holds nothing (no draft came back)."""
    name = focus_name_field()
    check(text(name) == "", f"a discarded entry does not come back: Name holds {text(name)!r}")


def set_name_and_wait_for_draft(who, database):
    """Puts `who` into Name through the accessibility interface (two windows titled EntryDesk
    and no window manager to say which has the keyboard) and waits for its draft in `database`."""
    name = find(name="Name", role_name="text")
    set_text(name, who)
    wait_for_draft(database, who)


def newest_draft_first_then_the_other(newest, other, banner):
    """At start-up after two windows crashed: `newest`'s draft is back with `banner`; Ctrl+N and
    Alt+D (discard) bring back `other`'s."""
    name = draft_back(newest)
    find(name=banner, showing=True)
    focus_window("EntryDesk")
    key("ctrl+n")
    find(name=UNSAVED_QUESTION, showing=True)
    key("alt+d")
    wait_for(f"the other window's draft back ({other!r})", lambda: text(name) == other)


def typing_goes_on_while_the_database_is_locked(database, typed, limit):
    """Holds `database`'s write lock while typing `typed` into Name, each key as soon as the one
    before is on screen: no key waits `limit` seconds or more; once the lock goes, the draft
    holding `typed` is written."""
    name = focus_name_field()
    holder = sqlite3.connect(database, isolation_level=None, timeout=10)
    holder.execute("BEGIN IMMEDIATE")  # the write lock, held
    shown = ""
    slowest = 0.0
    # Each key as soon as the one before is on screen: a few seconds of typing, over which
    # autosaves come due (at most a second after the first change).
    for character in typed:
        shown += character
        start = time.monotonic()
        type_text(character)
        wait_for(f"the key {character!r} echoed", lambda: text(name) == shown)
        slowest = max(slowest, time.monotonic() - start)
    check(slowest < limit, f"each key echoed within {limit} s: one waited {slowest:.2f} s for the locked database")
    holder.execute("ROLLBACK")
    holder.close()
    wait_for_draft(database, typed, timeout=30)
