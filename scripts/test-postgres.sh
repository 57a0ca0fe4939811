#!/usr/bin/env bash
# test-postgres.sh [CARGO TEST ARGS...]
#
# Runs the web API tests (web/tests/web_api.rs) against PostgreSQL: installs the Debian
# `postgresql` package when its programs are missing (apt-get, with sudo when not root),
# makes a throwaway cluster in a temporary folder listening on a free loopback port only,
# runs the suite with JADE_TEST_DATABASE=postgres://jade@127.0.0.1:PORT/jade, and stops and
# removes the cluster whatever happens. Extra arguments go to `cargo test -p jade-web`
# (default: `--test web_api`; e.g. `--test load -- --ignored` for the load test).
set -euo pipefail
cd "$(dirname "$0")/.."

as_root() { if [[ $(id -u) -eq 0 ]]; then "$@"; else sudo "$@"; fi; }

if ! compgen -G "/usr/lib/postgresql/*/bin/initdb" >/dev/null; then
    echo "== installing the Debian postgresql package"
    as_root apt-get update -qq
    as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql >/dev/null
fi
bin=$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -n 1)

# PostgreSQL refuses to run as root: the cluster then belongs to the package's user.
if [[ $(id -u) -eq 0 ]]; then
    owner=postgres
    as_owner() { runuser -u postgres -- "$@"; }
else
    owner=$(id -un)
    as_owner() { "$@"; }
fi

folder=$(mktemp -d -t jade-postgres.XXXXXX)
chmod 755 "$folder"
chown "$owner" "$folder"
stop() {
    as_owner "$bin/pg_ctl" -D "$folder/data" -m immediate stop >/dev/null 2>&1 || true
    rm -rf "$folder"
}
trap stop EXIT

as_owner "$bin/initdb" -D "$folder/data" -U jade --auth=trust -E UTF8 >/dev/null
# A free port: the first from a random start that nothing listens on.
port=$((20000 + RANDOM % 20000))
while (exec 3<>"/dev/tcp/127.0.0.1/$port") 2>/dev/null; do port=$((port + 1)); done
as_owner "$bin/pg_ctl" -D "$folder/data" -l "$folder/server.log" -w -o \
    "-p $port -k $folder -c listen_addresses=127.0.0.1 -c max_connections=300 -c fsync=off" start >/dev/null
as_owner "$bin/createdb" -h 127.0.0.1 -p "$port" -U jade jade
echo "== PostgreSQL $("$bin/postgres" --version | awk '{print $3}') on 127.0.0.1:$port ($folder)"

args=("$@")
[[ ${#args[@]} -eq 0 ]] && args=(--test web_api)
JADE_TEST_DATABASE="postgres://jade@127.0.0.1:$port/jade" cargo test -p jade-web "${args[@]}"
