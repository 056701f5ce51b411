"""The desk's form on a low screen (768 or 720 px high), driven as a person keys it: the field
with the focus, its message and the form's title stay in the visible part of the scrolled
form, never under the New/Save bar or a message (the banner). Called by name from
Tests/EntryDeskTests/DeskFormInViewTests.swift; every wait is for something the accessibility
tree shows, measured in window coordinates (AT-SPI extents).
"""
import subprocess

import pyatspi

from atspi_lib import (DriverError, check, description, find, find_all, focus_name_field, focus_saved_entries, key,
                       states, tab_to, text, type_text, wait_for, window_extents)


def resize_window(width, height):
    """Makes the desk window `width` x `height` (at most the screen's) and returns its size."""
    screen = subprocess.run(["xdotool", "getdisplaygeometry"], capture_output=True, text=True, check=True).stdout.split()
    width, height = min(width, int(screen[0])), min(height, int(screen[1]))
    window = subprocess.run(["xdotool", "search", "--onlyvisible", "--name", "^EntryDesk$"],
                            capture_output=True, text=True).stdout.split()[0]
    subprocess.run(["xdotool", "windowsize", window, str(width), str(height)], check=True)
    frame = find(role_name="frame")
    # The frame's extents leave out the client-side decoration's invisible border.
    size = lambda: tuple(frame.queryComponent().getExtents(pyatspi.WINDOW_COORDS))[2:]
    try:
        wait_for(f"the window at {width}x{height}", lambda: abs(size()[0] - width) <= 64 and abs(size()[1] - height) <= 64)
    except DriverError:
        raise DriverError(f"the window is {size()}, not {width}x{height}")
    return width, height


def form_scroller(field):
    """The scroll pane that holds `field` (the form's)."""
    node = field.parent
    while node is not None and node.getRoleName() != "scroll pane":
        node = node.parent
    check(node is not None, f"{field.name!r} is in no scroll pane")
    return node


def covers(upper, lower):
    """Whether the extents `lower` reach into `upper`'s rows."""
    return lower[1] < upper[1] + upper[3] and upper[1] < lower[1] + lower[3] and lower[3] > 0


def field_box(field):
    """The extents of `field` together with its message (its note, its error): the label under
    it whose words its accessible description says, as a screen reader hears them with the
    field. The field's whole block as a person reads it, from its top to its message's foot."""
    x, y, width, height = window_extents(field)
    bottom = y + height
    said = description(field)
    for label in find_all(role_name="label", showing=True):
        if not label.name or label.name not in said:
            continue
        lx, ly, lw, lh = window_extents(label)
        if y + height - 2 <= ly <= y + height + 80 and lx < x + width and x < lx + lw:
            bottom = max(bottom, ly + lh)
    return (x, y, width, bottom - y)


def in_view(field, save, banner_name=None):
    """Why `field` (with its message) is not wholly in the visible part of the form, above the
    New/Save bar and clear of the banner; None when it is."""
    box = field_box(field)
    sx, sy, sw, sh = window_extents(form_scroller(field))
    if box[1] < sy or box[1] + box[3] > sy + sh:
        return f"{field.name!r} {box} outside the form's visible part {(sx, sy, sw, sh)}"
    bar = window_extents(save)
    if covers(bar, box):
        return f"{field.name!r} {box} under the Save button {bar}"
    if banner_name:
        for banner in find_all(name=banner_name, showing=True):
            extents = window_extents(banner)
            if extents[3] > 0 and covers(extents, box):
                return f"{field.name!r} {box} under the message {banner_name!r} {extents}"
    return None


def wait_in_view(field, save, banner_name=None):
    reason = []

    def probe():
        reason[:] = [in_view(field, save, banner_name)]
        return reason[0] is None
    try:
        wait_for(f"{field.name!r} in view", probe)
    except DriverError:
        raise DriverError(reason[0] if reason else f"{field.name!r} not in view")


def title_in_view(title_name, field):
    """Waits until the form's title `title_name` is wholly in the form's visible part."""
    def probe():
        sx, sy, sw, sh = window_extents(form_scroller(field))
        for node in find_all(name=title_name, role_name="label", showing=True):
            x, y, width, height = window_extents(node)
            if height > 0 and y >= sy and y + height <= sy + sh:
                return True
        return False
    wait_for(f"the title {title_name!r} in view", probe)


def keep_fields_in_view(width, height):
    """Amount with a note, then Reference, at `width` x `height`; a save, then an entry opened."""
    name = focus_name_field()
    width, height = resize_window(width, height)
    save = find(name="Save", role_name="push button")
    title_in_view("New entry", name)
    type_text("Ada Lovelace")
    line1 = find(name="Address line 1", role_name="text")
    tab_to(line1)
    type_text("12 St James's Square")
    city = find(name="City", role_name="text")
    tab_to(city)
    type_text("Springfield")
    state = find(name="State", role_name="combo box")
    tab_to(state)
    type_text("Illinois")
    wait_for("Illinois in the list", lambda: [n for n in find_all(role_name="list item", showing=True)
                                              if n.name.startswith("Illinois")])
    key("Return")
    postcode = find(name="ZIP code", role_name="text")
    tab_to(postcode)
    type_text("62701")
    amount = find(name="Amount", role_name="text")
    tab_to(amount)
    wait_in_view(amount, save)
    # A European amount: leaving the field, it says under it how it read it, and grows,
    # pushing Reference, which has the focus now, down.
    _, _, _, before = field_box(amount)
    type_text("1.234,56")
    reference = find(name="Reference", role_name="text")
    key("Tab")
    wait_for("focus in Reference", lambda: "focused" in states(reference))
    wait_for("a note under Amount", lambda: field_box(amount)[3] > before)
    wait_in_view(reference, save)
    # Back in Amount: the field and its note in view.
    key("shift+Tab")
    wait_for("focus in Amount", lambda: "focused" in states(amount))
    wait_in_view(amount, save)
    key("Tab")
    wait_for("focus in Reference", lambda: "focused" in states(reference))
    wait_in_view(reference, save)
    type_text("INV-7")
    wait_for("INV-7 typed", lambda: text(reference) == "INV-7")
    wait_in_view(reference, save)
    # Saved: the form is cleared for the next entry, Name focused, the title in view again,
    # and the message under the form covers no field.
    key("ctrl+s")
    saved = "Saved entry for Ada Lovelace."
    try:
        find(name=saved, showing=True)
    except DriverError:
        said = [n.name for n in find_all(role_name="label", showing=True) if n.name]
        raise DriverError(f"not saved; the window says {said}")
    wait_for("focus back in Name", lambda: "focused" in states(name) and text(name) == "")
    title_in_view("New entry", name)
    wait_in_view(name, save, saved)
    # Keyed down to Amount again, with the message still up: Amount stays clear of it.
    tab_to(amount)
    wait_in_view(amount, save, saved)
    # An opened entry shows its title and history from the top, wherever the form was.
    key("Escape")
    focus_saved_entries()
    key("Return")
    wait_for("the entry open", lambda: text(name) == "Ada Lovelace")
    title_in_view("Edit entry", name)
    history = wait_for("the history", lambda: [n for n in find_all(role_name="label", showing=True)
                                                if (n.name or "").startswith("Keyed by")])[0]
    sx, sy, sw, sh = window_extents(form_scroller(name))
    hx, hy, hw, hh = window_extents(history)
    check(hy >= sy and hy + hh <= sy + sh, f"the history {(hx, hy, hw, hh)} outside the form's visible part {(sx, sy, sw, sh)}")
    print(f"kept in view at {width}x{height}")
