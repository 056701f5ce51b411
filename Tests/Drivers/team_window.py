"""The desk window in a team, as an operator meets it: the header bar says where the sync
stands, an entry two desks changed apart offers the version that lost, a saved entry reaches
the server, an unreachable server leaves the desk working without showing its password, and a
team's form received while the window is open is said, not swapped in.
Called by name from Tests/EntryDeskTests/TeamWindowTests.swift; every wait is for something
the accessibility tree shows.
"""
from atspi_lib import (check, click, description, find, find_all, key, open_first_saved_entry, shown, tab_to, text,
                       type_text, wait_for)


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


def synced_without_a_form_said(notice):
    """The first sync done (the header bar says Synced), and nothing `notice` says on screen."""
    wait_for("the first sync", lambda: find_all(name="Team server: Synced"))
    check(not shown(notice), f"a form said before the team had one: {shown(notice)!r}")


def team_form_said_not_swapped(notice, new_field):
    """The banner says `notice` (the team's form came and when it is used); the form on screen
    is the one the window opened with: no field `new_field`, and Name still there to type in."""
    wait_for("the team's form said", lambda: shown(notice))
    check(not find_all(name=new_field, role_name="text"), f"the team's field {new_field!r} is in the open window's form")
    find(name="Name", role_name="text", showing=True)


__all__ = ["losing_version_offered_and_saved_back", "offline_desk_keeps_working", "synced_without_a_form_said",
           "team_form_said_not_swapped"]
