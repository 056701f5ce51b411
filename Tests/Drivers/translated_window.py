"""The EntryDesk window in German, Japanese and Arabic as a person there meets it: field names,
a validation error, the Saved banner and a country name in the language, found through the
catalogue the app reads (`translations` in atspi_lib) and checked against English, and the
Arabic window mirrored. Called by name from Tests/EntryDeskTests/TranslatedWindowTests.swift;
every wait is for something the accessibility tree shows.
"""
import pyatspi

from atspi_lib import (DriverError, check, click, description, find, find_all, focus_window, key, states, tab_to, text,
                       translations, type_text, wait_for, window_extents)


class Words:
    """The catalogue of `language`: `say` (gettext), `field` (an address field's title), `count`
    (ngettext) and `fill` for placeholders; fails at once if the build has no such catalogue."""

    def __init__(self, language):
        self.catalogue = translations(language)
        self.say = self.catalogue.gettext
        self.fill = self.catalogue.fill
        self.count = self.catalogue.ngettext
        check(self.say("Amount") != "Amount", f"a {language} catalogue in the build: 'Amount' is not translated")

    def field(self, title):
        return self.catalogue.pgettext("address field", title)


def expect_error(node, message):
    """Waits until the form shows `message` (never the English one) under `node`, and in its
    description once the announcement Save made there is taken back."""
    check(message != "Enter the name", f"the error in the window's language: got the English {message!r}")
    try:
        # Under the field, and in its description (once the announcement Save made in that
        # description, "5 fields need attention: ...", is taken back).
        wait_for(f"the error {message!r}", lambda: find_all(name=message, role_name="label", showing=True))
    except DriverError:
        raise DriverError(f"{node.name!r} says {description(node)!r}, not {message!r}")


def focus_name(words):
    """Brings the window forward and waits until its Name field (in `words`' language) has the
    focus; returns it."""
    name = find(name=words.say("Name"), role_name="text")
    focus_window("EntryDesk")
    wait_for("focus in Name", lambda: "focused" in states(name))
    return name


def german_from_lang_alone(country_shown, postcode_name, amount):
    """A German window: the country shows `country_shown`, the postcode field is named
    `postcode_name`, Save on the empty form says the name's error in German; Germany picked by
    its English name, an address and `amount` typed with a comma, saved with a German banner."""
    words = Words("de")
    name = focus_name(words)
    country = find(name=words.say("Country"), role_name="combo box")
    check(text(country) == country_shown, f"the country shown as {country_shown!r}: seen {text(country)!r}")
    postcode = find(name=words.field("Postal code"), role_name="text")
    city = find(name=words.field("City"), role_name="text")
    check(postcode.name == postcode_name, f"the postcode field named {postcode_name!r}: seen {postcode.name!r}")
    # Save on the empty form: the name field says what is wrong, in German.
    key("ctrl+s")
    expect_error(name, words.say("Enter the name"))
    # Found by its English name too.
    click(country)
    wait_for("focus in Country", lambda: "focused" in states(country))
    key("ctrl+a")
    type_text("Germany")
    wait_for(f"{country_shown} in the list", lambda: [n for n in find_all(role_name="list item", showing=True)
                                                      if n.name.startswith(country_shown)])
    key("Return")
    click(name)
    wait_for("focus in Name", lambda: "focused" in states(name))
    type_text("Ada Lovelace")
    click(find(name=words.field("Address line 1"), role_name="text"))
    type_text("Unter den Linden 77")
    click(postcode)
    type_text("10117")
    click(city)
    type_text("Berlin")
    tab_to(find(name=words.say("Amount"), role_name="text"))
    type_text(amount)
    key("ctrl+s")
    find(name=words.fill(words.say("Saved entry for %@."), "Ada Lovelace"), showing=True)


def pick_and_save(language, country_shown, prefecture, amount):
    """A window in `language`: the country shows `country_shown` (and, if not None, the
    prefecture field is named `prefecture`); Save on the empty form says the name's error in
    the language; then a US address picked from the suggestions (their count in the language
    and its digits) and `amount`, saved with the banner in the language."""
    words = Words(language)
    name = focus_name(words)
    country = find(name=words.say("Country"), role_name="combo box")
    check(text(country) == country_shown, f"the country shown as {country_shown!r}: seen {text(country)!r}")
    if prefecture is not None:
        find(name=prefecture, role_name="combo box")
        check(words.field("Prefecture") == prefecture,
              f"the prefecture field named {prefecture!r} by the catalogue: it says {words.field('Prefecture')!r}")
    key("ctrl+s")
    expect_error(name, words.say("Enter the name"))
    click(country)
    wait_for("focus in Country", lambda: "focused" in states(country))
    key("ctrl+a")
    type_text("US")
    key("Return")
    find(name=words.field("ZIP code"), role_name="text")
    click(name)
    wait_for("focus in Name", lambda: "focused" in states(name))
    type_text("Ada Lovelace")
    search = find(name=words.say("Find an address"), role_name="combo box")
    click(search)
    wait_for("focus in the address search", lambda: "focused" in states(search))
    type_text("1600 amph")
    # The group of five suites, its count in the language and the locale's digits.
    counts = [words.fill(words.count("%@ address", "%@ addresses", 5), digit) for digit in ("5", "٥")]
    wait_for(f"the suggestions ending {counts!r}", lambda: [n for n in find_all(role_name="list item", showing=True)
                                                           if any(n.name.endswith(count) for count in counts)])
    key("Return")
    wait_for("the suites", lambda: [n for n in find_all(role_name="list item", showing=True) if "STE 300" in n.name])
    key("Down", "Down", "Return")
    line2 = find(name=words.field("Address line 2"), role_name="text")
    wait_for("line 2 filled with STE 300", lambda: text(line2) == "STE 300")
    tab_to(find(name=words.say("Amount"), role_name="text"))
    type_text(amount)
    key("ctrl+s")
    find(name=words.fill(words.say("Saved entry for %@."), "Ada Lovelace"), showing=True)


def print_name_field_place(language):
    """Prints where the Name field is in its window: its x, its width and the window's width
    (window coordinates); `language` None reads the English name, else that catalogue's."""
    label = Words(language).say("Name") if language else "Name"
    name = find(name=label, role_name="text")
    window = find(role_name="frame")
    x, _, width, _ = window_extents(name)
    _, _, window_width, _ = window.queryComponent().getExtents(pyatspi.WINDOW_COORDS)
    print(f"{x} {width} {window_width}")
