"""While the kiosk's staff panel is open nothing behind it takes a tap: the on-screen keyboard and
the number pad beside the panel, and the fields of the form, stay as they were, and focus stays
in the PIN field; Tab goes round the panel's own controls. Pointer taps only (and Tab), read
back through AT-SPI. Called by name from
Tests/EntryDeskTests/KioskModalPanelTests.swift.
"""
import subprocess

from atspi_lib import check, find, find_all, focus_window, focused_node, key, role, states, text, wait_for
from kiosk_staff_panel import extents, open_panel, pin_field, tap, tap_digits
from kiosk_touch_flow import keyboard, keyboard_shown, scroll_to


def outside(node, panel):
    """Whether `node` is on screen and clear of `panel`."""
    x, y, width, height = extents(node)
    px, py, pwidth, pheight = extents(panel)
    return width > 0 and (x + width <= px or px + pwidth <= x or y + height <= py or py + pheight <= y)


def tap_beside(node, panel):
    """Taps `node` at the middle of its part left or right of `panel` (a field's middle is
    under the panel)."""
    x, y, width, height = extents(node)
    px, _, pwidth, _ = extents(panel)
    left, right = (x, min(x + width, px)), (max(x, px + pwidth), x + width)
    start, end = max(left, right, key=lambda part: part[1] - part[0])
    check(end - start > 0, "%r is wholly under the panel" % node.name)
    subprocess.run(["xdotool", "mousemove", "--sync", str((start + end) // 2), str(y + height // 2), "click", "1"], check=True)


def form_texts(panel):
    """The texts of the form's fields behind `panel`, by name."""
    pin = pin_field(panel)
    return {node.name: text(node) for node in find_all(role_name="text") if node.name and node != pin}


def check_untouched(panel, before, taps):
    """Taps each of `taps` (nodes behind the open `panel`), then one digit of the panel's own
    keypad: once that digit is in the PIN field the taps before it have been handled too, and
    they changed nothing. Leaves the panel empty."""
    for node in taps:
        tap_beside(node, panel)
    tap_digits(panel, "5")
    pin = pin_field(panel)
    check(pin.queryText().characterCount == 1, "the taps behind the panel typed into the PIN field")
    after = form_texts(panel)
    changed = {name: (before[name], after.get(name)) for name in before if after.get(name) != before[name]}
    check(not changed, "taps behind the staff panel changed the form: %r" % changed)
    focus = focused_node(roles=("password text", "text", "combo box", "push button", "list item"))
    check(focus is not None and focus.name == pin.name, "focus left the PIN field for %r" % (focus.name if focus else None))
    tap(find(name="Delete", role_name="push button", root=panel))
    wait_for("the PIN field empty again", lambda: pin.queryText().characterCount == 0)


def close(panel):
    tap(find(name="Cancel", role_name="push button", root=panel))
    wait_for("the staff panel closed", lambda: extents(panel)[3] <= 0 or not find_all(name="Staff PIN", role_name="dialog"))


def nothing_behind_the_panel_takes_a_tap():
    """Name has focus and its keyboard shows; with the panel open, keys of the keyboard and a tap
    on Address line 1 change nothing; closed, the keyboard types into Name again. The same with
    the amount's number pad beside the panel."""
    name = find(name="Name", role_name="text")
    wait_for("focus in Name", lambda: "focused" in states(name))
    wait_for("the keyboard for Name", keyboard_shown)
    panel = open_panel()
    pin = pin_field(panel)
    wait_for("focus in the PIN field", lambda: "focused" in states(pin))
    before = form_texts(panel)
    # The digits and letters the panel leaves uncovered, on both sides of it.
    beside = [key for key in find_all(role_name="push button", root=keyboard())
              if len(key.name) == 1 and key.name.isalnum() and outside(key, panel)]
    keys = beside[:2] + beside[-2:]
    check(len(keys) == 4, "keys beside the panel: %r" % [key.name for key in beside])
    line1 = find(name="Address line 1", role_name="text")
    check_untouched(panel, before, keys + [line1])
    close(panel)
    wait_for("focus back in Name", lambda: "focused" in states(name))
    tap(find(name="k", role_name="push button", root=keyboard()))
    wait_for("the keyboard typing into Name again", lambda: text(name) == "k")

    amount = find(name="Amount", role_name="text")
    scroll_to(amount)
    tap(amount)
    wait_for("focus in the amount", lambda: "focused" in states(amount))
    panel = open_panel()
    pin = pin_field(panel)
    wait_for("focus in the PIN field", lambda: "focused" in states(pin))
    before = form_texts(panel)
    pad = [key for key in find_all(name="7", role_name="push button") if outside(key, panel)]
    check(len(pad) == 1, "one number pad key 7 beside the panel: %d" % len(pad))
    check_untouched(panel, before, pad)
    close(panel)
    wait_for("focus back in Name", lambda: "focused" in states(name))
    scroll_to(amount)
    tap(amount)
    wait_for("focus in the amount", lambda: "focused" in states(amount))
    tap(pad[0])
    wait_for("the number pad typing into the amount again", lambda: text(amount) == "7")


def within(node, panel):
    while node is not None:
        if node == panel:
            return True
        node = node.parent
    return False


def tab_stays_in_the_panel():
    """With the panel open (and a digit typed, so that Unlock takes focus too), Tab and Shift+Tab
    go round the panel's own controls and never reach the form behind it."""
    name = find(name="Name", role_name="text")
    wait_for("focus in Name", lambda: "focused" in states(name))
    panel = open_panel()
    pin = pin_field(panel)
    wait_for("focus in the PIN field", lambda: "focused" in states(pin))
    tap_digits(panel, "1")
    focus_window("EntryDesk")
    roles = ("password text", "text", "combo box", "push button", "list item", "toggle button", "check box")
    visited = []
    for step in ["Tab"] * 6 + ["shift+Tab"] * 6:
        before = focused_node(roles=roles)
        key(step)
        now = wait_for("focus moved by " + step, lambda: (lambda node: node if node is not None and node != before else None)(
            focused_node(roles=roles)))
        check(within(now, panel), "%s took focus out of the staff panel, to %s %r" % (step, role(now), now.name))
        visited.append(now.name)
    check(len(set(visited)) >= 2, "Tab went round the panel: %r" % visited)


__all__ = ["nothing_behind_the_panel_takes_a_tap", "tab_stays_in_the_panel"]
