"""A kiosk visitor with nothing but the touch screen: taps on the on-screen keyboard, on rows of
the suggestion list (a popover is an X window of its own, and AT-SPI gives its rows' places
relative to it only), and the wheel to scroll the form as a finger swipes it; never a key event.
Called by name from Tests/EntryDeskTests/KioskTouchFlowTests.swift, and `tap_shown_keys` from the
kiosk keyboards' widget tests (KioskTouchKeyboardsTests, KioskOfficeFieldsScreenTests).
"""
import re
import subprocess
import time

import pyatspi

from atspi_lib import DriverError, check, click, find, find_all, focused_node, states, text, wait_for, wheel

_found = {}


def extents(node):
    """(x, y, width, height) of `node` on the screen."""
    return node.queryComponent().getExtents(pyatspi.DESKTOP_COORDS)


def keyboard(name="On-screen keyboard"):
    """The kiosk's on-screen keyboard, named `name` (the window's words for it) the first time."""
    if "keyboard" not in _found:
        _found["keyboard"] = find(name=name)
    return _found["keyboard"]


def keyboard_shown():
    """Whether the on-screen keyboard is on screen (GTK 4.8 keeps no 'showing' state; a hidden
    widget has no size)."""
    return extents(keyboard())[3] > 0


def tap_key(label):
    """Taps the on-screen keyboard's key `label`."""
    check(keyboard_shown(), "the on-screen keyboard is hidden")
    click(find(name=label, role_name="push button", root=keyboard()))


def tap_keys(*labels):
    for label in labels:
        tap_key(label)


def shown_button(label):
    """The key `label` of the pad on screen (both pads have digit keys: the one shown has a size)."""
    return wait_for("a shown " + label + " key",
                    lambda: next((b for b in find_all(name=label, role_name="push button") if extents(b)[3] > 0), None))


def tap_shown_keys(*labels):
    """Taps the keys `labels` of the pad on screen, the number pad's or the keyboard's."""
    for label in labels:
        click(shown_button(label))


def screen_size():
    out = subprocess.run(["xdotool", "getdisplaygeometry"], capture_output=True, text=True, check=True).stdout.split()
    return int(out[0]), int(out[1])


def windows():
    """(x, y, width, height) of every visible X window."""
    ids = subprocess.run(["xdotool", "search", "--onlyvisible", "--name", "."], capture_output=True, text=True).stdout.split()
    found = []
    for wid in ids:
        shell = subprocess.run(["xdotool", "getwindowgeometry", "--shell", wid], capture_output=True, text=True).stdout
        g = dict(line.split("=") for line in shell.split())
        found.append((int(g["X"]), int(g["Y"]), int(g["WIDTH"]), int(g["HEIGHT"])))
    return found


def popups():
    """Every X window but the kiosk's own, which covers the screen."""
    screen = screen_size()
    return [w for w in windows() if (w[2], w[3]) != screen]


def overlaps(a, b):
    return a[0] < b[0] + b[2] and b[0] < a[0] + a[2] and a[1] < b[1] + b[3] and b[1] < a[1] + a[3]


def check_list_clear_of_keyboard():
    """One suggestion list on screen, clear of the on-screen keyboard, which stays."""
    # The list's window is placed a frame or two after its rows change: waited for.
    try:
        wait_for("one list clear of the keyboard", lambda: len(popups()) == 1 and not overlaps(popups()[0], extents(keyboard())))
    except DriverError:
        shown = popups()
        check(len(shown) == 1, "one suggestion list on screen: " + repr(shown))
        check(not overlaps(shown[0], extents(keyboard())), "the list covers the keyboard: %r over %r" % (shown[0], extents(keyboard())))
    check(keyboard_shown(), "the keyboard is still there")


_last_tap = {}


def tap_row(row_name, hold=0.3, list_name="Address suggestions"):
    """Taps the row `row_name` of the suggestion list `list_name` once the list is laid out and
    has stayed in one place for `hold` seconds."""
    def place():
        suggestions = find_all(name=list_name, role_name="list")[0]
        row = find_all(name=row_name, role_name="list item", root=suggestions)[0]
        rows = [extents(r) for r in find_all(role_name="list item", root=suggestions)]
        return popups(), extents(suggestions), extents(row), rows

    def laid_out(list_extents, rows):
        # Rows are on the accessibility bus as soon as they are added, before GTK's next
        # layout gives them a size and the list its new height: a point measured then is
        # stale. Laid out, the rows fill the list, as much space above the first as below
        # the last.
        lx, ly, lw, lh = list_extents
        if not rows or any(h <= 0 for (_, _, _, h) in rows):
            return False
        above, below = rows[0][1] - ly, ly + lh - (rows[-1][1] + rows[-1][3])
        return abs(above - below) <= 1

    seen = {}

    def settled_point():
        # A popover is moved and resized a frame or two after its rows change: laid out, and
        # in the same place for `hold` seconds.
        current, now = place(), time.monotonic()
        if len(current[0]) != 1 or not laid_out(current[1], current[3]):
            seen.clear()
            return None
        if seen.get("place") != current:
            seen.update(place=current, since=now)
            return None
        if now - seen["since"] < hold:
            return None
        (px, py, pw, ph), (_, ly, _, lh), (_, ry, _, rh) = current[0][0], current[1], current[2]
        # The list sits in the popover with the same padding above and below it.
        return current, (px + pw / 2, py + (ph - lh) / 2 + (ry - ly) + rh / 2)

    def tap_settled():
        measured, (x, y) = wait_for("the row " + row_name + " settled", settled_point)
        # The pointer rests on the row while the list is measured again, before the button
        # goes down, as a hand on a mouse does: GTK 4.8 then sends the press to the window's
        # widget under the list unless the list takes it at the window (PopoverPressRouting).
        subprocess.run(["xdotool", "mousemove", "--sync", str(int(x)), str(int(y))], check=True)
        if place() != measured:
            seen.clear()
            return None
        _last_tap.update(point=(x, y), place=measured)
        subprocess.run(["xdotool", "click", "1"], check=True)
        return True
    wait_for("a tap on " + row_name, tap_settled, timeout=20)


def tap_report():
    """What the last tap measured and where the keyboard focus is now: a tap that missed the
    list landed on whatever this names."""
    focused = focused_node()
    return "tapped at %r, measured (popups, list, row, rows) %r; popups now %r; focus in %r" % (
        _last_tap.get("point"), _last_tap.get("place"), popups(), focused.name if focused else None)


def scroll_to(node):
    """Turns the wheel over the form until `node` is on screen above the on-screen keyboard."""
    subprocess.run(["xdotool", "mousemove", "640", "300"], check=True)
    screen_height = screen_size()[1]
    for _ in range(60):
        x, y, w, h = extents(node)
        bottom = extents(keyboard())[1] if keyboard_shown() else screen_height
        if h > 0 and y >= 90 and y + h <= bottom:
            return
        wheel(down=(y + h > bottom))
        try:
            wait_for("the wheel turn scrolled", lambda: extents(node) != (x, y, w, h), timeout=1)
        except DriverError:
            pass  # at the end of the page: the next turn decides
    raise DriverError("cannot scroll to " + node.name)


def caret(node):
    return node.queryText().caretOffset


def first_tap_to_reference_number():
    """A whole entry by touch: the name on the keyboard (Shift for capitals), an address found by
    its number with the list clear of the keyboard, a group row and a suite row tapped, the
    amount on the number pad, Save, the review, Change and back, Confirm; prints the reference
    number the thank-you page shows."""
    name = find(name="Name", role_name="text")
    wait_for("focus in Name", lambda: "focused" in states(name))
    click(name)
    # Shift shows capitals on the letter keys, for one key.
    tap_keys("Shift", "A", "d", "a", "Space", "Shift", "L", "o", "v", "e", "l", "a", "c", "e")
    wait_for("the name typed on the screen keyboard", lambda: text(name) == "Ada Lovelace")
    search = find(name="Find an address", role_name="combo box")
    line1 = find(name="Address line 1", role_name="text")
    click(search)
    wait_for("focus in the search", lambda: "focused" in states(search))
    tap_keys("1", "6", "0")
    wait_for("suggestions for 160", lambda: find_all(name="16027 Greenwich Dr, Mountain View, CA 94040", role_name="list item"))
    check_list_clear_of_keyboard()
    # The key under where the list used to hang types; it picks nothing.
    tap_key("0")
    wait_for("1600 in the search", lambda: text(search) == "1600")
    wait_for("the list for 1600", lambda: not find_all(name="16027 Greenwich Dr, Mountain View, CA 94040", role_name="list item"))
    check(text(line1) == "", "a suggestion was picked: " + repr(text(line1)))
    check("focused" in states(search), "the key took the focus")
    find(name="1600 Amphitheatre Pkwy, Mountain View, CA 94043, 5 addresses", role_name="list item")
    check_list_clear_of_keyboard()
    # A tap that landed shows the back row at once; the secondary addresses may take a while on
    # a loaded machine.
    group = "1600 Amphitheatre Pkwy, Mountain View, CA 94043, 5 addresses"
    suite = "1600 Amphitheatre Pkwy STE 100, Mountain View, CA 94043"
    back = "Back to all addresses"
    tap_row(group)
    try:
        wait_for("the drill-down", lambda: find_all(name=back, role_name="list item") or find_all(name=suite, role_name="list item"))
    except DriverError:
        rows = [n.name for n in find_all(role_name="list item")]
        raise DriverError("the tap on the group row did not drill down: rows %r, line 1 %r, search %r; %s"
                          % (rows, text(line1), text(search), tap_report()))
    wait_for("the secondary addresses", lambda: find_all(name=suite, role_name="list item"))
    tap_row(suite)
    wait_for("the address filled in", lambda: text(line1) == "1600 Amphitheatre Pkwy")
    picked = "1600 Amphitheatre Pkwy STE 100, Mountain View, CA 94043"
    wait_for("the picked address in the search", lambda: text(search) == picked)
    check("focused" in states(search), "focus left the search")
    check(caret(search) == len(picked), "the caret is at %d, not after the address" % caret(search))

    amount = find(name="Amount", role_name="text")
    scroll_to(amount)
    click(amount)
    wait_for("focus in the amount", lambda: "focused" in states(amount))
    tap_shown_keys("2", "5")
    wait_for("the amount typed on the number pad", lambda: text(amount) == "25")
    save = find(name="Save", role_name="push button")
    scroll_to(save)
    click(save)

    find(name="Please check your entry", role_name="label")
    find(name="Ada Lovelace", role_name="label")
    find(name="1600 Amphitheatre Pkwy\nSTE 100\nMOUNTAIN VIEW, CA 94043\nUNITED STATES", role_name="label")
    # "$25.00" or "US$25.00", as the locale writes dollars.
    wait_for("the amount with its currency", lambda: [n for n in find_all(role_name="label") if (n.name or "").endswith("$25.00")])
    find(name="None", role_name="label")
    click(find(name="Change", role_name="push button"))
    wait_for("back in Name", lambda: "focused" in states(name))
    check((text(name), text(line1), text(amount)) == ("Ada Lovelace", "1600 Amphitheatre Pkwy", "25.00"),
          "the form changed: " + repr((text(name), text(line1), text(amount))))
    # The keyboard is there for Name, and its taps go after the name, not over it.
    tap_key("x")
    wait_for("typed at the end of the name", lambda: text(name) == "Ada Lovelacex")
    tap_key("Delete")
    wait_for("deleted at the end", lambda: text(name) == "Ada Lovelace")
    scroll_to(save)
    click(save)
    click(find(name="Confirm", role_name="push button"))
    find(name="Thank you! Your entry was saved.", role_name="label")
    number = wait_for("a reference number", lambda: next(
        (n.name for n in find_all(role_name="label") if re.fullmatch(r"[0-9A-Z]{4}-[0-9A-Z]{4}", n.name or "")), None))
    print(number)


def keyboard_types_into_name_after_the_reset():
    """After the idle reset the keyboard is there for Name and types into it; a tap on Name,
    which has focus, keeps the keyboard."""
    name = find(name="Name", role_name="text")
    wait_for("focus in Name", lambda: "focused" in states(name))
    click(name)
    tap_keys("a", "b")
    wait_for("typed", lambda: text(name) == "ab")
    # No more taps: the warning, then the reset.
    wait_for("the reset", lambda: text(name) == "", timeout=20)
    wait_for("focus in Name again", lambda: "focused" in states(name))
    wait_for("the keyboard for Name", keyboard_shown)
    tap_keys("c", "d")
    wait_for("typed into Name after the reset", lambda: text(name) == "cd")
    # Tapping the field that has focus keeps its keyboard.
    click(name)
    tap_key("e")
    wait_for("typed after a tap on Name", lambda: text(name) == "cde")


def offers_only(countries, currencies, first_country):
    """The kiosk starts with `first_country`; its country list offers `countries` (sorted, as
    "Name, CODE"), and its currency page `currencies` (sorted names), no others."""
    country = find(name="Country", role_name="combo box")
    wait_for(f"{first_country} first", lambda: text(country) == first_country)
    click(find(name="Show all choices", role_name="push button"))

    def offered():
        lists = [node for node in find_all(name="Choices", role_name="list") if node.childCount > 0]
        items = find_all(role_name="list item", root=lists[0]) if lists else []
        # Every row of the list on the bus, not the first few added.
        return sorted(item.name for item in items[:lists[0].childCount]) if items and len(items) >= lists[0].childCount else None
    names = wait_for("the country list", offered)
    check(names == countries, "countries offered: " + repr(names))
    amount = find(name="Amount", role_name="text")
    scroll_to(amount)
    click(find(name="Currency: Euro", role_name="push button"))

    def offered_currencies():
        lists = [node for node in find_all(name="Search currencies", role_name="list") if node.childCount > 0]
        return sorted({item.name.split(",")[0] for node in lists for item in find_all(role_name="list item", root=node)}) or None
    rows = wait_for("the currency page", offered_currencies)
    check(rows == currencies, "currencies offered: " + repr(rows))


__all__ = ["DriverError", "first_tap_to_reference_number", "keyboard_types_into_name_after_the_reset", "offers_only", "tap_shown_keys"]
