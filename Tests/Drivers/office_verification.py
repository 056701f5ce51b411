"""An office's own field as a verified field of a batch: the second keying of a batch that
checks Amount and the form file's IBAN, by keyboard alone. Called by name from
Tests/EntryDeskTests/OfficeFieldVerificationEndToEndTests.swift; every wait is for something
the accessibility tree shows.
"""
from atspi_lib import check, find, key, shown_exactly, sign_in, states, text, type_text, wait_for


def second_keying_stops_at_the_iban(verifier, batch, slip_name, invoice, amount, iban_typed, differ):
    """`verifier` signed in takes up `batch`'s second keying: the slip's name and its invoice
    number shown read-only, its amount and IBAN empty; Amount first, Enter past the read-only
    Reference and Invoice number to IBAN; `iban_typed` (another valid IBAN) stops at the IBAN
    saying `differ`; Alt+F keeps the first and the batch is verified."""
    sign_in(verifier)
    key("ctrl+shift+v")
    find(name=f"Verifying batch {batch}, entry 1 of 1: key Amount and IBAN again from the slip.", showing=True)
    name = find(name="Name", role_name="text")
    amount_field = find(name="Amount", role_name="text")
    iban = find(name="IBAN", role_name="text")
    invoice_field = find(name="Invoice number", role_name="text")
    wait_for("the slip's name shown", lambda: text(name) == slip_name)
    check(text(amount_field) == "" and text(iban) == "", "the first keying is not shown: " + repr((text(amount_field), text(iban))))
    check(text(invoice_field) == invoice, f"the invoice number kept: expected {invoice!r}, seen {text(invoice_field)!r}")
    check("editable" not in states(invoice_field), "the invoice number is read-only: " + repr(states(invoice_field)))
    check("editable" in states(iban), "the IBAN takes keys: " + repr(states(iban)))
    wait_for("focus in Amount", lambda: "focused" in states(amount_field))
    type_text(amount)
    key("Return")
    wait_for("Enter past the read-only fields to IBAN", lambda: "focused" in states(iban))
    type_text(iban_typed)
    key("Return")
    wait_for(f"the mismatch said: {differ!r}", lambda: shown_exactly(differ))
    wait_for("stopped at the IBAN", lambda: "focused" in states(iban))
    key("alt+f")
    find(name=f"Batch {batch} is verified.", showing=True)
