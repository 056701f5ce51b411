"""The main menu as an operator uses it, on the real `entrydesk`: F10 opens it, its items open
Preferences (a theme applied at once and written to the configuration file, the team server's
password written but never shown), About (the version, the address data's credits, the
licence) and the shortcuts, batches and statistics windows. Called by name from
Tests/EntryDeskTests/MainMenuEndToEndTests.swift; every wait is for something the accessibility
tree, the screen or the configuration file shows.
"""
import pyatspi

from atspi_lib import (check, click, file_text, find, find_all, focus_name_field, focus_window, key, screen_pixel, states, tab_to,
                       text, type_text, wait_for, wait_for_window_gone)

# The menu's items in their order, as GNOME apps order them: Import and Export first, Batches
# and Statistics, then Preferences, Keyboard Shortcuts and About.
MENU_ITEMS = ["Import…", "Export…", "Batches", "Statistics", "Preferences", "Keyboard Shortcuts", "About EntryDesk"]


def open_menu(*items):
    """F10 in the desk window; waits until each of `items` shows in the menu."""
    key("F10")
    for item in items:
        find(name=item, role_name="menu item", showing=True)


def window_background():
    """(red, green, blue) of the desk window's background: the form's margin, low on the
    window's start side, where no widget is."""
    frame = find(role_name="frame", name="EntryDesk")
    x, y, width, height = frame.queryComponent().getExtents(pyatspi.DESKTOP_COORDS)
    return screen_pixel(x + 12, y + height - 90)


def preferences_switch_to_dark_at_once(config, kept):
    """A light window; F10 shows every item; P opens Preferences, where the theme set to Dark
    darkens the window at once and is written to `config`, whose text before (`kept`) stays."""
    focus_name_field()
    wait_for("a light window at first", lambda: sum(window_background()) > 720)
    open_menu(*MENU_ITEMS)
    key("p")  # _Preferences
    focus_window("Preferences")
    theme = find(name="Theme: Follow System", role_name="push button")
    wait_for("focus on the theme", lambda: "focused" in states(theme))
    key("space")
    find(name="Dark", role_name="label", showing=True)
    key("Down", "Down", "Return")
    wait_for("the window dark at once", lambda: sum(window_background()) < 200)
    find(name="Theme: Dark", role_name="push button")
    wait_for("the theme in the file", lambda: "theme = dark" in file_text(config))
    check(file_text(config).startswith(kept), f"the rest kept: {kept!r} at the start of {file_text(config)!r}")
    key("Escape")
    wait_for_window_gone("Preferences")


def licence_texts():
    """The texts of the showing text views (the About window's licence page)."""
    return [text(n) for n in find_all(role_name="text", showing=True)]


def about_then_shortcuts(version, licence):
    """F10, A: About EntryDesk shows `version`; its Credits name the address data
    (libaddressinput) and the sample addresses (OpenAddresses); its License says `licence`
    once, never "the The"; Escape, then F10, K opens the shortcuts window."""
    focus_name_field()
    open_menu("About EntryDesk")
    key("a")  # _About EntryDesk
    find(name=version, role_name="label")
    focus_window("About EntryDesk")
    click(find(name="Credits", role_name="page tab"))
    wait_for("the address data's credit", lambda: [n for n in find_all() if "libaddressinput" in (n.name or "")])
    wait_for("the sample addresses' credit", lambda: [n for n in find_all() if "OpenAddresses" in (n.name or "")])
    click(find(name="License", role_name="page tab"))
    wait_for("the licence named once", lambda: [t for t in licence_texts() if licence in t])
    check(not [t for t in licence_texts() if "the The" in t], "no 'See the The MIT License': " + repr(licence_texts()))
    key("Escape")
    wait_for_window_gone("About EntryDesk")
    focus_window("EntryDesk")
    open_menu("Keyboard Shortcuts")
    key("k")  # _Keyboard Shortcuts
    wait_for("the shortcuts window", lambda: [n for n in find_all() if n.name == "Save the entry"])


def batches_and_statistics_from_the_menu():
    """F10 shows Import…, Batches and Statistics with their shortcuts beside them (Ctrl+I,
    Shift+Ctrl+L, Shift+Ctrl+O); B opens Batches, S opens Statistics, Escape closes each."""
    focus_name_field()
    open_menu("Import…", "Batches")
    # GTK shows each item's shortcut as a label beside it.
    for shortcut in ("Ctrl+I", "Shift+Ctrl+L", "Shift+Ctrl+O"):
        find(name=shortcut, role_name="label", showing=True)
    key("b")  # the item's access key, _Batches
    focus_window("Batches")
    key("Escape")
    wait_for_window_gone("Batches")
    focus_window("EntryDesk")
    open_menu("Statistics")
    key("s")  # _Statistics
    focus_window("Statistics")
    key("Escape")
    wait_for_window_gone("Statistics")


def server_password_written_never_shown(config, address_typed, password, written, shown):
    """Preferences (Ctrl+,): Photon chosen as the address source is written to `config` at
    once; the server `address_typed` with `password` and Enter writes `written`, the address
    then shows as `shown`, the password field is emptied, and the password is nowhere in the
    window."""
    focus_name_field()
    key("ctrl+comma")
    focus_window("Preferences")
    tab_to(find(name="Suggest addresses from: Bundled sample addresses", role_name="push button"))
    key("space")
    find(name="Photon (address service)", role_name="label", showing=True)
    key("Down", "Down", "Down", "Return")
    wait_for("the provider in the file", lambda: "provider = photon" in file_text(config))
    address = find(name="Server address", role_name="text")
    tab_to(address)
    type_text(address_typed)
    password_field = find(name="Password", role_name="password text")
    tab_to(password_field)
    type_text(password)
    key("Return")
    wait_for("the server in the file", lambda: f"server = {written}" in file_text(config))
    wait_for("the password hidden in the address", lambda: text(address) == shown)
    check(text(password_field) == "", "the password field is cleared: it holds %d characters" % len(text(password_field)))
    check(not [n for n in find_all() if password in (n.name or "") or password in (n.description or "")],
          "the password is nowhere in the window")
    key("Escape")
    wait_for_window_gone("Preferences")


__all__ = ["about_then_shortcuts", "batches_and_statistics_from_the_menu", "preferences_switch_to_dark_at_once",
           "server_password_written_never_shown"]
