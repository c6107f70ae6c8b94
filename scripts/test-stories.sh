#!/usr/bin/env bash
# Stories as tests, headless: build Storybook for tests, serve it on 127.0.0.1, run every story
# (play function, axe with 0 violations, screenshot against __image_snapshots__/) in Debian's
# Chromium through the Storybook test-runner.
#   bash scripts/test-stories.sh                 # everything
#   bash scripts/test-stories.sh -u              # update the visual baselines
#   bash scripts/test-stories.sh src/components/Button src/screens/home   # stories under paths
#     (plain paths: the test-runner passes them through a shell, so no regex parentheses)
#   SKIP_BUILD=1 bash scripts/test-stories.sh    # reuse storybook-static/
# A story without a baseline gets one written (commit it); STORIES_STRICT=1 (jest --ci) makes a
# missing baseline fail instead. When a picture differs from its baseline, the run ends with an
# HTML report of the changed pictures (visual-report/index.html, scripts/visual-report.ts);
# `npm run visual:accept` then makes exactly those pictures the new baselines.
set -euo pipefail
cd "$(dirname "$0")/.."

OUT="storybook-static"

if [ "${SKIP_BUILD:-}" != "1" ] || [ ! -f "$OUT/index.json" ]; then
  echo "--- building Storybook ($OUT)"
  npx storybook build --test --quiet -o "$OUT" --disable-telemetry
fi

# A tiny static server (no extra dependency).
server_js="$(mktemp --suffix=.mjs)"
cat >"$server_js" <<'JS'
import { createServer } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize } from 'node:path';
const [root, port, portFile] = process.argv.slice(2);
const types = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.mjs': 'text/javascript',
  '.css': 'text/css', '.json': 'application/json', '.svg': 'image/svg+xml', '.png': 'image/png',
  '.jpg': 'image/jpeg', '.woff2': 'font/woff2', '.woff': 'font/woff', '.ico': 'image/x-icon',
  '.map': 'application/json', '.txt': 'text/plain; charset=utf-8' };
const server = createServer(async (req, res) => {
  try {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    let file = normalize(join(root, decodeURIComponent(url.pathname)));
    if (!file.startsWith(normalize(root))) throw new Error('outside');
    if ((await stat(file).catch(() => null))?.isDirectory()) file = join(file, 'index.html');
    const body = await readFile(file);
    res.writeHead(200, { 'content-type': types[extname(file)] ?? 'application/octet-stream' });
    res.end(body);
  } catch {
    res.writeHead(404).end('not found');
  }
});
server.listen(Number(port), '127.0.0.1', async () => {
  const { writeFile } = await import('node:fs/promises');
  await writeFile(portFile, String(server.address().port));
});
JS
port_file="$(mktemp)"
rm -f "$port_file"
# Port 0: the system picks a free port (STORIES_PORT to fix one).
node "$server_js" "$PWD/$OUT" "${STORIES_PORT:-0}" "$port_file" &
server_pid=$!
cleanup() { kill "$server_pid" 2>/dev/null || true; rm -f "$server_js" "$port_file"; }
trap cleanup EXIT

for _ in $(seq 1 100); do
  [ -s "$port_file" ] && break
  sleep 0.1
done
PORT="$(cat "$port_file")"
node -e "fetch('http://127.0.0.1:$PORT/index.json').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))" \
  || { echo "static server did not start" >&2; exit 1; }

# jest turns its --ci mode on by itself when CI is set (ci-info): only STORIES_STRICT asks for it.
run=(env -u CI -u CONTINUOUS_INTEGRATION npx test-storybook)
[ -n "${STORIES_STRICT:-}" ] && run=(npx test-storybook --ci)

# the pictures kept by the last run (the report is of this run's changes only)
rm -rf __image_snapshots__/__received_output__ __image_snapshots__/__diff_output__ visual-report

echo "--- running stories against http://127.0.0.1:$PORT"
status=0
"${run[@]}" --url "http://127.0.0.1:$PORT" --config-dir .storybook \
  --maxWorkers="${STORIES_WORKERS:-2}" "$@" || status=$?

if [ -n "$(ls -A __image_snapshots__/__received_output__ 2>/dev/null)" ]; then
  echo "--- pictures differ from their baselines"
  npx tsx scripts/visual-report.ts
  echo "    review it, then accept exactly these pictures: npm run visual:accept"
fi
exit "$status"
