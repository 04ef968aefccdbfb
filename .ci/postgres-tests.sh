#!/usr/bin/env bash
# Runs the API integration tests once against a real PostgreSQL server (Debian's `postgresql`):
# a throw-away cluster on 127.0.0.1:55432 in a temporary folder, removed afterwards. Each test file
# creates and drops its own database on it (apps/api/test/helpers.ts, MRO_TEST_DATABASE_URL).
set -euo pipefail
cd "$(dirname "$0")/.."

as_root() {
  if [ "$(id -u)" = 0 ]; then "$@"; elif command -v sudo >/dev/null; then sudo "$@"; else
    echo "need root to install system packages: $*" >&2; return 1; fi
}

pg_bin() { ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -1; }
if [ -z "$(pg_bin)" ]; then
  echo "installing with apt-get: postgresql"
  as_root apt-get update -qq
  as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends postgresql
fi
BIN=$(pg_bin)
PORT=${MRO_PG_PORT:-55432}
DATA=$(mktemp -d /tmp/mro-pg.XXXXXX)

# PostgreSQL refuses to run as root: as root, the cluster belongs to the `postgres` user.
run_pg() {
  if [ "$(id -u)" = 0 ]; then chown -R postgres "$DATA"; runuser -u postgres -- "$@"; else "$@"; fi
}
cleanup() {
  run_pg "$BIN/pg_ctl" -D "$DATA" -m immediate stop >/dev/null 2>&1 || true
  rm -rf "$DATA"
}
trap cleanup EXIT

run_pg "$BIN/initdb" -D "$DATA" -U postgres --auth=trust --encoding=UTF8 --locale=C.UTF-8 >/dev/null
start_pg() {
  run_pg "$BIN/pg_ctl" -D "$DATA" -w -t 120 -l "$DATA/server.log" \
    -o "-p $PORT -k $DATA -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=50" start >/dev/null
}
# A start that fails shows the server's own log (it lives in the folder removed on exit), then is
# tried once more on the next port (a port still held by another process is the usual cause).
if ! start_pg; then
  echo "PostgreSQL did not start on port $PORT; its log:" >&2
  cat "$DATA/server.log" >&2 || true
  run_pg "$BIN/pg_ctl" -D "$DATA" -m immediate stop >/dev/null 2>&1 || true
  PORT=$((PORT + 1))
  echo "trying port $PORT" >&2
  if ! start_pg; then
    cat "$DATA/server.log" >&2 || true
    exit 1
  fi
fi
echo "PostgreSQL $("$BIN/postgres" --version | awk '{print $3}') on 127.0.0.1:$PORT"

MRO_TEST_DATABASE_URL="postgres://postgres@127.0.0.1:$PORT/postgres" npx vitest run --project api
