"""Every target a kiosk visitor or the staff can tap is at least 44x44 px, measured where a tap
lands: the form with its keyboard, the number pad, the currency page, the review and thank-you
pages, the staff panel and menu, the suggestion and country lists, the idle warning. AT-SPI's extents are a widget's content box
(its padding is touched too), so each target is measured by asking the app what a tap at a
point reaches (`getAccessibleAtPoint` runs GTK's own pick), outwards from the target's centre.
Called by name from Tests/EntryDeskTests/KioskTargetSizeTests.swift.
"""
import pyatspi

from atspi_lib import app, check, click, find, find_all, focus_window, role, states, wait_for
from kiosk_end_to_end import key_an_entry
from kiosk_staff_panel import extents, open_panel, pin_field, tap, tap_digits
from kiosk_touch_flow import scroll_to, tap_keys

# What a visitor taps to act: buttons, rows that act, fields (their whole box is the target).
ACTIONABLE = ("push button", "toggle button", "check box", "radio button", "list item", "text", "password text", "combo box")
FIELDS = ("text", "password text", "combo box")
SMALLEST = 44
# Enough to tell a target is big enough; a wider one is reported as this much on each side.
REACH = 128


def frame():
    """The kiosk's window, where points are picked."""
    return next(child for child in (app().getChildAtIndex(i) for i in range(app().childCount)) if role(child) == "frame")


def inside(box, x, y):
    left, top, width, height = box
    return left <= x < left + width and top <= y < top + height


def reaches(window, target, x, y, text_box=None):
    """Whether a tap at (x, y) reaches `target` (or something inside it). A field's text is a
    GtkText, which has no accessible (role NONE): a point that picks nothing inside the field's
    `text_box` is its text."""
    hit = window.queryComponent().getAccessibleAtPoint(x, y, pyatspi.DESKTOP_COORDS)
    if hit is None:
        return text_box is not None and inside(text_box, x, y)
    while hit is not None:
        if hit == target:
            return True
        if hit == window:
            return False
        hit = hit.parent
    return False


def reach(window, target, x, y, dx, dy, text_box):
    """How far from (x, y), which reaches `target`, a tap still reaches it going (dx, dy)."""
    if reaches(window, target, x + dx * REACH, y + dy * REACH, text_box):
        return REACH
    inner, outer = 0, REACH
    while outer - inner > 1:
        middle = (inner + outer) // 2
        if reaches(window, target, x + dx * middle, y + dy * middle, text_box):
            inner = middle
        else:
            outer = middle
    return inner


def tap_size(window, node):
    """(width, height) of the area where a tap reaches `node`, or None where it is not on top
    (a page not shown, scrolled away, covered). A field is its frame (the entry's parent: its
    padding takes the tap too), found on top by a point of its padding above or below the text."""
    x, y, width, height = extents(node)
    if width <= 0 or height <= 0:
        return None
    cx = x + width // 2
    if role(node) in FIELDS:
        target, text_box = node.parent, (x, y, width, height)
        starts = [(cx, y - 1), (cx, y + height)]
    else:
        target, text_box = node, None
        starts = [(cx, y + height // 2)]
    start = next((point for point in starts if reaches(window, target, point[0], point[1], text_box)), None)
    if start is None:
        return None
    sx, sy = start
    return (reach(window, target, sx, sy, -1, 0, text_box) + reach(window, target, sx, sy, 1, 0, text_box) + 1,
            reach(window, target, sx, sy, 0, -1, text_box) + reach(window, target, sx, sy, 0, 1, text_box) + 1)


def measure(where, root=None, seen=None, window=None):
    """Measures every actionable object under `root` (the window) that a tap reaches now, picked
    in `window` (the kiosk's; a popover's list for its rows, which AT-SPI places relative to
    the popover); returns the offenders as text and adds the measured names to `seen`."""
    window = window or frame()
    offenders = []
    for node in find_all(root=root or window):
        try:
            if role(node) not in ACTIONABLE or "visible" not in states(node):
                continue
            size = tap_size(window, node)
        except Exception:  # a node gone while measured (a page that changed) is no target
            continue
        if size is None:
            continue
        if seen is not None:
            seen.add(where + ": " + role(node))
        if size[0] < SMALLEST or size[1] < SMALLEST:
            offenders.append("%s: %s %r %dx%d" % (where, role(node), node.name, size[0], size[1]))
    return offenders


def every_page_and_panel():
    """Walks the kiosk's pages and panels as a visitor and the staff reach them, measuring each;
    fails listing every target under 44x44 px with its role, name and size."""
    offenders, seen = [], set()
    name = find(name="Name", role_name="text")
    wait_for("focus in Name", lambda: "focused" in states(name))
    wait_for("the kiosk's window on screen", lambda: extents(frame())[2] > 0)
    offenders += measure("form with its keyboard", seen=seen)
    save = find(name="Save", role_name="push button")
    scroll_to(save)
    offenders += measure("form scrolled to Save", seen=seen)

    amount = find(name="Amount", role_name="text")
    scroll_to(amount)
    tap(amount)
    wait_for("focus in the amount", lambda: "focused" in states(amount))
    offenders += measure("form with its number pad", seen=seen)

    currency = next(n for n in find_all(role_name="push button") if (n.name or "").startswith("Currency: "))
    tap(currency)
    wait_for("the currency page", lambda: next(
        (n for n in find_all(name="Search currencies", role_name="text") if "focused" in states(n)), None))
    wait_for("the currency rows", lambda: find_all(role_name="list item"))
    offenders += measure("currency page", seen=seen)
    tap(next(n for n in find_all(name="Cancel", role_name="push button") if tap_size(frame(), n)))
    wait_for("back in the amount", lambda: "focused" in states(amount))

    panel = open_panel()
    wait_for("focus in the PIN field", lambda: "focused" in states(pin_field(panel)))
    offenders += measure("staff PIN panel", root=panel, seen=seen)
    tap_digits(panel, "2468")
    tap(find(name="Unlock", role_name="push button", root=panel))
    back = find(name="Back to kiosk", role_name="push button", root=panel)
    wait_for("the staff menu", lambda: tap_size(frame(), back))
    offenders += measure("staff menu", root=panel, seen=seen)
    tap(back)
    wait_for("focus back in Name", lambda: "focused" in states(name))

    focus_window("EntryDesk")
    click(name)
    key_an_entry("Ada Lovelace", "25")
    confirm = find(name="Confirm", role_name="push button")
    wait_for("the review page", lambda: tap_size(frame(), confirm))
    offenders += measure("review page", seen=seen)
    tap(confirm)
    done = find(name="Done", role_name="push button")
    wait_for("the thank-you page", lambda: tap_size(frame(), done))
    offenders += measure("thank-you page", seen=seen)
    tap(done)
    wait_for("focus back in Name", lambda: "focused" in states(name))

    # The popovers: the address suggestions, and the country list.
    search = find(name="Find an address", role_name="combo box")
    tap(search)
    wait_for("focus in the search", lambda: "focused" in states(search))
    tap_keys("1", "6", "0", "0")
    suggestions = wait_for("the suggestion rows", lambda: next(
        (node for node in find_all(name="Address suggestions", role_name="list") if find_all(role_name="list item", root=node)), None))
    offenders += measure("suggestion list", root=suggestions, window=suggestions, seen=seen)
    tap(name)
    wait_for("the suggestions closed", lambda: not find_all(name="Address suggestions", role_name="list")
             or not any(extents(node)[3] > 0 for node in find_all(name="Address suggestions", role_name="list")))
    tap(find(name="Show all choices", role_name="push button"))
    choices = wait_for("the country list", lambda: next(
        (node for node in find_all(name="Choices", role_name="list") if node.childCount > 0 and extents(node)[3] > 0), None))
    offenders += measure("country list", root=choices, window=choices, seen=seen)

    pages = {entry.split(":")[0] for entry in seen}
    check(len(pages) == 10, "targets measured on every page: %r" % sorted(seen))
    check(not offenders, "targets under %dx%d px:\n%s" % (SMALLEST, SMALLEST, "\n".join(offenders)))


def idle_warning():
    """The idle warning's button, measured while it shows."""
    still = wait_for("the idle warning", lambda: next(
        (n for n in find_all(role_name="push button") if n.name == "I'm still here" and extents(n)[3] > 0), None), timeout=30)
    warning = still.parent
    offenders = measure("idle warning", root=warning)
    check(tap_size(frame(), still) is not None, "the warning's button takes no tap")
    check(not offenders, "targets under %dx%d px:\n%s" % (SMALLEST, SMALLEST, "\n".join(offenders)))


__all__ = ["every_page_and_panel", "idle_warning"]
