import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, newPlayer, type Harness } from './harness.ts';
import { checkInvariants } from '../ledger.ts';
import { selectionOf } from './support.ts';
import { DEV_PREFIX } from '../dev.ts';
import { formatOdds, selectionResult, resultMultiplier } from '../sports/sim.ts';
import { MINUTE, liveState } from '../sports/sim.ts';
import { laterToday } from '../db/seed.ts';
import { fmtDate } from '../handlers/util.ts';
import { convertOdds, displayFormatOf, formatOdds as shownOdds } from '../../src/domain/odds.ts';
import { readSportsRow } from '../../src/stores/sports/BetRecords.ts';
import {
  betCount,
  parseSeriesType,
  seriesPayoutCents,
  seriesReturnCents,
  singleWin,
} from '../../src/domain/parlay.ts';
import {
  loadMatch,
  settleDue,
  storedSeriesType,
  type StoredBet,
  type BetKind,
} from '../sports/betting.ts';

interface Sel {
  r: string;
  gameId: string;
  w: string;
  rtype: string;
  handicap?: string;
  odds: number;
}
interface MatchOut {
  gameId: string;
  hgid: string;
  gide: string;
  team_h: string;
  team_c: string;
  isLive: boolean;
  gameType: string;
  mainOdds: Sel[];
  sc_FT_H: number;
  sc_FT_C: number;
}
interface Ticket {
  ticket_id: string;
  status: string;
  stake: number;
  odds: number;
  potentialWin: number;
  reason?: string;
  bets?: number;
  seriesType?: string;
  legs?: Array<{ r: string; odds: number }>;
  code?: number;
  changed?: Array<{ r: string; odds: number; ratio: string }>;
}
interface RecordOut {
  ticket_id: string;
  betType: string;
  seriesType?: string;
  bets: number;
  stake: number;
  oddsType: string;
  selections: Array<{
    market: string;
    rtype: string;
    selection: string;
    handicap: string;
    odds: number;
    decimalOdds: number;
    score: string;
  }>;
}

/** A call of the own book's resource (venueResource, XMTY) as the given member, with an
 * idempotency key when it moves money. */
const callResource = (
  h: Harness,
  token: string,
  method: string,
  Request: Record<string, unknown>,
  key?: string,
) =>
  h.call(
    'venueResource',
    {
      method,
      enName: 'XMTY',
      Request: {
        timestamp: h.clock.now(),
        token: '',
        language: 'zh-cn',
        ip: '127.0.0.1',
        ...Request,
      },
    },
    { token, ...(key ? { idempotencyKey: key } : {}) },
  );

describe('sports book through venueResource', () => {
  let h: Harness;
  let token: string;
  const resource = (method: string, Request: Record<string, unknown>, key?: string) =>
    callResource(h, token, method, Request, key);
  const matches = async (
    gameType: string,
    showType: string,
    oddsType = 'H',
  ): Promise<MatchOut[]> => {
    const r = await resource('matches', { gameType, showType, oddsType });
    expect(r.status_code).toBe(6000);
    return (r.data as { matches: MatchOut[] }).matches;
  };
  const sel = (m: MatchOut, i = 0): Record<string, unknown> => {
    const o = m.mainOdds[i];
    if (!o) throw new Error('no odds');
    return selectionOf(m, o);
  };
  let seq = 0;
  const bet = async (
    betType: string,
    selections: Array<Record<string, unknown>>,
    stake: string,
    extra: Record<string, unknown> = {},
  ): Promise<Ticket[]> => {
    const key = `bet-${++seq}-abcdef`;
    const r = await resource(
      'placeBet',
      {
        betType,
        oddsType: 'H',
        selections,
        stake,
        acceptOddsChange: false,
        idempotencyKey: key,
        ...extra,
      },
      key,
    );
    expect(r.status_code, r.message).toBe(6000);
    return (r.data as { tickets: Ticket[] }).tickets;
  };
  const centre = async (): Promise<number> =>
    (
      (await h.call('transferGetBalance', { withLockMoney: 1 }, { token })).data as {
        centerWalletBalance: number;
      }
    ).centerWalletBalance;

  beforeAll(async () => {
    h = await startHarness();
    token = await newPlayer(h, 'punter1', { balance: 500_000_00 });
  }, 60_000);
  afterAll(async () => {
    expect(await checkInvariants(h.db)).toEqual([]);
    expect(h.app.services.contractViolations).toEqual([]);
    await h.close();
  });

  it('lists in-play leagues and live football matches with scores and odds', async () => {
    const leagues = await resource('leagues', { gameType: 'FT', showType: 'RB' });
    const names = (leagues.data as { leagues: Array<{ name: string }> }).leagues.map((l) => l.name);
    expect(names).toContain('英格兰超级联赛');
    const live = await matches('FT', 'RB');
    expect(live.length).toBeGreaterThan(0);
    expect(live.every((m) => m.isLive)).toBe(true);
    expect(live[0]?.mainOdds.map((o) => o.w)).toEqual(['RE', 'RE', 'ROU', 'ROU', 'RM', 'RM', 'RM']);
  });

  it('the match page: odds answers the match with its score and a timeline whose goals add up to it; an unknown id answers 6303', async () => {
    for (const m of await matches('FT', 'RB')) {
      const r = await resource('odds', {
        gameId: m.gameId,
        gameType: 'ALL',
        showType: 'RB',
        oddsType: 'H',
      });
      expect(r.status_code).toBe(6000);
      const d = r.data as {
        match: MatchOut;
        events: Array<{ kind: string; side: string; score: string }>;
      };
      expect(d.match.gameId).toBe(m.gameId);
      const goals = d.events.filter((e) => e.kind === 'goal');
      expect(goals.filter((e) => e.side === 'H')).toHaveLength(d.match.sc_FT_H);
      expect(goals.filter((e) => e.side === 'C')).toHaveLength(d.match.sc_FT_C);
      expect(goals.at(-1)?.score ?? '0-0').toBe(`${d.match.sc_FT_H}-${d.match.sc_FT_C}`);
    }
    const unknown = await resource('odds', {
      gameId: '999999999',
      gameType: 'ALL',
      showType: 'RB',
      oddsType: 'H',
    });
    expect(unknown.status_code).toBe(6303);
  });

  it('shows the same prices in the four odds formats', async () => {
    const hk = (await matches('FT', 'FT', 'H'))[0];
    const eu = (await matches('FT', 'FT', 'E'))[0];
    const indo = (await matches('FT', 'FT', 'I'))[0];
    const malay = (await matches('FT', 'FT', 'M'))[0];
    const hkOdds = hk?.mainOdds[0]?.odds ?? 0;
    expect(eu?.mainOdds[0]?.odds).toBeCloseTo(hkOdds + 1, 3);
    expect(indo?.mainOdds[0]?.odds).toBeCloseTo(hkOdds >= 1 ? hkOdds : -1 / hkOdds, 2);
    expect(malay?.mainOdds[0]?.odds).toBeCloseTo(hkOdds <= 1 ? hkOdds : -1 / hkOdds, 2);
    expect(formatOdds(1500, 'I')).toBe(-2);
    expect(formatOdds(3000, 'M')).toBe(-0.5);
  });

  it('moves live odds and scores with the clock, deterministically', async () => {
    const before = JSON.stringify(await matches('FT', 'RB'));
    expect(JSON.stringify(await matches('FT', 'RB'))).toBe(before);
    h.clock.advance(MINUTE);
    const after = JSON.stringify(await matches('FT', 'RB'));
    expect(after).not.toBe(before);
    h.clock.advance(-MINUTE);
  });

  it('accepts a single bet at the shown odds and takes the stake from the centre wallet', async () => {
    const m = (await matches('FT', 'FT'))[0];
    if (!m) throw new Error('no match');
    const before = await centre();
    const [t] = await bet('single', [sel(m, 0)], '100');
    expect(t?.status).toBe('accepted');
    expect(t?.ticket_id).toMatch(/^B/);
    expect(await centre()).toBeCloseTo(before - 100, 2);
  });

  it('rejects a bet whose odds changed unless the player accepts changes', async () => {
    const m = (await matches('FT', 'FT'))[1];
    if (!m) throw new Error('no match');
    const stale = { ...sel(m, 0), odds: (m.mainOdds[0]?.odds ?? 1) + 0.2 };
    const before = await centre();
    const [rejected] = await bet('single', [stale], '50');
    expect(rejected?.status).toBe('rejected');
    expect(rejected?.reason).toContain('赔率已变更');
    expect(await centre()).toBe(before);
    const [accepted] = await bet('single', [stale], '50', { acceptOddsChange: true });
    expect(accepted?.status).toBe('accepted');
  });

  it('refuses a handicap pick whose line moved since the pick (6012, even accepting odds changes) and says the line now', async () => {
    const live = await matches('FT', 'RB');
    // a live match whose in-play handicap line moves within the next 60 minutes of play
    let moved: { m: MatchOut; seen: Sel; now: Sel; minutes: number } | null = null;
    for (const m of live) {
      const seen = m.mainOdds.find((o) => o.w === 'RE' && o.rtype === 'H');
      if (!seen?.handicap) continue;
      let k = 0;
      while (!moved && k < 60) {
        k++;
        h.clock.advance(MINUTE);
        const again = (await matches('FT', 'RB')).find((x) => x.gameId === m.gameId);
        if (!again) break; // over: try the next match
        const now = again.mainOdds.find((o) => o.r === seen.r);
        if (now?.handicap && now.handicap !== seen.handicap) moved = { m, seen, now, minutes: k };
      }
      if (moved) break;
      h.clock.advance(-k * MINUTE);
    }
    if (!moved) throw new Error('no live handicap line moved within 60 minutes');
    const before = await centre();
    const picked = { ...selectionOf(moved.m, moved.seen), ratio: moved.seen.handicap };
    const [refused] = await bet('single', [picked], '50', { acceptOddsChange: true });
    expect(refused?.status).toBe('rejected');
    expect(refused?.code).toBe(6012);
    expect(refused?.reason).toBe('盘口已变更,请确认新盘口后重新投注');
    expect(refused?.changed).toEqual([
      { r: moved.seen.r, odds: moved.now.odds, ratio: moved.now.handicap },
    ]);
    expect(await centre()).toBe(before);
    // the slip offers the new line; placed on it, the bet is accepted on that line
    const [placed] = await bet(
      'single',
      [{ ...picked, odds: moved.now.odds, ratio: moved.now.handicap }],
      '50',
    );
    expect(placed?.status).toBe('accepted');
    expect(placed?.code).toBe(6000);
    expect(placed?.changed).toEqual([]);
    h.clock.advance(-moved.minutes * MINUTE);
  });

  it('refuses a pre-match over/under pick on another line than the one offered, accepts it on the offered line', async () => {
    const m = (await matches('FT', 'FT'))[2];
    const ou = m?.mainOdds.find((o) => o.w === 'OU' && o.rtype === 'O');
    if (!m || !ou?.handicap) throw new Error('no over/under');
    const other = String(Number(ou.handicap) + 1);
    const [refused] = await bet('single', [{ ...selectionOf(m, ou), ratio: other }], '20');
    expect(refused).toMatchObject({ status: 'rejected', code: 6012 });
    expect(refused?.changed).toEqual([{ r: ou.r, odds: ou.odds, ratio: ou.handicap }]);
    // an odds-only move keeps its own message, with the price now
    const [odds] = await bet(
      'single',
      [{ ...selectionOf(m, ou), ratio: ou.handicap, odds: ou.odds + 0.3 }],
      '20',
    );
    expect(odds).toMatchObject({ status: 'rejected', code: 6012 });
    expect(odds?.reason).toContain('赔率已变更');
    expect(odds?.changed).toEqual([{ r: ou.r, odds: ou.odds, ratio: ou.handicap }]);
    const [ok] = await bet('single', [{ ...selectionOf(m, ou), ratio: ou.handicap }], '20');
    expect(ok?.status).toBe('accepted');
  });

  it('rejects a parlay with two picks of the same match, accepts one over different matches', async () => {
    const list = await matches('FT', 'FT');
    const [a, b] = list;
    if (!a || !b) throw new Error('need two matches');
    const [same] = await bet('multiple', [sel(a, 0), sel(a, 2)], '10');
    expect(same?.status).toBe('rejected');
    const [ok] = await bet('multiple', [sel(a, 0), sel(b, 0)], '10');
    expect(ok?.status).toBe('accepted');
    expect(ok?.odds).toBeGreaterThan(1);
  });

  it('places a series bet (2 of 3) staking each combination and a champion bet', async () => {
    const list = await matches('FT', 'FT');
    const picks = list.slice(0, 3).map((m) => sel(m, 0));
    const before = await centre();
    const [series] = await bet('series', picks, '10', { seriesType: '2x1' });
    expect(series?.status).toBe('accepted');
    expect(series?.stake).toBe(30);
    expect(await centre()).toBeCloseTo(before - 30, 2);
    const champs = await matches('FS', 'FSFT', 'E');
    const c = champs[0];
    if (!c) throw new Error('no champion market');
    const [champ] = await bet('champion', [sel(c, 0)], '20');
    expect(champ?.status).toBe('accepted');
  });

  it('串关 places one ticket of every leg with its combination type: N串1, 2串1 of three, 3串4', async () => {
    const list = await matches('FT', 'FT');
    const three = list.slice(3, 6);
    const picks = three.map((m) => sel(m, 2));
    const decimals = three.map((m) => Math.round(((m.mainOdds[2]?.odds ?? 0) + 1) * 1000));
    const cases: Array<[string, number]> = [
      ['3x1', 1],
      ['2x1', 3],
      ['3x4', 4],
    ];
    for (const [code, bets] of cases) {
      const type = parseSeriesType(code, 3);
      if (!type) throw new Error(code);
      const before = await centre();
      const tickets = await bet('series', picks, '10', { seriesType: code });
      expect(tickets).toHaveLength(1);
      const [t] = tickets;
      expect(t?.status, t?.reason).toBe('accepted');
      expect(t?.seriesType).toBe(code);
      expect(t?.bets).toBe(bets);
      expect(t?.stake).toBe(10 * bets);
      expect(t?.legs?.map((l) => l.r)).toEqual(picks.map((p) => p['r']));
      // the potential win is the domain's: the return of every combination less the stake
      const ret = seriesReturnCents(1000, decimals, type);
      expect(t?.potentialWin).toBeCloseTo((ret - 1000 * bets) / 100, 2);
      expect(await centre()).toBeCloseTo(before - 10 * bets, 2);
    }
    // a type not offered for the picks, and two legs of one match, are refused
    const [bad] = await bet('series', picks, '10', { seriesType: '4x11' });
    expect(bad?.status).toBe('rejected');
    expect(bad?.reason).toBe('串关类型无效');
    const [same] = await bet('series', [sel(list[3] as MatchOut, 0), ...picks], '10', {
      seriesType: '4x1',
    });
    expect(same?.status).toBe('rejected');

    // 投注记录: one record a ticket, with its legs, combination type and the format placed in
    const r = await resource('betRecords', { settled: false, pageNum: 1, pageSize: 50 });
    const records = (r.data as { list: RecordOut[] }).list;
    const full = records.find((x) => x.seriesType === '3x4');
    expect(full?.betType).toBe('series');
    expect(full?.bets).toBe(4);
    expect(full?.stake).toBe(40);
    expect(full?.selections.map((l) => [l.market, l.rtype, l.selection, l.handicap])).toEqual(
      three.map((m) => ['全场大小', 'O', '大', m.mainOdds[2]?.handicap ?? '']),
    );
    expect(full?.selections.map((l) => l.odds)).toEqual(three.map((m) => m.mainOdds[2]?.odds));
  });

  it('records show the odds in the format the bet was placed in, the line, and the score at placement of an in-play bet', async () => {
    const live = (await matches('FT', 'RB', 'E'))[0];
    if (!live) throw new Error('no live match');
    const handicap = live.mainOdds.find((o) => o.w === 'RE' && o.rtype === 'H');
    if (!handicap) throw new Error('no in-play handicap');
    const key = `bet-${++seq}-euro`;
    const placed = await resource(
      'placeBet',
      {
        betType: 'single',
        oddsType: 'E',
        selections: [selectionOf(live, handicap)],
        stake: '10',
        acceptOddsChange: true,
        idempotencyKey: key,
      },
      key,
    );
    const [t] = (placed.data as { tickets: Ticket[] }).tickets;
    expect(t?.status).toBe('accepted');
    expect(t?.legs?.[0]?.odds).toBe(handicap.odds); // European, as shown
    h.clock.advance(5 * MINUTE); // the score may move; the record keeps the one of the bet
    // asked in Hong Kong odds, the record keeps the European price and the score of the bet time
    const r = await resource('betRecords', {
      settled: false,
      oddsType: 'H',
      pageNum: 1,
      pageSize: 50,
    });
    const rec = (r.data as { list: RecordOut[] }).list.find((x) => x.ticket_id === t?.ticket_id);
    expect(rec?.oddsType).toBe('E');
    expect(rec?.selections[0]).toMatchObject({
      market: '滚球全场让球',
      rtype: 'H',
      selection: live.team_h,
      handicap: handicap.handicap,
      odds: handicap.odds,
      score: `${live.sc_FT_H}-${live.sc_FT_C}`,
    });
  });

  it('the match page lists every market (first half, other lines, correct score, odd/even); a correct score and another line are placed and recorded with their market and line', async () => {
    const live = (await matches('FT', 'RB')).find((m) => m.sc_FT_H <= 4 && m.sc_FT_C <= 4);
    if (!live) throw new Error('no live match');
    const r = await resource('odds', {
      gameId: live.gameId,
      gameType: 'ALL',
      showType: 'RB',
      oddsType: 'H',
    });
    const markets = (r.data as { markets: Array<{ w: string; name: string; selections: Sel[] }> })
      .markets;
    const byW = new Map(markets.map((m) => [m.w, m]));
    expect(byW.get('RPD')?.name).toBe('滚球波胆');
    expect(byW.get('REO')?.name).toBe('滚球单双');
    // a full-time market as the board heads its column, 滚球 in play
    expect(byW.get('RE')?.name).toBe('滚球全场让球');
    expect(byW.get('ROU')?.name).toBe('滚球全场大小');
    // the row's +N counts every price of the match
    expect(markets.flatMap((m) => m.selections).length).toBe(
      (live as MatchOut & { t_count: number }).t_count,
    );
    const handicaps = byW.get('RE')?.selections.filter((s) => s.rtype === 'H') ?? [];
    expect(handicaps.length).toBeGreaterThanOrEqual(2);
    const exact = byW
      .get('RPD')
      ?.selections.find((s) => s.rtype === `H${live.sc_FT_H}C${live.sc_FT_C}`);
    const other = handicaps[1];
    if (!exact || !other) throw new Error('no correct score or other line');
    const placed = await bet('single', [selectionOf(live, exact)], '10', {
      acceptOddsChange: true,
    });
    const placed2 = await bet('single', [selectionOf(live, other)], '10', {
      acceptOddsChange: true,
    });
    expect(placed[0]?.status).toBe('accepted');
    expect(placed2[0]?.status).toBe('accepted');
    const rec = await resource('betRecords', { settled: false, pageNum: 1, pageSize: 50 });
    const list = (rec.data as { list: RecordOut[] }).list;
    const one = list.find((x) => x.ticket_id === placed[0]?.ticket_id)?.selections[0];
    expect(one).toMatchObject({
      market: '滚球波胆',
      rtype: exact.rtype,
      selection: `${live.sc_FT_H}-${live.sc_FT_C}`,
      handicap: '',
    });
    const two = list.find((x) => x.ticket_id === placed2[0]?.ticket_id)?.selections[0];
    expect(two).toMatchObject({ market: '滚球全场让球', rtype: 'H', handicap: other.handicap });
  });

  /** The correct-score (波胆) prices of a pre-match match, in an odds format. */
  const correctScores = async (gameId: string, oddsType: string): Promise<Sel[]> => {
    const r = await resource('odds', { gameId, gameType: 'ALL', showType: 'FT', oddsType });
    const markets = (r.data as { markets: Array<{ w: string; selections: Sel[] }> }).markets;
    return markets.find((m) => m.w === 'PD')?.selections ?? [];
  };

  it('a correct score (波胆) placed in each odds format wins what the slip promised: the floor of stake x decimal in cents less the stake (singleWin), its leg reading in decimal as the slip showed it', async () => {
    const pre = (await matches('FT', 'FT'))[0];
    if (!pre) throw new Error('no pre-match match');
    const priceIn = async (oddsType: string) => {
      const p = (await correctScores(pre.gameId, oddsType))[0];
      if (!p) throw new Error('no correct score');
      return p;
    };
    const hk = (await priceIn('H')).odds;
    // a stake where rounding half up would promise a cent more than the server pays, if any
    const stake =
      Array.from({ length: 90 }, (_, i) => i + 10).find(
        (s) => Math.abs(Math.round(s * hk * 100) / 100 - singleWin(s, hk)) > 0.001,
      ) ?? 13;
    const tickets = new Map<string, string>();
    for (const oddsType of ['H', 'E', 'I', 'M'] as const) {
      const p = await priceIn(oddsType);
      const [t] = await bet('single', [selectionOf(pre, p)], String(stake), { oddsType });
      tickets.set(oddsType, t?.ticket_id ?? '');
      expect(t?.status, `${oddsType}: ${t?.reason ?? ''}`).toBe('accepted');
      expect(t?.potentialWin).toBe(singleWin(stake, hk));
      // answered in the format placed (the slip's receipt reads it in decimal, as the board and
      // the slip show 波胆); a Malay figure is -1/HK to 3 decimals, so the receipt uses the
      // pick's own price when accepted at it
      expect(displayFormatOf('PD', oddsType)).toBe('E');
      expect(t?.legs?.[0]?.odds).toBe(p.odds);
      if (oddsType !== 'M')
        expect(convertOdds(t?.legs?.[0]?.odds ?? NaN, oddsType, 'E')).toBeCloseTo(hk + 1, 3);
    }
    // 投注记录: each leg carries its exact decimal price, and the record reads it, in 马来盘 and
    // 印尼盘 too (their 3-decimal figure converted back can miss: 8.50 is -0.133 马来盘, 8.519)
    const rec = await resource('betRecords', { settled: false, pageNum: 1, pageSize: 50 });
    const list = (rec.data as { list: RecordOut[] }).list;
    const decimal = Math.round((hk + 1) * 1000) / 1000;
    for (const [oddsType, id] of tickets) {
      const record = list.find((x) => x.ticket_id === id);
      expect(record?.selections[0]?.decimalOdds, oddsType).toBe(decimal);
      const row = readSportsRow(record);
      expect([row.oddsFormat, row.odds, row.legs[0]?.odds], oddsType).toEqual([
        'E',
        decimal,
        decimal,
      ]);
      expect(shownOdds(row.legs[0]?.odds ?? NaN)).toBe(shownOdds(decimal));
    }
  });

  it('投注记录 reads a 波胆 placed in 马来盘 or 印尼盘 at exactly the decimal accepted, also where the 3-decimal figure converts back to another price (8.50, not 8.52)', async () => {
    const pre = (await matches('FT', 'FT'))[1];
    if (!pre) throw new Error('no pre-match match');
    const decimal = await correctScores(pre.gameId, 'E');
    const malay = await correctScores(pre.gameId, 'M');
    // the 波胆 whose Malay figure converts back furthest from its decimal price
    const miss = (p: Sel) =>
      Math.abs(convertOdds(malay.find((m) => m.r === p.r)?.odds ?? NaN, 'M', 'E') - p.odds);
    const pick = [...decimal].sort((a, b) => miss(b) - miss(a))[0];
    if (!pick) throw new Error('no correct score');
    expect(miss(pick)).toBeGreaterThan(0.001);
    const ids: string[] = [];
    for (const oddsType of ['M', 'I'] as const) {
      const p = (await correctScores(pre.gameId, oddsType)).find((x) => x.r === pick.r);
      if (!p) throw new Error(`no ${pick.r} in ${oddsType}`);
      const [t] = await bet('single', [selectionOf(pre, p)], '10', { oddsType });
      expect(t?.status, `${oddsType}: ${t?.reason ?? ''}`).toBe('accepted');
      ids.push(t?.ticket_id ?? '');
    }
    const rec = await resource('betRecords', { settled: false, pageNum: 1, pageSize: 50 });
    const list = (rec.data as { list: RecordOut[] }).list;
    for (const id of ids) {
      const row = readSportsRow(list.find((x) => x.ticket_id === id));
      expect([row.oddsFormat, row.odds, row.legs[0]?.odds]).toEqual(['E', pick.odds, pick.odds]);
    }
  });

  it('refuses bets beyond the daily maximum payout (new handicaps: USD 25k)', async () => {
    const a = (await matches('VF', 'FT'))[0];
    const b = (await matches('VF', 'FU'))[0];
    if (!a || !b) throw new Error('need virtual matches');
    const [first] = await bet('single', [sel(a, 0)], '50000');
    expect(first?.status).toBe('accepted');
    const [second] = await bet('single', [sel(b, 0)], '50000');
    expect(second?.status).toBe('rejected');
    expect(second?.reason).toBe('已超过今日最高派彩限额');
  });

  it('replays a bet placement with the same idempotency key instead of betting twice', async () => {
    const m = (await matches('FT', 'FT'))[2];
    if (!m) throw new Error('no match');
    const body = {
      betType: 'single',
      oddsType: 'H',
      selections: [sel(m, 1)],
      stake: '10',
      acceptOddsChange: true,
      idempotencyKey: 'same-bet-key-1',
    };
    const before = await centre();
    const a = await resource('placeBet', body, 'same-bet-key-1');
    const b = await resource('placeBet', body, 'same-bet-key-1');
    expect(b).toEqual(a);
    expect(await centre()).toBeCloseTo(before - 10, 2);
  });

  it('settles by dev action with any result code: half win, half loss, cancellations', async () => {
    const m = (await matches('FT', 'FU'))[0];
    if (!m) throw new Error('no early match');
    const cases: Array<[string, number]> = [
      ['LW', 0],
      ['LL', 0],
      ['D3', 0],
      ['A', 0],
      ['W', 0],
    ];
    for (const c of cases) {
      const [t] = await bet('single', [sel(m, 0)], '100', { acceptOddsChange: true });
      const before = await centre();
      const res = await h.app.inject({
        method: 'POST',
        url: `${DEV_PREFIX}/bet/settle`,
        payload: { betId: t?.ticket_id, result: c[0] },
      });
      const payout = res.json<{ data: { payout: number } }>().data.payout;
      const decimal = (t?.odds ?? 0) + 1;
      expect(payout).toBe(Math.floor(10000 * resultMultiplier(c[0] as 'W', decimal)));
      expect(await centre()).toBeCloseTo(before + payout / 100, 2);
    }
  });

  it('settles finished matches with result codes and pays winners into the centre wallet', async () => {
    h.clock.advance(20 * 60 * MINUTE); // every match of today is over (the session token lasts 24 h)
    const r = await resource('betRecords', { settled: true, pageNum: 1, pageSize: 50 });
    expect(r.status_code, r.message).toBe(6000);
    const list = (
      r.data as { list: Array<{ result: string | null; stake: number; winLoss: number }> }
    ).list;
    expect(list.length).toBeGreaterThan(3);
    for (const b of list) {
      expect(b.result).toMatch(/^(A|W|LW|LL|L|P|D[0-9A-Z])$/);
      if (b.result === 'L') expect(b.winLoss).toBe(-b.stake);
      if (b.result === 'P') expect(b.winLoss).toBe(0);
    }
    // every 串关 paid each of its combinations whose legs all won (src/domain/parlay.ts)
    const parlays = await h.db.query<{
      kind: BetKind;
      stake: number;
      payout: number;
      selections: StoredBet;
    }>("SELECT kind, stake, payout, selections FROM bets WHERE kind IN ('series', 'multiple')");
    expect(parlays.length).toBeGreaterThan(3);
    for (const b of parlays) {
      const type = storedSeriesType(b.kind, b.selections);
      if (!type) throw new Error('a parlay without its type');
      const factors = b.selections.legs.map((l) =>
        resultMultiplier((l.result ?? 'L') as 'W', l.odds / 1000),
      );
      expect(Number(b.payout)).toBe(
        seriesPayoutCents(Number(b.stake) / betCount(type), factors, type),
      );
    }
    const open = await resource('betRecords', { settled: false, pageNum: 1, pageSize: 50 });
    const stillOpen = (open.data as { list: Array<{ betType: string }> }).list;
    expect(stillOpen.map((b) => b.betType)).toEqual(['champion']); // only the outright is still open
  });

  it('computes Asian handicap and over/under results with quarter lines', () => {
    expect(selectionResult('R', 'H', -0.25, 1, 1)).toBe('LL');
    expect(selectionResult('R', 'H', -0.75, 1, 0)).toBe('LW');
    expect(selectionResult('R', 'C', 0.5, 1, 1)).toBe('W');
    expect(selectionResult('OU', 'O', 2.5, 1, 1)).toBe('L');
    expect(selectionResult('OU', 'U', 2, 1, 1)).toBe('P');
    expect(selectionResult('M', 'N', 0, 2, 2)).toBe('W');
  });
});

describe('a tennis set score (盘数比分) through venueResource', () => {
  let h: Harness;
  let token: string;
  const resource = (method: string, Request: Record<string, unknown>, key?: string) =>
    callResource(h, token, method, Request, key);
  beforeAll(async () => {
    h = await startHarness();
    token = await newPlayer(h, 'setscore1', { balance: 10_000_00 });
  }, 60_000);
  afterAll(async () => {
    expect(await checkInvariants(h.db)).toEqual([]);
    expect(h.app.services.contractViolations).toEqual([]);
    await h.close();
  });

  it('is listed on the match page in play from the sets won, placed, read back in 投注记录 with its market and score, and settled on the final sets', async () => {
    const list = await resource('matches', { gameType: 'TN', showType: 'RB', oddsType: 'H' });
    const live = (list.data as { matches: MatchOut[] }).matches;
    let found: { m: MatchOut; market: { name: string; selections: Sel[] } } | null = null;
    for (const m of live) {
      const r = await resource('odds', {
        gameId: m.gameId,
        gameType: 'ALL',
        showType: 'RB',
        oddsType: 'H',
      });
      const markets = (r.data as { markets: Array<{ w: string; name: string; selections: Sel[] }> })
        .markets;
      const market = markets.find((x) => x.w === 'RSC');
      if (market) {
        found = { m, market };
        break;
      }
    }
    if (!found) throw new Error('no live tennis match with its set score open');
    const { m, market } = found;
    expect(market.name).toBe('滚球盘数比分');
    // only the final scores still possible from the sets won so far (best of three: to 2 sets)
    const possible = ['H2C0', 'H2C1', 'H1C2', 'H0C2'].filter((side) => {
      const [, a, b] = /^H(\d)C(\d)$/.exec(side) ?? [];
      return Number(a) >= m.sc_FT_H && Number(b) >= m.sc_FT_C;
    });
    expect(market.selections.map((x) => x.rtype)).toEqual(possible);
    const pick = market.selections[0];
    if (!pick) throw new Error('no set score');
    const key = 'set-score-bet-1-abcdef';
    const placed = await resource(
      'placeBet',
      {
        betType: 'single',
        oddsType: 'H',
        selections: [selectionOf(m, pick)],
        stake: '100',
        acceptOddsChange: true,
        idempotencyKey: key,
      },
      key,
    );
    expect(placed.status_code, placed.message).toBe(6000);
    const [ticket] = (placed.data as { tickets: Ticket[] }).tickets;
    expect(ticket?.status).toBe('accepted');
    const open = await resource('betRecords', { settled: false, pageNum: 1, pageSize: 50 });
    const rec = (open.data as { list: RecordOut[] }).list.find(
      (x) => x.ticket_id === ticket?.ticket_id,
    );
    const [, a, b] = /^H(\d)C(\d)$/.exec(pick.rtype) ?? [];
    expect(rec?.selections[0]).toMatchObject({
      market: '滚球盘数比分',
      rtype: pick.rtype,
      selection: `${a}-${b}`,
      handicap: '',
      score: `${m.sc_FT_H}-${m.sc_FT_C}`,
    });
    // three hours on the match is over: the bet settles on its final score in sets
    h.clock.advance(180 * MINUTE);
    await settleDue(h.db, h.clock.now());
    const row = await loadMatch(h.db, Number(m.gameId));
    if (!row) throw new Error('the match is gone');
    const final = liveState(row, h.clock.now());
    expect(final.phase).toBe('finished');
    const done = await resource('betRecords', { settled: true, pageNum: 1, pageSize: 50 });
    const settled = (done.data as { list: Array<RecordOut & { result: string }> }).list.find(
      (x) => x.ticket_id === ticket?.ticket_id,
    );
    expect(settled?.result).toBe(pick.rtype === `H${final.scoreH}C${final.scoreC}` ? 'W' : 'L');
  });
});

describe('seeded fixtures', () => {
  it('a later match of today is on the same Beijing day at any hour, so 今日 is empty only in the last minutes before midnight', () => {
    const at = (iso: string) => Date.parse(iso);
    // 10:00 Beijing: three hours on
    expect(laterToday(at('2026-11-25T02:00:00Z'))).toBe(at('2026-11-25T05:00:00Z'));
    // 23:50 Beijing: before midnight, still ahead
    const late = at('2026-11-25T15:50:00Z');
    expect(fmtDate(laterToday(late))).toBe(fmtDate(late));
    expect(laterToday(late)).toBeGreaterThan(late);
    // 22:00 Beijing
    const evening = at('2026-11-25T14:00:00Z');
    expect(fmtDate(laterToday(evening))).toBe('2026-11-25');
    expect(laterToday(evening) - evening).toBeGreaterThanOrEqual(60 * MINUTE);
  });
});
