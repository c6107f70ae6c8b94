// 200 clients at once on loopback, for a bounded time, moving money and betting on the same five
// accounts: no server error, no double transfer on retried keys, no negative balance, and a
// ledger that still balances with every balance explained by the accepted answers. Once on
// PGlite, once on a real PostgreSQL (TEST_DATABASE_URL, the test command's throwaway cluster).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bothBackends } from './pg-scratch.ts';
import { startHarness, newPlayer, type Harness } from './harness.ts';
import { checkInvariants } from '../ledger.ts';
import {
  firstOffer,
  footballMatchesBody,
  listenOnLoopback,
  selectionOf,
  singleBetBody,
  type Loopback,
} from './support.ts';

const CLIENTS = 200;
const DURATION_MS = 4_000;
const PLAYERS = 5;
const START_CENTS = 1_000_00;

const backends = bothBackends('refsrv_load');

describe.each(backends)('under concurrent load on $name', ({ skip, open, drop }) => {
  let h: Harness;
  let loopback: Loopback;
  const tokens: string[] = [];
  beforeAll(async () => {
    if (skip) return;
    const db = await open();
    h = await startHarness(db ? { db } : {});
    tokens.length = 0;
    for (let i = 0; i < PLAYERS; i++)
      tokens.push(await newPlayer(h, `load${i}x`, { balance: START_CENTS }));
    loopback = await listenOnLoopback(h.app, 'load-device');
  }, 60_000);
  afterAll(async () => {
    if (skip) return;
    await h.close();
    await drop();
  });

  it.skipIf(skip)(
    'keeps every balance explained, non-negative and the ledger balanced',
    async () => {
      const { post } = loopback;
      const list = await post('venueResource', footballMatchesBody('FT'), tokens[0] ?? '');
      const { match, odd } = firstOffer(list.env.data);

      const inVenue = new Array<number>(PLAYERS).fill(0); // net cents moved into PGDZ by accepted transfers
      const staked = new Array<number>(PLAYERS).fill(0);
      const problems: string[] = [];
      let requests = 0;
      let replays = 0;
      const deadline = Date.now() + DURATION_MS;

      const client = async (n: number): Promise<void> => {
        const p = n % PLAYERS;
        const token = tokens[p] ?? '';
        let seq = 0;
        while (Date.now() < deadline) {
          seq++;
          const roll = (n * 7919 + seq * 104729) % 10;
          const key = `c${n}-s${seq}-key`;
          if (roll < 4) {
            const cents = 100 * (1 + ((n + seq) % 50));
            const ty = roll < 3 ? '1' : '2';
            const body = { channelCode: 'PGDZ', amount: (cents / 100).toFixed(2), ty };
            const first = await post('transferUtcTransfer', body, token, key);
            requests++;
            // a retry of the same intent (same key, same body) must replay, not move money again
            const again = roll === 0 ? await post('transferUtcTransfer', body, token, key) : null;
            if (again) {
              requests++;
              replays++;
              // an accepted transfer is replayed as it was; a refused one (nothing moved) may be retried
              if (
                first.env.status_code === 6000 &&
                JSON.stringify(again.env) !== JSON.stringify(first.env)
              )
                problems.push(`replay differs for ${key}`);
              if (first.env.status_code !== 6000 && again.env.status_code === 6000)
                inVenue[p] = (inVenue[p] ?? 0) + (ty === '1' ? cents : -cents);
            }
            if (first.http !== 200 || first.env.status_code === 6005)
              problems.push(`transfer ${first.http} ${first.env.status_code} ${first.env.message}`);
            if (first.env.status_code === 6000)
              inVenue[p] = (inVenue[p] ?? 0) + (ty === '1' ? cents : -cents);
            else if (first.env.status_code !== 6012)
              problems.push(`transfer answered ${first.env.status_code} ${first.env.message}`);
          } else if (roll < 7) {
            const stake = 10 + ((n + seq) % 20);
            const body = singleBetBody(selectionOf(match, odd), String(stake), key);
            const r = await post('venueResource', body, token, key);
            requests++;
            if (r.http !== 200 || r.env.status_code !== 6000)
              problems.push(`bet ${r.http} ${r.env.status_code} ${r.env.message}`);
            const ticket = (
              r.env.data as { tickets?: Array<{ status: string; stake: number }> } | null
            )?.tickets?.[0];
            if (ticket?.status === 'accepted')
              staked[p] = (staked[p] ?? 0) + Math.round(ticket.stake * 100);
          } else {
            const r = await post('transferGetBalance', { withLockMoney: 1 }, token);
            requests++;
            const d = r.env.data as { centerWalletBalance: number } | null;
            if (r.env.status_code !== 6000 || !d || d.centerWalletBalance < 0)
              problems.push(`balance ${r.env.status_code}`);
          }
        }
      };
      const t0 = Date.now();
      await Promise.all(Array.from({ length: CLIENTS }, (_, n) => client(n)));
      const seconds = (Date.now() - t0) / 1000;
      console.log(
        `concurrency: ${CLIENTS} clients, ${requests} requests (${replays} replays) in ${seconds.toFixed(1)} s = ${(requests / seconds).toFixed(0)} req/s`,
      );

      expect(problems.slice(0, 5), `${problems.length} problems`).toEqual([]);
      expect(requests).toBeGreaterThan(CLIENTS);
      expect(await checkInvariants(h.db)).toEqual([]);
      for (let p = 0; p < PLAYERS; p++) {
        const id = Number(
          (
            await h.db.query<{ id: number }>('SELECT id FROM members WHERE name = $1', [
              `load${p}x`,
            ])
          )[0]?.id,
        );
        const rows = await h.db.query<{ kind: string; venue: string; balance: number }>(
          'SELECT kind, venue, balance FROM ledger_accounts WHERE member_id = $1',
          [id],
        );
        const get = (kind: string, venue = ''): number =>
          Number(rows.find((r) => r.kind === kind && r.venue === venue)?.balance ?? 0);
        expect(rows.every((r) => Number(r.balance) >= 0)).toBe(true);
        expect(get('venue', 'PGDZ')).toBe(inVenue[p]);
        expect(get('center')).toBe(START_CENTS - (inVenue[p] ?? 0) - (staked[p] ?? 0));
      }
    },
    90_000,
  );
});
