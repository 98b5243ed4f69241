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

# Written into a data folder this script made: the only kind it will ever delete.
MARKER="$DIR/.made-by-statefront-postgres-sh"

if ! "${RUN_AS[@]}" "$BIN/pg_ctl" -D "$DIR" status >/dev/null 2>&1; then
  if [ -e "$DIR" ] && [ -n "$(ls -A "$DIR" 2>/dev/null)" ]; then
    if [ ! -f "$MARKER" ]; then
      echo "postgres.sh: $DIR exists and was not made by this script; not removing it." >&2
      echo "Remove it yourself, or choose another folder with PGDATA_CI=..." >&2
      exit 1
    fi
    rm -rf "$DIR"
  fi
  mkdir -p "$DIR"
  [ "$(id -u)" = "0" ] && chown postgres:postgres "$DIR"
  "${RUN_AS[@]}" "$BIN/initdb" -D "$DIR" -U statefront --auth=trust -E UTF8 >/dev/null
  # initdb wants an empty folder, so the mark goes in after it.
  touch "$MARKER"
  "${RUN_AS[@]}" "$BIN/pg_ctl" -D "$DIR" -l "$DIR/server.log" -w \
    -o "-p $PORT -k /tmp -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200" start >/dev/null
fi
echo "postgres://statefront@127.0.0.1:$PORT/postgres"
