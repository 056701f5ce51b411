"""What a blind operator hears of the main menu and the Preferences window, in Orca 43's own
words: the menu's items and each setting with its value. Called by name from
Tests/EntryDeskTests/OrcaMainMenuTests.swift; the waits for what Orca said of focus are
orca_desk.py's (see there how Orca 43 follows focus).
"""
from atspi_lib import find, key, states, wait_for
from orca_desk import orca_follows_focus_into, orca_in_name, press_heard
from orca_lib import never_said


def menu_items_and_settings_said():
    """F10 opens the main menu, its items said with no GTK class; P opens Preferences, where Tab
    reaches each setting, said with its value."""
    orca_in_name()
    mark = press_heard(["F10"], ["Import…"])
    never_said("Gtk", mark)
    # Preferences by its access key (Import, Export, Batches and Statistics come first).
    key("p")
    theme = find(name="Theme: Follow System", role_name="push button")
    wait_for("focus on the theme", lambda: "focused" in states(theme))
    # The first focus event in a new window may be passed over by Orca (no window manager).
    orca_follows_focus_into(theme, "Theme: Follow System")
    press_heard(["Tab"], ["Move on by itself check box not checked"])
    press_heard(["Tab"], ["Keep for the next entry", "City check box not checked"])
    press_heard(["Tab", "Tab", "Tab", "Tab"], ["Also from an old entry fixed check box not checked"])
    press_heard(["Tab"], ["Suggest addresses from: Bundled sample addresses"])
    press_heard(["Tab"], ["Server address"])


__all__ = ["menu_items_and_settings_said"]
