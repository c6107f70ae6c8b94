#!/usr/bin/env bash
# Fresh machine -> the site and its reference server on http://127.0.0.1:8787 (embedded
# PostgreSQL in server/.data, seeded on first start).
set -euo pipefail
cd "$(dirname "$0")/.."
npm ci
npm run build
# DEV_ROUTES=1: the development routes (/__dev/outbox for sent codes, captcha answers,
# settlement) for local play, answering this machine only. Leave it out on a shared host.
DEV_ROUTES=1 npm start
