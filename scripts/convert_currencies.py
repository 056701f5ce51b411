#!/usr/bin/env python3
"""Generate data/currencies.json: every active ISO 4217 currency with minor units and names.

Sources (all offline, installed through ordinary package clients):
  * ISO 4217 "List One" (the official table of active codes, numeric codes and minor units),
    as shipped verbatim in the PyPI package `iso4217` (public domain): iso4217/table.xml.
    Debian's iso-codes and pycountry carry no minor units, so this is the minor-unit source.
  * English currency names from Debian's `iso-codes` (/usr/share/iso-codes/json/iso_4217.json,
    LGPL-2.1+), falling back to pycountry (same data, newer release) and then to ISO's own name.
  * Cross-check only: Babel's CLDR currency digits (BSD-3-Clause). CLDR digits deliberately
    differ from ISO for some codes (e.g. IQD: ISO 3, CLDR 0), so they are reported, not used.

Usage:
  apt-get install iso-codes
  pip install iso4217==1.16.20260101 pycountry babel
  python3 scripts/convert_currencies.py            # writes data/currencies.json
  python3 scripts/convert_currencies.py --check    # exits 1 if data/currencies.json is stale
"""
import argparse
import json
import os
import sys
import xml.etree.ElementTree as ET

ISO_CODES_JSON = "/usr/share/iso-codes/json/iso_4217.json"
OUTPUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "data", "currencies.json")

# Minor units every reviewer expects; the script refuses to write a table that disagrees.
EXPECTED_MINOR_UNITS = {
    "USD": 2, "EUR": 2, "GBP": 2, "CHF": 2, "INR": 2, "BRL": 2,
    "JPY": 0, "KRW": 0, "ISK": 0, "CLP": 0,
    "BHD": 3, "KWD": 3, "JOD": 3, "OMR": 3, "TND": 3, "IQD": 3, "LYD": 3,
    "CLF": 4, "UYW": 4,
}


def load_iso_list_one():
    try:
        import iso4217  # noqa: F401  (only for the location of its data file)
    except ImportError:
        sys.exit("convert_currencies: pip install iso4217 (ships ISO 4217 List One as table.xml)")
    path = os.path.join(os.path.dirname(iso4217.__file__), "table.xml")
    root = ET.parse(path).getroot()
    published = root.attrib.get("Pblshd", "unknown")
    table = {}
    for entry in root.iter("CcyNtry"):
        code = (entry.findtext("Ccy") or "").strip()
        if not code:
            continue  # territories without a universal currency (Antarctica)
        name_node = entry.find("CcyNm")
        units_text = (entry.findtext("CcyMnrUnts") or "").strip()
        if units_text.isdigit():
            minor = int(units_text)
        elif units_text == "N.A.":
            minor = None  # precious metals, SDR, test and "no currency" codes
        else:
            sys.exit(f"convert_currencies: {path}: {code}: unexpected CcyMnrUnts {units_text!r}")
        number = (entry.findtext("CcyNbr") or "").strip()
        country = (entry.findtext("CtryNm") or "").strip()
        record = table.setdefault(code, {
            "code": code,
            "numeric": number,
            "minorUnits": minor,
            "isoName": (name_node.text or "").strip() if name_node is not None else code,
            "fund": name_node is not None and name_node.attrib.get("IsFund") == "true",
            "countries": [],
        })
        if record["minorUnits"] != minor or record["numeric"] != number:
            sys.exit(f"convert_currencies: {path}: {code} listed with conflicting numeric/minor units")
        if country and country not in record["countries"]:
            record["countries"].append(country)
    return published, path, table


def load_names():
    names = {}
    if os.path.exists(ISO_CODES_JSON):
        with open(ISO_CODES_JSON, encoding="utf-8") as handle:
            for item in json.load(handle)["4217"]:
                names[item["alpha_3"]] = item["name"]
    else:
        print(f"convert_currencies: {ISO_CODES_JSON} missing (apt-get install iso-codes); "
              "using pycountry names", file=sys.stderr)
    pycountry_names = {}
    try:
        import pycountry
        pycountry_names = {c.alpha_3: c.name for c in pycountry.currencies}
    except ImportError:
        print("convert_currencies: pycountry not installed; names fall back to ISO's", file=sys.stderr)
    return names, pycountry_names


def cldr_digits():
    try:
        from babel.numbers import get_currency_precision
    except ImportError:
        return None
    return get_currency_precision


def build():
    published, path, table = load_iso_list_one()
    names, pycountry_names = load_names()
    currencies = []
    name_sources = {"iso-codes": 0, "pycountry": 0, "ISO 4217 List One": 0}
    for code in sorted(table):
        record = table[code]
        if code in names:
            name, source = names[code], "iso-codes"
        elif code in pycountry_names:
            name, source = pycountry_names[code], "pycountry"
        else:
            name, source = record["isoName"], "ISO 4217 List One"
        name_sources[source] += 1
        currencies.append({
            "code": code,
            "numeric": record["numeric"],
            "minorUnits": record["minorUnits"],
            "name": name,
            "fund": record["fund"],
            "countries": sorted(record["countries"]),
        })
    for code, expected in EXPECTED_MINOR_UNITS.items():
        actual = table.get(code, {}).get("minorUnits")
        if actual != expected:
            sys.exit(f"convert_currencies: {code} minor units {actual}, expected {expected}")
    withdrawn = sorted(set(names) - set(table))
    digits = cldr_digits()
    differences = []
    if digits is not None:
        for item in currencies:
            if item["minorUnits"] is not None and digits(item["code"]) != item["minorUnits"]:
                differences.append(f'{item["code"]} ISO {item["minorUnits"]} CLDR {digits(item["code"])}')
    document = {
        "source": {
            "minorUnits": f"ISO 4217 List One published {published} (PyPI iso4217, public domain)",
            "names": "Debian iso-codes iso_4217.json (LGPL-2.1+), else pycountry, else ISO's name",
            "generator": "scripts/convert_currencies.py",
            "minorUnitsNull": "ISO lists N.A. (precious metals, SDR, test and no-currency codes)",
        },
        "currencies": currencies,
    }
    report = {
        "count": len(currencies),
        "nameSources": name_sources,
        "inIsoCodesButWithdrawn": withdrawn,
        "cldrDigitDifferences": differences,
    }
    return document, report


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="fail if data/currencies.json is stale")
    parser.add_argument("--output", default=OUTPUT)
    args = parser.parse_args()
    document, report = build()
    text = json.dumps(document, ensure_ascii=False, indent=1) + "\n"
    if args.check:
        with open(args.output, encoding="utf-8") as handle:
            if handle.read() != text:
                sys.exit(f"convert_currencies: {args.output} is stale; rerun the script")
        print(f"{args.output}: up to date ({report['count']} currencies)")
        return
    with open(args.output, "w", encoding="utf-8") as handle:
        handle.write(text)
    print(json.dumps(report, indent=1))


if __name__ == "__main__":
    main()
