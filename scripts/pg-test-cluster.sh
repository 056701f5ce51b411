#!/usr/bin/env bash
# A throwaway PostgreSQL cluster for the tests, on loopback only, in a folder of its own.
# Usage: scripts/pg-test-cluster.sh start DIR [--tls]   create (initdb) if new, start, write DIR/env;
#                                         --tls: a new cluster also takes TLS connections, with a
#                                         certificate for localhost and 127.0.0.1 signed by a CA
#                                         of its own (DIR/tls/ca.crt, for sslmode=verify-full)
#        scripts/pg-test-cluster.sh stop DIR    stop cleanly (nothing if not running)
#        scripts/pg-test-cluster.sh kill DIR    stop as a crash would (pg_ctl stop -m immediate)
#        scripts/pg-test-cluster.sh remove DIR  stop, then delete DIR
# DIR/env holds ENTRYDESK_TEST_SERVER=postgresql://... (a superuser, password auth over TCP:
# scram-sha-256, so password and ~/.pgpass tests are real) and ENTRYDESK_TEST_CLUSTER=DIR.
# PostgreSQL refuses to run as root: as root, the server runs as the postgres user.
set -euo pipefail

command="${1:-}"
dir="${2:-}"
tls="${3:-}"
if [[ -z "$command" || -z "$dir" ]]; then
    echo "usage: $0 start|stop|kill|remove DIR [--tls]" >&2
    exit 2
fi

bin="$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)"
if [[ -z "$bin" || ! -x "$bin/pg_ctl" ]]; then
    echo "pg-test-cluster.sh: PostgreSQL's server is not installed (no /usr/lib/postgresql/*/bin/pg_ctl): run scripts/install-deps.sh --test" >&2
    exit 1
fi

# Runs a server program as the cluster's owner.
as_owner() {
    if (( EUID == 0 )); then
        runuser -u postgres -- "$@"
    else
        "$@"
    fi
}

pg_ctl_in() {
    as_owner "$bin/pg_ctl" -D "$dir/data" -l "$dir/server.log" -w -t 30 "$@"
}

running() {
    [[ -f "$dir/data/postmaster.pid" ]] && as_owner "$bin/pg_ctl" -D "$dir/data" status >/dev/null 2>&1
}

free_port() {
    python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1]); s.close()'
}

# A CA and a server certificate it signed, for localhost and 127.0.0.1, valid two days.
make_certificates() {
    local folder="$dir/tls"
    mkdir -p "$folder"
    local key=(-newkey ec -pkeyopt ec_paramgen_curve:prime256v1 -nodes)
    openssl req -x509 "${key[@]}" -days 2 -subj "/CN=EntryDesk test CA" -keyout "$folder/ca.key" \
        -out "$folder/ca.crt" 2>/dev/null
    openssl req "${key[@]}" -subj "/CN=localhost" -keyout "$folder/server.key" -out "$folder/server.csr" 2>/dev/null
    openssl x509 -req -in "$folder/server.csr" -CA "$folder/ca.crt" -CAkey "$folder/ca.key" -CAcreateserial \
        -days 2 -out "$folder/server.crt" -extfile <(printf 'subjectAltName=DNS:localhost,IP:127.0.0.1\n') 2>/dev/null
    chmod 644 "$folder/ca.crt"
    cat >>"$dir/data/postgresql.conf" <<CONF
ssl = on
ssl_cert_file = '$folder/server.crt'
ssl_key_file = '$folder/server.key'
CONF
}

create() {
    mkdir -p "$dir/socket"
    local password
    password="$(head -c 24 /dev/urandom | base64 | tr -d '/+=')"
    umask 077
    printf '%s\n' "$password" >"$dir/password"
    if (( EUID == 0 )); then
        chown -R postgres: "$dir"
    fi
    # Local (socket) connections trust the owner; TCP asks for a password (scram-sha-256).
    as_owner "$bin/initdb" -D "$dir/data" -U postgres --pwfile="$dir/password" --auth-local=trust \
        --auth-host=scram-sha-256 -E UTF8 --locale=C.UTF-8 >"$dir/initdb.log" 2>&1 \
        || { cat "$dir/initdb.log" >&2; exit 1; }
    cat >>"$dir/data/postgresql.conf" <<CONF
listen_addresses = '127.0.0.1'
unix_socket_directories = '$dir/socket'
# Throwaway data: no waiting on the disk (fsync, full pages), which only an operating system
# crash would need. A commit still reaches the kernel before it returns (synchronous_commit
# stays on): the fault tests kill the server (pg_ctl stop -m immediate), and a commit that
# did not survive that would look like sync losing entries.
fsync = off
full_page_writes = off
max_connections = 200
CONF
    if [[ "$tls" == "--tls" ]]; then make_certificates; fi
    if (( EUID == 0 )); then chown -R postgres: "$dir"; fi
}

start() {
    [[ -d "$dir/data" ]] || create
    if running; then return; fi
    local port tries=0
    port="$(cat "$dir/port" 2>/dev/null || true)"
    # A restart keeps its port; a new cluster takes a free one (retrying if another took it).
    while true; do
        [[ -n "$port" ]] || port="$(free_port)"
        if pg_ctl_in -o "-p $port" start >/dev/null; then break; fi
        tries=$((tries + 1))
        if (( tries >= 5 )); then
            tail -n 20 "$dir/server.log" >&2
            echo "pg-test-cluster.sh: the server in $dir did not start (see $dir/server.log)" >&2
            exit 1
        fi
        port=""
    done
    printf '%s\n' "$port" >"$dir/port"
    local password
    password="$(cat "$dir/password")"
    cat >"$dir/env" <<ENV
ENTRYDESK_TEST_SERVER=postgresql://postgres:$password@127.0.0.1:$port/postgres
ENTRYDESK_TEST_CLUSTER=$dir
ENV
    if (( EUID == 0 )); then chown postgres: "$dir/port" "$dir/env"; fi
}

case "$command" in
start) start ;;
stop) if running; then pg_ctl_in -m fast stop >/dev/null; fi ;;
kill) if running; then pg_ctl_in -m immediate stop >/dev/null; fi ;;
remove)
    if running; then pg_ctl_in -m immediate stop >/dev/null; fi
    rm -rf "$dir"
    ;;
*)
    echo "usage: $0 start|stop|kill|remove DIR [--tls]" >&2
    exit 2
    ;;
esac
