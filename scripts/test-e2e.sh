#!/usr/bin/env bash
# Browser journeys (tests/e2e): builds the site into a temporary folder, then runs the journeys
# against the reference server (fresh in-memory database, free 127.0.0.1 port) in Debian's
# Chromium. Prints `N passed, N failed`.
#   npm run test:e2e
#   E2E_DIST=/tmp/site E2E_SKIP_BUILD=1 npm run test:e2e   # reuse a built site
set -euo pipefail
cd "$(dirname "$0")/.."
if [ -n "${E2E_DIST:-}" ]; then
  DIST="$E2E_DIST"
else
  DIST="$(mktemp -d /tmp/e2e-dist.XXXXXX)"
  trap 'rm -rf "$DIST"' EXIT
fi
if [ -z "${E2E_SKIP_BUILD:-}" ]; then
  npx vite build --outDir "$DIST" --emptyOutDir --logLevel error
fi
# Byte budgets of the build (deterministic, not a timing test): fails above a route's ceiling
# or a lazy chunk's 40 kB gzip.
npx tsx scripts/build/check-budgets.ts "$DIST"
E2E_DIST="$DIST" npx tsx tests/e2e/journey.e2e.ts
