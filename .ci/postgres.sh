#!/usr/bin/env bash
# Starts a throwaway Postgres server on a loopback port and prints its DATABASE_URL.
# Used by .ci/run, and by developers who want the Postgres suites locally:
#   export DATABASE_URL=$(bash .ci/postgres.sh)
set -euo pipefail
PORT="${PGPORT_CI:-55432}"
DIR="${PGDATA_CI:-/tmp/statefront-pg}"
BIN="$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -n 1)"
RUN_AS=()
# Postgres refuses to run as root; run it as the postgres user the package created.
if [ "$(id -u)" = "0" ]; then RUN_AS=(runuser -u postgres --); fi

if ! "${RUN_AS[@]}" "$BIN/pg_ctl" -D "$DIR" status >/dev/null 2>&1; then
  rm -rf "$DIR"
  mkdir -p "$DIR"
  [ "$(id -u)" = "0" ] && chown postgres:postgres "$DIR"
  "${RUN_AS[@]}" "$BIN/initdb" -D "$DIR" -U statefront --auth=trust -E UTF8 >/dev/null
  "${RUN_AS[@]}" "$BIN/pg_ctl" -D "$DIR" -l "$DIR/server.log" -w \
    -o "-p $PORT -k /tmp -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200" start >/dev/null
fi
echo "postgres://statefront@127.0.0.1:$PORT/postgres"
