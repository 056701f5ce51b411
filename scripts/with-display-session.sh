#!/usr/bin/env bash
# Runs a command inside a private D-Bus session and an Xvfb display, with the accessibility bus
# able to reach the display: how the widget and end-to-end tests meet GTK as a person would.
# Usage: [ENTRYDESK_SCREEN=WxHxDEPTH] scripts/with-display-session.sh COMMAND [ARGS...]
# The screen is 1280x800 (what the tests are written for) unless ENTRYDESK_SCREEN says otherwise
# (the gallery shows the desk window at 1920x1080 too).
#
# Xvfb picks its own free display number (-displayfd) instead of `xvfb-run -a`, which picks one
# from the lock files it sees: two sessions starting at once (a `make one` beside a `make test`,
# or a test starting a session of its own beside another) could take the same number, and the
# one that ended took the other's display with it ("X connection to :104 broken").
set -euo pipefail
# ENTRYDESK_IN_DISPLAY_SESSION: unset, then "bus" inside the new D-Bus session, then "1" once the
# display is up (a command started inside runs there; a test that wants a session of its own
# unsets it).
case "${ENTRYDESK_IN_DISPLAY_SESSION:-}" in
1) exec "$@" ;;
bus) ;;
*) export ENTRYDESK_IN_DISPLAY_SESSION=bus; exec dbus-run-session -- "$0" "$@" ;;
esac
folder=$(mktemp -d "${TMPDIR:-/tmp}/entrydesk-display.XXXXXX")
server=
cleanup() {
    if [[ -n "$server" ]]; then kill "$server" 2>/dev/null || true; wait "$server" 2>/dev/null || true; fi
    rm -rf "$folder"
}
trap cleanup EXIT
trap 'exit 130' INT
trap 'exit 143' TERM
# One cookie: the server loads every entry of its -auth file whatever display it names, and
# the entry for the display it picks is added once the number is known.
cookie=$(mcookie)
touch "$folder/auth"
xauth -q -f "$folder/auth" add :0 . "$cookie"
mkfifo "$folder/display"
Xvfb -displayfd 3 -screen 0 "${ENTRYDESK_SCREEN:-1280x800x24}" -nolisten tcp -auth "$folder/auth" \
    3>"$folder/display" 2>"$folder/xvfb.log" &
server=$!
# The number is written once the server accepts connections; nothing if it failed to start.
if ! read -r number <"$folder/display" || [[ -z "$number" ]]; then
    echo "with-display-session: Xvfb did not start:" >&2
    cat "$folder/xvfb.log" >&2
    exit 1
fi
xauth -q -f "$folder/auth" add ":$number" . "$cookie"
export DISPLAY=":$number" XAUTHORITY="$folder/auth" ENTRYDESK_IN_DISPLAY_SESSION=1
# Inside: let D-Bus-activated services (the AT-SPI bus) see the display.
dbus-update-activation-environment DISPLAY XAUTHORITY >/dev/null 2>&1 || true
export GSK_RENDERER="${GSK_RENDERER:-cairo}"
export NO_AT_BRIDGE=0
# Not exec: the display is stopped (and its folder removed) when the command ends.
status=0
"$@" || status=$?
exit "$status"
