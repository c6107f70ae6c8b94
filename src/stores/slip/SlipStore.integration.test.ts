// The slip and sports stores inside the real RootStore, over the real SDK and a fake fetch: the
// idempotency key travels as the Idempotency-Key header and is the same on a retry.
import { describe, expect, it } from 'vitest';
import { createTestRoot } from '../testing/createTestRoot';
import { fail, ok } from '../testing/FakeApi';

const match = {
  gameId: '8812345',
  hgid: '8812346',
  gide: '8812345',
  league_id: '100021',
  leagueName: '英格兰超级联赛',
  team_h: '曼彻斯特联',
  team_c: '利物浦',
  gameType: 'FT',
  re_time: "67'",
  isLive: true,
  se_now: '2H',
  sc_FT_H: 1,
  sc_FT_C: 0,
  mainOdds: [
    {
      r: 'R_H_8812345',
      gameId: '8812345',
      w: 'R',
      rtype: 'RH',
      name: '曼彻斯特联',
      handicap: '0/0.5',
      odds: 0.93,
    },
  ],
};

function setup() {
  const frames: (() => void)[] = [];
  const t = createTestRoot({ token: 'tok-1', scheduleFrame: (cb) => frames.push(cb) });
  let placeAnswers: ('network' | 'accepted' | 'closed')[] = [];
  t.api.on('venueResource', (body) => {
    const method = (body as { method: string }).method;
    if (method === 'leagues') return ok({ method, leagues: [] });
    if (method === 'matches') return ok({ method, matches: [match] });
    const next = placeAnswers.shift() ?? 'accepted';
    if (next === 'network') throw new TypeError('fetch failed');
    if (next === 'closed') return fail(6415, '场馆维护中');
    return ok({
      method,
      tickets: [
        {
          ticket_id: 'T1',
          status: 'accepted',
          stake: 10,
          odds: 0.93,
          potentialWin: 9.3,
          betTime: '2026-11-22 20:30:00',
        },
      ],
    });
  });
  t.api.on('transferGetBalance', ok({ centerWalletBalance: 500 }));
  const setPlaceAnswers = (a: typeof placeAnswers) => {
    placeAnswers = [...a];
  };
  return { ...t, frames, setPlaceAnswers };
}

async function pickFirstPrice(t: ReturnType<typeof setup>) {
  await t.root.sports.enter('sport');
  const m = t.root.sports.matches[0]!;
  const price = m.odds['R_H_8812345']!;
  t.root.slip.select({
    gameInfo: { gameId: m.gameId, hgid: m.hgid, gide: m.gide, team_h: m.team_h, team_c: m.team_c },
    playInfo: { w: price.w },
    oddInfo: { r: price.r, odds: price.odds },
  });
  t.root.slip.setStake(t.root.slip.picks[0]!.key, '10');
}

const placeCalls = (t: ReturnType<typeof setup>) =>
  t.api
    .callsTo('venueResource')
    .filter((c) => (c.body as { method: string }).method === 'placeBet');

describe('slip in the real root store', () => {
  it('sends the same Idempotency-Key header on a retry after a network failure', async () => {
    const t = setup();
    await pickFirstPrice(t);
    t.setPlaceAnswers(['network', 'accepted']);
    expect(await t.root.slip.place()).toMatchObject({ status: 'failed', retryable: true });
    expect(await t.root.slip.place()).toMatchObject({ status: 'placed', accepted: 1 });
    const [first, second] = placeCalls(t);
    const key = first!.headers.get('Idempotency-Key');
    expect(key).toMatch(/\S{8,}/);
    expect(second!.headers.get('Idempotency-Key')).toBe(key);
    expect((second!.body as { Request: { idempotencyKey: string } }).Request.idempotencyKey).toBe(
      key,
    );
    await t.settle();
    expect(t.root.wallet.centerBalance).toBe(500);
  });

  it('shows the server message of a business failure as a toast and uses a new key next time', async () => {
    const t = setup();
    await pickFirstPrice(t);
    t.setPlaceAnswers(['closed', 'accepted']);
    expect(await t.root.slip.place()).toEqual({
      status: 'failed',
      message: '场馆维护中',
      retryable: false,
    });
    expect(t.root.ui.toasts.map((x) => [x.kind, x.content])).toContainEqual([
      'error',
      { text: '场馆维护中' },
    ]);
    await t.root.slip.place();
    const [first, second] = placeCalls(t);
    expect(second!.headers.get('Idempotency-Key')).not.toBe(first!.headers.get('Idempotency-Key'));
  });

  it('forces Hong Kong odds on the sports lists while series mode is on', async () => {
    const t = setup();
    await pickFirstPrice(t);
    t.root.sports.setOddsFormat('E');
    const price = t.root.sports.matches[0]!.odds['R_H_8812345']!;
    expect(t.root.sports.displayOdds(price)).toBe('1.93');
    t.root.slip.setSeries(true);
    expect(t.root.sports.displayOdds(price)).toBe('0.93');
    t.root.slip.setSeries(false);
    expect(t.root.sports.displayOdds(price)).toBe('1.93');
  });

  it('passes live odds of a selected price to the slip at the next frame', async () => {
    const t = setup();
    await pickFirstPrice(t);
    t.root.sports.pushUpdate({ gameId: '8812345', odds: [{ r: 'R_H_8812345', odds: 0.88 }] });
    expect(t.root.slip.picks[0]!.oddsChanged).toBe(false);
    for (const f of t.frames.splice(0)) f();
    expect(t.root.slip.picks[0]!).toMatchObject({
      oddsChanged: true,
      previousOdds: 0.93,
      oddInfo: { odds: 0.88 },
    });
  });
});

describe('slip and session', () => {
  it('logout empties the slip of the member who left', async () => {
    const t = setup();
    t.api.on('userLogout', ok(null));
    await pickFirstPrice(t);
    expect(t.root.slip.picks).toHaveLength(1);
    await t.root.session.logout();
    expect(t.root.slip.picks).toHaveLength(0);
  });
});
