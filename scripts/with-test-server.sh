#!/usr/bin/env bash
# Runs a command with a throwaway PostgreSQL cluster (scripts/pg-test-cluster.sh) for the team
# server tests, found through ENTRYDESK_TEST_SERVER and ENTRYDESK_TEST_CLUSTER; the cluster is
# stopped and deleted when the command ends, whether it passed or failed.
# Usage: scripts/with-test-server.sh COMMAND [ARGS...]
set -euo pipefail
scripts="$(cd "$(dirname "$0")" && pwd)"
dir="$(mktemp -d /tmp/entrydesk-pg.XXXXXX)"
# The server runs as postgres when we are root: it must be able to enter the folder.
chmod 755 "$dir"
trap '"$scripts/pg-test-cluster.sh" remove "$dir"' EXIT
# Interrupted or terminated: exit, so that the EXIT trap still removes the cluster.
trap 'exit 130' INT
trap 'exit 143' TERM HUP
"$scripts/pg-test-cluster.sh" start "$dir"
set -a
# shellcheck disable=SC1091
source "$dir/env"
set +a
status=0
"$@" || status=$?
exit "$status"
