#!/bin/sh
# The offline stand-in for the official postgres image's entrypoint, for what docker-compose.yml uses of it:
# POSTGRES_USER, POSTGRES_PASSWORD and POSTGRES_DB create the cluster on first start; then the server runs
# as the postgres user, listening on every interface with password authentication.
set -eu
PGDATA=${PGDATA:-/var/lib/postgresql/data}
export PGDATA
if [ "$(id -u)" = 0 ]; then
  mkdir -p "$PGDATA" /run/postgresql
  chown -R postgres:postgres "$PGDATA" /run/postgresql
  chmod 700 "$PGDATA"
  exec runuser -u postgres -- "$0" "$@"
fi
if [ ! -s "$PGDATA/PG_VERSION" ]; then
  user=${POSTGRES_USER:-postgres}
  pwfile=$(mktemp)
  printf '%s' "${POSTGRES_PASSWORD:?POSTGRES_PASSWORD is required}" >"$pwfile"
  initdb -U "$user" --pwfile="$pwfile" --auth-local=trust --auth-host=scram-sha-256 >/dev/null
  rm -f "$pwfile"
  echo 'host all all all scram-sha-256' >>"$PGDATA/pg_hba.conf"
  if [ "${POSTGRES_DB:-$user}" != postgres ]; then
    pg_ctl -w -o "-c listen_addresses=''" start >/dev/null
    createdb -U "$user" "${POSTGRES_DB:-$user}"
    pg_ctl -w stop >/dev/null
  fi
fi
exec postgres -c listen_addresses='*'
