"""The EntryDesk desk keyed by keyboard alone, with every keystroke counted from Name to Save
(a combination such as ctrl+s is one; the figures in the README), and no field that traps the
focus. Called by name from Tests/EntryDeskTests/KeyboardFlowEndToEndTests.swift; every wait is
for something the accessibility tree shows.
"""
from atspi_lib import DriverError, check, find, find_all, focus_name_field, focused_node, key, states, tab_to, text, type_text, wait_for


class Keyboard:
    """Presses keys as `key` and `type_text` do, counting each one."""

    def __init__(self):
        self.pressed = 0

    def keys(self, *names):
        self.pressed += len(names)
        key(*names)

    def typed(self, value):
        self.pressed += len(value)
        type_text(value)


def focus_on(node):
    """Waits until `node` has keyboard focus."""
    wait_for("focus on " + node.name, lambda: "focused" in states(node))


def address_with_its_unit(who, typed_search, suggestion, unit, amount):
    """From Name: the name, Enter, Enter, `typed_search` (the building, two letters of its street
    and the unit) in the address search until `suggestion` is the one row, Enter (on to the
    Amount, line 2 holding `unit`), the amount, Ctrl+S. Prints "KEYS" and the count."""
    keyboard = Keyboard()
    focus_name_field()
    keyboard.typed(who)
    keyboard.keys("Return")
    focus_on(find(name="Country", role_name="combo box"))
    keyboard.keys("Return")
    focus_on(find(name="Find an address", role_name="combo box"))
    # The building, two letters of its street and the unit: one address, highlighted.
    keyboard.typed(typed_search)
    find(name=suggestion, role_name="list item")
    keyboard.keys("Return")
    focus_on(find(name="Amount", role_name="text"))
    line2 = text(find(name="Address line 2", role_name="text"))
    check(line2 == unit, f"the unit in line 2: expected {unit!r}, seen {line2!r}")
    keyboard.typed(amount)
    keyboard.keys("ctrl+s")
    find(name=f"Saved entry for {who}.", showing=True)
    print("KEYS", keyboard.pressed)


def address_without_unit_by_enter_alone(who, typed_search, suggestion, amount):
    """From Name: the name, Enter, Enter, `typed_search` until `suggestion` shows, Enter, the
    amount, Enter (Reference), Enter (saves). Prints "KEYS" and the count."""
    keyboard = Keyboard()
    focus_name_field()
    keyboard.typed(who)
    keyboard.keys("Return", "Return")
    focus_on(find(name="Find an address", role_name="combo box"))
    keyboard.typed(typed_search)
    find(name=suggestion, role_name="list item")
    keyboard.keys("Return")
    focus_on(find(name="Amount", role_name="text"))
    keyboard.typed(amount)
    keyboard.keys("Return")
    focus_on(find(name="Reference", role_name="text"))
    keyboard.keys("Return")
    find(name=f"Saved entry for {who}.", showing=True)
    print("KEYS", keyboard.pressed)


def tab_picks_from_the_state_list(typed_state, state, header_buttons, steps):
    """Tab from the State list open on `typed_state` picks `state` and goes on to the ZIP code;
    the header bar shows `header_buttons`; then `steps` Tabs round the form (prints "ORDER" and
    the names focused, joined by |), and Shift+Tab from Name goes to Save."""
    keyboard = Keyboard()
    name = focus_name_field()
    state_field = find(name="State", role_name="combo box")
    tab_to(state_field)
    keyboard.typed(typed_state)
    keyboard.keys("Tab")
    focus_on(find(name="ZIP code", role_name="text"))
    check(text(state_field) == state, f"{state} picked: the State holds {text(state_field)!r}")
    # Round the form: after Save comes Name again, never the header bar's buttons.
    header = [n.name for n in find_all(role_name="push button") if n.name in header_buttons]
    # (GTK 4.8 shows a menu button and the button inside it, both named "Main Menu".)
    check(set(header) == set(header_buttons), f"the header bar's buttons {header_buttons!r}: seen {header!r}")
    order = []
    for _ in range(steps):
        before = focused_node()
        keyboard.keys("Tab")

        def moved():
            # Each Tab lands on a field named otherwise than the one before it.
            node = focused_node()
            return node if node is not None and (before is None or node.name != before.name) else None
        try:
            focused = wait_for("Tab moved focus on from " + (before.name if before else "nothing"), moved)
        except DriverError:
            focused = focused_node()  # the order printed shows where it stuck
        order.append(focused.name if focused else "?")
    print("ORDER", "|".join(order))
    # And back: Shift+Tab from Name goes to Save.
    tab_to(name)
    keyboard.keys("shift+Tab")
    focus_on(find(name="Save", role_name="push button"))
