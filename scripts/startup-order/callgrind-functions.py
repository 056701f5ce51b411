"""Prints, one per line, the functions of one object that every given callgrind profile saw run.

Usage: callgrind-functions.py OBJECT_NAME CALLGRIND_OUT...
Callgrind names objects and functions once, "ob=(7) /path" or "fn=(12) name", and by number
alone afterwards; every function that ran has an "fn=" record under its object.
"""
import re
import sys

RECORD = re.compile(r"(c?ob|c?fn)=\((\d+)\)(?: (.*))?$")


def functions(profile, object_name):
    names = {"ob": {}, "fn": {}}
    current_object = None
    seen = set()
    for line in profile:
        match = RECORD.match(line.rstrip("\n"))
        if not match:
            continue
        kind, number, name = match.groups()
        table = names[kind.lstrip("c")]
        if name is not None:
            table[number] = name
        name = table.get(number)
        if kind == "ob":
            current_object = name
        elif kind == "fn" and current_object and current_object.endswith("/" + object_name):
            # Unnamed code ("0x...") cannot be ordered by name.
            if name and not name.startswith("0x") and name not in seen:
                seen.add(name)
                yield name


def main():
    object_name, paths = sys.argv[1], sys.argv[2:]
    common = None
    for path in paths:
        with open(path, encoding="utf-8", errors="replace") as profile:
            ran = set(functions(profile, object_name))
        common = ran if common is None else common & ran
    # Sorted: which functions run matters, not callgrind's order, and a re-recording then
    # shows as the functions that came and went.
    for name in sorted(common or ()):
        print(name)


if __name__ == "__main__":
    main()
