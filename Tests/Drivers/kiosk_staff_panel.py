"""The kiosk's staff panel, idle warning and text fields as a touch screen meets them: pointer
taps only, never a key event, read back through AT-SPI. Called by name from
Tests/EntryDeskTests/KioskStaffPanelTouchTests.swift.
"""
import re
import subprocess
import time

import pyatspi

from atspi_lib import DriverError, check, find, find_all, role, states, wait_for


def extents(node):
    """(x, y, width, height) of `node` on the screen."""
    return tuple(node.queryComponent().getExtents(pyatspi.DESKTOP_COORDS))


def pointer_at():
    """Where the pointer is, (x, y)."""
    shell = subprocess.run(["xdotool", "getmouselocation", "--shell"], capture_output=True, text=True).stdout
    values = dict(line.split("=", 1) for line in shell.split())
    return int(values["X"]), int(values["Y"])


def tap(node, button=1):
    """Taps the centre of `node` with `button`. xdotool's `mousemove --sync` to where the pointer
    already is waits ~15 s for a motion that never comes, and a click with no motion before it
    is lost on a window that just mapped: where the pointer already is, it steps aside first."""
    x, y, width, height = extents(node)
    point = (x + width // 2, y + height // 2)
    if pointer_at() == point:
        subprocess.run(["xdotool", "mousemove", "--sync", str(point[0] + 1), str(point[1])], check=True)
    subprocess.run(["xdotool", "mousemove", "--sync", str(point[0]), str(point[1]), "click", str(button)], check=True)


def right_click(node):
    """A right-click (a long press where a touch screen emulates one) on `node`."""
    tap(node, button=3)


def open_panel():
    """Taps the staff button once the kiosk's window is on screen; returns the staff panel."""
    # AT-SPI shows the widgets before X maps the window: a tap any sooner is lost.
    wait_for("the kiosk's window on screen", lambda: subprocess.run(
        ["xdotool", "search", "--onlyvisible", "--name", "^EntryDesk$"], capture_output=True, text=True).stdout.strip())
    tap(find(name="Staff: leave kiosk mode", role_name="push button"))
    return find(name="Staff PIN", role_name="dialog")


def pin_field(panel):
    return find(name="Staff PIN", role_name="password text", root=panel)


def tap_digits(panel, digits):
    """Taps `digits` on the panel's keypad and waits until the PIN field holds one more bullet
    for each."""
    pin = pin_field(panel)
    before = pin.queryText().characterCount
    for digit in digits:
        tap(find(name=digit, role_name="push button", root=panel))
    wait_for(f"the keypad's digits {digits!r} in the PIN field", lambda: pin.queryText().characterCount == before + len(digits))


def messages(panel):
    """The panel's wrong-PIN messages."""
    return [n.name for n in find_all(role_name="label", root=panel) if n.name.startswith("Wrong PIN")]


def visible_windows():
    """Every visible X window with its geometry, sorted: a popover or menu is one of its own."""
    found = subprocess.run(["xdotool", "search", "--onlyvisible", "--name", ""], capture_output=True, text=True).stdout.split()
    return sorted((w, subprocess.run(["xdotool", "getwindowgeometry", w], capture_output=True, text=True).stdout.replace("\n", " "))
                  for w in found)


def steady(what, sample, hold=0.3, timeout=10):
    """Waits until `sample()` gives the same value for `hold` seconds in a row (something placed
    a frame or two after AT-SPI shows it has settled); returns that value."""
    seen = {}

    def unchanged():
        value, now = sample(), time.monotonic()
        if seen.get("value") != value:
            seen.update(value=value, since=now)
            return None
        return (value,) if now - seen["since"] >= hold else None
    return wait_for(what, unchanged, timeout)[0]


def settled_windows():
    """The visible X windows once they stop changing: the window and GTK's helper surfaces map a
    moment after AT-SPI shows the widgets."""
    return steady("the X windows settled (unchanged for 0.3 s)", visible_windows)


def right_pin_opens_the_staff_menu(pin):
    """The PIN panel has no reveal button and keeps its size; Unlock is off until a PIN is
    tapped; the right PIN opens the staff menu, of the same size, with today's count; Back to
    kiosk closes it, and the panel opened again asks the PIN first; Leave kiosk mode leaves."""
    panel = open_panel()
    unlock = find(name="Unlock", role_name="push button", root=panel)
    field = pin_field(panel)
    check(not find_all(role_name="toggle button", root=panel), "a reveal button on the PIN")
    wait_for("Unlock off while the PIN is empty", lambda: "sensitive" not in states(unlock))
    empty = extents(panel)
    tap_digits(panel, pin)
    check(extents(panel) == empty, "the panel changed size while typing")
    wait_for("Unlock on with a PIN typed", lambda: "sensitive" in states(unlock))
    tap(unlock)
    find(name="Entries saved here today: 1", role_name="label", root=panel)
    check(extents(panel) == empty, "the staff menu has another size: " + repr((empty, extents(panel))))
    tap(find(name="Back to kiosk", role_name="push button", root=panel))
    wait_for("back to the kiosk", lambda: not find_all(role_name="dialog"))
    # Opened again: the PIN first, never the menu of the last person.
    panel = open_panel()
    wait_for("an empty PIN field", lambda: field.queryText().characterCount == 0)
    tap_digits(panel, pin)
    tap(find(name="Unlock", role_name="push button", root=panel))
    find(name="Staff menu", role_name="dialog")
    tap(find(name="Leave kiosk mode", role_name="push button", root=panel))


def lock_seconds(panel):
    """The seconds the panel's lock message counts down from now, or None without one."""
    for message in messages(panel):
        match = re.fullmatch(r"Wrong PIN\. Try again in (\d+) seconds?\.", message)
        if match:
            return int(match.group(1))
    return None


def empty_unlocks_then_wrong_pins_lock(pin):
    """Three taps on Unlock with no PIN count for nothing; two wrong PINs warn; the third locks
    the panel for 30 seconds, counted down; the right PIN cannot unlock then; the panel keeps
    its size throughout."""
    panel = open_panel()
    unlock = find(name="Unlock", role_name="push button", root=panel)
    field = pin_field(panel)
    empty = extents(panel)
    for _ in range(3):
        tap(unlock)
    # A digit tapped after them shows once the taps before it were handled (and is cleared
    # with the first wrong PIN below).
    tap_digits(panel, "9")
    wait_for("the taps before handled", lambda: field.queryText().characterCount == 1)
    check(not messages(panel), "an empty PIN counted: " + repr(messages(panel)))
    # Two wrong PINs warn; the three empty taps before them did not count.
    for wrong in ["1111", "2222"]:
        tap_digits(panel, wrong)
        tap(unlock)
        wait_for(f"the wrong PIN {wrong} cleared", lambda: field.queryText().characterCount == 0)
        check(messages(panel) == ["Wrong PIN."], "after " + wrong + ": " + repr(messages(panel)))
        check(extents(panel) == empty, "the panel changed size: " + repr((empty, extents(panel))))
    tap_digits(panel, "1357")
    tapped = time.monotonic()
    tap(unlock)
    # The lock is 30 seconds from the third wrong PIN. Checking a PIN is 600,000 rounds of
    # PBKDF2 (seconds on a loaded machine), and the countdown may have moved on by the time the
    # label is read: it must say 30 less at most the whole seconds since the tap.
    locked = wait_for("the lock after the third wrong PIN", lambda: lock_seconds(panel), timeout=60)
    waited = time.monotonic() - tapped
    check(30 - int(waited) - 1 <= locked <= 30, f"a 30 s lock read {waited:.1f} s after the tap: it said {locked} s")
    check(extents(panel) == empty, "the locked panel changed size: " + repr((empty, extents(panel))))
    find(name=f"Wrong PIN. Try again in {locked - 1} seconds.", role_name="label", root=panel, timeout=5)
    find(name=f"Wrong PIN. Try again in {locked - 2} seconds.", role_name="label", root=panel, timeout=5)
    # The right PIN cannot unlock during the lock.
    tap_digits(panel, pin)
    check("sensitive" not in states(unlock), "Unlock works during the lock")
    tap(unlock)
    tap_digits(panel, "9")
    wait_for("the tap on Unlock handled", lambda: field.queryText().characterCount == len(pin) + 1)
    check(not find_all(name="Entries saved here today: 0", root=panel), "the menu opened during the lock")
    check(extents(panel) == empty, "the panel changed size: " + repr((empty, extents(panel))))


def unlock_comes_back_when_the_lock_ends(pin):
    """A lock kept from before a restart counts down and ends: Unlock is off during it, on at
    zero, and then opens the staff menu."""
    panel = open_panel()
    unlock = find(name="Unlock", role_name="push button", root=panel)
    wait_for("the lock's countdown", lambda: [m for m in messages(panel) if m.startswith("Wrong PIN. Try again in")])
    tap_digits(panel, pin)
    check("sensitive" not in states(unlock) or not messages(panel), "Unlock works during the lock")
    wait_for("the lock over", lambda: not messages(panel) and "sensitive" in states(unlock), timeout=15)
    tap(unlock)
    find(name="Entries saved here today: 0", role_name="label", root=panel)


def desk_field_opens_a_context_menu():
    """At the desk, a right-click on Name opens its context menu (a popover surface): the check
    the kiosk's test relies on sees a menu."""
    name = find(name="Name", role_name="text")
    before = settled_windows()
    right_click(name)
    wait_for("the desk's context menu (a popover surface)", lambda: len(visible_windows()) > len(before))


def no_kiosk_field_opens_a_context_menu():
    """A right-click on the kiosk's fields above the on-screen keyboard, and on the staff
    panel's PIN, opens no menu (no new X window). Each right-click is followed by a tap whose
    effect shows (focus moved to the other field, a keypad digit in the PIN): the right-click
    was handled before it, so a menu it opened would be on screen, and would have taken that
    tap to close (a popover takes the first tap outside it), which then shows no effect."""
    name = find(name="Name", role_name="text")
    search = find(name="Find an address", role_name="combo box")
    before = settled_windows()

    def menu_report(field):
        return "a menu opened on %s: the tap after the right-click never arrived; X windows %r, now %r" % (
            field, before, visible_windows())
    for field, other in [(name, search), (search, name)]:
        right_click(field)
        tap(other)
        try:
            wait_for(f"the tap after the right-click on {field.name!r} handled (focus in {other.name!r})",
                     lambda: "focused" in states(other))
        except DriverError:
            raise DriverError(menu_report(field.name))
        check(visible_windows() == before, "a menu opened on " + field.name + ": " + repr((before, visible_windows())))
    # The staff panel covers the form: its own field last.
    panel = open_panel()
    right_click(pin_field(panel))
    try:
        tap_digits(panel, "1")
    except DriverError:
        raise DriverError(menu_report("the PIN"))
    check(visible_windows() == before, "a menu opened on the PIN: " + repr((before, visible_windows())))


def idle_warning_is_above_everything():
    """The idle warning closes the suggestion list, comes above the staff panel, and its button
    takes the tap (what GTK picks at its centre), nothing under it: the panel stays, empty."""
    frame = find(role_name="frame")

    def warning_button():
        return find(name="I'm still here", role_name="push button", timeout=15)

    def assert_on_top(button):
        x, y, width, height = extents(button)
        fx, fy, fwidth, fheight = extents(frame)
        check(fx <= x and fy <= y and x + width <= fx + fwidth and y + height <= fy + fheight,
              "the button is not inside the window: " + repr((extents(button), extents(frame))))
        # What GTK itself picks at the button's centre: what a tap there reaches.
        hit = frame.queryComponent().getAccessibleAtPoint(x + width // 2, y + height // 2, pyatspi.DESKTOP_COORDS)
        chain = []
        while hit is not None and len(chain) < 6:
            chain.append((role(hit), hit.name))
            hit = hit.parent
        check(("push button", "I'm still here") in chain, "a tap on the warning's button reaches " + repr(chain))

    suggestions = lambda: [n for n in find_all(role_name="list item") if n.name.startswith("160")]
    # Over the suggestion list: the warning closes it.
    tap(find(name="Find an address", role_name="combo box"))
    for digit in "160":
        tap(find(name=digit, role_name="push button"))
    wait_for("the suggestions", suggestions)
    button = warning_button()
    wait_for("the suggestion list closed", lambda: not suggestions())
    assert_on_top(button)
    tap(button)
    wait_for("the warning gone", lambda: not find_all(role_name="alert"))
    # Over the staff panel, whose keypad is under the warning's button.
    panel = open_panel()
    field = pin_field(panel)
    button = warning_button()
    assert_on_top(button)
    tap(button)
    wait_for("the warning gone", lambda: not find_all(role_name="alert"))
    check(find_all(name="Staff PIN", role_name="dialog"), "the staff panel closed")
    check(field.queryText().characterCount == 0, "the tap went through to the keypad")


def idle_reset_closes_the_staff_menu(pin):
    """The staff menu opened with the right PIN is closed by the idle reset; opened again (by the
    next person), the panel asks the PIN."""
    panel = open_panel()
    tap_digits(panel, pin)
    tap(find(name="Unlock", role_name="push button", root=panel))
    find(name="Entries saved here today: 0", role_name="label", root=panel)
    wait_for("the staff menu closed by the reset", lambda: not find_all(role_name="dialog"), timeout=20)
    # Opened again (by the next person): the PIN, not the menu (a dialog named "Staff menu").
    panel = open_panel()
    pin_field(panel)


__all__ = ["DriverError", "desk_field_opens_a_context_menu", "empty_unlocks_then_wrong_pins_lock", "extents",
           "idle_reset_closes_the_staff_menu", "idle_warning_is_above_everything", "no_kiosk_field_opens_a_context_menu",
           "right_pin_opens_the_staff_menu", "settled_windows", "steady", "tap", "unlock_comes_back_when_the_lock_ends"]
