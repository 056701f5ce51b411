#!/usr/bin/env bash
# Regenerates symbols.txt, the linker's order for the functions `entrydesk` runs from exec to its
# window on screen with the saved entries in it. The release build (Makefile RELEASE) links them
# first and together: the kernel maps a binary's code 64 kB around each page it first runs, so
# start-up code spread over the binary's 19 MB of code kept 20.5 MB of the binary resident;
# packed, 14.7 MB (docs/STARTUP.md).
# Run it after changing what start-up does (names that no longer exist are ignored, new ones
# simply stay in place).
# Needs valgrind (apt install valgrind) and a release build: make release.
set -euo pipefail
cd "$(dirname "$0")/../.."
# One Xvfb and D-Bus session for the three runs.
if [[ "${ENTRYDESK_IN_DISPLAY_SESSION:-}" != "1" ]]; then
    exec scripts/with-display-session.sh "$0" "$@"
fi
binary=.build/release/entrydesk
[[ -x "$binary" ]] || { echo "record.sh: $binary is not built (make release)" >&2; exit 2; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
# Valgrind 3.19 cannot read the DWARF 5 that lld writes; it needs only the symbol table.
strip --strip-debug -o "$work/entrydesk" "$binary"
# Three start-ups (the first creates the database); only functions that ran in every one are
# kept: not the first start's database creation, nor what runs only when two threads happen to
# meet (a dispatch_once wait), which would pull a whole unsplit library section into the hot
# code. (The +3.5 MB first blamed on that wait was mostly the page cache: a binary just linked is
# cached whole; the start-up benchmark now drops it first, and then the orders measure alike.)
# The app has no switch to quit by itself: start-up ends where the start-up benchmark ends it,
# when its debug log (G_MESSAGES_DEBUG=entrydesk) says the saved entries' first complete read is
# on screen ("saved entries: read N on screen after ... ms;", not ", first rows"); then it is
# closed as a logout would (SIGTERM: it keeps its draft, closes the window and exits normally),
# and callgrind writes its profile as it exits.
for run in 1 2 3; do
    log="$work/log-$run"
    : >"$log"
    G_MESSAGES_DEBUG=entrydesk ENTRYDESK_DATABASE="$work/entries.sqlite3" \
        valgrind --quiet --tool=callgrind --demangle=no --callgrind-out-file="$work/callgrind-$run.out" \
        "$work/entrydesk" --separate-instance </dev/null >/dev/null 2>"$log" &
    app=$!
    # Under callgrind a start-up takes half a minute or so: up to 10 minutes before giving up.
    for ((tick = 0; tick < 1200; tick++)); do
        grep -Eq 'saved entries: read [0-9]+ on screen after [0-9.]+ ms;' "$log" && break
        kill -0 "$app" 2>/dev/null || break
        sleep 0.5
    done
    if ! grep -Eq 'saved entries: read [0-9]+ on screen after [0-9.]+ ms;' "$log"; then
        kill -KILL "$app" 2>/dev/null || true
        echo "record.sh: run $run never showed its saved entries; its log:" >&2
        tail -20 "$log" >&2
        exit 1
    fi
    kill -TERM "$app"
    wait "$app" || { echo "record.sh: run $run did not exit normally; its log:" >&2; tail -20 "$log" >&2; exit 1; }
done
python3 scripts/startup-order/callgrind-functions.py entrydesk "$work"/callgrind-*.out > scripts/startup-order/symbols.txt
echo "record.sh: $(wc -l < scripts/startup-order/symbols.txt) functions in scripts/startup-order/symbols.txt"
