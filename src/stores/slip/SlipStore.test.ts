import { autorun } from 'mobx';
import { seriesTypeName } from '../../domain/parlay';
import { describe, expect, it, vi } from 'vitest';
import { isMessageKey } from '../../domain/messages';
import { formatMessage } from '../../domain/messageCatalogues';
import type { OddsFormat } from '../../domain/odds';
import { ApiError, NetworkError } from '../../sdk/errors';
import { MemoryStorage } from '../testing/MemoryStorage';
import { FakeClock } from '../testing/FakeClock';
import { DELAY_POLL_MS, MAX_SELECTIONS, SlipStore } from './SlipStore';
import type { PickInput, SlipRoot } from './types';

type Answer = (operationId: string, body: Record<string, unknown>) => unknown;

/** A small fake root: an SDK answering from `answer`, a clock, a wallet, a session, toasts. */
function setup(
  options: {
    balance?: number | null;
    loggedIn?: boolean;
    answer?: Answer;
    storage?: MemoryStorage;
  } = {},
) {
  const calls: { operationId: string; body: Record<string, unknown>; key: string | undefined }[] =
    [];
  const toasts: { kind: string; text: string }[] = [];
  let keys = 0;
  const clock = new FakeClock();
  const sports = { oddsFormat: 'E' as OddsFormat, forced: [] as (OddsFormat | null)[] };
  const state = { answer: options.answer ?? (() => ({ method: 'placeBet', tickets: [] })) };
  const refreshBalance = vi.fn(async () => undefined);
  const root: SlipRoot = {
    ...(options.storage ? { storage: options.storage } : {}),
    sdk: {
      call: async (operationId, body, callOptions) => {
        calls.push({
          operationId,
          body: body as Record<string, unknown>,
          key: callOptions?.idempotencyKey,
        });
        return state.answer(operationId, body as Record<string, unknown>);
      },
      newIdempotencyKey: () => `key-${++keys}`,
    },
    clock,
    session: {
      isLoggedIn: options.loggedIn ?? true,
      requireLogin: vi.fn(() => false),
    } as SlipRoot['session'],
    wallet: {
      centerBalance: options.balance === undefined ? 1000 : options.balance,
      refreshBalance,
    },
    ui: {
      toast: (kind, content) => {
        const text =
          typeof content === 'string'
            ? content
            : isMessageKey(content.key)
              ? formatMessage(content.key, content.params)
              : content.key;
        toasts.push({ kind, text });
        return toasts.length;
      },
    },
    site: { ip: '203.0.113.8', language: 'zh-CN' },
    sports: {
      enName: 'sport',
      venueToken: 'venue-token',
      get oddsFormat() {
        return sports.oddsFormat;
      },
      forceOddsFormat: (f) => {
        sports.forced.push(f);
      },
    },
  };
  const slip = new SlipStore(root);
  return { slip, root, calls, toasts, clock, sports, state, refreshBalance };
}

/** A normal pick: game, play type w, odds id r. */
function pick(gameId: string, w = 'R', r = `${w}H`, extra: Partial<PickInput> = {}): PickInput {
  return {
    gameInfo: { gameId, team_h: '主队', team_c: '客队', ...extra.gameInfo },
    playInfo: { w },
    oddInfo: { r: `${gameId}-${r}`, odds: extra.oddInfo?.odds ?? 0.9 },
    ...(extra.limits ? { limits: extra.limits } : {}),
  };
}

const champion = (gameId: string, rtype: string): PickInput => ({
  gameInfo: { gameId },
  playInfo: { w: 'FS' },
  oddInfo: { r: `${gameId}-${rtype}`, odds: 5 },
  championRate: { rtype },
});

const keysOf = (slip: SlipStore) => slip.picks.map((p) => p.oddInfo.r);
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('SlipStore selection', () => {
  it('starts in single mode: a new pick replaces the slip', () => {
    const { slip } = setup();
    expect(slip.mode).toBe('single');
    slip.select(pick('g1'));
    slip.select(pick('g2'));
    expect(keysOf(slip)).toEqual(['g2-RH']);
  });

  it('removes a pick selected again', () => {
    const { slip } = setup();
    expect(slip.select(pick('g1'))).toBe('added');
    expect(slip.isSelected(pick('g1'))).toBe(true);
    expect(slip.select(pick('g1'))).toBe('removed');
    expect(slip.count).toBe(0);
  });

  it('in multiple mode keeps picks of different games, and a pick replaces any other pick of the same game (spec: same game or same gide)', () => {
    const { slip } = setup();
    slip.setMultiple(true);
    slip.select(pick('g1', 'R', 'RH'));
    slip.select(pick('g2', 'R', 'RH'));
    slip.select(pick('g1', 'OU', 'OUO'));
    expect(keysOf(slip)).toEqual(['g2-RH', 'g1-OUO']);
    slip.select(pick('g1', 'R', 'RC'));
    expect(keysOf(slip)).toEqual(['g2-RH', 'g1-RC']);
  });

  it('replaces a pick of the same gide', () => {
    const { slip } = setup();
    slip.setMultiple(true);
    slip.select(pick('g1', 'R', 'RH', { gameInfo: { gameId: 'g1', gide: 'E7' } }));
    slip.select(pick('g2', 'M', 'MH', { gameInfo: { gameId: 'g2', gide: 'E7' } }));
    expect(keysOf(slip)).toEqual(['g2-MH']);
  });

  it('turning multiple off keeps only the last selection', () => {
    const { slip } = setup();
    slip.toggleMultiple();
    expect(slip.mode).toBe('multiple');
    slip.select(pick('g1'));
    slip.select(pick('g2'));
    slip.select(pick('g3'));
    slip.toggleMultiple();
    expect(slip.mode).toBe('single');
    expect(keysOf(slip)).toEqual(['g3-RH']);
  });

  it(`refuses an 11th selection with 投注项数量已达上限`, () => {
    const { slip, toasts } = setup();
    slip.setMultiple(true);
    for (let i = 1; i <= MAX_SELECTIONS; i++) expect(slip.select(pick(`g${i}`))).toBe('added');
    expect(slip.select(pick('g11'))).toBe('full');
    expect(slip.count).toBe(10);
    expect(toasts.at(-1)).toEqual({ kind: 'warning', text: '投注项数量已达上限' });
    // replacing within a full slip is still possible
    expect(slip.select(pick('g1', 'R', 'RC'))).toBe('added');
    expect(slip.count).toBe(10);
  });

  it('series mode forces Hong Kong odds while on, and gives the format back when off', () => {
    const { slip, sports } = setup();
    slip.select(pick('g1', 'R', 'RH', { oddInfo: { r: 'x', odds: 0.85 } }));
    expect(slip.oddsFormat).toBe('E');
    expect(slip.displayOdds(slip.picks[0]!)).toBe('1.85');
    slip.setSeries(true);
    expect(slip.oddsFormat).toBe('H');
    expect(slip.displayOdds(slip.picks[0]!)).toBe('0.85');
    expect(sports.forced.at(-1)).toBe('H');
    slip.setSeries(false);
    expect(sports.forced.at(-1)).toBeNull();
    expect(slip.oddsFormat).toBe('E');
  });

  it('波胆 reads in decimal in every format and in 串关 (Hong Kong forced), as 独赢 does; the other legs in the format', () => {
    const { slip, sports } = setup();
    sports.oddsFormat = 'H';
    slip.setMultiple(true);
    slip.select(pick('g1', 'RPD', 'H2C1', { oddInfo: { r: 'x', odds: 7.455 } }));
    slip.select(pick('g2', 'M', 'MH', { oddInfo: { r: 'y', odds: 0.85 } }));
    slip.select(pick('g3', 'R', 'RH', { oddInfo: { r: 'z', odds: 0.85 } }));
    expect(slip.picks.map((p) => slip.displayOdds(p))).toEqual(['8.46', '1.85', '0.85']);
    for (const format of ['E', 'I', 'M'] as const) {
      sports.oddsFormat = format;
      expect(slip.displayOdds(slip.picks[0]!)).toBe('8.46');
    }
    slip.setSeries(true);
    expect(slip.oddsFormat).toBe('H');
    expect(slip.picks.map((p) => slip.displayOdds(p))).toEqual(['8.46', '1.85', '0.85']);
  });

  it('a 波胆 single wins stake x Hong Kong odds in whole cents as the server pays it, not stake x the decimal shown', () => {
    const { slip, sports } = setup();
    sports.oddsFormat = 'H';
    slip.select(pick('g1', 'PD', 'H1C0', { oddInfo: { r: 'x', odds: 7.455 } }));
    slip.setStake(slip.picks[0]!.key, '11');
    // 11 x 8.455 = 93.005 returned, floored to 93.00: 82.00 won (82.005 rounded would say 82.01)
    expect(slip.winOf(slip.picks[0]!)).toBe(82);
    expect(slip.totalWin).toBe(82);
  });

  it('series mode marks picks sharing a fixture (hgid) invalid; turning it off clears the flags', () => {
    const { slip } = setup();
    slip.setMultiple(true);
    slip.select(pick('g1', 'R', 'RH', { gameInfo: { gameId: 'g1', hgid: 'F1' } }));
    slip.select(pick('g1h', 'OU', 'OUO', { gameInfo: { gameId: 'g1h', hgid: 'F1' } }));
    slip.select(pick('g2', 'R'));
    expect(slip.picks.map((p) => p.isInvalid)).toEqual([false, false, false]);
    slip.setSeries(true);
    expect(slip.picks.map((p) => p.isInvalid)).toEqual([true, true, false]);
    expect(slip.seriesPlaceable).toBe(false);
    slip.setSeries(false);
    expect(slip.picks.map((p) => p.isInvalid)).toEqual([false, false, false]);
  });

  it('series mode collects picks and switches multiple mode on with more than one pick', () => {
    const { slip } = setup();
    slip.setSeries(true);
    slip.select(pick('g1'));
    expect(slip.multiple).toBe(false);
    slip.select(pick('g2'));
    expect(slip.multiple).toBe(true);
    expect(keysOf(slip)).toEqual(['g1-RH', 'g2-RH']);
  });

  it('a champion pick turns series mode off and clears normal picks; a normal pick clears champion picks', () => {
    const { slip } = setup();
    slip.setMultiple(true);
    slip.setSeries(true);
    slip.select(pick('g1'));
    slip.select(pick('g2'));
    slip.select(champion('c1', 'T1'));
    expect(slip.series).toBe(false);
    expect(keysOf(slip)).toEqual(['c1-T1']);
    slip.select(champion('c1', 'T2'));
    expect(keysOf(slip)).toEqual(['c1-T2']);
    expect(slip.setSeries(true)).toBe(false);
    slip.select(pick('g3'));
    expect(keysOf(slip)).toEqual(['g3-RH']);
  });
});

describe('SlipStore stakes and returns', () => {
  it('caps a stake above the balance to its floor, and above the maximum to the maximum, with a warning', () => {
    const { slip, toasts } = setup({ balance: 120.7 });
    slip.select(pick('g1', 'R', 'RH', { limits: { min: 10, max: 100 } }));
    const key = slip.picks[0]!.key;
    slip.setStake(key, '500');
    expect(slip.picks[0]!.stake).toBe('100');
    expect(toasts.at(-1)).toEqual({ kind: 'warning', text: '投注金额已调整为可投注的最大金额' });
    const { slip: poor } = setup({ balance: 42.9 });
    poor.select(pick('g1', 'R', 'RH', { limits: { max: 100 } }));
    poor.setStake(poor.picks[0]!.key, '50');
    expect(poor.picks[0]!.stake).toBe('42');
  });

  it('empties a non-numeric stake and keeps a stake within limits as typed', () => {
    const { slip } = setup();
    slip.select(pick('g1'));
    const key = slip.picks[0]!.key;
    slip.setStake(key, 'abc');
    expect(slip.picks[0]!.stake).toBe('');
    slip.setStake(key, '12.5');
    expect(slip.picks[0]!.stake).toBe('12.5');
  });

  it('keeps a typed -5 as typed and refuses it at once with amountNegative (never a stake of 5)', () => {
    const { slip } = setup({ balance: 100 });
    slip.select(pick('g1'));
    const key = slip.picks[0]!.key;
    slip.setStake(key, '-5');
    expect(slip.picks[0]!.stake).toBe('-5');
    expect(slip.picks[0]!.stakeError).toBe('amountNegative');
    slip.setStake(key, '5');
    expect(slip.picks[0]!.stakeError).toBeNull();
  });

  it('does not cap to 0 while the balance is unknown (logged out)', () => {
    const { slip } = setup({ balance: null });
    slip.select(pick('g1'));
    slip.setStake(slip.picks[0]!.key, '300');
    expect(slip.picks[0]!.stake).toBe('300');
  });

  it('computes each win, the totals and the series odds and win', () => {
    const { slip } = setup();
    slip.setMultiple(true);
    slip.select(pick('g1', 'R', 'RH', { oddInfo: { r: 'a', odds: 0.9 } }));
    slip.select(pick('g2', 'R', 'RH', { oddInfo: { r: 'b', odds: '1.1' } }));
    slip.setAllStakes('100');
    expect(slip.picks.map((p) => slip.winOf(p))).toEqual([90, 110]);
    expect(slip.totalStake).toBe(200);
    expect(slip.totalWin).toBe(200);
    slip.setSeries(true);
    slip.setSeriesStake('10');
    // N串1: 10 x 1.9 x 2.1 = 39.90 returned, 29.90 won
    expect(slip.seriesQuote).toEqual({
      bets: 1,
      stakePerBet: 10,
      totalStake: 10,
      potentialReturn: 39.9,
      potentialWin: 29.9,
    });
    expect(slip.totalWin).toBe(29.9);
    expect(slip.totalStake).toBe(10);
  });

  it('recomputes the returns once per stake change (computed, not per pick read)', () => {
    const { slip } = setup();
    slip.setMultiple(true);
    for (let i = 0; i < 10; i++) slip.select(pick(`g${i}`));
    const seen: number[] = [];
    const stop = autorun(() => seen.push(slip.totalWin));
    slip.setStake(slip.picks[3]!.key, '10');
    stop();
    expect(seen).toEqual([0, 9]);
  });
});

let ticketNo = 0;
const ticket = (status: 'accepted' | 'delay' | 'rejected', reason?: string) => ({
  ticket_id: `T${++ticketNo}`,
  status,
  stake: 10,
  odds: 0.9,
  potentialWin: 9,
  betTime: '2026-11-22 20:30:00',
  ...(reason ? { reason } : {}),
});
const answerTickets = (...tickets: ReturnType<typeof ticket>[]) => ({
  method: 'placeBet',
  tickets,
});
const requestOf = (call: { body: Record<string, unknown> }) =>
  call.body['Request'] as Record<string, unknown>;

describe('SlipStore placing', () => {
  it('asks a visitor who picks to log in, and keeps no pick', () => {
    const { slip, root, calls } = setup({ loggedIn: false });
    expect(slip.select(pick('g1'))).toBe('login_required');
    expect(slip.count).toBe(0);
    expect(root.session.requireLogin).toHaveBeenCalledWith('dialog');
    expect(calls).toHaveLength(0);
  });

  it('refuses missing or too small stakes with their messages', async () => {
    const { slip, calls } = setup();
    slip.setMultiple(true);
    slip.select(pick('g1', 'R', 'RH', { limits: { min: 10, max: 1000 } }));
    slip.select(pick('g2'));
    slip.setStake(slip.picks[0]!.key, '5');
    expect(await slip.place()).toEqual({ status: 'invalid' });
    expect(slip.picks.map((p) => p.stakeError && formatMessage(p.stakeError))).toEqual([
      '投注金额低于最低限额',
      '请输入投注金额',
    ]);
    expect(calls).toHaveLength(0);
  });

  it('places a single through venue/resource placeBet with the idempotency key in header and body', async () => {
    const { slip, calls, toasts, refreshBalance } = setup({
      answer: () => answerTickets(ticket('accepted')),
    });
    slip.select(pick('g1', 'R', 'RH', { gameInfo: { gameId: 'g1', hgid: 'h1', gide: 'e1' } }));
    slip.setStake(slip.picks[0]!.key, '10');
    const outcome = await slip.place();
    expect(outcome).toEqual({ status: 'placed', accepted: 1, delayed: 0, rejected: 0, failed: 0 });
    expect(calls[0]).toEqual({
      operationId: 'venueResource',
      key: 'key-1',
      body: {
        method: 'placeBet',
        enName: 'sport',
        Request: {
          timestamp: expect.any(Number),
          token: 'venue-token',
          language: 'zh-cn',
          ip: '203.0.113.8',
          betType: 'single',
          // the board shows European odds: the bet goes out (and is recorded) in them
          oddsType: 'E',
          selections: [
            {
              gameId: 'g1',
              hgid: 'h1',
              gide: 'e1',
              team_h: '主队',
              team_c: '客队',
              w: 'R',
              r: 'g1-RH',
              odds: 1.9,
            },
          ],
          stake: '10',
          acceptOddsChange: false,
          idempotencyKey: 'key-1',
        },
      },
    });
    expect(slip.picks[0]!.bettingData).toEqual({
      active: 'accepted',
      ticket_id: `T${ticketNo}`,
      message: null,
    });
    expect(toasts.at(-1)).toEqual({ kind: 'success', text: '投注成功' });
    expect(refreshBalance).toHaveBeenCalled();
  });

  it('reuses the same idempotency key when retrying after a network failure, and a new one for a new intent', async () => {
    let fail = true;
    const { slip, calls, toasts } = setup({
      answer: () => {
        if (fail) throw new NetworkError(new Error('offline'));
        return answerTickets(ticket('accepted'));
      },
    });
    slip.select(pick('g1'));
    slip.setStake(slip.picks[0]!.key, '10');
    expect(await slip.place()).toEqual({
      status: 'failed',
      message: 'betNetworkError',
      retryable: true,
    });
    expect(toasts.at(-1)).toEqual({ kind: 'error', text: '网络异常,请重试' });
    expect(slip.picks[0]!.bettingData.active).toBe('idle');
    fail = false;
    await slip.place();
    expect(calls.map((c) => c.key)).toEqual(['key-1', 'key-1']);
    slip.clearSettled();
    slip.select(pick('g2'));
    slip.setStake(slip.picks[0]!.key, '10');
    await slip.place();
    expect(calls.map((c) => c.key)).toEqual(['key-1', 'key-1', 'key-2']);
  });

  it('shows the server message and uses a new key after a business error', async () => {
    const { slip, calls, toasts } = setup({
      answer: () => {
        throw new ApiError(6415, '盘口已关闭', null);
      },
    });
    slip.select(pick('g1'));
    slip.setStake(slip.picks[0]!.key, '10');
    expect(await slip.place()).toEqual({
      status: 'failed',
      message: '盘口已关闭',
      retryable: false,
    });
    expect(toasts.at(-1)).toEqual({ kind: 'error', text: '盘口已关闭' });
    expect(slip.picks[0]!.bettingData).toMatchObject({ active: 'rejected', message: '盘口已关闭' });
    await slip.place();
    expect(calls.map((c) => c.key)).toEqual(['key-1', 'key-2']);
  });

  it('a 6302 from placing opens the non-closable 数据异常,请重新进入游戏 dialog (no toast), whose confirm enters the venue again', async () => {
    const { slip, root, toasts } = setup({
      answer: () => {
        throw new ApiError(6302, '数据异常,请重新进入游戏', null);
      },
    });
    const opened: Array<() => void> = [];
    const reenter = vi.fn();
    root.ui.openDataError = (onReenter) => opened.push(onReenter);
    root.sports!.reenter = reenter;
    slip.select(pick('g1'));
    slip.setStake(slip.picks[0]!.key, '10');
    expect(await slip.place()).toMatchObject({ status: 'failed' });
    expect(opened).toHaveLength(1);
    expect(toasts).toEqual([]);
    opened[0]!();
    expect(reenter).toHaveBeenCalledTimes(1);
  });

  it('does not toast a login-expired answer a second time (the root handles it)', async () => {
    const { slip, toasts } = setup({
      answer: () => {
        throw new ApiError(6001, '登录失效', null);
      },
    });
    slip.select(pick('g1'));
    slip.setStake(slip.picks[0]!.key, '10');
    await slip.place();
    expect(toasts).toEqual([]);
  });

  it('in multiple mode places each pick as its own bet with its own stake and key, and shows each result', async () => {
    const { slip, calls } = setup({
      answer: (_op, body) => {
        const r = ((body['Request'] as { selections: { r: string }[] }).selections[0]?.r ??
          '') as string;
        if (r === 'g2-RH') return answerTickets(ticket('rejected', '赔率已变化'));
        if (r === 'g3-RH') throw new NetworkError(new Error('reset'));
        return answerTickets(ticket('accepted'));
      },
    });
    slip.setMultiple(true);
    for (const g of ['g1', 'g2', 'g3']) slip.select(pick(g));
    slip.setStake(slip.picks[0]!.key, '10');
    slip.setStake(slip.picks[1]!.key, '20');
    slip.setStake(slip.picks[2]!.key, '30');
    expect(await slip.place()).toEqual({
      status: 'placed',
      accepted: 1,
      delayed: 0,
      rejected: 1,
      failed: 1,
    });
    expect(calls.map((c) => [c.key, requestOf(c)['stake'], requestOf(c)['betType']])).toEqual([
      ['key-1', '10', 'single'],
      ['key-2', '20', 'single'],
      ['key-3', '30', 'single'],
    ]);
    expect(slip.picks.map((p) => [p.bettingData.active, p.bettingData.message])).toEqual([
      ['accepted', null],
      ['rejected', '赔率已变化'],
      ['idle', null],
    ]);
    // placing again sends only what is not accepted yet; the unknown outcome keeps its key
    calls.length = 0;
    await slip.place();
    expect(calls.map((c) => c.key)).toEqual(['key-4', 'key-3']);
  });

  it('places a series as one parlay nx1 with one stake, in Hong Kong odds', async () => {
    const { slip, calls } = setup({ answer: () => answerTickets(ticket('accepted')) });
    slip.setSeries(true);
    for (const g of ['g1', 'g2', 'g3']) slip.select(pick(g));
    slip.setSeriesStake('20');
    expect(await slip.place()).toEqual({
      status: 'placed',
      accepted: 3,
      delayed: 0,
      rejected: 0,
      failed: 0,
    });
    expect(calls).toHaveLength(1);
    expect(requestOf(calls[0]!)).toMatchObject({
      betType: 'series',
      seriesType: '3x1',
      stake: '20',
      oddsType: 'H',
    });
    expect((requestOf(calls[0]!)['selections'] as unknown[]).length).toBe(3);
    expect(new Set(slip.picks.map((p) => p.bettingData.ticket_id)).size).toBe(1);
  });

  it('places a champion pick as betType champion with its rtype', async () => {
    const { slip, calls } = setup({ answer: () => answerTickets(ticket('accepted')) });
    slip.select(champion('c1', 'T1'));
    slip.setStake(slip.picks[0]!.key, '50');
    await slip.place();
    expect(requestOf(calls[0]!)).toMatchObject({
      betType: 'champion',
      selections: [{ rtype: 'T1', r: 'c1-T1' }],
    });
  });

  it('refuses a series with picks of the same game', async () => {
    const { slip, calls } = setup();
    slip.setSeries(true);
    slip.select(pick('g1', 'R'));
    slip.select(pick('g1', 'OU'));
    slip.setSeriesStake('20');
    expect(await slip.place()).toEqual({ status: 'invalid' });
    expect(calls).toHaveLength(0);
  });

  it('flags a pick whose odds move in the live feed and places it only after the player accepts', async () => {
    const { slip, calls } = setup({ answer: () => answerTickets(ticket('accepted')) });
    slip.select(pick('g1'));
    slip.setStake(slip.picks[0]!.key, '10');
    slip.updateOdds([
      { r: 'g1-RH', odds: 0.95 },
      { r: 'other', odds: 2 },
    ]);
    expect(slip.picks[0]!).toMatchObject({
      oddsChanged: true,
      previousOdds: 0.9,
      oddInfo: { odds: 0.95 },
    });
    expect(await slip.place()).toEqual({ status: 'odds_changed' });
    expect(calls).toHaveLength(0);
    slip.acceptOddsChanges();
    await slip.place();
    expect(requestOf(calls[0]!)['selections']).toMatchObject([{ odds: 1.95 }]);
  });

  it(`blocks every change with 当前还有订单正在确认中,请稍等 while an order is confirming, until the open bets show it accepted`, async () => {
    let listed = false;
    let delayedId = '';
    const { slip, toasts, clock, calls } = setup({
      answer: (_op, body) => {
        if (body['method'] === 'placeBet') {
          const t = ticket('delay');
          delayedId = t.ticket_id;
          return answerTickets(t);
        }
        return {
          method: 'betRecords',
          list: listed ? [{ ticket_id: delayedId }] : [],
          pageNum: 1,
          pageSize: 100,
          total: 0,
        };
      },
    });
    slip.select(pick('g1'));
    slip.setStake(slip.picks[0]!.key, '10');
    expect(await slip.place()).toEqual({
      status: 'placed',
      accepted: 0,
      delayed: 1,
      rejected: 0,
      failed: 0,
    });
    expect(slip.confirming).toBe(true);
    const text = '当前还有订单正在确认中,请稍等';
    expect(slip.select(pick('g2'))).toBe('confirming');
    expect(toasts.at(-1)).toEqual({ kind: 'warning', text });
    expect(slip.setMultiple(true)).toBe(false);
    expect(slip.setSeries(true)).toBe(false);
    expect(slip.clear()).toBe(false);
    slip.setStake(slip.picks[0]!.key, '99');
    expect(slip.picks[0]!.stake).toBe('10');
    expect(await slip.place()).toEqual({ status: 'confirming' });
    expect(keysOf(slip)).toEqual(['g1-RH']);

    clock.advance(DELAY_POLL_MS);
    await flush();
    expect(calls.at(-1)!.body).toMatchObject({
      method: 'betRecords',
      Request: { settled: false, pageNum: 1 },
    });
    expect(slip.confirming).toBe(true);
    listed = true;
    clock.advance(DELAY_POLL_MS);
    await flush();
    expect(slip.picks[0]!.bettingData).toEqual({
      active: 'accepted',
      ticket_id: delayedId,
      message: null,
    });
    expect(slip.select(pick('g2'))).toBe('added');
    expect(clock.pending).toBe(0);
  });
  it('stops asking about confirming tickets once the player is logged out', async () => {
    const { slip, root, clock, calls } = setup({
      answer: () => ({ method: 'placeBet', tickets: [ticket('delay')] }),
    });
    slip.select(pick('g1'));
    slip.setStake(slip.picks[0]!.key, '10');
    await slip.place();
    (root.session as { isLoggedIn: boolean }).isLoggedIn = false;
    const before = calls.length;
    clock.advance(DELAY_POLL_MS * 3);
    await flush();
    expect(calls.length).toBe(before);
    expect(clock.pending).toBe(0);
  });
});

describe('SlipStore odds-change preference', () => {
  const moved = (to: number) => {
    const ctx = setup({ answer: () => answerTickets(ticket('accepted')) });
    ctx.slip.select(pick('g1'));
    ctx.slip.setStake(ctx.slip.picks[0]!.key, '10');
    ctx.slip.updateOdds([{ r: 'g1-RH', odds: to }]);
    return ctx;
  };

  it('accept any change: places at the new price and tells the server to accept changes', async () => {
    const { slip, calls } = moved(0.8);
    slip.setOddsPreference('any');
    expect(await slip.place()).toMatchObject({ status: 'placed' });
    expect(requestOf(calls[0]!)).toMatchObject({
      acceptOddsChange: true,
      selections: [{ odds: 1.8 }],
    });
  });

  it('accept only higher: a better price is taken, a worse one asks', async () => {
    const up = moved(0.95);
    up.slip.setOddsPreference('higher');
    expect(await up.slip.place()).toMatchObject({ status: 'placed' });
    const down = moved(0.8);
    down.slip.setOddsPreference('higher');
    expect(await down.slip.place()).toEqual({ status: 'odds_changed' });
    expect(down.calls).toHaveLength(0);
  });

  it('ask me: any move asks first', async () => {
    const { slip, calls } = moved(0.95);
    slip.setOddsPreference('ask');
    expect(await slip.place()).toEqual({ status: 'odds_changed' });
    expect(calls).toHaveLength(0);
  });

  /** A handicap pick on -0.5 (its name shows the line, as the board's picks do). */
  const handicapPick = (): PickInput => ({
    gameInfo: { gameId: 'g1', team_h: '主队', team_c: '客队' },
    playInfo: { w: 'RE', name: '主队 -0.5', ratio: '-0.5' },
    oddInfo: { r: 'g1-REH', odds: 0.9 },
  });

  it('sends the line the player saw, and a moved line asks first even when any odds change is accepted', async () => {
    const { slip, calls } = setup({ answer: () => answerTickets(ticket('accepted')) });
    slip.setOddsPreference('any');
    slip.select(handicapPick());
    slip.setStake(slip.picks[0]!.key, '10');
    slip.updateOdds([{ r: 'g1-REH', odds: 0.85, ratio: '-0/0.5' }]);
    expect(slip.picks[0]!).toMatchObject({
      lineChanged: true,
      previousRatio: '-0.5',
      playInfo: { ratio: '-0/0.5', name: '主队 -0/0.5' },
      oddInfo: { odds: 0.85 },
    });
    expect(slip.hasLineChanges).toBe(true);
    expect(await slip.place()).toEqual({ status: 'odds_changed' });
    expect(calls).toHaveLength(0);
    slip.acceptOddsChanges();
    expect(slip.picks[0]!.lineChanged).toBe(false);
    await slip.place();
    expect(requestOf(calls[0]!)['selections']).toMatchObject([
      { r: 'g1-REH', ratio: '-0/0.5', odds: 1.85 },
    ]);
  });

  it('a pick whose market is suspended (a goal) is not placed until it reopens, then placed at the price it reopened at', async () => {
    const { slip, calls } = setup({ answer: () => answerTickets(ticket('accepted')) });
    slip.setOddsPreference('any');
    slip.select(pick('g1'));
    slip.setStake(slip.picks[0]!.key, '10');
    slip.updateOdds([{ r: 'g1-RH', odds: 0.9, locked: true }]);
    expect(slip.picks[0]!.suspended).toBe(true);
    expect(slip.hasSuspended).toBe(true);
    expect(await slip.place()).toEqual({ status: 'suspended' });
    expect(calls).toHaveLength(0);
    // reopened with a new price (a locked price of 0 moves nothing meanwhile)
    slip.updateOdds([{ r: 'g1-RH', odds: 0, locked: true }]);
    expect(slip.picks[0]!.oddInfo.odds).toBe(0.9);
    slip.updateOdds([{ r: 'g1-RH', odds: 0.7, locked: false }]);
    expect(slip.hasSuspended).toBe(false);
    expect(await slip.place()).toMatchObject({ status: 'placed', accepted: 1 });
    expect(requestOf(calls[0]!)['selections']).toMatchObject([{ r: 'g1-RH', odds: 1.7 }]);
  });

  it('a line that moves back to the one picked needs no accept for the line', () => {
    const { slip } = setup();
    slip.select(handicapPick());
    slip.updateOdds([{ r: 'g1-REH', odds: 0.9, ratio: '-0/0.5' }]);
    slip.updateOdds([{ r: 'g1-REH', odds: 0.9, ratio: '-0.5' }]);
    expect(slip.picks[0]!).toMatchObject({
      lineChanged: false,
      previousRatio: null,
      playInfo: { name: '主队 -0.5' },
    });
  });

  it('a ticket refused because the line moved (6012) offers the line and price now in the slip', async () => {
    const { slip, calls } = setup({
      answer: () =>
        answerTickets({
          ...ticket('rejected', '盘口已变更,请确认新盘口后重新投注'),
          code: 6012,
          changed: [{ r: 'g1-REH', odds: 1.8, ratio: '-1' }],
        } as ReturnType<typeof ticket>),
    });
    slip.select(handicapPick());
    slip.setStake(slip.picks[0]!.key, '10');
    expect(await slip.place()).toMatchObject({ status: 'placed', rejected: 1 });
    expect(requestOf(calls[0]!)['selections']).toMatchObject([{ ratio: '-0.5' }]);
    // the pick stays open with the reason, so the slip can offer it again
    expect(slip.picks[0]!).toMatchObject({
      bettingData: { active: 'idle', message: '盘口已变更,请确认新盘口后重新投注' },
      lineChanged: true,
      previousRatio: '-0.5',
      playInfo: { ratio: '-1', name: '主队 -1' },
      // the European price now, back to Hong Kong odds for the slip
      oddInfo: { odds: 0.8 },
    });
    expect(slip.mustConfirmOdds).toBe(true);
    slip.acceptOddsChanges();
    await slip.place();
    expect(requestOf(calls[1]!)['selections']).toMatchObject([{ ratio: '-1', odds: 1.8 }]);
  });

  it('saves the preference for the player', () => {
    const storage = new MemoryStorage();
    setup({ storage }).slip.setOddsPreference('higher');
    expect(setup({ storage }).slip.oddsPreference).toBe('higher');
  });
});

describe('SlipStore persistence and series types', () => {
  it('keeps the picks, modes and stakes across a reload', () => {
    const storage = new MemoryStorage();
    const first = setup({ storage }).slip;
    first.setMultiple(true);
    first.select(pick('g1'));
    first.select(pick('g2'));
    first.setStake(first.picks[0]!.key, '20');
    const again = setup({ storage }).slip;
    expect(keysOf(again)).toEqual(['g1-RH', 'g2-RH']);
    expect(again.multiple).toBe(true);
    expect(again.picks[0]!.stake).toBe('20');
    again.clear();
    expect(keysOf(setup({ storage }).slip)).toEqual([]);
  });

  it('offers 3串1 (default), 2串1 and 3串4 for three picks and stakes every combination', async () => {
    const { slip, calls } = setup({ answer: () => answerTickets(ticket('accepted')) });
    slip.setSeries(true);
    for (const g of ['g1', 'g2', 'g3']) slip.select(pick(g));
    expect(slip.seriesTypes.map(seriesTypeName)).toEqual(['3串1', '2串1', '3串4']);
    expect(seriesTypeName(slip.seriesType)).toBe('3串1');
    slip.setSeriesType('2x1');
    expect(slip.seriesQuote.bets).toBe(3);
    slip.setSeriesStake('10');
    expect(slip.totalStake).toBe(30);
    // 0.9 each: three doubles of 1.9 x 1.9 = 3 x 36.10 = 108.30 returned, 78.30 won
    expect(slip.totalWin).toBe(78.3);
    slip.setSeriesType('3x4');
    expect([slip.seriesQuote.bets, slip.totalStake]).toEqual([4, 40]);
    slip.setSeriesType('2x1');
    await slip.place();
    expect(requestOf(calls[0]!)).toMatchObject({
      betType: 'series',
      seriesType: '2x1',
      oddsType: 'H',
      stake: '10',
    });
    expect(requestOf(calls[0]!)['selections']).toHaveLength(3);
  });

  it('falls back to N串1 when the chosen type is not offered for the picks any more', () => {
    const { slip } = setup();
    slip.setSeries(true);
    for (const g of ['g1', 'g2', 'g3']) slip.select(pick(g));
    slip.setSeriesType('3x4');
    slip.remove(slip.picks[2]!.key);
    expect(seriesTypeName(slip.seriesType)).toBe('2串1');
    expect(slip.seriesQuote.bets).toBe(1);
  });
});

describe('SlipStore receipt and the 单注 hint', () => {
  it('after 投注成功 shows the accepted odds, stake, win and ticket, not the live board, and no new price to accept', async () => {
    const { slip } = setup({
      answer: () =>
        answerTickets({
          ...ticket('accepted'),
          ticket_id: 'B1',
          stake: 100,
          odds: 2.333,
          potentialWin: 133.3,
          bets: 1,
          seriesType: null,
          legs: [{ r: 'g1-RH', odds: 2.333 }],
        } as ReturnType<typeof ticket>),
    });
    slip.select(pick('g1', 'R', 'RH', { oddInfo: { r: 'x', odds: 1.333 } }));
    slip.setStake(slip.picks[0]!.key, '100');
    await slip.place();
    expect(slip.receipts).toEqual([
      {
        ticketId: 'B1',
        betType: 'single',
        seriesType: null,
        bets: 1,
        stake: 100,
        odds: 2.333,
        potentialWin: 133.3,
        oddsFormat: 'E',
        legs: [{ key: 'g1:g1-RH', name: 'R', match: '主队 vs 客队', odds: 2.333, oddsFormat: 'E' }],
      },
    ]);
    // the board moves on: the placed pick keeps its price and asks nothing
    slip.updateOdds([{ r: 'g1-RH', odds: 1.18 }]);
    expect(slip.picks[0]!.oddInfo.odds).toBe(1.333);
    expect(slip.hasOddsChanges).toBe(false);
    expect(slip.mustConfirmOdds).toBe(false);
    slip.clearSettled();
    expect(slip.receipts).toEqual([]);
  });

  it('the receipt reads a 波胆 or 独赢 leg in decimal as the slip showed it, whatever format it was placed in; other legs in that format', async () => {
    const { slip, sports, calls } = setup({
      answer: () =>
        answerTickets({
          ...ticket('accepted'),
          ticket_id: 'B3',
          stake: 11,
          odds: 7.455,
          potentialWin: 82,
          bets: 1,
          seriesType: null,
          legs: [{ r: 'g1-PDH1C0', odds: 7.455 }],
        } as ReturnType<typeof ticket>),
    });
    sports.oddsFormat = 'H';
    slip.select(pick('g1', 'PD', 'PDH1C0', { oddInfo: { r: 'x', odds: 7.455 } }));
    slip.setStake(slip.picks[0]!.key, '11');
    await slip.place();
    // sent in the format placed (the server checks the price in it)
    expect(requestOf(calls[0]!)).toMatchObject({ oddsType: 'H' });
    expect((requestOf(calls[0]!)['selections'] as Array<{ odds: number }>)[0]?.odds).toBe(7.455);
    expect(slip.receipts[0]).toMatchObject({ potentialWin: 82, oddsFormat: 'H' });
    expect(slip.receipts[0]!.legs[0]).toMatchObject({ odds: 8.455, oddsFormat: 'E' });
  });

  it('in 马来盘 the receipt reads a 波胆 leg at the decimal the slip showed (8.50), not the 3-decimal Malay figure turned back (8.52)', async () => {
    const { slip, sports } = setup({
      answer: () =>
        answerTickets({
          ...ticket('accepted'),
          ticket_id: 'B4',
          legs: [{ r: 'g1-PDH3C0', odds: -0.133 }],
        } as ReturnType<typeof ticket>),
    });
    sports.oddsFormat = 'M';
    slip.select(pick('g1', 'PD', 'PDH3C0', { oddInfo: { r: 'x', odds: 7.5 } }));
    expect(slip.displayOdds(slip.picks[0]!)).toBe('8.50');
    slip.setStake(slip.picks[0]!.key, '10');
    await slip.place();
    expect(slip.receipts[0]!.legs[0]).toMatchObject({ odds: 8.5, oddsFormat: 'E' });
  });

  it('a 串关 placement gives one receipt with its type, bets and every leg', async () => {
    const { slip, calls } = setup({
      answer: () =>
        answerTickets({
          ...ticket('accepted'),
          ticket_id: 'B2',
          stake: 30,
          bets: 3,
          seriesType: '2x1',
          legs: ['g1', 'g2', 'g3'].map((g) => ({ r: `${g}-RH`, odds: 0.9 })),
        } as ReturnType<typeof ticket>),
    });
    slip.setSeries(true);
    for (const g of ['g1', 'g2', 'g3']) slip.select(pick(g));
    slip.setSeriesType('2x1');
    slip.setSeriesStake('10');
    await slip.place();
    expect(calls).toHaveLength(1);
    expect(slip.receipts).toHaveLength(1);
    expect(slip.receipts[0]).toMatchObject({ ticketId: 'B2', bets: 3, seriesType: '2x1' });
    expect(slip.receipts[0]!.legs.map((l) => l.odds)).toEqual([0.9, 0.9, 0.9]);
    expect(slip.picks.every((p) => p.bettingData.ticket_id === 'B2')).toBe(true);
  });

  it('says once that 单注模式仅保留一个投注项 when a pick replaces the previous one', () => {
    const storage = new MemoryStorage();
    const { slip } = setup({ storage });
    slip.select(pick('g1'));
    expect(slip.singleHint).toBe(false);
    slip.select(pick('g2'));
    expect(slip.singleHint).toBe(true);
    slip.setMultiple(true);
    expect(slip.singleHint).toBe(false);
    slip.setMultiple(false);
    slip.select(pick('g3'));
    expect(slip.singleHint).toBe(false); // said once
    const again = setup({ storage }).slip;
    again.select(pick('g4'));
    again.select(pick('g5'));
    expect(again.singleHint).toBe(false);
  });
});
