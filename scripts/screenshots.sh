#!/usr/bin/env bash
# Takes the README's screenshots (entry screen and kiosk) from the real app under Xvfb.
# Usage: scripts/screenshots.sh [BINARY]   (default .build/debug/entrydesk)
set -euo pipefail
cd "$(dirname "$0")/.."
binary=${1:-.build/debug/entrydesk}
out=Resources/screenshots
mkdir -p "$out"
if [[ "${ENTRYDESK_IN_SCREENSHOT_SESSION:-}" != "1" ]]; then
    export ENTRYDESK_IN_SCREENSHOT_SESSION=1
    ENTRYDESK_IN_DISPLAY_SESSION= ENTRYDESK_SCREEN=1180x800x24 exec scripts/with-display-session.sh "$0" "$@"
fi
export GSK_RENDERER=cairo LANG=C.UTF-8
# The whole screen as a PNG, through GDK 3 from Debian's python3-gi (no ImageMagick needed).
grab() {
    /usr/bin/python3 -c 'import sys, gi; gi.require_version("Gdk", "3.0"); from gi.repository import Gdk
root = Gdk.get_default_root_window()
Gdk.pixbuf_get_from_window(root, 0, 0, root.get_width(), root.get_height()).savev(sys.argv[1], "png", [], [])' "$1"
}
home=$(mktemp -d)
trap 'rm -rf "$home"' EXIT
export XDG_DATA_HOME="$home/data" XDG_CONFIG_HOME="$home/config" ENTRYDESK_DATABASE="$home/entries.sqlite3"
cat > "$home/seed.jsonl" <<'JSONL'
{"name":"Grace Hopper","country_code":"US","country_area":"VA","city":"Arlington","postal_code":"22202","street_line1":"2000 Navy Pentagon","amount":"250.00","currency":"USD","reference":"INV-2026-0114"}
{"name":"Jürgen Müller","country_code":"DE","city":"München","postal_code":"80331","street_line1":"Marienplatz 1","amount":"1234.50","currency":"EUR","reference":"R-7781"}
{"name":"Aiko Tanaka","country_code":"JP","country_area":"Tokyo","city":"Chiyoda-ku","postal_code":"100-0001","street_line1":"1-1 Chiyoda","amount":"5000","currency":"JPY","reference":""}
JSONL
"$binary" import "$home/seed.jsonl" >/dev/null

"$binary" --separate-instance >/dev/null 2>&1 &
pid=$!
ENTRYDESK_TARGET_PID=$pid /usr/bin/python3 - <<'PY'
import sys; sys.path.insert(0, "Tests/Drivers")
from atspi_lib import *
name = find(name="Name", role_name="text")
focus_window("EntryDesk")
wait_for("focus in Name", lambda: "focused" in states(name))
type_text("Ada Lovelace")
search = find(name="Find an address", role_name="combo box")
click(search)
type_text("1600 amph")
find(name="1600 Amphitheatre Pkwy, Mountain View, CA 94043, 5 addresses", showing=True)
key("Down")
import time; time.sleep(0.5)
PY
grab "$out/entry-screen.png"
kill "$pid"

printf '2468\n2468\n' | "$binary" kiosk set-pin >/dev/null
# A terminal with a keyboard (Xvfb has none to type on): the picture shows the amount's keypad.
printf '\n[kiosk]\non-screen-keyboard = never\n' >> "$XDG_CONFIG_HOME/entrydesk/entrydesk.conf"
"$binary" --kiosk >/dev/null 2>&1 &
pid=$!
ENTRYDESK_TARGET_PID=$pid /usr/bin/python3 - <<'PY'
import sys; sys.path.insert(0, "Tests/Drivers")
from atspi_lib import *
name = find(name="Name", role_name="text")
focus_window("EntryDesk")
type_text("Katherine Johnson")
amount = find(name="Amount", role_name="text")
tab_to(amount)
type_text("25")
import time; time.sleep(0.5)
PY
grab "$out/kiosk.png"
kill "$pid"
echo "Wrote $out/entry-screen.png and $out/kiosk.png"
