#!/usr/bin/env bash
# Runs a command against a throwaway PostgreSQL server on 127.0.0.1: installs Debian's
# postgresql when missing (as root), creates a cluster in a temporary folder, starts it on a
# free port as user postgres, exports DATABASE_URL, runs "$@", then stops and removes it.
set -euo pipefail

if ! ls /usr/lib/postgresql/*/bin/pg_ctl >/dev/null 2>&1; then
  if [[ $(id -u) -ne 0 ]] || ! command -v apt-get >/dev/null 2>&1; then
    echo "PostgreSQL server binaries are missing. On Debian: sudo apt-get install -y postgresql" >&2
    exit 1
  fi
  echo "Installing PostgreSQL from Debian…"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq --no-install-recommends postgresql >/dev/null
fi
bin=$(dirname "$(ls -d /usr/lib/postgresql/*/bin/pg_ctl | sort -V | tail -n 1)")

run_as_postgres() {
  if [[ $(id -u) -eq 0 ]]; then runuser -u postgres -- "$@"; else "$@"; fi
}

# Not inside a test run's own folder, which only root may enter; in memory when there is room.
source "$(dirname "$0")/tmp-parent.sh"
dir=$(TMPDIR= mktemp -d "$(TMPDIR= tmp_parent)/vidloom-pg.XXXXXX")
port=$(node -e "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")
[[ $(id -u) -eq 0 ]] && chown postgres "$dir"
cleanup() {
  run_as_postgres "$bin/pg_ctl" -D "$dir/data" -m immediate stop >/dev/null 2>&1 || true
  rm -rf "$dir"
}
trap cleanup EXIT

run_as_postgres "$bin/initdb" -D "$dir/data" -U postgres -A trust --no-sync >/dev/null
run_as_postgres "$bin/pg_ctl" -D "$dir/data" -l "$dir/server.log" -w \
  -o "-c listen_addresses=127.0.0.1 -c port=$port -c unix_socket_directories=$dir -c fsync=off -c max_connections=200" start >/dev/null
run_as_postgres "$bin/createdb" -h 127.0.0.1 -p "$port" -U postgres vidloom

export DATABASE_URL="postgresql://postgres@127.0.0.1:$port/vidloom"
echo "PostgreSQL $("$bin/postgres" --version | awk '{print $3}') on 127.0.0.1:$port"
"$@"
