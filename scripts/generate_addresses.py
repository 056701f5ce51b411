#!/usr/bin/env python3
"""Generate synthetic US-like addresses in the OpenAddresses CSV layout.

    scripts/generate_addresses.py N OUT.csv [--seed 7]

LON,LAT,NUMBER,STREET,UNIT,CITY,DISTRICT,REGION,POSTCODE,ID,HASH with a header row. The output
is a pure function of N and the seed. Cities come with their real state and a fixed set of
ZIP codes; every street belongs to one city and one of its ZIP codes; about one building in
twelve has units (APT/STE/UNIT). A few landmark rows are always present (1600 Amphitheatre Pkwy,
Mountain View, CA 94043 with five suites) together with names carrying diacritics (Rue de
l'Église, Calle Niño, San José), so tests and demos can rely on them. The data is made up; no
licence applies beyond this repository's.

The bundled sample is made with:

    python3 scripts/generate_addresses.py 4000 data/sample-addresses.csv
    swift run entrydesk index build --out data/sample-addresses.edidx data/sample-addresses.csv
"""
import argparse
import csv
import hashlib
import random
import sys

# (city, state, county, first ZIP, number of ZIPs, lon, lat)
CITIES = [
    ("Mountain View", "CA", "Santa Clara", 94040, 4, -122.08, 37.39),
    ("San José", "CA", "Santa Clara", 95110, 8, -121.89, 37.34),
    ("Palo Alto", "CA", "Santa Clara", 94301, 4, -122.14, 37.44),
    ("Los Angeles", "CA", "Los Angeles", 90001, 12, -118.24, 34.05),
    ("San Francisco", "CA", "San Francisco", 94102, 10, -122.42, 37.77),
    ("La Cañada Flintridge", "CA", "Los Angeles", 91011, 1, -118.20, 34.20),
    ("Portland", "OR", "Multnomah", 97201, 8, -122.68, 45.52),
    ("Seattle", "WA", "King", 98101, 10, -122.33, 47.61),
    ("Spokane", "WA", "Spokane", 99201, 5, -117.43, 47.66),
    ("Boise", "ID", "Ada", 83702, 4, -116.20, 43.62),
    ("Phoenix", "AZ", "Maricopa", 85003, 10, -112.07, 33.45),
    ("Tucson", "AZ", "Pima", 85701, 6, -110.97, 32.22),
    ("Española", "NM", "Rio Arriba", 87532, 1, -106.08, 35.99),
    ("Albuquerque", "NM", "Bernalillo", 87102, 7, -106.65, 35.08),
    ("Cañon City", "CO", "Fremont", 81212, 1, -105.24, 38.44),
    ("Denver", "CO", "Denver", 80202, 9, -104.99, 39.74),
    ("Austin", "TX", "Travis", 78701, 9, -97.74, 30.27),
    ("San Antonio", "TX", "Bexar", 78201, 9, -98.49, 29.42),
    ("El Paso", "TX", "El Paso", 79901, 6, -106.49, 31.76),
    ("Houston", "TX", "Harris", 77002, 12, -95.37, 29.76),
    ("Chicago", "IL", "Cook", 60601, 12, -87.63, 41.88),
    ("Springfield", "IL", "Sangamon", 62701, 4, -89.65, 39.78),
    ("Springfield", "MA", "Hampden", 1103, 4, -72.59, 42.10),
    ("Springfield", "MO", "Greene", 65802, 5, -93.29, 37.21),
    ("Minneapolis", "MN", "Hennepin", 55401, 8, -93.27, 44.98),
    ("Detroit", "MI", "Wayne", 48201, 8, -83.05, 42.33),
    ("Columbus", "OH", "Franklin", 43201, 8, -83.00, 39.96),
    ("Nashville", "TN", "Davidson", 37201, 7, -86.78, 36.16),
    ("Atlanta", "GA", "Fulton", 30303, 9, -84.39, 33.75),
    ("Miami", "FL", "Miami-Dade", 33125, 9, -80.19, 25.76),
    ("Orlando", "FL", "Orange", 32801, 6, -81.38, 28.54),
    ("Charlotte", "NC", "Mecklenburg", 28202, 7, -80.84, 35.23),
    ("Richmond", "VA", "Richmond City", 23219, 5, -77.44, 37.54),
    ("Washington", "DC", "District of Columbia", 20001, 10, -77.04, 38.91),
    ("Baltimore", "MD", "Baltimore City", 21201, 8, -76.61, 39.29),
    ("Philadelphia", "PA", "Philadelphia", 19102, 10, -75.17, 39.95),
    ("New York", "NY", "New York", 10001, 14, -73.99, 40.75),
    ("Brooklyn", "NY", "Kings", 11201, 10, -73.95, 40.65),
    ("Boston", "MA", "Suffolk", 2108, 8, -71.06, 42.36),
    ("Burlington", "VT", "Chittenden", 5401, 2, -73.21, 44.48),
    ("Lafayette", "LA", "Lafayette", 70501, 4, -92.02, 30.22),
    ("New Orleans", "LA", "Orleans", 70112, 8, -90.07, 29.95),
    ("Honolulu", "HI", "Honolulu", 96813, 6, -157.86, 21.31),
    ("Anchorage", "AK", "Anchorage", 99501, 5, -149.90, 61.22),
    ("Salt Lake City", "UT", "Salt Lake", 84101, 6, -111.89, 40.76),
    ("Las Vegas", "NV", "Clark", 89101, 9, -115.14, 36.17),
]

NAMES = [
    "Main", "Oak", "Pine", "Maple", "Cedar", "Elm", "Washington", "Lake", "Hill", "Park",
    "Lincoln", "Jefferson", "Madison", "Franklin", "Jackson", "Adams", "Monroe", "Wilson",
    "Highland", "Sunset", "Ridge", "River", "Spring", "Church", "Mill", "Center", "Forest",
    "Meadow", "Valley", "Willow", "Walnut", "Chestnut", "Birch", "Aspen", "Magnolia",
    "Dogwood", "Laurel", "Hickory", "Sycamore", "Cherry", "Peach", "Orchard", "Prospect",
    "Broad", "Market", "Union", "Liberty", "Independence", "Grant", "Sherman", "Hamilton",
    "Kennedy", "Roosevelt", "King", "Green", "Bay", "Harbor", "Ocean", "Beach", "Canyon",
    "Mesa", "Vista", "Summit", "Mountain", "Bridge", "College", "University", "School",
    "Academy", "Railroad", "Depot", "Mission", "Alameda", "El Camino Real", "Santa Fe",
    "Sierra", "Shoreline", "Stevens Creek", "Castro", "Dolores", "Valencia", "Guerrero",
    "Cherokee", "Cheyenne", "Apache", "Navajo", "Seminole", "Dakota", "Montana", "Georgia",
    "Virginia", "Carolina", "Colorado", "Arizona", "Nevada", "Oregon", "Vermont", "Delaware",
    "Juniper", "Cypress", "Redwood", "Sequoia", "Poplar", "Locust", "Mulberry", "Holly",
    "Ivy", "Rose", "Lilac", "Jasmine", "Daisy", "Primrose", "Heather", "Clover", "Fox",
    "Deer", "Eagle", "Hawk", "Falcon", "Robin", "Cardinal", "Sparrow", "Quail", "Heron",
    "Amphion", "Ampère", "Amherst", "Ambrose", "Andover", "Arlington", "Ashland", "Auburn",
    "Bancroft", "Belmont", "Berkeley", "Beverly", "Bristol", "Cambridge", "Camden", "Clinton",
    "Concord", "Dartmouth", "Dover", "Easton", "Fairfax", "Glenwood", "Greenwich", "Hanover",
    "Kingston", "Lexington", "Manchester", "Newport", "Oxford", "Princeton", "Quincy",
    "Salem", "Stratford", "Trenton", "Warwick", "Windsor", "Yorktown", "Camino", "Alamo",
    "1st", "2nd", "3rd", "4th", "5th", "6th", "7th", "8th", "9th", "10th", "11th", "12th",
    "14th", "16th", "18th", "21st", "23rd", "42nd",
]
SPANISH_FRENCH = [
    "Calle Niño", "Calle de la Peña", "Avenida España", "Camino de los Álamos",
    "Rue de l'Église", "Rue du Château", "Avenue des Érables", "Paseo del Río",
]
TYPES = ["St", "Ave", "Rd", "Blvd", "Dr", "Ln", "Ct", "Pl", "Way", "Pkwy", "Cir", "Ter", "Hwy"]
TYPE_WEIGHTS = [30, 22, 12, 5, 12, 6, 5, 3, 5, 2, 3, 2, 1]
DIRECTIONS = ["N", "S", "E", "W", "NE", "NW", "SE", "SW"]
UNIT_KINDS = ["APT", "STE", "UNIT"]

LANDMARKS = [
    # number, street, units, city index, zip
    ("1600", "Amphitheatre Pkwy", ["STE 100", "STE 200", "STE 300", "STE 400", "STE 500"], 0, "94043"),
    ("1600", "Amphitheatre Pkwy", [], 0, "94043"),  # the building itself is an address too
    ("1601", "Amphitheatre Pkwy", [], 0, "94043"),
    ("100", "Rue de l'Église", [], 40, "70501"),
    ("12", "Calle Niño", ["APT 1", "APT 2", "APT 3"], 12, "87532"),
    ("350", "5th Ave", ["STE 101", "STE 202", "STE 303", "STE 404", "STE 3400", "STE 5000"], 36, "10118"),
    ("1", "Avenida España", [], 1, "95112"),
]


def street_name(rng):
    if rng.random() < 0.01:
        return rng.choice(SPANISH_FRENCH)
    name = rng.choice(NAMES)
    kind = rng.choices(TYPES, TYPE_WEIGHTS)[0]
    street = f"{name} {kind}"
    roll = rng.random()
    if roll < 0.12:
        street = f"{rng.choice(DIRECTIONS)} {street}"
    elif roll < 0.16:
        street = f"{street} {rng.choice(DIRECTIONS)}"
    return street


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("count", type=int, help="how many rows (addresses and units) to write")
    parser.add_argument("out", help="output CSV path, '-' for stdout")
    parser.add_argument("--seed", type=int, default=7)
    args = parser.parse_args()
    rng = random.Random(args.seed)
    out = sys.stdout if args.out == "-" else open(args.out, "w", newline="", encoding="utf-8")
    writer = csv.writer(out, lineterminator="\n")
    writer.writerow(["LON", "LAT", "NUMBER", "STREET", "UNIT", "CITY", "DISTRICT", "REGION", "POSTCODE", "ID", "HASH"])

    # Streets per city scale with the requested size so that large sets stay realistic
    # (about 60 buildings per street).
    streets_per_city = max(8, args.count // (60 * len(CITIES)))
    city_streets = []
    for index, city in enumerate(CITIES):
        zips = [f"{city[3] + offset:05d}" for offset in range(city[4])]
        streets = {}
        while len(streets) < streets_per_city:
            name = street_name(rng)
            if name not in streets:
                streets[name] = rng.choice(zips)
        city_streets.append(list(streets.items()))

    written = 0
    serial = 0

    def emit(number, street, unit, city_index, zipcode):
        nonlocal written, serial
        city, state, county, _, _, lon, lat = CITIES[city_index]
        serial += 1
        row_id = f"{serial}"
        digest = hashlib.md5(f"{number}|{street}|{unit}|{city}|{zipcode}".encode()).hexdigest()[:16]
        writer.writerow([
            f"{lon + rng.uniform(-0.08, 0.08):.7f}", f"{lat + rng.uniform(-0.08, 0.08):.7f}",
            number, street, unit, city, county, state, zipcode, row_id, digest,
        ])
        written += 1

    for number, street, units, city_index, zipcode in LANDMARKS:
        if units:
            for unit in units:
                emit(number, street, unit, city_index, zipcode)
        else:
            emit(number, street, "", city_index, zipcode)

    while written < args.count:
        city_index = rng.randrange(len(CITIES))
        street, zipcode = rng.choice(city_streets[city_index])
        number = str(rng.choice([rng.randint(1, 99), rng.randint(100, 999), rng.randint(1000, 9999), rng.randint(10000, 29999)]))
        if rng.random() < 0.02:
            number += rng.choice("ABC")
        if rng.random() < 0.08:
            kind = rng.choice(UNIT_KINDS)
            floors = rng.randint(1, 6)
            per_floor = rng.randint(2, 8)
            for floor in range(1, floors + 1):
                for door in range(1, per_floor + 1):
                    if written >= args.count:
                        break
                    emit(number, street, f"{kind} {floor}{door:02d}", city_index, zipcode)
        else:
            emit(number, street, "", city_index, zipcode)
    if out is not sys.stdout:
        out.close()


if __name__ == "__main__":
    main()
