"""The kiosk's idle warning is heard as well as seen: the display's bell rings once as it shows,
and a tap on its button, or anywhere else, takes it away. Called by name from
Tests/EntryDeskTests/KioskIdleWarningToneTests.swift.
"""
from atspi_lib import check, find, find_all, keeps, wait_for
from kiosk_staff_panel import extents, tap
from x_bell import BellListener


def still_here():
    """The warning's button while it shows, else None."""
    return next((n for n in find_all(role_name="push button") if n.name == "I'm still here" and extents(n)[3] > 0), None)


def warning_rings_once_and_a_tap_ends_it():
    bells = BellListener()
    check(bells.rung() == 0, "a bell before the warning")
    button = wait_for("the idle warning", still_here, timeout=30)
    wait_for("the warning's tone", lambda: bells.rung() == 1)
    # Its countdown goes on, silently: one tone, not one a second.
    keeps("one tone during the warning's countdown", lambda: bells.rung() == 1, 1.5)
    tap(button)
    wait_for("the warning gone after the tap", lambda: still_here() is None)
    # The next warning, and one tap anywhere (here the form's Name, beside the warning) ends it.
    wait_for("the idle warning again", still_here, timeout=30)
    wait_for("the second warning's tone", lambda: bells.rung() == 2)
    name = find(name="Name", role_name="text")
    x, y, width, height = extents(name)
    wx, wy, wwidth, wheight = extents(still_here().parent)
    check(not (wx <= x + width // 2 < wx + wwidth and wy <= y + height // 2 < wy + wheight), "Name is under the warning")
    tap(name)
    wait_for("the warning gone after a tap beside it", lambda: still_here() is None)


__all__ = ["warning_rings_once_and_a_tap_ends_it"]
