"""A visitor at a kiosk in their own language, by touch alone: every field typed on the on-screen
keyboard of the window's language (ü and ö on the German keys, é and è on the French ones,
Arabic letters), what letters do not hold from its symbols page (the / of Unit 5/12), the amount
on the number pad, then Save, the review and Confirm. Pointer taps only (and the wheel to scroll
the form as a finger swipes it), never a key event. Called by name from
Tests/EntryDeskTests/KioskKeyboardLayoutsTests.swift; the form's and keyboard's names are the
catalogue's words for them.
"""
import unicodedata

from atspi_lib import check, click, description, find, find_all, text, translations, wait_for
from kiosk_office_fields import tap_field
from kiosk_touch_flow import extents, keyboard, scroll_to, shown_button, tap_shown_keys


def shown_key(label):
    """The on-screen keyboard's key `label` on the page on screen, or None."""
    keys = [k for k in find_all(name=label, role_name="push button", root=keyboard()) if extents(k)[3] > 0]
    return keys[0] if keys else None


def tap(label):
    click(wait_for("the key " + label, lambda: shown_key(label)))


def tap_text(words, characters):
    """Taps each character's key: on the letters page, with Shift first for a capital or a
    katakana, or on the symbols page (and back to the letters)."""
    for character in characters:
        if character == " ":
            tap(words.pgettext("keyboard key", "Space"))
        elif shown_key(character):
            tap(character)
        elif character != character.lower() and shown_key(character.lower()):
            tap(words.pgettext("keyboard key", "Shift"))
            tap(character)
        elif unicodedata.name(character, "").startswith("KATAKANA"):
            # The Japanese keys type a kana's katakana after Shift.
            tap(words.pgettext("keyboard key", "Shift"))
            tap(character)
        else:
            tap(words.pgettext("keyboard key", "Symbols"))
            tap(character)
            tap(words.pgettext("keyboard key", "Letters"))


def tap_parts(words, parts):
    """Taps `parts` in turn: text as tap_text does, and [letters, hanzi] on a pinyin keyboard:
    the letters, then the candidate `hanzi` on the bar over the keys. Returns what they type."""
    typed = ""
    for part in parts:
        if isinstance(part, str):
            tap_text(words, part)
            typed += part
            continue
        letters, hanzi = part
        for letter in letters:
            tap(letter)
        bar = find(name=words.gettext("Characters for the letters typed"))
        click(wait_for(f"{hanzi} offered for {letters}",
                       lambda: next((k for k in find_all(name=hanzi, role_name="push button", root=bar) if extents(k)[3] > 0), None)))
        typed += hanzi
    return typed


def latin_digits(shown):
    """`shown` with its digits in Latin ones: an Arabic window shows the amount in Arabic-Indic."""
    return "".join(str(unicodedata.digit(c)) if c.isdigit() else c for c in shown)


def key_an_entry_by_touch(language, fields, amount):
    """In a kiosk speaking `language`: each of `fields` ([address field's English title, text])
    typed on the on-screen keyboard, `amount` on the number pad (its 1 left of its 3), Save, the review, Confirm."""
    words = translations(language)
    keyboard(words.gettext("On-screen keyboard"))
    for title, parts in fields:
        label = words.pgettext("address field", title)
        # A choice (a state, a province) is a combo box; the others are text.
        field = tap_field(label, role_name="combo box" if find_all(name=label, role_name="combo box") else "text")
        wait_for("the keyboard for " + title, lambda: extents(keyboard())[3] > 0)
        typed = tap_parts(words, [parts] if isinstance(parts, str) else parts)
        wait_for(f"{typed!r} typed into {title}", lambda: text(field) == typed)
    amount_field = tap_field(words.gettext("Amount"))
    # 1 2 3 from the left in every language, as on a telephone (GTK mirrored it in Arabic).
    one, three = extents(shown_button("1"))[0], extents(shown_button("3"))[0]
    check(one < three, f"the number pad reads 1 2 3 from the left: 1 at x={one}, 3 at x={three}")
    tap_shown_keys(*amount)
    wait_for("the amount typed on the number pad", lambda: latin_digits(text(amount_field)) == amount)
    save = find(name=words.gettext("_Save").replace("_", ""), role_name="push button")
    scroll_to(save)
    click(save)
    find(name=words.gettext("Please check your entry"), role_name="label")
    name = fields[0][1] if isinstance(fields[0][1], str) else "".join(p if isinstance(p, str) else p[1] for p in fields[0][1])
    if not find_all(name=name, role_name="label"):
        fields = [(n.name, text(n), description(n)) for n in find_all(role_name="text", showing=True)]
        check(False, f"the review shows {name!r}; the form: {fields!r}")
    click(find(name=words.gettext("Confirm"), role_name="push button"))
    find(name=words.gettext("Thank you! Your entry was saved."), role_name="label")


__all__ = ["key_an_entry_by_touch"]
