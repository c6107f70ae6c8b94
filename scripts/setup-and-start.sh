#!/usr/bin/env bash
# Fresh machine -> the site and its reference server on http://127.0.0.1:8787 (embedded
# PostgreSQL in server/.data, seeded on first start).
set -euo pipefail
cd "$(dirname "$0")/.."
npm ci
npm run build
npm start
