#!/usr/bin/env bash
# Browser journeys (tests/e2e): builds the site into a temporary folder, then runs the journeys
# against the reference server (fresh in-memory database, free 127.0.0.1 port) in Debian's Chromium.
set -euo pipefail
cd "$(dirname "$0")/.."
DIST="${E2E_DIST:-$(mktemp -d /tmp/e2e-dist.XXXXXX)}"
if [ -z "${E2E_SKIP_BUILD:-}" ]; then
  npx vite build --outDir "$DIST" --emptyOutDir --logLevel warn
fi
E2E_DIST="$DIST" npx tsx tests/e2e/journey.e2e.ts
