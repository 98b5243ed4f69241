#!/usr/bin/env bash
# What the test suites need besides Node, brought the same way for `npm test` and CI (.ci/run):
#   - Debian's Chromium (the browser suite; CHROMIUM_PATH, default /usr/bin/chromium), checked to
#     start headless, not only to be installed;
#   - Debian's nginx at /usr/sbin/nginx (test/server/nginx.test.ts runs deploy/nginx.conf);
#   - a Postgres server for the server suites' Postgres half: DATABASE_URL when it is set, else a
#     throwaway server of Debian's postgresql on a free loopback port (.ci/postgres.sh), stopped
#     and deleted when the command ends.
# What is missing is installed with apt-get when this runs as root (or with passwordless sudo);
# otherwise one line says what to install and nothing runs. Never a suite that fails for a
# missing program, never one skipped without a word.
#
#   bash scripts/test-prerequisites.sh                 check and install only (CI's first step)
#   bash scripts/test-prerequisites.sh vitest run ...  then run the command (npm test)
#
# TEST_PREREQUISITES_MISSING=chromium,nginx,postgresql treats those as missing, to try this
# script's other path on a machine that has them (docs/decisions/0342).
set -euo pipefail
cd "$(dirname "$0")/.."

chromium="${CHROMIUM_PATH:-/usr/bin/chromium}"
nginx=/usr/sbin/nginx
simulated=",${TEST_PREREQUISITES_MISSING:-},"
present() { [[ "$simulated" != *",$1,"* ]] && [ -x "$2" ]; }
postgres_bin() { ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1; }

missing_packages() {
  local missing=()
  present chromium "$chromium" || missing+=(chromium)
  present nginx "$nginx" || missing+=(nginx)
  # A server of our own only when none is named.
  if [ -z "${DATABASE_URL:-}" ]; then
    local bin
    bin="$(postgres_bin)"
    present postgresql "${bin:-/nonexistent}/initdb" || missing+=(postgresql)
  fi
  echo "${missing[*]}"
}

missing="$(missing_packages)"
if [ -n "$missing" ]; then
  sudo=()
  if [ "$(id -u)" != 0 ]; then
    if command -v sudo >/dev/null 2>&1 && sudo -n true 2>/dev/null; then sudo=(sudo -n); else sudo=(none); fi
  fi
  if [ "${sudo[*]}" = none ] || ! command -v apt-get >/dev/null 2>&1; then
    echo "The tests need Debian's $missing: apt-get install $missing (as root), then run them again." >&2
    exit 1
  fi
  echo "test prerequisites: installing $missing with apt-get" >&2
  # shellcheck disable=SC2086 # one word per package
  if ! { DEBIAN_FRONTEND=noninteractive "${sudo[@]}" apt-get update -q &&
    DEBIAN_FRONTEND=noninteractive "${sudo[@]}" apt-get install -y -q --no-install-recommends $missing; } >&2; then
    echo "The tests need Debian's $missing, and apt-get could not install them." >&2
    exit 1
  fi
  still="$(missing_packages)"
  if [ -n "$still" ]; then
    echo "The tests need Debian's $still, still missing after apt-get install." >&2
    exit 1
  fi
fi

# The browser suites need a Chromium that starts, not only one that is installed.
log="$(mktemp)"
if ! blank="$(timeout 60 "$chromium" --headless --no-sandbox --disable-gpu --dump-dom about:blank 2>"$log")" ||
  [[ "$blank" != *"<body>"* ]]; then
  echo "The browser suite needs Chromium, and $chromium is installed but does not start headless:" >&2
  cat "$log" >&2
  rm -f "$log"
  exit 1
fi
rm -f "$log"

if [ "$#" = 0 ]; then
  echo "test prerequisites: $("$chromium" --version 2>/dev/null), $("$nginx" -v 2>&1), $(if [ -n "${DATABASE_URL:-}" ]; then echo 'DATABASE_URL set'; else "$(postgres_bin)/postgres" --version; fi)"
  exit 0
fi

if [ -z "${DATABASE_URL:-}" ]; then
  PGPORT_CI="$(node -e "const s = require('node:net').createServer().listen(0, '127.0.0.1', () => { console.log(s.address().port); s.close(); })")"
  PGDATA_CI="$(mktemp -d "${TMPDIR:-/tmp}/statefront-pg-test.XXXXXX")"
  export PGPORT_CI PGDATA_CI
  stop_postgres() {
    local run_as=()
    [ "$(id -u)" = 0 ] && run_as=(runuser -u postgres --)
    "${run_as[@]}" "$(postgres_bin)/pg_ctl" -D "$PGDATA_CI" -m fast stop >/dev/null 2>&1 || true
    rm -rf "$PGDATA_CI"
  }
  trap stop_postgres EXIT
  # postgres.sh makes the folder its own (it deletes only folders it made); an empty one is fine.
  DATABASE_URL="$(bash .ci/postgres.sh)"
  export DATABASE_URL
  echo "test prerequisites: a throwaway Postgres at $DATABASE_URL, stopped when the tests end" >&2
fi

# Not exec: the trap stops the server when the command ends, whatever its exit code.
status=0
"$@" || status=$?
exit "$status"
