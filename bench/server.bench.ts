// Reference-server benchmark: requests per second and p50/p99 latency for login, balance,
// transfer and bet placement, over loopback HTTP against in-memory PGlite.
// `npm run bench:server` (BENCH_SECONDS, BENCH_CONCURRENCY to tune). Prints figures; asserts nothing.
import { PgliteDb } from '../server/db/adapter.ts';
import { migrate } from '../server/db/migrate.ts';
import { seed } from '../server/db/seed.ts';
import { buildServer } from '../server/app.ts';
import { SHARED_ADDRESS_LIMITS } from '../server/security/config.ts';
import { sha256Hex } from '../server/auth.ts';
import { accountId, move } from '../server/ledger.ts';
import { decryptField, staticKeySource } from '../src/sdk/crypto.ts';
import { defaultGatewayPath, sealRequest } from '../src/sdk/safe.ts';
import {
  firstOffer,
  footballMatchesBody,
  listenOnLoopback,
  selectionOf,
  singleBetBody,
  type Env,
} from '../server/test/support.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 3);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 20);
const PLAYERS = 10;

const db = await PgliteDb.open();
await migrate(db);
await seed(db, Date.now());
// production mode: no response validation, as a deployed server would run
// the safe-switch gateway on with a bench key (scenario safeBal: balance through the gateway)
const safeKey = staticKeySource(new Uint8Array(32).fill(5));
// every benchmark client calls from 127.0.0.1: generous per-address limits
const app = await buildServer({
  db,
  dev: false,
  distDir: null,
  safeKey,
  limits: SHARED_ADDRESS_LIMITS,
});
const { base, path, post: send } = await listenOnLoopback(app, 'bench-device');
async function post(id: string, body: unknown, token = '', key?: string): Promise<Env> {
  return (await send(id, body, token, key)).env;
}

/** The same call sealed in the encrypted envelope (src/sdk/safe.ts), the answer opened. */
async function safePost(id: string, body: unknown, token = ''): Promise<Env> {
  const sealed = await sealRequest(safeKey, path(id), JSON.stringify(body));
  const res = await fetch(base + defaultGatewayPath(path(id)), {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      timestamp: String(Date.now()),
      uuid: 'bench-device',
      encrypted: '1',
      token,
    },
    body: JSON.stringify(sealed),
  });
  const env = (await res.json()) as Env;
  if (res.headers.get('encrypted') === '1' && typeof env.data === 'string')
    env.data = JSON.parse(await decryptField(safeKey, env.data)) as unknown;
  return env;
}

const password = sha256Hex('bench1234');
const tokens: string[] = [];
for (let i = 0; i < PLAYERS; i++) {
  const name = `bench${i}a`;
  const reg = await post('userRegister', {
    name,
    password,
    secondPassword: password,
    kaptchcate: 4,
  });
  const id = Number((reg.data as { userId: string }).userId);
  await db.transaction(async (tx) => {
    await move(tx, {
      memberId: id,
      kind: 'deposit',
      from: await accountId(tx, null, 'channel'),
      to: await accountId(tx, id, 'center'),
      amount: 10_000_000_00,
      at: Date.now(),
    });
  });
  tokens.push(
    ((await post('userLogin', { name, password, kaptchcate: 4 })).data as { token: string }).token,
  );
}
const matches = await post('venueResource', footballMatchesBody('FU'));
const offer = firstOffer(matches.data);
const selection = selectionOf(offer.match, offer.odd);

let seq = 0;
const scenarios: Record<string, (worker: number) => Promise<Env>> = {
  login: (w) => post('userLogin', { name: `bench${w % PLAYERS}a`, password, kaptchcate: 4 }),
  balance: (w) => post('transferGetBalance', { withLockMoney: 1 }, tokens[w % PLAYERS]),
  safeBal: (w) => safePost('transferGetBalance', { withLockMoney: 1 }, tokens[w % PLAYERS]),
  transfer: (w) => {
    const k = `t-${w}-${++seq}-bench`;
    return post(
      'transferUtcTransfer',
      { channelCode: 'PGDZ', amount: '1.00', ty: seq % 2 ? '1' : '2' },
      tokens[w % PLAYERS],
      k,
    );
  },
  placeBet: (w) => {
    const k = `b-${w}-${++seq}-bench`;
    return post('venueResource', singleBetBody(selection, '10', k), tokens[w % PLAYERS], k);
  },
};

console.log(
  `reference server bench: ${CONCURRENCY} concurrent clients, ${SECONDS} s a scenario, PGlite in memory`,
);
console.log('scenario    req/s    p50 ms   p99 ms   errors');
for (const [name, fn] of Object.entries(scenarios)) {
  const latencies: number[] = [];
  let errors = 0;
  const end = Date.now() + SECONDS * 1000;
  const t0 = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async (_, w) => {
      while (Date.now() < end) {
        const s = performance.now();
        const r = await fn(w);
        latencies.push(performance.now() - s);
        if (r.status_code !== 6000 && r.status_code !== 6012) errors++;
      }
    }),
  );
  const secs = (performance.now() - t0) / 1000;
  latencies.sort((a, b) => a - b);
  const pct = (p: number): number =>
    latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * p))] ?? 0;
  console.log(
    `${name.padEnd(10)} ${(latencies.length / secs).toFixed(0).padStart(6)} ${pct(0.5).toFixed(1).padStart(9)} ${pct(0.99).toFixed(1).padStart(8)} ${String(errors).padStart(8)}`,
  );
}
await app.close();
await db.close();
