#!/usr/bin/env bash
# The quarantined tests of Tests/quarantine.txt.
#   scripts/quarantine.sh print        prints the list (to standard error), for make test's log
#   scripts/quarantine.sh skip-flags   `--skip REGEX` for swift test, one per quarantined test
#   scripts/quarantine.sh filter-flags `--filter REGEX` for swift test: just the quarantined ones
set -euo pipefail
list="$(dirname "$0")/../Tests/quarantine.txt"
names() { grep -v '^[[:space:]]*\(#\|$\)' "$list" | sed 's/:.*//' || true; }
escape() { sed 's/[][().*+?^$|\\]/\\&/g'; }
case "${1:-print}" in
    print)
        entries=$(grep -v '^[[:space:]]*\(#\|$\)' "$list" || true)
        if [[ -z "$entries" ]]; then
            echo "Quarantined tests (Tests/quarantine.txt): none" >&2
        else
            echo "Quarantined tests (Tests/quarantine.txt), not run:" >&2
            printf '  %s\n' "$entries" >&2
        fi ;;
    skip-flags) names | escape | while read -r name; do printf -- '--skip ^%s$ ' "$name"; done ;;
    filter-flags) names | escape | while read -r name; do printf -- '--filter ^%s$ ' "$name"; done ;;
    *) echo "usage: scripts/quarantine.sh print|skip-flags|filter-flags" >&2; exit 2 ;;
esac
