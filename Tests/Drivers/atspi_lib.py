"""Drive a GTK process as a person would: the accessibility tree (AT-SPI) and real keystrokes.

Used by the widget and end-to-end tests through Debian's /usr/bin/python3 (python3-pyatspi).
The process under test is found by its PID (ENTRYDESK_TARGET_PID), widgets by accessible name
and role, exactly what a screen reader sees. Keystrokes go through xdotool to the X server.
"""
import os
import subprocess
import sys
import time

import pyatspi

TIMEOUT = float(os.environ.get("ENTRYDESK_ATSPI_TIMEOUT", "10"))


class DriverError(Exception):
    pass


def _wait(what, probe, timeout=TIMEOUT):
    deadline = time.monotonic() + timeout
    while True:
        try:
            result = probe()
        except Exception:  # the tree changes under us while the app updates: retry
            result = None
        if result:
            return result
        if time.monotonic() > deadline:
            raise DriverError(f"timed out after {timeout} s waiting for {what}")
        time.sleep(0.05)


def app(pid=None):
    """The accessible application of the process under test."""
    pid = int(pid or os.environ["ENTRYDESK_TARGET_PID"])

    def probe():
        desktop = pyatspi.Registry.getDesktop(0)
        for index in range(desktop.childCount):
            child = desktop.getChildAtIndex(index)
            if child is not None and child.get_process_id() == pid:
                return child
        return None

    return _wait(f"the application of process {pid} on the accessibility bus", probe)


def _walk(node, depth=0):
    if node is None or depth > 60:
        return
    yield node
    try:
        count = node.childCount
    except Exception:
        return
    for index in range(count):
        try:
            child = node.getChildAtIndex(index)
        except Exception:
            continue
        yield from _walk(child, depth + 1)


def role(node):
    return node.getRoleName()


def states(node):
    state_set = node.getState()
    return {pyatspi.stateToString(state) for state in state_set.getStates()}


def find_all(name=None, role_name=None, root=None, showing=False):
    """Accessibles with this name and role; GTK 4.8 does not keep 'showing' up to date, so
    `showing=True` filters on 'visible' instead."""
    root = root or app()
    found = []
    for node in _walk(root):
        try:
            if name is not None and node.name != name:
                continue
            if role_name is not None and role(node) != role_name:
                continue
            if showing and "visible" not in states(node):
                continue
        except Exception:
            continue
        found.append(node)
    return found


def find(name=None, role_name=None, root=None, showing=False, timeout=TIMEOUT):
    """The first accessible with this name and role, waiting for it to appear."""
    what = f"an accessible named {name!r} with role {role_name!r}"
    return _wait(what, lambda: (find_all(name, role_name, root, showing) or [None])[0], timeout)


def text(node):
    """The text of a text accessible (GTK 4.8: getText(0, -1) returns '')."""
    text_iface = node.queryText()
    return text_iface.getText(0, text_iface.characterCount)


def field_texts():
    """What the window's fields hold, by their names: every visible text field and editable
    combo box (the country), as a person reads the whole form at a glance."""
    fields = {}
    for node in find_all(showing=True):
        try:
            if role(node) in ("text", "combo box") and node.name and node.name not in fields:
                fields[node.name] = text(node)
        except Exception:
            continue
    return fields


def set_text(node, value):
    node.queryEditableText().setTextContents(value)


def description(node):
    return node.description or ""


def shows_error(node):
    """Whether a field says an error: its description starts the error with "Error:" (GTK 4.8's
    invalid state is not set: Orca 43 takes it for a dead object and goes silent)."""
    return "Error:" in description(node)


def relation_targets(node, relation_type):
    targets = []
    for relation in node.getRelationSet():
        if relation.getRelationType() == relation_type:
            targets += [relation.getTarget(i) for i in range(relation.getNTargets())]
    return targets


def wait_for(what, probe, timeout=TIMEOUT):
    return _wait(what, probe, timeout)


def focus_window(title):
    """Gives X input focus to the window with this title (there is no window manager).

    GTK 4 shows popovers as X windows of their own that may carry the same title: of the
    visible matches, the largest is the window itself."""
    def area(window_id):
        out = subprocess.run(["xdotool", "getwindowgeometry", window_id], capture_output=True, text=True).stdout
        for line in out.splitlines():
            if "Geometry:" in line:
                width, height = line.split("Geometry:")[1].strip().split("x")
                return int(width) * int(height)
        return 0

    def probe():
        out = subprocess.run(["xdotool", "search", "--onlyvisible", "--name", f"^{title}$"], capture_output=True, text=True)
        ids = out.stdout.split()
        return max(ids, key=area) if ids else None

    window_id = _wait(f"an X window titled {title!r}", probe)
    subprocess.run(["xdotool", "windowfocus", "--sync", window_id], check=True)
    time.sleep(0.1)
    return window_id


def wait_for_window_gone(title, timeout=TIMEOUT):
    """Waits until no visible X window has this title (a dialog has closed), without walking the
    accessibility tree: GTK 4.8 can crash answering AT-SPI while it destroys a dialog."""
    def gone():
        out = subprocess.run(["xdotool", "search", "--onlyvisible", "--name", f"^{title}$"], capture_output=True, text=True)
        return not out.stdout.split()
    _wait(f"the window {title!r} closed", gone, timeout)


def focused_node(roles=("text", "combo box", "push button", "list item", "check box", "toggle button")):
    """The node with keyboard focus among those of `roles`, or None."""
    focused = [n for n in find_all() if "focused" in states(n) and role(n) in roles]
    return focused[0] if focused else None


def focused_row():
    """The name of the list row with keyboard focus (a statistics or batches row), "" when none."""
    row = focused_node(roles=("list item",))
    return row.name if row else ""


def focus_saved_entries(search_name="Search entries"):
    """EntryDesk's desk: Ctrl+F, then Tab, and waits until keyboard focus has left the search for
    the saved-entries list (its first row). Returns the search field (named `search_name`, in
    the window's language)."""
    key("ctrl+f")
    search = find(name=search_name, role_name="text")
    wait_for("focus in the search", lambda: "focused" in states(search))
    key("Tab")
    wait_for("focus in the list", lambda: "focused" not in states(search))
    return search


def focus_name_field():
    """EntryDesk (desk or kiosk) at its start: brings the window forward and waits until the
    Name field has keyboard focus. Returns the Name field."""
    name = find(name="Name", role_name="text")
    focus_window("EntryDesk")
    wait_for("focus in Name", lambda: "focused" in states(name))
    return name


def shown(fragment):
    """The names of the showing widgets that contain `fragment`."""
    return [n.name for n in find_all(showing=True) if fragment in (n.name or "")]


def shown_starting(prefix):
    """The names of the showing widgets that start with `prefix`."""
    return [n.name for n in find_all(showing=True) if (n.name or "").startswith(prefix)]


def shown_exactly(name):
    """The showing widgets named `name`, whole."""
    return [n for n in find_all(showing=True) if (n.name or "") == name]


def keeps(what, probe, seconds):
    """Checks that `probe()` holds all along the next `seconds` (a person's pause, where nothing
    must happen), asked every 50 ms; fails naming `what` the moment it does not."""
    end = time.monotonic() + seconds
    while True:
        check(probe(), what)
        if time.monotonic() >= end:
            return
        time.sleep(0.05)


def sign_in(operator_id, pin=None):
    """EntryDesk's desk with `[desk] sign-in = yes`, at its start: types `operator_id` into the
    sign-in question (and, with `pin`, Tab and the PIN) and Enter; waits until the desk says so
    and Name has focus. Returns the Name field."""
    operator = find(name="Operator ID", role_name="text")
    focus_window("Sign in")
    wait_for("focus in Operator ID", lambda: "focused" in states(operator))
    type_text(operator_id)
    if pin is not None:
        tab_to(find(name="PIN", role_name="password text"))
        type_text(pin)
    key("Return")
    find(name=f"Signed in as {operator_id}.", showing=True)
    name = find(name="Name", role_name="text")
    wait_for("focus in Name", lambda: "focused" in states(name))
    return name


def open_batch_dialog(batch_name, count):
    """Ctrl+B from the desk's form: types `batch_name`, Tab, `count`, Tab to Totals; returns the
    Totals field, focused (what goes in it is the test's)."""
    key("ctrl+b")
    name = find(name="Batch name", role_name="text")
    wait_for("focus in the batch's name", lambda: "focused" in states(name))
    type_text(batch_name)
    tab_to(find(name="Number of entries", role_name="text"))
    type_text(count)
    return tab_to(find(name="Totals", role_name="text"))


def choose_export_file(target):
    """Ctrl+E at the desk: the file chooser's name set to `target` and Enter. The name is set,
    not typed: the chooser's completion popup rewrites a path typed after each '/'. What the
    caller waits for next is its own (never a walk of the tree while GTK 4.8 destroys the
    chooser: its AT-SPI code can crash the app then)."""
    key("ctrl+e")
    file_name = find(name="Name:", role_name="text")
    wait_for("the file name field focused", lambda: "focused" in states(file_name))
    set_text(file_name, target)
    wait_for("the path in the field", lambda: text(file_name) == target)
    key("Return")


def open_first_saved_entry(name_text, search_name="Search entries"):
    """EntryDesk's desk, from the window's first focus: opens the saved entries' first row with
    the keyboard and waits until the form shows `name_text`. Returns the Name field."""
    name = focus_name_field()
    focus_saved_entries(search_name)
    key("Return")
    wait_for("the entry open", lambda: text(name) == name_text)
    return name


def wait_for_draft(database, fragment, timeout=TIMEOUT):
    """EntryDesk: waits until a window's draft in the entry database holds `fragment` (the
    autosave has written it)."""
    import sqlite3

    def written():
        with sqlite3.connect(f"file:{database}?mode=ro", uri=True) as db:
            return db.execute("SELECT count(*) FROM window_draft WHERE fields LIKE ?", ("%" + fragment + "%",)).fetchone()[0]
    return _wait(f"the draft holding {fragment!r} written", written, timeout)


def key(*keys):
    """Presses key combinations, e.g. key('ctrl+a', 'BackSpace')."""
    subprocess.run(["xdotool", "key", "--delay", "20", *keys], check=True)


def type_text(value):
    """Types text with real key events."""
    subprocess.run(["xdotool", "type", "--delay", "15", value], check=True)


def echo_seconds(node, character, timeout=TIMEOUT):
    """Types one character at the end of the focused text `node` and returns the seconds until
    the accessibility tree shows it: a keystroke's echo as a screen reader meets it (xdotool's
    own start-up is counted in, so the figure errs on the slow side)."""
    expected = text(node) + character
    start = time.monotonic()
    subprocess.run(["xdotool", "type", "--delay", "0", character], check=True)
    while text(node) != expected:
        if time.monotonic() - start > timeout:
            raise DriverError(f"{character!r} never showed in {node.name!r}: {text(node)!r}")
        time.sleep(0.002)
    return time.monotonic() - start


def click(node):
    """Clicks the centre of an accessible with the pointer."""
    component = node.queryComponent()
    x, y, width, height = component.getExtents(pyatspi.DESKTOP_COORDS)
    subprocess.run(["xdotool", "mousemove", "--sync", str(x + width // 2), str(y + height // 2), "click", "1"], check=True)


def wheel(down=True, clicks=1):
    """Turns the mouse wheel where the pointer is, without moving it (no motion events)."""
    subprocess.run(["xdotool", "click", "--repeat", str(clicks), "--delay", "30", "5" if down else "4"], check=True)


def tab_to(node, max_steps=40):
    """Presses Tab until `node` has keyboard focus, as a person reaching a field below the fold
    does (GTK scrolls the focused field into view; a pointer click there would miss)."""
    for _ in range(max_steps):
        if "focused" in states(node):
            return node
        key("Tab")
        time.sleep(0.05)
    raise DriverError(f"Tab never reached {node.name!r}")


def translations(language):
    """The window's words in `language`, from the catalogue the app reads (.build/locale, or
    ENTRYDESK_LOCALE_DIR): `.gettext`, `.pgettext`, `.ngettext`, and `fill` for placeholders.
    A test names what it expects through them, so it checks the app's lookups, not a copy."""
    import gettext
    root = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    folder = os.environ.get("ENTRYDESK_LOCALE_DIR") or os.path.join(root, ".build", "locale")
    catalogue = gettext.translation("entrydesk", localedir=folder, languages=[language])

    def fill(format_text, *values):
        for index, value in enumerate(values):
            format_text = format_text.replace(f"%{index + 1}$@", value)
        return format_text.replace("%@", values[0]) if values else format_text
    catalogue.fill = fill
    return catalogue


def window_extents(node):
    """(x, y, width, height) of `node` in its window's coordinates."""
    return tuple(node.queryComponent().getExtents(pyatspi.WINDOW_COORDS))


def check(condition, message):
    if not condition:
        raise DriverError(message)


def main(body):
    """Runs a test body; prints the error and exits 1 on failure so the Swift test can report it."""
    try:
        body()
    except Exception as error:  # report any failure with its type to the calling test
        print(f"{type(error).__name__}: {error}", file=sys.stderr)
        sys.exit(1)


def screen_pixel(x, y):
    """(red, green, blue) of the screen at desktop coordinates (x, y), read from the X root
    window (there is no compositor: it holds what every window drew)."""
    import gi
    gi.require_version("Gdk", "3.0")
    from gi.repository import Gdk
    Gdk.init([])
    pixbuf = Gdk.pixbuf_get_from_window(Gdk.get_default_root_window(), x, y, 1, 1)
    if pixbuf is None:
        raise DriverError(f"cannot read the screen at {x},{y}")
    data = pixbuf.get_pixels()
    return (data[0], data[1], data[2])


def own_clipboard(text):
    """Puts `text` on the X clipboard, owned by a helper process as a text editor would own it
    (GTK 3 from python3-gi), until the returned process is stopped: then Ctrl+V pastes it."""
    code = ("import sys, gi\n"
            "gi.require_version('Gtk', '3.0')\n"
            "from gi.repository import Gtk, Gdk\n"
            "Gtk.Clipboard.get(Gdk.SELECTION_CLIPBOARD).set_text(sys.argv[1], -1)\n"
            "print('owned', flush=True)\n"
            "Gtk.main()\n")
    process = subprocess.Popen(["/usr/bin/python3", "-c", code, text], stdout=subprocess.PIPE, text=True)
    if process.stdout.readline().strip() != "owned":
        raise DriverError("the clipboard helper did not start (python3-gi with GTK 3 is needed)")
    return process


def paste(text, then):
    """Ctrl+V of `text` from a clipboard another process owns (as an editor's would be); the
    clipboard stays owned until `then()` (a wait for what the paste should do) returns."""
    clipboard = own_clipboard(text)
    try:
        key("ctrl+v")
        return then()
    finally:
        clipboard.terminate()


def file_text(path):
    """The text of the file at `path`, or "" while it does not exist (a file the app writes)."""
    try:
        with open(path, encoding="utf-8") as file:
            return file.read()
    except FileNotFoundError:
        return ""
