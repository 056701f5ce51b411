#!/usr/bin/env python3
"""A stub of Smarty US Autocomplete Pro and Photon for AddressSearch's tests.

Listens on 127.0.0.1 (port 0 = any free port), prints "PORT <n>" on stdout, then serves until
stdin closes (so it dies with the test process). The first path segment picks a behaviour,
the rest is the service path:

  /ok/lookup      Smarty: suggestions, or secondaries when `selected` is given
  /ok/api         Photon: a GeoJSON FeatureCollection
  /e500/...       HTTP 500          /e401/...  HTTP 401
  /e429/...       HTTP 429 with Retry-After: 30
  /bad/...        a body that is not JSON
  /shape/...      JSON of the wrong shape (street_line is a number, features is a string)
  /slow/...       answers after 3 seconds (client timeouts, cancellation)
  /moved/...      302 to the same request under /ok/
  /gzip/...       the /ok/ answer, gzip-compressed (Content-Encoding: gzip)
  /huge/...       a 9 MB body (larger than any answer a client should accept)
  /_log           the request lines received so far, as a JSON array

Bodies follow the examples in Smarty's and Photon's documentation.
"""
import gzip
import json
import sys
import threading
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from urllib.parse import parse_qs, urlsplit

LOG = []
LOCK = threading.Lock()

SMARTY = {"suggestions": [
    {"street_line": "1600 Amphitheatre Pkwy", "secondary": "", "city": "Mountain View",
     "state": "CA", "zipcode": "94043", "entries": 0},
    {"street_line": "1600 Pennsylvania Ave NW", "secondary": "Ste", "city": "Washington",
     "state": "DC", "zipcode": "20500", "entries": 3},
]}
SMARTY_SECONDARIES = {"suggestions": [
    {"street_line": "1600 Pennsylvania Ave NW", "secondary": "Ste 100", "city": "Washington",
     "state": "DC", "zipcode": "20500", "entries": 1},
    {"street_line": "1600 Pennsylvania Ave NW", "secondary": "Ste 200", "city": "Washington",
     "state": "DC", "zipcode": "20500", "entries": 1},
    {"street_line": "1600 Pennsylvania Ave NW", "secondary": "Ste 300", "city": "Washington",
     "state": "DC", "zipcode": "20500", "entries": 1},
]}
PHOTON = {"type": "FeatureCollection", "features": [
    {"type": "Feature", "geometry": {"type": "Point", "coordinates": [-122.0842, 37.4224]},
     "properties": {"osm_id": 1, "osm_type": "W", "osm_key": "building", "osm_value": "yes",
                    "type": "house", "housenumber": "1600", "street": "Amphitheatre Parkway",
                    "city": "Mountain View", "state": "California", "postcode": "94043",
                    "country": "United States", "countrycode": "US"}},
    {"type": "Feature", "geometry": {"type": "Point", "coordinates": [2.3522, 48.8566]},
     "properties": {"osm_id": 2, "osm_type": "N", "osm_key": "place", "osm_value": "house",
                    "type": "house", "housenumber": "3", "street": "Rue de l'Église",
                    "city": "Paris", "state": "Île-de-France", "postcode": "75015",
                    "country": "France", "countrycode": "FR"}},
    {"type": "Feature", "geometry": {"type": "Point", "coordinates": [13.0, 47.8]},
     "properties": {"osm_id": 3, "osm_type": "R", "osm_key": "place", "osm_value": "city",
                    "type": "city", "name": "Salzburg", "state": "Salzburg",
                    "country": "Austria", "countrycode": "AT"}},
]}


class Handler(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"

    def log_message(self, *args):
        pass

    def send(self, status, body, headers=None):
        data = body if isinstance(body, bytes) else json.dumps(body).encode()
        self.send_response(status)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(data)))
        for name, value in (headers or {}).items():
            self.send_header(name, value)
        self.end_headers()
        try:
            self.wfile.write(data)
        except (BrokenPipeError, ConnectionResetError):
            pass

    def do_GET(self):
        parts = urlsplit(self.path)
        if parts.path == "/_log":
            with LOCK:
                return self.send(200, list(LOG))
        with LOCK:
            LOG.append({"path": parts.path, "query": parse_qs(parts.query), "referer": self.headers.get("Referer")})
        segments = parts.path.strip("/").split("/", 1)
        mode, service = segments[0], (segments[1] if len(segments) > 1 else "")
        query = parse_qs(parts.query)
        if mode == "slow":
            time.sleep(3)
            mode = "ok"
        if mode == "moved":
            self.send_response(302)
            self.send_header("Location", "/ok/" + service + ("?" + parts.query if parts.query else ""))
            self.send_header("Content-Length", "0")
            self.end_headers()
            return
        if mode == "huge":
            return self.send(200, b"[" + b" " * (9 << 20) + b"]")
        if mode == "gzip":
            body = SMARTY if service == "lookup" else PHOTON
            return self.send(200, gzip.compress(json.dumps(body).encode()), {"Content-Encoding": "gzip"})
        if mode == "e500":
            return self.send(500, {"errors": [{"message": "internal"}]})
        if mode == "e401":
            return self.send(401, {"errors": [{"id": 1, "message": "Unauthorized"}]})
        if mode == "e429":
            return self.send(429, {"errors": [{"message": "Too Many Requests"}]}, {"Retry-After": "30"})
        if mode == "bad":
            return self.send(200, b"<html>not json")
        if mode == "shape":
            if service == "lookup":
                return self.send(200, {"suggestions": [{"street_line": 5}]})
            return self.send(200, {"type": "FeatureCollection", "features": "none"})
        if service == "lookup":
            if "selected" in query:
                return self.send(200, SMARTY_SECONDARIES)
            return self.send(200, SMARTY)
        if service == "api":
            return self.send(200, PHOTON)
        return self.send(404, {"error": "no such path"})


def main():
    server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    server.daemon_threads = True
    threading.Thread(target=server.serve_forever, daemon=True).start()
    print(f"PORT {server.server_address[1]}", flush=True)
    sys.stdin.read()  # returns when the test process closes our stdin or exits
    server.shutdown()


if __name__ == "__main__":
    main()
