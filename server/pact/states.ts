// Provider states of the Pact contract (pacts/*.json), in business words, set up on the
// reference server's own database. Each returns the values the consumer asked to inject
// (the `${token}` of a logged-in player).
import type { FastifyInstance } from 'fastify';
import type { Db, Sql } from '../db/adapter.ts';
import type { Clock } from '../clock.ts';
import { createSession, hashSecret, sha256Hex } from '../auth.ts';
import { accountId, balanceOf, move } from '../ledger.ts';
import { markForgetVerified } from '../handlers/user.ts';
import { fmtDate, parseTime } from '../handlers/util.ts';
import { allMarketsNow, liveState, MINUTE } from '../sports/sim.ts';
import { loadMatch } from '../sports/betting.ts';
import { cashOutBetOf, priceBet } from '../sports/cashout.ts';

export const PLAYER = 'player01';
export const PASSWORD_HASH = sha256Hex('password'); // 5e8848...
/** The withdraw password of the states that have one: 6 digits, 123456 (8d969e...). */
export const WITHDRAW_PIN_HASH = sha256Hex('123456');
export const PHONE = '13812345678';
export const EMAIL = 'player01@example.com';
export const CAPTCHA = { codeId: 'a1b2c3d4', code: '7g4k' };
export const SMS_CODE = '123456';
export const PACT_TIME = '2026-11-22 20:30:00';
/** player01's uploaded image (`/upload/` + this), attached to feedback by the interactions. */
export const PLAYER_UPLOAD = '2026/11/22/ab12cd.png';
const PNG_1PX =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

type JsonMap = Record<string, string>;

interface Ctx {
  db: Db;
  clock: Clock;
  app: FastifyInstance;
}

async function setDoc(db: Sql, key: string, value: unknown): Promise<void> {
  await db.query(
    'INSERT INTO site_docs (key, value) VALUES ($1, $2) ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value',
    [key, JSON.stringify(value)],
  );
}

/** player01 with phone, e-mail, real name, birthday, cards 301 (bank) and 302 (USDT). */
async function player(
  c: Ctx,
  opts: { realName?: boolean; withdrawPassword?: boolean } = {},
): Promise<number> {
  const { db } = c;
  const now = c.clock.now();
  let rows = await db.query<{ id: number }>('SELECT id FROM members WHERE name = $1', [PLAYER]);
  if (!rows[0]) {
    const hash = await hashSecret(PASSWORD_HASH);
    rows = await db.query<{ id: number }>(
      'INSERT INTO members (name, password_hash, second_password_hash, created_at) VALUES ($1, $2, $2, $3) RETURNING id',
      [PLAYER, hash, now - 30 * 86_400_000],
    );
  }
  const id = Number(rows[0]?.id);
  await setDoc(db, 'switches', {});
  await db.query(
    `UPDATE members SET password_hash = $2, area_code = '86', phone = $3, email = $4, real_name = $5, gender = 1, birthday = '2026-11-22',
       avatar = '/img/avatar/3.png', grade = 2, auto_transfer = TRUE, risk = NULL, last_login_at = NULL, withdraw_password_hash = $6 WHERE id = $1`,
    [
      id,
      await hashSecret(PASSWORD_HASH),
      PHONE,
      EMAIL,
      opts.realName === false ? null : '张三',
      opts.withdrawPassword ? await hashSecret(WITHDRAW_PIN_HASH) : null,
    ],
  );
  await db.query('DELETE FROM member_devices WHERE member_id = $1', [id]);
  await db.query('DELETE FROM responsible_pending WHERE member_id = $1', [id]);
  await db.query('DELETE FROM responsible_limits WHERE member_id = $1', [id]);
  await db.query(
    `INSERT INTO payout_accounts (id, member_id, kind, bank_name, account_no, holder, protocol, branch, created_at) VALUES
       (301, $1, 'bank', '中国工商银行', '6222020200001234', '张三', '', 'ICBC', $2),
       (302, $1, 'usdt', 'USDT', 'TDemoPlayer01Address0000000000000', '张三', 'TRC20', 'USDT', $2)
     ON CONFLICT (id) DO UPDATE SET member_id = EXCLUDED.member_id, removed_at = NULL, is_default = FALSE`,
    [id, now],
  );
  // accounts saved by earlier interactions go (301 and 302 stay)
  await db.query(
    'DELETE FROM payout_accounts WHERE member_id = $1 AND id NOT IN (301, 302) AND id NOT IN (SELECT payout_account_id FROM withdraw_orders)',
    [id],
  );
  await accountId(db, id, 'center');
  await db.query('DELETE FROM activity_joins WHERE member_id = $1', [id]);
  await db.query('DELETE FROM feedback WHERE member_id = $1 AND id <> 501', [id]);
  // the image the interactions attach to feedback: player01's own upload (uploads are owned)
  await db.query(
    `INSERT INTO uploads (id, member_id, mime, bytes, created_at) VALUES ($1, $2, 'image/png', $3, $4)
     ON CONFLICT (id) DO UPDATE SET member_id = EXCLUDED.member_id`,
    [PLAYER_UPLOAD, id, Buffer.from(PNG_1PX, 'base64'), now],
  );
  await c.app.services.limits.loginSucceeded(PLAYER);
  return id;
}

/** The register interactions create player01: an earlier one is renamed and unbound. */
async function retirePlayer(c: Ctx): Promise<void> {
  await c.db.query(
    `UPDATE members SET name = name || '_' || id, phone = NULL, email = NULL WHERE name = $1`,
    [PLAYER],
  );
}

async function freshCaptcha(c: Ctx): Promise<void> {
  await c.db.query(
    `INSERT INTO captchas (code_id, code, expires_at, used) VALUES ($1, $2, $3, FALSE)
     ON CONFLICT (code_id) DO UPDATE SET code = EXCLUDED.code, expires_at = EXCLUDED.expires_at, used = FALSE`,
    [CAPTCHA.codeId, CAPTCHA.code, c.clock.now() + 10 * MINUTE],
  );
}

/** The code 123456 for every purpose, sent just over 60 s ago (a new one may be requested). */
async function smsCodes(c: Ctx): Promise<void> {
  const now = c.clock.now();
  // and no code asked for within the last 60 s, whatever it was kept for (a code request naming
  // no bound number keeps its code under what it named): a new one may be requested at once
  await c.db.query('DELETE FROM outbox WHERE target IN ($1, $2) OR created_at > $3', [
    PHONE,
    EMAIL,
    now - 61_000,
  ]);
  for (const target of [PHONE, EMAIL]) {
    for (const purpose of [
      'newDevice',
      'forget',
      'bindPhone',
      'bindEmail',
      'password',
      'withdrawPwd',
    ]) {
      await c.db.query(
        `INSERT INTO outbox (channel, target, purpose, code, text, created_at, expires_at) VALUES ($1, $2, $3, $4, $5, $6, $7)`,
        [
          target === EMAIL ? 'email' : 'sms',
          target,
          purpose,
          SMS_CODE,
          `验证码 ${SMS_CODE}`,
          now - 61_000,
          now + 4 * MINUTE,
        ],
      );
    }
  }
}

async function login(c: Ctx, memberId: number): Promise<JsonMap> {
  const token = await createSession(
    c.db,
    memberId,
    '2f1e4c1a-8d7b-4f1e-9a0b-3c2d1e0f9a8b',
    c.clock.now(),
  );
  return { token };
}

async function setCentre(c: Ctx, memberId: number, cents: number): Promise<void> {
  await c.db.transaction(async (tx) => {
    const now = c.clock.now();
    // bring venue money home first, then adjust the centre wallet to the amount
    const venues = await tx.query<{ venue: string; balance: number }>(
      "SELECT venue, balance FROM ledger_accounts WHERE member_id = $1 AND kind IN ('venue', 'lock') AND balance > 0",
      [memberId],
    );
    const center = await accountId(tx, memberId, 'center');
    const channel = await accountId(tx, null, 'channel');
    for (const v of venues) {
      const from = await accountId(tx, memberId, v.venue ? 'venue' : 'lock', v.venue);
      await move(tx, {
        memberId,
        kind: 'transfer',
        from,
        to: center,
        amount: Number(v.balance),
        at: now,
      });
    }
    const bal = await balanceOf(tx, memberId, 'center');
    if (bal < cents)
      await move(tx, {
        memberId,
        kind: 'deposit',
        from: channel,
        to: center,
        amount: cents - bal,
        at: now,
        memo: '测试存款',
      });
    if (bal > cents)
      await move(tx, {
        memberId,
        kind: 'withdraw',
        from: center,
        to: channel,
        amount: bal - cents,
        at: now,
        memo: '测试调整',
      });
  });
}

/** League 100021's football matches of the provider states: 8812345 first, then two more for a
 * 串关 of three legs. */
const LIVE_FOOTBALL = [
  [8812345, '曼彻斯特联', '利物浦'],
  [8812347, '阿森纳', '切尔西'],
  [8812349, '热刺', '纽卡斯尔联'],
] as const;

/** The first `count` of LIVE_FOOTBALL, kicked off 20 minutes ago and in play with their markets
 * open (the same prices on each). */
async function liveFootball(c: Ctx, count: number): Promise<void> {
  await c.db.query(
    "INSERT INTO leagues (id, game_type, name, sort) VALUES (100021, 'FT', '英格兰超级联赛', 0) ON CONFLICT (id) DO NOTHING",
  );
  const data = JSON.stringify({
    base: { MH: 2100, MN: 3300, MC: 3400, RH: 1930, RC: 1930, OO: 1900, OU: 1950 },
    rLine: -0.25,
    ouLine: 2.5,
  });
  for (const [id, h, a] of LIVE_FOOTBALL.slice(0, count))
    await c.db.query(
      `INSERT INTO matches (id, league_id, game_type, team_h, team_c, starts_at, champion, status, data)
       VALUES ($1, 100021, 'FT', $2, $3, $4, FALSE, 'scheduled', $5)
       ON CONFLICT (id) DO UPDATE SET starts_at = EXCLUDED.starts_at`,
      [id, h, a, c.clock.now() - 20 * MINUTE, data],
    );
}

const liveMatch = (c: Ctx): Promise<void> => liveFootball(c, 1);
/** Two more live football matches beside 8812345, for a 串关 of three legs. */
const threeLiveMatches = (c: Ctx): Promise<void> => liveFootball(c, 3);

/** The one leg of the provider states' open singles: the home handicap of live match 8812345. */
const HOME_HANDICAP_LEG = {
  oddsId: 'RE_H_8812345',
  matchId: 8812345,
  leagueId: 100021,
  gameType: 'FT',
  teamH: '曼彻斯特联',
  teamC: '利物浦',
  play: 'RE',
  side: 'H',
  line: -0.25,
  odds: 1930,
};

/** HOME_HANDICAP_LEG as placed at `at`, with the score then, on the line the live book quotes
 * at `now` (moved back by the goals since: an in-play handicap counts the goals after its bet),
 * so that the open bet has a cash-out value now. */
async function homeHandicapLeg(tx: Sql, at: number, now: number) {
  const match = await loadMatch(tx, HOME_HANDICAP_LEG.matchId);
  const price =
    match && allMarketsNow(match, now).find((p) => p.oddsId === HOME_HANDICAP_LEG.oddsId);
  if (!match || !price) return HOME_HANDICAP_LEG;
  const then = liveState(match, at);
  const placed = then.phase === 'live' ? { h: then.scoreH, c: then.scoreC } : { h: 0, c: 0 };
  const s = liveState(match, now);
  const since = s.scoreH - s.scoreC - (placed.h - placed.c);
  return {
    ...HOME_HANDICAP_LEG,
    line: price.line - since,
    ...(then.phase === 'live' ? { placedScore: placed } : {}),
  };
}

/** The single `betId` of 100 yuan at 1.93 on HOME_HANDICAP_LEG, placed by `memberId` at `at`
 * unless it exists (its leg then set again for `now`): its stake deposited then taken through
 * the ledger once. */
async function placeHomeHandicapSingle(
  tx: Sql,
  memberId: number,
  betId: string,
  at: number,
  now: number,
): Promise<void> {
  const selections = JSON.stringify({
    legs: [await homeHandicapLeg(tx, at, now)],
    seriesSize: null,
  });
  const exists = await tx.query('SELECT 1 FROM bets WHERE id = $1', [betId]);
  if (exists.length > 0) {
    await tx.query('UPDATE bets SET selections = $2 WHERE id = $1', [betId, selections]);
    return;
  }
  const center = await accountId(tx, memberId, 'center');
  const channel = await accountId(tx, null, 'channel');
  const book = await accountId(tx, null, 'house', 'sportsbook');
  await move(tx, { memberId, kind: 'deposit', from: channel, to: center, amount: 100_00, at });
  await move(tx, { memberId, kind: 'bet', from: center, to: book, amount: 100_00, at, ref: betId });
  await tx.query(
    `INSERT INTO bets (id, member_id, kind, venue, game_type, stake, odds, potential_payout, status, selections, created_at)
     VALUES ($1, $2, 'single', 'XMTY', 'FT', 10000, 1930, 19300, 'pending', $3, $4)`,
    [betId, memberId, selections, at],
  );
}

/** Makes the member's points balance exactly `points` (server/handlers/gifts.ts) with one grant. */
async function setPoints(c: Ctx, memberId: number, points: number): Promise<void> {
  await c.db.query('DELETE FROM points_grants WHERE member_id = $1', [memberId]);
  const rows = await c.db.query<{ raw: number }>(
    `SELECT (SELECT COALESCE(SUM(stake), 0)::bigint / 100 FROM bets WHERE member_id = $1 AND status = 'settled')
          - (SELECT COALESCE(SUM(points), 0)::bigint FROM exchange_records WHERE member_id = $1 AND status <> 'cancelled') AS raw`,
    [memberId],
  );
  await c.db.query(
    `INSERT INTO points_grants (member_id, points, memo, created_at) VALUES ($1, $2, 'pact', 0)`,
    [memberId, points - Number(rows[0]?.raw ?? 0)],
  );
}

/** Bet B-PACT-0001 of player01 placed at PACT_TIME: open (sports states) or settled as a win
 * at the same time (wallet states). Its stake was taken through the ledger once. */
async function pactBet(c: Ctx, memberId: number, settled: boolean): Promise<void> {
  await liveMatch(c);
  const at = parseTime(PACT_TIME) ?? c.clock.now();
  await c.db.transaction(async (tx) => {
    await placeHomeHandicapSingle(tx, memberId, 'B-PACT-0001', at, c.clock.now());
    await tx.query(
      `UPDATE bets SET member_id = $1, created_at = $2, status = $3, result = $4, payout = $5, settled_at = $6 WHERE id = 'B-PACT-0001'`,
      settled
        ? [memberId, at, 'settled', 'W', 19300, at]
        : [memberId, at, 'pending', null, 0, null],
    );
  });
}

/** 波胆 1-0 on match 8812345 at 8.50 (B-PACT-0002, placed in 马来盘: -0.133). */
const HOME_ONE_NIL_LEG = {
  oddsId: 'PD_H1C0_8812345',
  matchId: 8812345,
  leagueId: 100021,
  gameType: 'FT',
  teamH: '曼彻斯特联',
  teamC: '利物浦',
  play: 'PD',
  side: 'H1C0',
  line: 0,
  odds: 8500,
};

/** Bet B-PACT-0002 of player01 placed at PACT_TIME in 马来盘: 100 yuan on 波胆 1-0 at 8.50
 * (-0.133 马来盘, which converts back to 8.519), settled as lost at the same time. */
async function pactMalayScoreBet(c: Ctx, memberId: number): Promise<void> {
  await liveMatch(c);
  const at = parseTime(PACT_TIME) ?? c.clock.now();
  const betId = 'B-PACT-0002';
  await c.db.transaction(async (tx) => {
    const exists = await tx.query('SELECT 1 FROM bets WHERE id = $1', [betId]);
    if (exists.length === 0) {
      const center = await accountId(tx, memberId, 'center');
      const channel = await accountId(tx, null, 'channel');
      const book = await accountId(tx, null, 'house', 'sportsbook');
      const amount = 100_00;
      await move(tx, { memberId, kind: 'deposit', from: channel, to: center, amount, at });
      await move(tx, { memberId, kind: 'bet', from: center, to: book, amount, at, ref: betId });
      await tx.query(
        `INSERT INTO bets (id, member_id, kind, venue, game_type, stake, odds, potential_payout, status, selections, created_at)
         VALUES ($1, $2, 'single', 'XMTY', 'FT', 10000, 8500, 85000, 'pending', $3, $4)`,
        [
          betId,
          memberId,
          JSON.stringify({ legs: [HOME_ONE_NIL_LEG], seriesSize: null, oddsType: 'M' }),
          at,
        ],
      );
    }
    await tx.query(
      `UPDATE bets SET member_id = $1, created_at = $2, status = 'settled', result = 'L', payout = 0, settled_at = $2 WHERE id = 'B-PACT-0002'`,
      [memberId, at],
    );
  });
}

/** The contract's cash-out examples: player01's open single B1795000000000A1B2C3D4 (100 yuan on
 * the live match's home handicap at 1.93) and its quote Q1795000000000ABCDEF123456 at the value
 * now, valid for an hour (the interaction's amount is a partial 50 yuan, oddsChange any). Set
 * again before each interaction: a cash-out of an earlier one is undone on the bet. */
export const CASH_OUT_BET = 'B1795000000000A1B2C3D4';
export const CASH_OUT_QUOTE = 'Q1795000000000ABCDEF123456';

async function pactCashOutBet(c: Ctx, memberId: number): Promise<void> {
  await liveMatch(c);
  const at = c.clock.now() - MINUTE;
  await c.db.transaction(async (tx) => {
    await placeHomeHandicapSingle(tx, memberId, CASH_OUT_BET, at, c.clock.now());
    await tx.query(
      `UPDATE bets SET member_id = $2, created_at = $3, status = 'pending', result = NULL, payout = 0, settled_at = NULL,
         stake = 10000, potential_payout = 19300, cashed_stake = 0, cashed_out = 0 WHERE id = $1`,
      [CASH_OUT_BET, memberId, at],
    );
    const row = (
      await tx.query<Record<string, unknown>>('SELECT * FROM bets WHERE id = $1', [CASH_OUT_BET])
    )[0];
    const price = row ? await priceBet(tx, cashOutBetOf(row), c.clock.now()) : null;
    await tx.query('DELETE FROM cash_out_quotes WHERE bet_id = $1', [CASH_OUT_BET]);
    await tx.query(
      'INSERT INTO cash_out_quotes (id, member_id, bet_id, stake, value, created_at, expires_at) VALUES ($1, $2, $3, 10000, $4, $5, $6)',
      [
        CASH_OUT_QUOTE,
        memberId,
        CASH_OUT_BET,
        price?.value ?? 0,
        c.clock.now(),
        c.clock.now() + 60 * MINUTE,
      ],
    );
  });
}

export function stateHandlers(c: Ctx): Record<string, () => Promise<JsonMap | undefined>> {
  const { db } = c;
  const now = (): number => c.clock.now();
  const loggedIn = async (
    opts: { realName?: boolean; withdrawPassword?: boolean } = {},
  ): Promise<{ id: number; vars: JsonMap }> => {
    const id = await player(c, opts);
    await smsCodes(c);
    await freshCaptcha(c);
    return { id, vars: await login(c, id) };
  };
  /** The placements interactions share one idempotency key: each starts as a new intent. */
  const forgetPlacements = async (memberId: number): Promise<void> => {
    await db.query(
      "DELETE FROM idempotency_keys WHERE member_id = $1 AND operation = 'venueResource'",
      [memberId],
    );
  };
  const fullPlayer = async (balance?: number): Promise<JsonMap> => {
    const { id, vars } = await loggedIn({ withdrawPassword: balance !== undefined });
    if (balance !== undefined) await setCentre(c, id, balance);
    await pactBet(c, id, true);
    return vars;
  };
  const loginAttempt = async (risk: string | null): Promise<JsonMap | undefined> => {
    const id = await player(c);
    await freshCaptcha(c);
    await smsCodes(c);
    if (risk) await db.query('UPDATE members SET risk = $2 WHERE id = $1', [id, risk]);
    return undefined;
  };

  return {
    /**
     * No one is logged in. No player01 exists (an earlier one is renamed, its phone and e-mail
     * freed: the register interaction creates player01), no site switch is on, and picture captcha
     * a1b2c3d4 answers 7g4k.
     */
    async 'a visitor opens the site'() {
      // the register interaction creates player01: move any earlier one out of the way
      await retirePlayer(c);
      await setDoc(db, 'switches', {});
      await freshCaptcha(c);
      return undefined;
    },
    /**
     * player01 (the player described above) is logged in, with the settled winning bet
     * B-PACT-0001, no favourites, one shipped gift exchange (定制球衣 size L, 5000 points, its
     * delivery details and tracking number SF1234567890), and the game
     * fortune-tiger of venue PGDZ (金虎报喜) listed as hot.
     */
    async 'a player is logged in'() {
      const { id, vars } = await loggedIn();
      await pactBet(c, id, true);
      await db.query('DELETE FROM collections WHERE member_id = $1', [id]);
      await db.query(
        `INSERT INTO exchange_records (member_id, gift, points, status, created_at, delivery, tracking_no, shipped_at)
         SELECT $1, '定制球衣', 5000, 'delivered', $2, $3, 'SF1234567890', $2 WHERE NOT EXISTS (SELECT 1 FROM exchange_records WHERE member_id = $1)`,
        [
          id,
          now(),
          JSON.stringify({
            name: '张三',
            phone: '13800138000',
            address: '广东省深圳市南山区科技园路1号',
            size: 'L',
          }),
        ],
      );
      await ensureGame(db);
      return vars;
    },
    /**
     * player01 is logged in, with phone, e-mail and real name bound, and the settled winning bet
     * B-PACT-0001.
     */
    async 'a player with a bound phone and real name is logged in'() {
      return fullPlayer();
    },
    /**
     * player01 is logged in with exactly 1288.50 yuan in the centre wallet and nothing in any
     * venue, a withdraw password (the same hash as the login password), payout accounts 301 and
     * 302, and the settled winning bet B-PACT-0001.
     */
    async 'a player with a bound phone and real name and 1288.50 in the centre wallet is logged in'() {
      return fullPlayer(1288_50);
    },
    /** player01 is logged in without a real name. */
    async 'a logged-in player has not bound a real name'() {
      return (await loggedIn({ realName: false })).vars;
    },
    /**
     * player01 is logged in; promotion 101, a first deposit bonus (首存加赠100%: 100 % up to 888 yuan,
     * 10x turnover, from 100 yuan, venue XMTY), runs from yesterday for 30 days; player01 has not
     * deposited yet (the offer is for a member's first deposit, made after applying).
     */
    async 'a first-deposit promotion 101 is running and a player is logged in'() {
      const { id, vars } = await loggedIn();
      await db.query(
        `INSERT INTO promotions (id, kind, title, sort, data, starts_at, ends_at) VALUES (101, 'firstDeposit', '首存加赠100%', 0, $1, $2, $3)
         ON CONFLICT (id) DO UPDATE SET starts_at = EXCLUDED.starts_at, ends_at = EXCLUDED.ends_at`,
        [
          JSON.stringify({
            image: '/img/activity/firstDeposit.png',
            content: '首存加赠',
            bonusRate: 1,
            maxBonus: 888,
            turnoverMultiple: 10,
            minDeposit: 100,
            venues: ['XMTY'],
          }),
          now() - 86_400_000,
          now() + 30 * 86_400_000,
        ],
      );
      await db.query("DELETE FROM deposit_orders WHERE member_id = $1 AND status = 'paid'", [id]);
      return vars;
    },
    /** player01 is logged in with exactly 8800 points to spend, and gift 3 has 50 in stock. */
    async 'a logged-in player has 8800 points and gift 3 is in stock'() {
      const { id, vars } = await loggedIn();
      await setPoints(c, id, 8800);
      await db.query('UPDATE gifts SET stock = 50 WHERE id = 3');
      return vars;
    },
    /**
     * player01 is logged in with a daily deposit limit of 1000 yuan, a weekly one of 5000, no
     * monthly one, a daily loss limit of 500 and a reality check every 30 minutes; raising the
     * monthly deposit limit to 20000 waits until 24 hours from now.
     */
    async 'a logged-in player has deposit and loss limits with a monthly increase waiting'() {
      const { id, vars } = await loggedIn();
      await db.query(
        `INSERT INTO responsible_limits (member_id, deposit_daily, deposit_weekly, deposit_monthly, loss_daily, reality_check)
         VALUES ($1, 1000, 5000, NULL, 500, 30)`,
        [id],
      );
      await db.query(
        `INSERT INTO responsible_pending (member_id, field, amount, effective_at) VALUES ($1, 'depositMonthly', 20000, $2)`,
        [id, c.clock.now() + 86_400_000],
      );
      return vars;
    },
    /**
     * player01 is logged in, with a real name and a daily deposit limit of 50 yuan, so a deposit
     * above it is refused.
     */
    async 'a player with a real name and a daily deposit limit of 50 is logged in'() {
      const { id, vars } = await loggedIn();
      await db.query('INSERT INTO responsible_limits (member_id, deposit_daily) VALUES ($1, 50)', [
        id,
      ]);
      return vars;
    },
    /** player01 is logged in with 0 points to spend. */
    async 'a logged-in player has no points'() {
      const { id, vars } = await loggedIn();
      await setPoints(c, id, 0);
      return vars;
    },
    /**
     * player01 (VIP grade 2) is logged in with a paid deposit of 500 yuan a minute ago (D-PACT-
     * WEEK) and has not claimed this week's bonus.
     */
    async 'a VIP2 player with a deposit this week is logged in'() {
      const { id, vars } = await loggedIn();
      await db.query('DELETE FROM vip_week_claims WHERE member_id = $1', [id]);
      await db.query(
        `INSERT INTO deposit_orders (id, member_id, channel_code, pay_type, amount, status, created_at, confirm_at, updated_at)
         VALUES ('D-PACT-WEEK', $1, 'BANK', 'bank', 50000, 'paid', $2, $2, $2)
         ON CONFLICT (id) DO UPDATE SET member_id = EXCLUDED.member_id, updated_at = EXCLUDED.updated_at`,
        [id, now() - 60_000],
      );
      return vars;
    },
    /**
     * player01 is logged in and has claimed nothing; promotions 201 to 208 run from yesterday for
     * 30 days, one of each kind in this order: race, land, firstDeposit, againDeposit, newTask,
     * drawGift, signGift, bettingGift (titles 契约活动201 ..., venue PGDZ).
     */
    async 'promotions 201-208 of every kind are running and a player is logged in'() {
      const { id, vars } = await loggedIn();
      const kinds = [
        'race',
        'land',
        'firstDeposit',
        'againDeposit',
        'newTask',
        'drawGift',
        'signGift',
        'bettingGift',
      ];
      for (const [i, kind] of kinds.entries()) {
        await db.query(
          `INSERT INTO promotions (id, kind, title, sort, data, starts_at, ends_at) VALUES ($1, $2, $3, 0, $4, $5, $6)
           ON CONFLICT (id) DO UPDATE SET kind = EXCLUDED.kind, starts_at = EXCLUDED.starts_at, ends_at = EXCLUDED.ends_at`,
          [
            201 + i,
            kind,
            `契约活动${201 + i}`,
            JSON.stringify({ content: '契约测试活动', venues: ['PGDZ'] }),
            now() - 86_400_000,
            now() + 30 * 86_400_000,
          ],
        );
      }
      await db.query('DELETE FROM promo_claims WHERE member_id = $1', [id]);
      return vars;
    },
    /** player01 is logged in and has the game fortune-tiger of venue PGDZ among the favourites. */
    async 'a logged-in player has the game fortune-tiger of PGDZ in favourites'() {
      const { id, vars } = await loggedIn();
      const gameId = await ensureGame(db);
      await db.query(
        'INSERT INTO collections (member_id, game_id, created_at) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING',
        [id, gameId, now()],
      );
      return vars;
    },
    /**
     * player01 is logged in (the history is for members), and chat room room-1 has at least one
     * message (小明: 今晚曼联必胜).
     */
    async 'chat room room-1 has messages'() {
      const { vars } = await loggedIn(); // the history is for members
      await db.query(
        `INSERT INTO chat_messages (rid, member_id, name, msg, created_at)
         SELECT 'room-1', NULL, '小明', '今晚曼联必胜', 1795000000000 WHERE NOT EXISTS (SELECT 1 FROM chat_messages WHERE rid = 'room-1')`,
      );
      return vars;
    },
    /**
     * player01 is logged in and has the pending Alipay deposit order D202611220001 of 100 yuan,
     * created at 2026-11-22 20:30:00, to be confirmed in an hour.
     */
    async 'a logged-in player has a pending deposit order D202611220001'() {
      const { id, vars } = await loggedIn();
      const at = parseTime(PACT_TIME) ?? now();
      await db.query(
        `INSERT INTO deposit_orders (id, member_id, channel_code, pay_type, amount, status, created_at, confirm_at, updated_at)
         VALUES ('D202611220001', $1, 'ALIPAY', 'alipay', 10000, 'pending', $2, $3, $2)
         ON CONFLICT (id) DO UPDATE SET member_id = EXCLUDED.member_id, status = 'pending', confirm_at = EXCLUDED.confirm_at`,
        [id, at, now() + 3_600_000],
      );
      return vars;
    },
    /** player01 is logged in, and inbox message 9001 (存款到账通知) is theirs and unread. */
    async 'a logged-in player has an unread message 9001'() {
      const { id, vars } = await loggedIn();
      await db.query(
        `INSERT INTO letters (id, member_id, type, title, content, created_at) VALUES (9001, $1, 1, '存款到账通知', '您的存款100元已到账。', $2)
         ON CONFLICT (id) DO UPDATE SET member_id = EXCLUDED.member_id`,
        [id, now()],
      );
      await db.query('DELETE FROM letter_states WHERE letter_id = 9001');
      return vars;
    },
    /**
     * player01 is logged in and sent a feedback just now, so another one is refused as too
     * frequent.
     */
    async 'a logged-in player submitted feedback moments ago'() {
      const { id, vars } = await loggedIn();
      await db.query(
        "INSERT INTO feedback (member_id, type, content, created_at) VALUES ($1, 1, '存款未到账', $2)",
        [id, now()],
      );
      return vars;
    },
    /**
     * player01 is logged in and owns feedback thread 501 (存款未到账, with their image) with an unread
     * reply (您好,款项已到账).
     */
    async 'a logged-in player has a feedback thread 501 with a reply'() {
      const { id, vars } = await loggedIn();
      await db.query(
        `INSERT INTO feedback (id, member_id, type, content, images, reply, reply_read, deleted, created_at)
         VALUES (501, $1, 1, '存款未到账', '["/upload/2026/11/22/ab12cd.png"]', '您好,款项已到账', FALSE, FALSE, $2)
         ON CONFLICT (id) DO UPDATE SET member_id = EXCLUDED.member_id, reply_read = FALSE, deleted = FALSE`,
        [id, now() - 3_600_000],
      );
      return vars;
    },
    /**
     * No one is logged in; player01 exists with phone and e-mail bound, the codes 123456 are
     * waiting, and both the phone and the e-mail step of the password recovery are verified for
     * the next 10 minutes.
     */
    async 'a player named player01 is registered with a bound phone and e-mail'() {
      const id = await player(c);
      await freshCaptcha(c);
      await smsCodes(c);
      markForgetVerified(id, 'Phone', now() + 10 * MINUTE);
      markForgetVerified(id, 'Email', now() + 10 * MINUTE);
      return undefined;
    },
    /**
     * player01 exists and no picture captcha is waiting (a1b2c3d4 is gone), so a login without a
     * valid captcha is asked for one (6021).
     */
    async 'the site asks for a picture captcha on login'() {
      await player(c);
      await db.query('DELETE FROM captchas WHERE code_id = $1', [CAPTCHA.codeId]);
      return undefined;
    },
    /**
     * player01 exists, and their next login with the right password is held for an unknown IP
     * (6025) until the SMS code 123456 is given.
     */
    'player01 logs in from an unknown IP': () => loginAttempt('ip'),
    /**
     * player01 exists, and their next login is held for a new device (6026) until the SMS code is
     * given.
     */
    'player01 logs in from a new device': () => loginAttempt('device'),
    /** player01 exists, and their next login is held for a new device and an unknown IP (6027). */
    'player01 logs in from a new device and an unknown IP': () => loginAttempt('device_ip'),
    /** player01 exists, and their next login is held after a long absence (6028). */
    'player01 has not logged in for a long time': () => loginAttempt('long'),
    /** player01 exists, and their next login is held as risky (6029). */
    'the login of player01 looks risky': () => loginAttempt('risky'),
    /** player01 exists, and the site switch suspending login and registration is on. */
    async 'login and registration are suspended'() {
      await loginAttempt(null);
      await setDoc(db, 'switches', { loginSuspended: true });
      return undefined;
    },
    /**
     * No player01 exists, and the site switch asking for the slider check on registration is on
     * (6022).
     */
    async 'the site asks for a slider check on registration'() {
      await retirePlayer(c);
      await freshCaptcha(c);
      await setDoc(db, 'switches', { registerSlider: true });
      return undefined;
    },
    /**
     * player01 exists, and the token the provider answers belongs to a session that expired a day
     * ago (6001).
     */
    async "the player's session has expired"() {
      const id = await player(c);
      const token = `expired-${now()}`;
      await db.query(
        'INSERT INTO sessions (token, member_id, uuid, created_at, expires_at) VALUES ($1, $2, $3, $4, $5)',
        [token, id, '', now() - 2 * 86_400_000, now() - 86_400_000],
      );
      return { token };
    },
    /**
     * player01 is logged in, and the next userMemberInfo answers status_code 6998 (未知状态), a code
     * outside the contract.
     */
    async 'the server answers with a code this client does not know'() {
      const { vars } = await loggedIn();
      c.app.services.forcedAnswers.set('userMemberInfo', {
        status_code: 6998,
        data: null,
        message: '未知状态',
      });
      return vars;
    },
    /**
     * player01 is logged in and has joined promotion 102 (再存彩金, venues XMTY and PGDZ) whose
     * turnover of 1000 yuan is not met, so a transfer or launch elsewhere is refused (6413).
     */
    async 'a logged-in player is still in a venue activity'() {
      const { id, vars } = await loggedIn();
      await db.query(
        `INSERT INTO promotions (id, kind, title, sort, data, starts_at, ends_at) VALUES (102, 'againDeposit', '再存彩金', 0, $1, $2, $3)
         ON CONFLICT (id) DO UPDATE SET data = EXCLUDED.data`,
        [
          JSON.stringify({ venues: ['XMTY', 'PGDZ'], turnoverMultiple: 10 }),
          now() - 86_400_000,
          now() + 30 * 86_400_000,
        ],
      );
      await db.query(
        `INSERT INTO activity_joins (member_id, promotion_id, status, turnover_required, created_at) VALUES ($1, 102, 'joined', 100000, $2) ON CONFLICT DO NOTHING`,
        [id, now()],
      );
      return vars;
    },
    /**
     * Football match 8812345 of league 100021 (英格兰超级联赛), 曼彻斯特联 against 利物浦, kicked off 20 minutes
     * ago and is in play with its markets open.
     */
    async 'the sports channel has live football matches'() {
      await liveMatch(c);
      // the in-play lists are asked for the provider's today (Beijing day)
      return { today: fmtDate(now()) };
    },
    /**
     * As the state with 1288.50 in the centre wallet, with match 8812345 in play, the bet B-PACT-0001 on it still
     * open, and no earlier bet placement remembered for the interactions' idempotency key.
     */
    async 'a player with 1288.50 in the centre wallet is logged in and the sports channel has live football matches'() {
      const vars = await fullPlayer(1288_50);
      const rows = await db.query<{ id: number }>('SELECT id FROM members WHERE name = $1', [
        PLAYER,
      ]);
      await pactBet(c, Number(rows[0]?.id), false);
      await forgetPlacements(Number(rows[0]?.id));
      return vars;
    },
    /**
     * As the state with 1288.50 in the centre wallet, with three football matches of league 100021 in play (8812345,
     * 8812347 阿森纳 against 切尔西, 8812349 热刺 against 纽卡斯尔联) and no earlier bet placement remembered
     * for the interactions' idempotency key.
     */
    async 'a player with 1288.50 in the centre wallet is logged in and the sports channel has three live football matches'() {
      const vars = await fullPlayer(1288_50);
      await threeLiveMatches(c);
      const rows = await db.query<{ id: number }>('SELECT id FROM members WHERE name = $1', [
        PLAYER,
      ]);
      await forgetPlacements(Number(rows[0]?.id));
      return vars;
    },
    /**
     * As the state with 1288.50 in the centre wallet, and player01 has the open single bet B1795000000000A1B2C3D4 of
     * 100 yuan at 1.93 on match 8812345 (in play), placed a minute ago, with a cash-out quote
     * Q1795000000000ABCDEF123456 at its current value, valid for an hour.
     */
    async 'a player with an open bet B1795000000000A1B2C3D4 on a live football match and its cash-out quote is logged in'() {
      const vars = await fullPlayer(1288_50);
      const rows = await db.query<{ id: number }>('SELECT id FROM members WHERE name = $1', [
        PLAYER,
      ]);
      await pactCashOutBet(c, Number(rows[0]?.id));
      await forgetPlacements(Number(rows[0]?.id));
      return vars;
    },
    /**
     * As the state with 1288.50 in the centre wallet, with match 8812345 in play, and player01's single B-PACT-0002 of
     * 100 yuan on 波胆 1-0 at 8.50, placed in 马来盘 (-0.133) at PACT_TIME, settled as lost.
     */
    async 'a player is logged in whose 波胆 1-0 of 100 yuan placed in 马来盘 at 8.50 (B-PACT-0002) is settled'() {
      const vars = await fullPlayer(1288_50);
      const rows = await db.query<{ id: number }>('SELECT id FROM members WHERE name = $1', [
        PLAYER,
      ]);
      await pactMalayScoreBet(c, Number(rows[0]?.id));
      return vars;
    },
    /**
     * player01 is logged in (as in the state with 1288.50 in the centre wallet), and the open bet B1795000000000A1B2C3D4
     * with its cash-out quote belongs to another member.
     */
    async 'another member placed bet B1795000000000A1B2C3D4 and a player is logged in'() {
      const vars = await fullPlayer(1288_50);
      const other = await db.query<{ id: number }>(
        'SELECT id FROM members WHERE name <> $1 ORDER BY id LIMIT 1',
        [PLAYER],
      );
      await pactCashOutBet(c, Number(other[0]?.id));
      return vars;
    },
    /**
     * player01 is logged in, match 8812345 is in play, and the sports channel's next answer is
     * 6302 (UID校验错误).
     */
    async "the sports channel rejects the player's UID"() {
      await liveMatch(c);
      const { vars } = await loggedIn();
      c.app.services.forcedAnswers.set('venueResource', {
        status_code: 6302,
        data: null,
        message: 'UID校验错误',
      });
      return vars;
    },
    /**
     * player01 is logged in and has the pending withdrawal order W202611220001 of 100 yuan to
     * payout account 301, created at 2026-11-22 20:30:00.
     */
    async 'a logged-in player has a withdrawal order W202611220001'() {
      const { id, vars } = await loggedIn();
      await db.query(
        `INSERT INTO withdraw_orders (id, member_id, payout_account_id, amount, status, created_at, updated_at)
         VALUES ('W202611220001', $1, 301, 10000, 'pending', $2, $2) ON CONFLICT (id) DO UPDATE SET member_id = EXCLUDED.member_id`,
        [id, parseTime(PACT_TIME) ?? now()],
      );
      return vars;
    },
  };
}

async function ensureGame(db: Sql): Promise<number> {
  const rows = await db.query<{ id: number }>(
    `INSERT INTO games (venue, game_code, name, hot, data) VALUES ('PGDZ', 'fortune-tiger', '金虎报喜', TRUE, '{}')
     ON CONFLICT (venue, game_code) DO UPDATE SET hot = TRUE RETURNING id`,
  );
  return Number(rows[0]?.id);
}
