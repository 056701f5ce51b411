"""What the form's soft rules question at a kiosk, by touch alone: a visitor is asked for no
reason; the review page shows each questioned value with the rule's words (an amount above the
usual, a day paid long ago), Change goes back to the form and Save asks again, Confirm keeps
them. Pointer taps only (and the wheel to scroll the form as a finger swipes it), never a key
event. Called by name from Tests/EntryDeskTests/KioskSoftRulesTests.swift.
"""
from atspi_lib import check, click, find, find_all, states, text, wait_for
from kiosk_office_fields import name_and_address_by_touch, tap_field, tap_text
from kiosk_touch_flow import keyboard_shown, scroll_to, shown_button


def review_row(term):
    """The labels of the review's row `term` (a group named by its term), or []."""
    rows = [[n.name for n in find_all(role_name="label", root=group)] for group in find_all(name=term, role_name="panel")]
    return next((labels for labels in rows if term in labels), [])


def check_questions_on_review(questions):
    """The review is on screen, focus on Confirm, and each (term, words) of `questions` shows
    its rule's words in its row."""
    confirm = find(name="Confirm", role_name="push button")
    wait_for("the review, focus on Confirm", lambda: "focused" in states(confirm))
    for term, words in questions:
        labels = review_row(term)
        check(any(words in label for label in labels), f"the review's {term} says {words!r}: {labels!r}")
    return confirm


def save():
    button = find(name="Save", role_name="push button")
    scroll_to(button)
    click(button)


def questioned_values_confirmed_on_review(who, street_typed, street_row, amount, amount_says, day, day_says):
    """Name on the keyboard, the address from the suggestion `street_row`, `amount` on the
    number pad and the day paid `day` on the keyboard's digits: Save shows the review with
    `amount_says` under the amount and `day_says` under the day; Change goes back to the form,
    Save asks again; Confirm saves, and Done leaves the next person an empty form."""
    name = name_and_address_by_touch(who, street_typed, street_row)
    amount_field = tap_field("Amount")
    for digit in amount:
        click(shown_button(digit))
    wait_for("the amount typed on the number pad", lambda: text(amount_field) == "9,000")
    day_field = tap_field("Paid on")
    wait_for("the keyboard for the day", keyboard_shown)
    tap_text(day)
    wait_for("the day typed", lambda: text(day_field) == day)

    questions = (("Amount", amount_says), ("Paid on", day_says))
    save()
    check_questions_on_review(questions)
    click(find(name="Change", role_name="push button"))
    wait_for("back on the form", lambda: "focused" in states(name))
    # Save wrote the amount out whole.
    check((text(day_field), text(amount_field)) == (day, "9,000.00"),
          f"the form as it was: the day {text(day_field)!r}, the amount {text(amount_field)!r}")
    save()
    confirm = check_questions_on_review(questions)
    click(confirm)
    find(name="Thank you! Your entry was saved.", role_name="label")
    click(find(name="Done", role_name="push button", showing=True))
    wait_for("the form for the next person", lambda: "focused" in states(name) and text(amount_field) == "")


__all__ = ["questioned_values_confirmed_on_review"]
