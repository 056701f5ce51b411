"""Keys, wheel turns and taps sent to a test's own window, titled as the test named it: what
a person's hands do, through xdotool, with the window brought forward first (there is no window
manager). Called by name from the widget tests (Tests/GtkKitTests, Tests/EntryWidgetsTests) and
from Tests/GtkTestSupport/TestWindow.swift; what the keys did is read back by the Swift test.
"""
import subprocess

from atspi_lib import focus_window, key, type_text, wheel


def press(title, *keys):
    """A person presses `keys` (xdotool names, e.g. "shift+Tab") in the window titled `title`."""
    focus_window(title)
    key(*keys)


def type_into(title, typed, *then):
    """A person types `typed` in the window titled `title`, then presses the keys `then`, if any."""
    focus_window(title)
    type_text(typed)
    if then:
        key(*then)


def point_into(window_id, x, y):
    """Moves the pointer to (x, y) inside the X window `window_id`, and it stays there."""
    subprocess.run(["xdotool", "mousemove", "--window", window_id, str(x), str(y)], check=True)


def wheel_turns(title, x, y, down, up):
    """A person points at (x, y) in the window titled `title`, turns the wheel `down` clicks down,
    then `up` clicks up."""
    point_into(focus_window(title), x, y)
    wheel(down=True, clicks=down)
    wheel(down=False, clicks=up)


def tap_at(title, x, y, resting):
    """A person taps (x, y) of the window titled `title`; `resting`: the hand rests the pointer
    there for 0.3 s before the button goes down, as on a mouse. That pause is a gesture, not a
    wait: GTK 4.8 shows no sign of a pointer over a popover's row (no :hover) to wait for."""
    window_id = focus_window(title)
    subprocess.run(["xdotool", "mousemove", "--window", window_id, str(x), str(y),
                    "sleep", "0.3" if resting else "0", "click", "1"], check=True)


def press_at(title, x, y):
    """A person puts a finger (the primary button) down at (x, y) of the window titled `title`
    and keeps it there; `release` lifts it."""
    window_id = focus_window(title)
    subprocess.run(["xdotool", "mousemove", "--window", window_id, str(x), str(y), "mousedown", "1"], check=True)


def release():
    """The finger pressed down by `press_at` is lifted where it is."""
    subprocess.run(["xdotool", "mouseup", "1"], check=True)
