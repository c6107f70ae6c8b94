// Issue 15, "Dev routes": /__dev/... exist only when enabled explicitly, never under
// NODE_ENV=production, and answer loopback clients only.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from '../app.ts';
import { DEV_PREFIX } from '../dev.ts';
import { devRoutesEnabled, devRoutesFromEnv } from '../security/dev-routes.ts';
import { loadMatch } from '../sports/betting.ts';
import {
  allMarketsNow,
  liveState,
  marketsNow,
  SUSPEND_AFTER_MS,
  SUSPEND_BEFORE_MS,
} from '../sports/sim.ts';
import { startHarness, type Harness } from './harness.ts';

describe('development routes', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness(); // devRoutes: true
  }, 180_000);
  afterAll(async () => h.close());

  it('stay off unless enabled explicitly, and never under NODE_ENV=production', () => {
    expect(devRoutesEnabled(undefined, {})).toBe(false);
    expect(devRoutesEnabled(false, {})).toBe(false);
    expect(devRoutesEnabled(true, { NODE_ENV: 'production' })).toBe(false);
    expect(devRoutesEnabled(true, { NODE_ENV: 'development' })).toBe(true);
    expect(devRoutesFromEnv({})).toBe(false); // the default of `npm start`
    expect(devRoutesFromEnv({ NODE_ENV: 'development' })).toBe(false);
    expect(devRoutesFromEnv({ DEV_ROUTES: '1', NODE_ENV: 'production' })).toBe(false);
    expect(devRoutesFromEnv({ DEV_ROUTES: '1' })).toBe(true);
  });

  it('are not registered by a dev-mode server that did not enable them', async () => {
    const app = await buildServer({
      db: h.db,
      dev: true,
      clock: h.clock,
      contract: h.contract,
      distDir: null,
    });
    const res = await app.inject({ method: 'GET', url: `${DEV_PREFIX}/outbox` });
    expect(res.json()).toMatchObject({ status_code: 6004, data: null });
    await app.close();
  });

  it('answer loopback clients only (404 to any other address)', async () => {
    const outside = await h.app.inject({
      method: 'GET',
      url: `${DEV_PREFIX}/outbox`,
      remoteAddress: '203.0.113.7',
    });
    expect(outside.statusCode).toBe(404);
    const settle = await h.app.inject({
      method: 'POST',
      url: `${DEV_PREFIX}/bet/settle`,
      remoteAddress: '198.51.100.2',
      payload: { betId: 'B1', result: 'W' },
    });
    expect(settle.statusCode).toBe(404);
    const local = await h.app.inject({
      method: 'GET',
      url: `${DEV_PREFIX}/outbox`,
      remoteAddress: '127.0.0.1',
    });
    expect(local.json()).toMatchObject({ status_code: 6000 });
  });

  it("force an odds change of a price (the journeys' odds move between pick and place)", async () => {
    const rows = await h.db.query<{ id: number }>(
      'SELECT id FROM matches WHERE NOT champion AND starts_at > $1 ORDER BY id LIMIT 1',
      [h.clock.now()],
    );
    const id = Number(rows[0]?.id);
    const before = await loadMatch(h.db, id);
    if (!before) throw new Error('no pre-match match');
    const oddsId = `OU_O_${id}`;
    const price = (m: typeof before) =>
      marketsNow(m, h.clock.now()).find((p) => p.oddsId === oddsId)?.price ?? 0;
    const old = price(before);
    const outside = await h.app.inject({
      method: 'POST',
      url: `${DEV_PREFIX}/sports/odds`,
      remoteAddress: '203.0.113.7',
      payload: { oddsId, factor: 1.3 },
    });
    expect(outside.statusCode).toBe(404);
    const res = await h.app.inject({
      method: 'POST',
      url: `${DEV_PREFIX}/sports/odds`,
      remoteAddress: '127.0.0.1',
      payload: { oddsId, factor: 1.3 },
    });
    expect(res.json()).toMatchObject({ status_code: 6000 });
    const after = await loadMatch(h.db, id);
    if (!after) throw new Error('match gone');
    expect(price(after)).toBeGreaterThan(old);
    const bad = await h.app.inject({
      method: 'POST',
      url: `${DEV_PREFIX}/sports/odds`,
      remoteAddress: '127.0.0.1',
      payload: { oddsId: 'nonsense', factor: 1.3 },
    });
    expect(bad.json()).not.toMatchObject({ status_code: 6000 });
  });

  it("a goal now in an in-play football match (the journeys' goal): its markets suspend at once, the score moves 2 s later, they reopen 8 s after it with new prices; a finished or pre-match match gets none", async () => {
    const rows = await h.db.query<{ id: number }>(
      `SELECT id FROM matches WHERE NOT champion AND game_type = 'FT' AND starts_at < $1 ORDER BY starts_at DESC`,
      [h.clock.now()],
    );
    let live = null;
    for (const r of rows) {
      const m = await loadMatch(h.db, Number(r.id));
      const s = m ? liveState(m, h.clock.now()) : null;
      // in play, and not around one of its own goals (a clean before and after)
      if (
        m &&
        s?.phase === 'live' &&
        !s.suspended &&
        !liveState(m, h.clock.now() + 12_000).suspended
      ) {
        live = m;
        break;
      }
    }
    if (!live) throw new Error('no live football match');
    const before = liveState(live, h.clock.now());
    const pricesBefore = marketsNow(live, h.clock.now()).filter((p) => p.play.startsWith('R'));
    expect(pricesBefore.length).toBeGreaterThan(0);
    const goal = (gameId: unknown, remoteAddress = '127.0.0.1') =>
      h.app.inject({
        method: 'POST',
        url: `${DEV_PREFIX}/sports/goal`,
        remoteAddress,
        payload: { gameId, side: 'C' },
      });
    expect((await goal(live.id, '203.0.113.7')).statusCode).toBe(404);
    expect((await goal(live.id)).json()).toMatchObject({ status_code: 6000 });

    const after = await loadMatch(h.db, live.id);
    if (!after) throw new Error('match gone');
    const now = h.clock.now();
    expect(liveState(after, now).suspended).toBe(true);
    expect(marketsNow(after, now)).toEqual([]);
    const scored = liveState(after, now + SUSPEND_BEFORE_MS);
    expect([scored.scoreH, scored.scoreC]).toEqual([before.scoreH, before.scoreC + 1]);
    expect(scored.suspended).toBe(true);
    const reopened = now + SUSPEND_BEFORE_MS + SUSPEND_AFTER_MS;
    expect(liveState(after, reopened).suspended).toBe(false);
    const pricesAfter = marketsNow(after, reopened).filter((p) => p.play.startsWith('R'));
    expect(pricesAfter.length).toBeGreaterThan(0);
    // the away side scored: its 独赢 price shortens
    const away = (ps: typeof pricesAfter) =>
      ps.find((p) => p.play === 'RM' && p.side === 'C')?.price ?? 0;
    expect(away(pricesAfter)).toBeLessThan(away(pricesBefore));

    const notLive = await h.db.query<{ id: number }>(
      'SELECT id FROM matches WHERE NOT champion AND starts_at > $1 ORDER BY id LIMIT 1',
      [h.clock.now()],
    );
    expect((await goal(Number(notLive[0]?.id))).json()).toMatchObject({ status_code: 6007 });
    expect((await goal('nonsense')).json()).toMatchObject({ status_code: 6004 });
  });

  it("a kick-off now of a scheduled match (the journeys' match that has started): in play at once, 0-0, its in-play markets open; a started match, an outright or an unknown one gets none", async () => {
    const rows = await h.db.query<{ id: number }>(
      `SELECT id FROM matches WHERE NOT champion AND game_type = 'TN' AND starts_at > $1 ORDER BY starts_at LIMIT 1`,
      [h.clock.now()],
    );
    const id = Number(rows[0]?.id);
    const kickOff = (gameId: unknown, remoteAddress = '127.0.0.1') =>
      h.app.inject({
        method: 'POST',
        url: `${DEV_PREFIX}/sports/kick-off`,
        remoteAddress,
        payload: { gameId },
      });
    expect((await kickOff(id, '203.0.113.7')).statusCode).toBe(404);
    expect((await kickOff(id)).json()).toMatchObject({ status_code: 6000 });
    const m = await loadMatch(h.db, id);
    if (!m) throw new Error('match gone');
    const now = h.clock.now();
    expect(liveState(m, now)).toMatchObject({ phase: 'live', scoreH: 0, scoreC: 0 });
    expect(allMarketsNow(m, now).some((p) => p.play === 'RSC')).toBe(true);
    expect((await kickOff(id)).json()).toMatchObject({ status_code: 6007 });
    const outright = await h.db.query<{ id: number }>(
      'SELECT id FROM matches WHERE champion AND starts_at > $1 LIMIT 1',
      [now],
    );
    if (outright[0]) {
      expect((await kickOff(Number(outright[0].id))).json()).toMatchObject({
        status_code: 6007,
      });
    }
    expect((await kickOff('nonsense')).json()).toMatchObject({ status_code: 6004 });
  });
});
