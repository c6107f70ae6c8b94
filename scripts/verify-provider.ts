// `npm run verify:provider -- --base-url http://host:port [--states-url URL]`: replays every
// interaction of pacts/ against a running provider (a backend team's server, or the reference
// server started with DEV_ROUTES=1). Before each interaction its provider state is set up with
// pact's standard state change: `POST <states-url> {state, params, action: "setup"}` (and
// `teardown` after it); the JSON object it answers is injected into the request (the `token` of
// a logged-in player). Default states URL: <base-url>/__dev/pact/states, the reference server's.
// Requests carry the current time as their `timestamp` header. Exit 0 when every interaction
// passed, 1 with a report of the failed ones, 2 on a usage error.
import { parseArgs } from 'node:util';
import { pactFiles, pactStates, verifyPacts, type StateHandlers } from '../server/pact/verify.ts';
import { STATES_PATH } from '../server/pact/state-route.ts';

const usage =
  'usage: npm run verify:provider -- --base-url http://host:port [--states-url http://host:port/path]';

function fail(message: string, code = 2): never {
  console.error(message);
  process.exit(code);
}

let values: { 'base-url'?: string; 'states-url'?: string; help?: boolean };
try {
  ({ values } = parseArgs({
    options: {
      'base-url': { type: 'string' },
      'states-url': { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  }));
} catch (e) {
  fail(`${e instanceof Error ? e.message : String(e)}\n${usage}`);
}
if (values.help) {
  console.log(usage);
  process.exit(0);
}
const baseUrl = values['base-url']?.replace(/\/+$/, '');
if (!baseUrl || !/^https?:\/\//.test(baseUrl)) fail(`--base-url is required\n${usage}`);
const statesUrl = values['states-url'] ?? `${baseUrl}${STATES_PATH}`;
const files = pactFiles();
if (files.length === 0)
  fail('no pact file in pacts/ (run the consumer tests: npm run test:contract)');

/** One POST of pact's state change; a refusal stops the interaction with the provider's answer. */
async function stateChange(
  state: string,
  params: unknown,
  action: 'setup' | 'teardown',
): Promise<Record<string, string> | undefined> {
  let res: Response;
  try {
    res = await fetch(statesUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ state, params: params ?? {}, action }),
    });
  } catch (e) {
    throw new Error(`state change at ${statesUrl} unreachable: ${String(e)}`);
  }
  const text = await res.text();
  if (!res.ok)
    throw new Error(
      `state change "${state}" (${action}) answered HTTP ${res.status}: ${text.slice(0, 300)}`,
    );
  if (action === 'teardown' || text.trim() === '') return undefined;
  const body: unknown = JSON.parse(text);
  return body && typeof body === 'object' && !Array.isArray(body)
    ? (body as Record<string, string>)
    : undefined;
}

const handlers: StateHandlers = {};
for (const s of pactStates(files)) {
  handlers[s.name] = {
    setup: (params) => stateChange(s.name, params, 'setup'),
    teardown: (params) => stateChange(s.name, params, 'teardown'),
  };
}

console.log(`verifying ${files.length} pact file(s) against ${baseUrl} (states: ${statesUrl})`);
const result = await verifyPacts({ baseUrl, stateHandlers: handlers, freshTimestamp: true, files });
if (result.ok) console.log(result.report);
else console.error(`provider verification failed:\n${result.report}`);
process.exit(result.ok ? 0 : 1);
