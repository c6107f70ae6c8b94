import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, newPlayer, type Harness } from './harness.ts';
import { sha256Hex } from '../../src/sdk/crypto.ts';
import { addMonths, weekStart } from '../responsible.ts';

interface Data {
  depositDaily: number | null;
  depositWeekly: number | null;
  depositMonthly: number | null;
  lossDaily: number | null;
  realityCheck: number;
  pending: { field: string; amount: number | null; effectiveTime: string }[];
  usage: { depositDay: number; depositWeek: number; depositMonth: number; lossDay: number };
}

const HOUR = 3_600_000;

describe('responsible play: limits, deposit refusal, time-out and self-exclusion', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  }, 180_000);
  afterAll(async () => {
    await h.close();
  });

  const info = async (token: string): Promise<Data> => {
    const r = await h.call('userResponsibleInfo', {}, { token });
    expect(r.status_code).toBe(6000);
    return r.data as Data;
  };
  const set = async (token: string, body: Record<string, unknown>) =>
    h.call('userResponsibleLimits', body, { token });
  let key = 0;
  const deposit = (token: string, amount: string) =>
    h.call('paymentPay', { channelId: 12, amount }, { token, idempotencyKey: `rp-dep-${++key}` });

  it('starts without limits and the reality check off', async () => {
    const token = await newPlayer(h, 'rpnone01');
    expect(await info(token)).toEqual({
      depositDaily: null,
      depositWeekly: null,
      depositMonthly: null,
      lossDaily: null,
      realityCheck: 0,
      pending: [],
      usage: { depositDay: 0, depositWeek: 0, depositMonth: 0, lossDay: 0 },
    });
  });

  it('applies a new or lower limit at once and a higher one (or removing one) after 24 hours', async () => {
    const token = await newPlayer(h, 'rplimit01');
    const r = await set(token, { depositDaily: 1000, lossDaily: 500, realityCheck: 30 });
    expect(r.status_code).toBe(6000);
    expect(r.data).toMatchObject({
      depositDaily: 1000,
      lossDaily: 500,
      realityCheck: 30,
      pending: [],
    });
    expect((await set(token, { depositDaily: 800 })).data).toMatchObject({ depositDaily: 800 });
    const up = (await set(token, { depositDaily: 2000, lossDaily: null })).data as Data;
    expect(up.depositDaily).toBe(800);
    expect(up.lossDaily).toBe(500);
    expect(up.pending.map((p) => [p.field, p.amount])).toEqual([
      ['depositDaily', 2000],
      ['lossDaily', null],
    ]);
    h.clock.advance(23 * HOUR);
    const again = await h.login('rplimit01', 'abcd1234');
    expect((await info(again)).depositDaily).toBe(800);
    h.clock.advance(HOUR);
    const after = await info(again);
    expect(after).toMatchObject({ depositDaily: 2000, lossDaily: null, pending: [] });
  });

  it('refuses amounts that are not whole yuan in range and intervals other than 0, 30, 60 (6007)', async () => {
    const token = await newPlayer(h, 'rpbad01');
    expect((await set(token, { depositDaily: 0 })).status_code).toBe(6007);
    expect((await set(token, { depositDaily: 12.5 })).status_code).toBe(6007);
    expect((await set(token, { realityCheck: 45 })).status_code).toBe(6007);
  });

  it('refuses a deposit over the daily limit with what is left, and counts pending orders', async () => {
    const token = await newPlayer(h, 'rpdep01', { realName: '李四' });
    await set(token, { depositDaily: 1000 });
    expect((await deposit(token, '200')).status_code).toBe(6000);
    const over = await deposit(token, '900');
    expect(over.status_code).toBe(6012);
    expect(over.message).toBe('超出您设置的每日存款限额(1000元),今日还可存入800元');
    expect((await deposit(token, '800')).status_code).toBe(6000);
    expect((await info(token)).usage.depositDay).toBe(1000);
  });

  it('holds a weekly limit over the days of the week', async () => {
    // a Monday noon, Beijing time
    h.clock.set(weekStart(h.clock.now()) + 7 * 24 * HOUR + 4 * HOUR);
    const token = await newPlayer(h, 'rpweek01', { realName: '王五' });
    await set(token, { depositWeekly: 500 });
    expect((await deposit(token, '300')).status_code).toBe(6000);
    h.clock.advance(24 * HOUR);
    const tuesday = await h.login('rpweek01', 'abcd1234');
    const over = await deposit(tuesday, '300');
    expect(over.status_code).toBe(6012);
    expect(over.message).toContain('每周存款限额(500元),本周还可存入200元');
  });

  it('refuses bets once the day loss reaches the loss limit', async () => {
    const token = await newPlayer(h, 'rploss01', { balance: 100_000 });
    const rows = await h.db.query<{ id: number }>("SELECT id FROM members WHERE name = 'rploss01'");
    const id = Number(rows[0]?.id);
    await set(token, { lossDaily: 100 });
    await h.db.query(
      `INSERT INTO bets (id, member_id, kind, venue, game_type, stake, odds, potential_payout, status, result, payout, selections, created_at, settled_at)
       VALUES ('B-RP-1', $1, 'single', 'XMTY', 'FT', 150_00, 1900, 285_00, 'settled', 'L', 0, '[]', $2, $2)`,
      [id, h.clock.now()],
    );
    expect((await info(token)).usage.lossDay).toBe(150);
    const { checkLossLimit } = await import('../responsible.ts');
    await expect(checkLossLimit(h.db, id, h.clock.now())).rejects.toMatchObject({
      code: 6012,
    });
  });

  it('a time-out ends the sessions and refuses login until it ends, saying until when', async () => {
    const token = await newPlayer(h, 'rppause01');
    const other = await h.login('rppause01', 'abcd1234');
    const r = await h.call('userResponsiblePause', { period: '24h' }, { token });
    expect(r.status_code).toBe(6000);
    const data = r.data as { kind: string; until: string; untilMs: number };
    expect(data.kind).toBe('timeout');
    expect(data.untilMs).toBe(h.clock.now() + 24 * HOUR);
    expect((await h.call('userMemberInfo', {}, { token })).status_code).toBe(6001);
    expect((await h.call('userMemberInfo', {}, { token: other })).status_code).toBe(6001);
    const login = await h.call('userLogin', {
      name: 'rppause01',
      password: await sha256Hex('abcd1234'),
      kaptchcate: 4,
    });
    expect(login.status_code).toBe(6037);
    expect(login.message).toBe(`您已设置暂停游戏,${data.until} 前无法登录`);
    expect(login.data).toEqual({ until: data.until, untilMs: data.untilMs });
    h.clock.advance(24 * HOUR);
    expect(await h.login('rppause01', 'abcd1234')).toBeTruthy();
  });

  it('a wrong password during a time-out is still a wrong password', async () => {
    const token = await newPlayer(h, 'rppause02');
    await h.call('userResponsiblePause', { period: '7d' }, { token });
    const login = await h.call('userLogin', {
      name: 'rppause02',
      password: await sha256Hex('wrong999'),
      kaptchcate: 4,
    });
    expect(login.status_code).toBe(6002);
  });

  it('a self-exclusion lasts calendar months and a shorter time-out cannot shorten it', async () => {
    const name = 'rpexcl01';
    const token = await newPlayer(h, name);
    const start = h.clock.now();
    const r = await h.call('userResponsiblePause', { period: '6m' }, { token });
    expect(r.data).toMatchObject({ kind: 'exclusion', untilMs: addMonths(start, 6) });
    const login = await h.call('userLogin', {
      name,
      password: await sha256Hex('abcd1234'),
      kaptchcate: 4,
    });
    expect(login.status_code).toBe(6037);
    expect(login.message).toContain('您已设置自我排除');
    expect(
      (await h.call('userResponsiblePause', { period: '1x' }, { token })).status_code,
    ).not.toBe(6000);
  });
});
