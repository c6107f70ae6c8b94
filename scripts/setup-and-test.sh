#!/usr/bin/env bash
# Fresh machine -> every test. Installs Debian's Chromium, CJK fonts (no tool downloads a browser
# of its own) and PostgreSQL (a throwaway cluster runs the PostgreSQL tests, scripts/postgres.sh),
# the exact npm dependencies, then runs the whole suite.
set -euo pipefail
cd "$(dirname "$0")/.."
if ! [ -x /usr/bin/chromium ] || ! fc-list 2>/dev/null | grep -qi 'Noto Sans CJK' ||
  ! ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1; then
  SUDO=""; [ "$(id -u)" -ne 0 ] && SUDO="sudo"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium fonts-noto-cjk postgresql
fi
npm ci
npm test
