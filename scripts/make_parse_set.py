#!/usr/bin/env python3
"""Builds Tests/Data/parse-addresses.jsonl, the labelled set for AddressParser's
accuracy floor (AddressParserTests) and `entrydesk-bench parse`.

Each line: {"text", "country_code" (hint, sometimes empty), "expected": {address fields}}.
Addresses are assembled from real-looking parts (streets and towns per country, subdivision keys
of data/address, postcodes of each country's shape) in varied forms: multi-line or one line,
commas or none, country named or not, abbreviated street words, upper case, a name or company
line, a unit. Deterministic (fixed seed) so the figures are comparable run to run.
"""
import json, random, sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
rng = random.Random(23)

def digits(n): return "".join(rng.choice("0123456789") for _ in range(n))
def letter(s="ABCEGHJKLMNPRSTVXY"): return rng.choice(s)

POSTCODES = {
    "US": lambda: digits(5) if rng.random() < .8 else digits(5) + "-" + digits(4),
    "GB": lambda: rng.choice(["SW1A", "EC1A", "M1", "B33", "CR2", "LS1", "EH1", "W1D"]) + " " + digits(1) + letter("ABDEFGHJLNPQRSTUWXYZ") + letter("ABDEFGHJLNPQRSTUWXYZ"),
    "DE": lambda: str(rng.randint(10000, 99999)),
    "FR": lambda: str(rng.randint(10000, 95999)),
    "CA": lambda: letter() + digits(1) + letter("ABCEGHJKLMNPRSTVWXYZ") + " " + digits(1) + letter("ABCEGHJKLMNPRSTVWXYZ") + digits(1),
    "JP": lambda: digits(3) + "-" + digits(4),
    "BR": lambda: digits(5) + "-" + digits(3),
    "AU": lambda: str(rng.randint(2000, 7999)),
    "NL": lambda: str(rng.randint(1000, 9999)) + " " + letter("ABCDEFGHJKLMNPRTUVWXYZ") + letter("ABCDEFGHJKLMNPRTUVWXYZ"),
    "IT": lambda: str(rng.randint(10000, 98999)),
    "ES": lambda: str(rng.randint(10000, 52999)),
    "IN": lambda: str(rng.randint(110000, 855999)),
}
# Towns with their subdivision key in data/address (None where the country has none).
TOWNS = {
    "US": [("Chicago", "IL"), ("Springfield", "IL"), ("Austin", "TX"), ("Denver", "CO"), ("Seattle", "WA"), ("Portland", "OR"), ("Miami", "FL"), ("Boston", "MA"), ("New York", "NY"), ("San Jose", "CA"), ("Salt Lake City", "UT"), ("Indianapolis", "IN")],
    "GB": [("London", None), ("Manchester", None), ("Birmingham", None), ("Leeds", None), ("Edinburgh", None), ("Croydon", None)],
    "DE": [("Berlin", None), ("München", None), ("Hamburg", None), ("Köln", None), ("Frankfurt am Main", None), ("Leipzig", None)],
    "FR": [("Paris", None), ("Lyon", None), ("Marseille", None), ("Toulouse", None), ("Lille", None), ("Nantes", None)],
    "CA": [("Toronto", "ON"), ("Ottawa", "ON"), ("Vancouver", "BC"), ("Calgary", "AB"), ("Halifax", "NS"), ("Winnipeg", "MB")],
    "JP": [(None, "東京都"), (None, "大阪府"), (None, "北海道"), (None, "京都府"), (None, "神奈川県"), (None, "福岡県")],
    "BR": [("São Paulo", "SP"), ("Rio de Janeiro", "RJ"), ("Belo Horizonte", "MG"), ("Salvador", "BA"), ("Curitiba", "PR"), ("Recife", "PE")],
    "AU": [("Sydney", "NSW"), ("Melbourne", "VIC"), ("Brisbane", "QLD"), ("Perth", "WA"), ("Adelaide", "SA"), ("Hobart", "TAS")],
    "NL": [("Amsterdam", None), ("Rotterdam", None), ("Utrecht", None), ("Den Haag", None), ("Eindhoven", None)],
    "IT": [("Roma", "RM"), ("Milano", "MI"), ("Napoli", "NA"), ("Torino", "TO"), ("Firenze", "FI"), ("Bologna", "BO")],
    "ES": [("Madrid", "M"), ("Barcelona", "B"), ("Valencia", "V"), ("Sevilla", "SE"), ("Bilbao", "BI"), ("Zaragoza", "Z")],
    "IN": [("Mumbai", "Maharashtra"), ("Pune", "Maharashtra"), ("Bengaluru", "Karnataka"), ("Chennai", "Tamil Nadu"), ("Kolkata", "West Bengal"), ("Jaipur", "Rajasthan")],
}
STREETS = {
    "US": ["Main Street", "Oak Avenue", "Maple Drive", "Sunset Boulevard", "Elm Road", "Cedar Lane", "Park Place"],
    "GB": ["Downing Street", "High Street", "Station Road", "Church Lane", "Victoria Road", "Mill Lane"],
    "CA": ["Queen Street", "King Street", "Yonge Street", "Bank Street", "Granville Street"],
    "AU": ["George Street", "Collins Street", "Queen Street", "Hay Street", "King William Road"],
    "IN": ["MG Road", "Linking Road", "Park Street", "Brigade Road", "Anna Salai Road"],
    "DE": ["Unter den Linden", "Hauptstraße", "Bahnhofstraße", "Schillerstraße", "Gartenweg", "Marktplatz"],
    "NL": ["Kalverstraat", "Damrak", "Herengracht", "Oudegracht", "Stationsweg", "Kerklaan"],
    "BR": ["Av. Paulista", "Rua Augusta", "Avenida Atlântica", "Rua da Bahia", "Rua XV de Novembro"],
    "IT": ["Via Roma", "Via del Corso", "Corso Buenos Aires", "Via Toledo", "Piazza Maggiore"],
    "ES": ["Calle Mayor", "Gran Vía", "Calle de Alcalá", "Paseo de Gracia", "Avenida de la Constitución"],
    "FR": ["rue de Rivoli", "avenue des Champs-Élysées", "boulevard Haussmann", "rue de la République", "place Bellecour"],
}
JP_AREAS = ["千代田区千代田", "中央区銀座", "北区梅田", "札幌市中央区北一条西", "横浜市中区山下町", "福岡市博多区博多駅前"]
BR_AREAS = ["Bela Vista", "Centro", "Copacabana", "Savassi", "Boa Viagem"]
NAMES = ["Jane Doe", "John Smith", "Maria Silva", "Hans Müller", "Sophie Martin", "Yuki Tanaka", "Priya Sharma", "Luca Rossi"]
COMPANIES = ["Acme Inc.", "Nordwind GmbH", "Globex Ltd", "Initech LLC", "Sol Ltda", "Ferro S.p.A."]
COUNTRY_NAMES = {"US": ["USA", "United States", "U.S.A."], "GB": ["United Kingdom", "UK", "England"], "DE": ["Germany", "Deutschland"],
                 "FR": ["France"], "CA": ["Canada"], "JP": ["Japan"], "BR": ["Brazil", "Brasil"], "AU": ["Australia"],
                 "NL": ["Netherlands", "Nederland"], "IT": ["Italy", "Italia"], "ES": ["Spain", "España"], "IN": ["India"]}
ABBREVIATIONS = {"Street": "St.", "Avenue": "Ave", "Drive": "Dr", "Boulevard": "Blvd", "Road": "Rd", "Lane": "Ln", "Place": "Pl",
                 "Straße": "Str.", "Avenida": "Av."}
UNITS = ["Suite 100", "Apt 5", "#305", "Unit 12", "Ste 210"]
NUMBER_FIRST = {"US", "GB", "CA", "AU", "IN", "FR"}

def one(country):
    town, area = rng.choice(TOWNS[country])
    postcode = POSTCODES[country]()
    exp = {"country_code": country, "country_area": area or "", "city": town or "", "city_area": "",
           "postal_code": postcode, "street_address": "", "name": "", "company_name": ""}
    number = str(rng.randint(1, 2999))
    if country == "JP":
        street = rng.choice(JP_AREAS) + f"{rng.randint(1, 9)}-{rng.randint(1, 30)}"
        lines = [("〒" if rng.random() < .5 else "") + postcode, area + street]
        exp["street_address"] = street
        if rng.random() < .3:  # full-width digits, as typed with a Japanese input method
            lines = [l.translate(str.maketrans("0123456789-", "０１２３４５６７８９－")) for l in lines]
        return lines, exp, False
    street = rng.choice(STREETS[country])
    if rng.random() < .4:
        for full, short in ABBREVIATIONS.items():
            street = street.replace(full, short)
    if country in NUMBER_FIRST:
        line1 = f"{number} {street}"
    elif country == "BR":
        line1 = f"{street}, {number}"
    else:
        line1 = f"{street} {number}"
    street_lines = [line1]
    if country in {"US", "CA", "AU"} and rng.random() < .3:
        street_lines.append(rng.choice(UNITS))
    exp["street_address"] = "\n".join(street_lines)
    lines = []
    if rng.random() < .25:
        who = rng.choice(NAMES + COMPANIES)
        exp["company_name" if who in COMPANIES else "name"] = who
        lines.append(who)
    lines += street_lines if rng.random() < .5 else [" ".join(street_lines)]
    if country == "BR":
        district = rng.choice(BR_AREAS)
        exp["city_area"] = district
        lines += [district, f"{town} - {area}", postcode]
    elif country in {"US", "CA", "AU"}:
        lines.append(f"{town}, {area} {postcode}" if rng.random() < .6 else f"{town} {area} {postcode}")
    elif country == "IN":
        lines += [f"{town} {postcode}", area]
    elif country == "GB":
        lines += [town, postcode]
    elif country in {"IT", "ES"}:
        lines.append(f"{postcode} {town} {area}")
    else:
        lines.append(f"{postcode} {town}")
    return lines, exp, True

def render(lines, country):
    named = rng.random() < .4
    if named:
        lines = lines + [rng.choice(COUNTRY_NAMES[country])]
    form = rng.random()
    if form < .4:
        text = "\n".join(lines)
    elif form < .8:
        text = ", ".join(lines)
    else:  # missing commas
        text = " ".join(lines)
    if rng.random() < .1:
        text = text.upper()
    hint = country if (not named and rng.random() < .2) else ""
    return text, hint, text.isupper()

def main(out):
    rows = []
    for country in POSTCODES:
        for _ in range(90):
            lines, exp, _ = one(country)
            text, hint, upper = render(lines, country)
            if upper:
                exp = {k: (v.upper() if k != "country_code" else v) for k, v in exp.items()}
            rows.append({"text": text, "country_code": hint, "expected": exp})
    # Hand-written hard cases: the five addresses AddressParserTests splits field by field, and
    # a few more.
    hard = ROOT / "Tests" / "Data" / "parse-addresses-hard.jsonl"
    rows += [json.loads(l) for l in hard.read_text().splitlines() if l.strip()]
    with open(out, "w", encoding="utf-8") as f:
        for row in rows:
            f.write(json.dumps(row, ensure_ascii=False) + "\n")
    print(f"{len(rows)} addresses written to {out}", file=sys.stderr)

if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else ROOT / "Tests" / "Data" / "parse-addresses.jsonl")
