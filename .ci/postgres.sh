#!/usr/bin/env bash
# Starts a throw-away PostgreSQL cluster on loopback for the API suite and prints its URL.
# Installs Debian's server package when missing. Usage: eval "$(.ci/postgres.sh)"
set -euo pipefail
if ! ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1; then
  apt-get update -q >&2
  DEBIAN_FRONTEND=noninteractive apt-get install -y -q --no-install-recommends postgresql >&2
fi
bin=$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -n 1)
port=${PGPORT_CI:-$(node -e 'const s=require("net").createServer().listen(0,"127.0.0.1",()=>{console.log(s.address().port);s.close()})')}
dir=$(mktemp -d /tmp/kennel-pg-XXXXXX)
chown postgres:postgres "$dir"
su postgres -s /bin/bash -c "$bin/initdb -D '$dir/data' -A trust -U postgres --no-sync" >&2
su postgres -s /bin/bash -c "$bin/pg_ctl -D '$dir/data' -l '$dir/log' -w -o \"-k '$dir' -p $port -c listen_addresses=127.0.0.1 -c fsync=off\" start" >&2
echo "export TEST_DATABASE_URL=postgres://postgres@127.0.0.1:$port/postgres"
echo "export KENNEL_PG_STOP=\"su postgres -s /bin/bash -c '$bin/pg_ctl -D $dir/data -m fast stop'\""
