#!/usr/bin/env bash
# Regenerates symbols.txt, the linker's order for the functions `entrydesk` runs from exec to its
# mapped window. The release build (Makefile RELEASE) links them first and together: the kernel
# maps a binary's code 64 kB around each page it first runs, so start-up code spread over the
# binary's 19 MB of code kept 20.5 MB of the binary resident; packed, 14.7 MB (docs/STARTUP.md).
# Run it after changing what start-up does (names that no longer exist are ignored, new ones
# simply stay in place).
# Needs valgrind (apt install valgrind) and a release build: make release.
set -euo pipefail
cd "$(dirname "$0")/../.."
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
for run in 1 2 3; do
    ENTRYDESK_BENCH_EXIT_ON_MAP=1 ENTRYDESK_DATABASE="$work/entries.sqlite3" \
        scripts/with-display-session.sh valgrind --quiet --tool=callgrind --demangle=no \
        --callgrind-out-file="$work/callgrind-$run.out" "$work/entrydesk" --separate-instance >/dev/null
done
python3 scripts/startup-order/callgrind-functions.py entrydesk "$work"/callgrind-*.out > scripts/startup-order/symbols.txt
echo "record.sh: $(wc -l < scripts/startup-order/symbols.txt) functions in scripts/startup-order/symbols.txt"
