#!/usr/bin/env bash
# Builds entrydesk-bench's probe, the library the benchmarks preload into entrydesk (LD_PRELOAD)
# to write its window's GtkBuilder replica, time its frames and drive its search and export
# (Sources/CBenchProbe: preload/probe.c says what it does). Never linked into entrydesk.
# Usage: scripts/bench/build-probe.sh OUTPUT.so   (needs cc and libgtk-4-dev, as the C baseline)
set -euo pipefail
[[ $# -eq 1 ]] || { echo "usage: $0 OUTPUT.so" >&2; exit 2; }
source=$(cd "$(dirname "$0")/../../Sources/CBenchProbe" && pwd)
# shellcheck disable=SC2046  # pkg-config's flags are words
cc -O2 -shared -fPIC -Wall -Wextra -Wno-unused-parameter -I "$source/include" \
    "$source/replica.c" "$source/preload/probe.c" -o "$1" $(pkg-config --cflags --libs gtk4) -ldl -lm
