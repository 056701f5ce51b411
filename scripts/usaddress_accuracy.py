#!/usr/bin/env python3
"""usaddress's accuracy on the US addresses of the parse set, for `entrydesk-bench parse`.

usaddress (PyPI) tags the words of a US address; its tags are mapped to the fields the parser
fills (street line 1 and the unit as line 2, city, state, ZIP, recipient) and compared the way
ParseAccuracy compares (case, spacing, width and a final dot or comma ignored). It is given the
country for free, being US-only. Usage: usaddress_accuracy.py SET.jsonl
"""
import json, sys, time, unicodedata

try:
    import usaddress
except ImportError:
    print("parse: usaddress not installed (scripts/install-deps.sh --test)")
    sys.exit(0)

STREET = {"AddressNumberPrefix", "AddressNumber", "AddressNumberSuffix", "StreetNamePreModifier",
          "StreetNamePreDirectional", "StreetNamePreType", "StreetName", "StreetNamePostType",
          "StreetNamePostDirectional", "StreetNamePostModifier", "BuildingName", "USPSBoxType", "USPSBoxID"}
UNIT = {"OccupancyType", "OccupancyIdentifier", "SubaddressType", "SubaddressIdentifier"}
COMPANY_WORDS = {"inc", "llc", "ltd", "corp", "co", "gmbh", "ltda", "spa", "sa", "plc", "limited"}


def folded(text):
    return "\n".join(" ".join(unicodedata.normalize("NFKC", line).casefold().split()).strip(".,")
                     for line in text.split("\n"))


def fields(text):
    tagged, _ = usaddress.tag(text.replace("\n", ", "))
    street = " ".join(v for k, v in tagged.items() if k in STREET)
    unit = " ".join(v for k, v in tagged.items() if k in UNIT)
    recipient = tagged.get("Recipient", "")
    is_company = any(w.strip(".,").lower().replace(".", "") in COMPANY_WORDS for w in recipient.split())
    return {"country_code": "US", "country_area": tagged.get("StateName", ""), "city": tagged.get("PlaceName", ""),
            "city_area": "", "postal_code": tagged.get("ZipCode", ""),
            "street_address": "\n".join(x for x in (street, unit) if x),
            "name": "" if is_company else recipient, "company_name": recipient if is_company else ""}


def main(path):
    rows = [json.loads(l) for l in open(path, encoding="utf-8") if l.strip()]
    rows = [r for r in rows if r["expected"]["country_code"] == "US"]
    right = 0
    start = time.perf_counter()
    for row in rows:
        try:
            got = fields(row["text"])
        except usaddress.RepeatedLabelError:
            continue
        if all(folded(row["expected"].get(k, "")) == folded(got[k].strip(",")) for k in got):
            right += 1
    elapsed = (time.perf_counter() - start) * 1000 / max(len(rows), 1)
    print(f"parse: usaddress on the US part: {100 * right / len(rows):.1f}% fully right ({right}/{len(rows)}), "
          f"{elapsed:.3f} ms per address")


if __name__ == "__main__":
    main(sys.argv[1])
