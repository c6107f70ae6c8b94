#!/usr/bin/env bash
# A throwaway PostgreSQL cluster for the test command (issue 15): Debian's `postgresql` (installed
# with apt-get when missing), initdb into a fresh temporary folder, a free 127.0.0.1 port, run as
# the `postgres` user when we are root (PostgreSQL refuses to run as root). Source it, then:
#   pg_throwaway_start   # exports TEST_DATABASE_URL=postgres://postgres@127.0.0.1:PORT/postgres
#   pg_throwaway_stop    # stops the server and removes the folder (call it from a trap)

pg_bindir() {
  local d
  d=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -1)
  if [ -n "$d" ] && [ -x "$d/initdb" ]; then echo "$d"; return 0; fi
  command -v pg_config >/dev/null 2>&1 && d=$(pg_config --bindir) && [ -x "$d/initdb" ] && { echo "$d"; return 0; }
  return 1
}

pg_install() {
  pg_bindir >/dev/null && return 0
  local sudo=""
  if [ "$(id -u)" -ne 0 ]; then
    command -v sudo >/dev/null 2>&1 || { echo "postgres: not installed and no sudo" >&2; return 1; }
    sudo="sudo"
  fi
  $sudo apt-get update -qq && DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq postgresql >/dev/null
  pg_bindir >/dev/null
}

# Runs a PostgreSQL program as the cluster's owner.
pg_as_owner() {
  if [ "$(id -u)" -eq 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi
}

pg_throwaway_start() {
  local bin port
  pg_install || return 1
  bin=$(pg_bindir) || return 1
  PG_THROWAWAY_DIR=$(mktemp -d /tmp/pg-test.XXXXXX)
  export PG_THROWAWAY_DIR
  chmod 700 "$PG_THROWAWAY_DIR"
  [ "$(id -u)" -eq 0 ] && chown postgres: "$PG_THROWAWAY_DIR"
  port=$(node -e "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")
  pg_as_owner "$bin/initdb" -D "$PG_THROWAWAY_DIR/data" -U postgres -A trust -E UTF8 --no-locale >/dev/null || return 1
  # a scratch cluster: no durability needed, room for two server processes and the test clients
  pg_as_owner "$bin/pg_ctl" -D "$PG_THROWAWAY_DIR/data" -l "$PG_THROWAWAY_DIR/log" -w -t 60 \
    -o "-p $port -c listen_addresses=127.0.0.1 -c unix_socket_directories=$PG_THROWAWAY_DIR -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200" \
    start >/dev/null || { cat "$PG_THROWAWAY_DIR/log" >&2; return 1; }
  export TEST_DATABASE_URL="postgres://postgres@127.0.0.1:$port/postgres"
  echo "postgres: throwaway cluster on 127.0.0.1:$port ($PG_THROWAWAY_DIR)"
}

pg_throwaway_stop() {
  [ -n "${PG_THROWAWAY_DIR:-}" ] && [ -d "$PG_THROWAWAY_DIR" ] || return 0
  local bin
  bin=$(pg_bindir) && pg_as_owner "$bin/pg_ctl" -D "$PG_THROWAWAY_DIR/data" -m immediate -w stop >/dev/null 2>&1
  rm -rf "$PG_THROWAWAY_DIR"
  unset PG_THROWAWAY_DIR TEST_DATABASE_URL
}
