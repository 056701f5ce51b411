"""The desk window in a team, as an operator meets it: the header bar says where the sync
stands, an entry two desks changed apart offers the version that lost, a saved entry reaches
the server, and an unreachable server leaves the desk working without showing its password.
Called by name from Tests/EntryDeskTests/TeamWindowTests.swift; every wait is for something
the accessibility tree shows.
"""
from atspi_lib import (check, click, description, find, find_all, key, open_first_saved_entry, tab_to, text, type_text,
                       wait_for)


def named_starting(prefix):
    """Every accessible whose name starts with `prefix`, showing or not (the saved entries'
    rows, the header bar's status)."""
    return [n for n in find_all() if (n.name or "").startswith(prefix)]


def losing_version_offered_and_saved_back(winner, loser, lost_to):
    """The team's entry received (`winner`, the header bar saying Synced); opened, it offers the
    version `loser` saved on desk `lost_to`; Show that version, Ctrl+S: the row says it is on
    the team server, synced."""
    wait_for("the team's entry received", lambda: named_starting(winner))
    find(name="Team server: Synced")
    name = open_first_saved_entry(winner)
    wait_for("the other version offered", lambda: named_starting(f"Also changed on {lost_to} at "))
    click(find(name="Show that version", role_name="push button"))
    wait_for("that version in the form", lambda: text(name) == loser)
    key("ctrl+s")
    find(name=f"Changes saved for {loser}.", showing=True)
    wait_for("that version on the server", lambda: find_all(name="Team server: Synced")
             and [n for n in named_starting(loser + ",") if "not on the team server" not in n.name])


def offline_desk_keeps_working(who, reference, secret):
    """The server accepts and never answers: the header bar says offline since when; `who`'s
    entry opened, `reference` typed and saved, its row says it waits for the server; `secret`
    (the server's password) is in no name or description on screen."""
    wait_for("offline said", lambda: named_starting("Team server: Offline since "))
    open_first_saved_entry(who)
    tab_to(find(name="Reference", role_name="text"))
    type_text(reference)
    key("ctrl+s")
    find(name=f"Changes saved for {who}.", showing=True)
    wait_for("the row says it waits", lambda: [n for n in named_starting(who + ",") if n.name.endswith("not on the team server yet")])
    on_screen = [n.name for n in find_all() if secret in (n.name or "") or secret in (description(n) or "")]
    check(not on_screen, "the password is on screen: " + repr(on_screen))


__all__ = ["losing_version_offered_and_saved_back", "offline_desk_keeps_working"]
