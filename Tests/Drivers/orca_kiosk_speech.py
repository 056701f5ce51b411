"""Speech a blind visitor starts at a kiosk set to `screen-reader = ask`, by the pointer alone (no
key event): the hint is printed and said by speech-dispatcher while the kiosk waits; touching and
holding anywhere starts Orca, which says where the visitor is; a touched key is said before its
release types it; the last seconds of the idle warning are counted aloud; and the next visitor
finds speech off and the hint back. Called by name from Tests/EntryDeskTests/OrcaKioskSpeechTests.swift.
Orca's words are in its log (orca_lib), speech-dispatcher's in ENTRYDESK_SPEECHD_LOG.
"""
import os
import subprocess

from atspi_lib import check, click, find, key, shown, states, text, wait_for
from kiosk_end_to_end import key_an_entry
from kiosk_office_fields import tap_field
from kiosk_touch_flow import extents, keyboard, shown_button
from orca_lib import said_mark, wait_said, wait_said_alone, wait_said_in_order


def speechd_said():
    """What speech-dispatcher was asked to say, in order (its log at level 5)."""
    with open(os.environ["ENTRYDESK_SPEECHD_LOG"], encoding="utf-8", errors="replace") as log:
        return [line.split("Queueing message |", 1)[1].rsplit("|", 1)[0]
                for line in log.read().splitlines() if "Queueing message |" in line]


def pointer(action, node):
    """Moves the pointer to the centre of `node` and presses or releases the button there."""
    x, y, width, height = extents(node)
    subprocess.run(["xdotool", "mousemove", "--sync", str(x + width // 2), str(y + height // 2), action, "1"], check=True)


def hint_printed_and_said(hint):
    wait_for("the hint printed", lambda: shown(hint))
    wait_for("the hint said by speech-dispatcher", lambda: hint in speechd_said(), timeout=30)


def speech_started_by_holding(hint, page_title):
    """Holds the pointer down on the page's title until Orca says speech is on, then lets go."""
    hint_printed_and_said(hint)
    title = find(name=page_title, role_name="label")
    pointer("mousedown", title)
    try:
        wait_said_in_order(["Speech is on", page_title], timeout=60)
    finally:
        pointer("mouseup", title)
    wait_for("the printed hint gone", lambda: not shown(hint))


def key_said_before_typed(letter, field_name):
    """Presses a letter key: Orca says it while the finger is down and nothing is typed yet; the
    release types it, and Orca echoes the text inserted (its own echo, as of a key typed)."""
    field = find(name=field_name, role_name="text")
    before = text(field)
    key = find(name=letter, role_name="push button", root=keyboard())
    mark = said_mark()
    pointer("mousedown", key)
    try:
        after_key = wait_said_alone(letter, mark)
        check(text(field) == before, "the key typed on the press: " + repr(text(field)))
    finally:
        pointer("mouseup", key)
    wait_for("the letter typed", lambda: text(field) == before + letter)
    wait_said_alone(letter, after_key)


def countdown_said_then_next_visitor_hears_hint(hint, counted):
    """The visitor walks away: the warning's last seconds are counted aloud; the form is cleared,
    speech ends with the visitor and the hint is printed and said again."""
    hints_before = speechd_said().count(hint)
    mark = said_mark()
    wait_said("Your entry will be cleared in", mark, timeout=60)
    position = mark
    for count in counted:
        position = wait_said_alone(count, position, timeout=30)
    wait_for("the hint printed again", lambda: shown(hint), timeout=30)
    wait_for("the hint said again", lambda: speechd_said().count(hint) > hints_before, timeout=30)


def speech_by_touch(hint, page_title, letter, field_name, counted):
    speech_started_by_holding(hint, page_title)
    key_said_before_typed(letter, field_name)
    countdown_said_then_next_visitor_hears_hint(hint, counted)


def touched_and_said(node, words):
    """Taps `node` (press, then release once Orca has said `words` alone)."""
    mark = said_mark()
    pointer("mousedown", node)
    try:
        wait_said_alone(words, mark)
    finally:
        pointer("mouseup", node)


def speech_by_f1_then_pad_review_and_thanks_said_by_touch(hint, who, amount, digit, caption):
    """A visitor with a keypad presses F1: speech starts. A number pad key, a line of the review
    and the thank-you page's caption are each said when touched."""
    name = find(name="Name", role_name="text")
    wait_for("focus in Name", lambda: "focused" in states(name))
    wait_for("the hint printed", lambda: shown(hint))
    key("F1")
    wait_said("Speech is on", timeout=60)
    wait_for("the printed hint gone", lambda: not shown(hint))
    amount_field = tap_field("Amount")
    touched_and_said(shown_button(digit), digit)
    wait_for("the digit typed", lambda: digit in text(amount_field))
    click(shown_button("Delete"))
    wait_for("the digit taken back", lambda: digit not in text(amount_field))
    tap_field("Name")
    key_an_entry(who, amount)
    wait_said("Please check your entry", timeout=30)
    touched_and_said(find(name=who, role_name="label", showing=True), who)
    click(find(name="Confirm", role_name="push button", showing=True))
    wait_said("Your reference number is", timeout=30)
    touched_and_said(find(name=caption, role_name="label", showing=True), caption)


__all__ = ["speech_by_touch", "speech_by_f1_then_pad_review_and_thanks_said_by_touch"]
