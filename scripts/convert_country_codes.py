#!/usr/bin/env python3
"""Generate data/country-codes.json: what the country picker finds a country by besides its
names in the window's language and English.

  * ISO 3166-1 alpha-3 codes ("GBR", "USA", "DEU") from Debian's iso-codes
    (/usr/share/iso-codes/json/iso_3166-1.json, LGPL-2.1+).
  * A short hand-kept table of what operators type that ISO does not list: codes in common use
    ("UK", "UAE"), the usual English names ISO or CLDR write otherwise ("Great Britain",
    "America", "Holland") and the countries' own names ("Deutschland", "España", "Nippon").

Usage:
  apt-get install iso-codes
  python3 scripts/convert_country_codes.py            # writes data/country-codes.json
  python3 scripts/convert_country_codes.py --check    # exits 1 if the file is stale
"""
import argparse
import json
import os
import sys

ISO_CODES_JSON = "/usr/share/iso-codes/json/iso_3166-1.json"
OUTPUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "data", "country-codes.json")

# Codes people type that are not the country's ISO codes.
COMMON_CODES = {
    "GB": ["UK"],
    "AE": ["UAE"],
    "US": ["USA"],
}

# Names people type that are neither CLDR's English name nor (in a translated window) its
# translation: older or everyday English names and the countries' own names.
COMMON_NAMES = {
    "AT": ["Österreich"],
    "BR": ["Brasil"],
    "CH": ["Schweiz", "Suisse", "Svizzera"],
    "CI": ["Ivory Coast"],
    "CN": ["Zhongguo", "中国"],
    "CV": ["Cape Verde"],
    "CZ": ["Czech Republic", "Česko"],
    "DE": ["Deutschland"],
    "ES": ["España"],
    "FI": ["Suomi"],
    "GB": ["Great Britain", "Britain", "England", "Scotland", "Wales", "Northern Ireland", "United Kingdom"],
    "GR": ["Hellas", "Ελλάδα"],
    "HU": ["Magyarország"],
    "IT": ["Italia"],
    "JP": ["Nippon", "Nihon", "日本"],
    "KP": ["North Korea"],
    "KR": ["South Korea", "Korea"],
    "MK": ["Macedonia"],
    "MM": ["Burma"],
    "NL": ["Holland", "Nederland", "The Netherlands"],
    "NO": ["Norge"],
    "PL": ["Polska"],
    "RU": ["Russia", "Rossiya"],
    "SE": ["Sverige"],
    "SZ": ["Swaziland"],
    "TR": ["Turkey", "Türkiye"],
    "US": ["America", "United States of America", "United States"],
    "VA": ["Vatican", "Holy See"],
    "VN": ["Viet Nam"],
}


def build():
    with open(ISO_CODES_JSON, encoding="utf-8") as handle:
        countries = json.load(handle)["3166-1"]
    alpha3 = {c["alpha_2"]: c["alpha_3"] for c in sorted(countries, key=lambda c: c["alpha_2"])}
    for code in list(COMMON_CODES) + list(COMMON_NAMES):
        if code not in alpha3:
            sys.exit(f"convert_country_codes: {code} is no ISO 3166-1 code")
    return {
        "source": {
            "alpha3": "Debian iso-codes iso_3166-1.json (LGPL-2.1+)",
            "codes": "scripts/convert_country_codes.py COMMON_CODES",
            "names": "scripts/convert_country_codes.py COMMON_NAMES",
        },
        "alpha3": alpha3,
        "codes": COMMON_CODES,
        "names": COMMON_NAMES,
    }


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="exit 1 if the file differs")
    args = parser.parse_args()
    text = json.dumps(build(), ensure_ascii=False, indent=1, sort_keys=True) + "\n"
    if args.check:
        with open(OUTPUT, encoding="utf-8") as handle:
            sys.exit(0 if handle.read() == text else 1)
    with open(OUTPUT, "w", encoding="utf-8") as handle:
        handle.write(text)


if __name__ == "__main__":
    main()
