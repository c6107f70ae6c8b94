// Development-only routes (registered only in dev mode): the verification-code outbox and
// actions standing in for the payment channel and the back office.
import type { FastifyInstance } from 'fastify';
import type { Db } from './db/adapter.ts';
import type { Clock } from './clock.ts';
import type { Services } from './services.ts';
import { ApiFailure, Code, fail, ok } from './envelope.ts';
import { advanceWithdraw, confirmDeposit } from './funds.ts';
import { loadMatch, settleBet, settleDue } from './sports/betting.ts';
import { parseOddsId, withGoal } from './sports/sim.ts';
import { registerStateChangeRoute } from './pact/state-route.ts';
import { settleDraws } from './venues/lottery-game.ts';
import { memberOfSupportRoom, supportRoomOf } from './support.ts';
import { shipExchange } from './handlers/gifts.ts';

export const DEV_PREFIX = '/__dev';

export function registerDevRoutes(
  app: FastifyInstance,
  deps: { db: Db; clock: Clock; services: Services },
): void {
  const { db, clock } = deps;
  const guard = async <T>(fn: () => Promise<T>): Promise<unknown> => {
    try {
      return ok(await fn());
    } catch (e) {
      if (e instanceof ApiFailure) return { status_code: e.code, data: e.data, message: e.message };
      throw e;
    }
  };

  /** Codes sent by SMS, e-mail and voice; ?target= filters by phone or e-mail. */
  app.get(`${DEV_PREFIX}/outbox`, async (req) => {
    const target = (req.query as Record<string, string | undefined>).target;
    const rows = await db.query<{
      id: number;
      channel: string;
      target: string;
      purpose: string;
      code: string;
      text: string;
      created_at: number;
    }>(
      `SELECT id, channel, target, purpose, code, text, created_at FROM outbox
       WHERE delivered AND ($1::text IS NULL OR target = $1 OR target LIKE '%' || $1) ORDER BY id DESC LIMIT 50`,
      [target ?? null],
    );
    return ok(rows.map((r) => ({ ...r, id: Number(r.id), created_at: Number(r.created_at) })));
  });

  app.get(`${DEV_PREFIX}/captcha/:codeId`, async (req) => {
    const { codeId } = req.params as { codeId: string };
    // by the id or by its SHA-256 hex (what verification-code requests carry)
    const rows = await db.query<{ code: string }>(
      'SELECT code FROM captchas WHERE code_id = $1 OR code_id_sha256 = lower($1)',
      [codeId],
    );
    return rows[0]
      ? ok({ code: rows[0].code })
      : { status_code: Code.notFound, data: null, message: '数据未找到' };
  });

  app.post(`${DEV_PREFIX}/deposit/confirm`, async (req) => {
    const { orderId } = (req.body ?? {}) as { orderId?: string };
    return guard(() =>
      db.transaction((tx) => confirmDeposit(tx, String(orderId ?? ''), clock.now())),
    );
  });

  app.post(`${DEV_PREFIX}/withdraw/review`, async (req) => {
    const { orderId, status } = (req.body ?? {}) as { orderId?: string; status?: string };
    if (status !== 'approved' && status !== 'paid' && status !== 'rejected') {
      return {
        status_code: Code.invalidParameter,
        data: null,
        message: 'status 必须是 approved/paid/rejected',
      };
    }
    return guard(() =>
      db.transaction((tx) => advanceWithdraw(tx, String(orderId ?? ''), status, clock.now())),
    );
  });

  /** Ships a pending gift exchange with a tracking number (the back office's act). */
  app.post(`${DEV_PREFIX}/gift/ship`, async (req) => {
    const { id, trackingNo } = (req.body ?? {}) as { id?: unknown; trackingNo?: unknown };
    return guard(() =>
      db.transaction((tx) => shipExchange(tx, Number(id), String(trackingNo ?? ''), clock.now())),
    );
  });

  /** Settles one bet with a given result code (every code of the catalogue can be produced). */
  app.post(`${DEV_PREFIX}/bet/settle`, async (req) => {
    const { betId, result } = (req.body ?? {}) as { betId?: string; result?: string };
    return guard(async () => {
      const s = await db.transaction((tx) =>
        settleBet(tx, String(betId ?? ''), String(result ?? ''), clock.now()),
      );
      await deps.services.feed.settled(s.memberId, s.id, s.result, s.payout);
      return { id: s.id, result: s.result, payout: s.payout };
    });
  });

  /** Draws now every open lottery ticket of a game (`gameCode`), instead of waiting for its
   * draw's time (the lottery journey). */
  app.post(`${DEV_PREFIX}/lottery/draw`, async (req) => {
    const { gameCode } = (req.body ?? {}) as { gameCode?: unknown };
    return guard(async () => ({
      settled: await settleDraws(db, clock.now(), typeof gameCode === 'string' ? gameCode : ''),
    }));
  });

  app.post(`${DEV_PREFIX}/sports/settle-due`, async () =>
    guard(() =>
      settleDue(db, clock.now(), (s) => {
        void deps.services.feed.settled(s.memberId, s.betId, s.result, s.payout);
      }),
    ),
  );

  /**
   * Forces an odds change (the journeys' "odds moved between pick and place"): multiplies the
   * price of an odds id by `factor` (e.g. 1.3 up, 0.7 down) from now on.
   */
  app.post(`${DEV_PREFIX}/sports/odds`, async (req) => {
    const { oddsId, factor } = (req.body ?? {}) as { oddsId?: string; factor?: number };
    return guard(async () => {
      const ref = parseOddsId(String(oddsId ?? ''));
      const f = Number(factor);
      if (!ref || !(f > 0)) fail(Code.invalidParameter, 'oddsId 与 factor 必填');
      const match = await loadMatch(db, ref.matchId);
      if (!match) fail(Code.notFound, '赛事不存在');
      const data = match.data;
      const key = `${ref.play}_${ref.side}`;
      data.nudge = { ...data.nudge, [key]: (data.nudge?.[key] ?? 1) * f };
      await db.query('UPDATE matches SET data = $2 WHERE id = $1', [
        match.id,
        JSON.stringify(data),
      ]);
      return { oddsId, nudge: data.nudge };
    });
  });

  /**
   * A goal now in an in-play match (the journeys' "a goal suspends the markets"): `gameId`, and
   * `side` H (home, the default) or C. The match's markets suspend at once, the goal counts 2 s
   * later and they reopen 8 s after it with new prices, as around the match's own goals
   * (sim.ts withGoal); the feed publishes each step.
   */
  app.post(`${DEV_PREFIX}/sports/goal`, async (req) => {
    const { gameId, side } = (req.body ?? {}) as { gameId?: unknown; side?: unknown };
    return guard(async () => {
      const id = Number(gameId);
      const match = Number.isSafeInteger(id) ? await loadMatch(db, id) : null;
      if (!match) fail(Code.notFound, '赛事不存在');
      const goals = withGoal(match, clock.now(), side === 'C' ? 'C' : 'H');
      if (!goals) fail(Code.invalidParameter, '只能为进行中的足球或棒球赛事加入进球');
      await db.query('UPDATE matches SET data = $2 WHERE id = $1', [
        match.id,
        JSON.stringify({ ...match.data, goals }),
      ]);
      return { gameId: String(match.id), goals };
    });
  });

  /**
   * Kicks a scheduled match off now (the journeys' "the match has started"): `gameId` of a match
   * not yet started, not an outright. Its start moves to now, so it is in play at once, 0-0 at
   * its first minute, and plays out from there as its own (sim.ts: a match is a pure function of
   * its row and the time); its pre-match bets are priced in play from then on.
   */
  app.post(`${DEV_PREFIX}/sports/kick-off`, async (req) => {
    const { gameId } = (req.body ?? {}) as { gameId?: unknown };
    return guard(async () => {
      const id = Number(gameId);
      const match = Number.isSafeInteger(id) ? await loadMatch(db, id) : null;
      if (!match) fail(Code.notFound, '赛事不存在');
      const now = clock.now();
      if (match.champion || match.status === 'cancelled' || match.starts_at <= now)
        fail(Code.invalidParameter, '只能让未开赛的赛事开赛');
      await db.query('UPDATE matches SET starts_at = $2 WHERE id = $1', [match.id, now]);
      return { gameId: String(match.id), startsAt: now };
    });
  });

  /** Pact's state-change endpoint: `{state, params, action}` sets up a provider state of pacts/. */
  registerStateChangeRoute(app, { db, clock });

  // The support inbox (issue 40, server/support.ts): the conversations members opened on the help
  // page's 在线客服, newest first; `waiting`: the member spoke last (an answer is owed).
  app.get(`${DEV_PREFIX}/support`, async () => {
    const rows = await db.query<{
      rid: string;
      member_id: number | null;
      name: string;
      msg: string;
      created_at: number;
    }>(
      `SELECT DISTINCT ON (rid) rid, member_id, name, msg, created_at FROM chat_messages
       WHERE rid LIKE 'support:%' ORDER BY rid, id DESC`,
    );
    return ok(
      rows
        .map((r) => ({
          memberId: memberOfSupportRoom(r.rid),
          last: r.msg,
          lastFrom: r.name,
          time: Number(r.created_at),
          waiting: r.member_id !== null,
        }))
        .sort((a, b) => b.time - a.time),
    );
  });

  /** One member's conversation, oldest first. */
  app.get(`${DEV_PREFIX}/support/:memberId`, async (req) => {
    const memberId = Number((req.params as { memberId: string }).memberId);
    const rows = await db.query<{
      id: number;
      member_id: number | null;
      name: string;
      msg: string;
      created_at: number;
    }>(
      'SELECT id, member_id, name, msg, created_at FROM chat_messages WHERE rid = $1 ORDER BY id',
      [supportRoomOf(memberId)],
    );
    return ok(
      rows.map((r) => ({
        id: Number(r.id),
        fromSupport: r.member_id === null,
        name: r.name,
        msg: r.msg,
        time: Number(r.created_at),
      })),
    );
  });

  /** Support answers a member: kept in the conversation and pushed live to that member only. */
  app.post(`${DEV_PREFIX}/support/:memberId/answer`, async (req) => {
    const memberId = Number((req.params as { memberId: string }).memberId);
    const { msg } = (req.body ?? {}) as { msg?: unknown };
    const text = typeof msg === 'string' ? msg.trim() : '';
    if (!Number.isSafeInteger(memberId) || memberId <= 0 || !text)
      return {
        status_code: Code.invalidParameter,
        data: null,
        message: '会员编号和回复内容不能为空',
      };
    return ok(await deps.services.chat.postAsSupport(supportRoomOf(memberId), text));
  });
}
