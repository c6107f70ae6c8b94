// Spec section 9: maximum payouts per member per day on the demo venues, casino USD 600k and
// financial USD 180k, converted to CNY as sports does (sports/betting.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dailyLimitCents, dayStart, USD_TO_CNY } from '../sports/betting.ts';
import { VENUE_LIMIT_CLASS } from '../venue-page.ts';
import type { Envelope } from '../envelope.ts';
import { newPlayer, startHarness, type Harness } from './harness.ts';
import { openVenuePage } from './support.ts';
import { bestPayout, machineFor } from '../venues/slots.ts';

describe('daily maximum payout of venue rounds', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(async () => h.close());

  /** A player with 100 yuan in the venue's wallet (auto-transfer on launch) and its ticket. */
  async function playerIn(name: string, venue: string): Promise<{ id: number; ticket: string }> {
    const token = await newPlayer(h, name, { balance: 100_00 });
    const r = await h.call(
      'venueLaunch',
      { enName: venue, gameCode: '' },
      { token, idempotencyKey: `launch-${name}` },
    );
    expect(r.status_code).toBe(6000);
    const { pageTicket: ticket } = await openVenuePage(h.app, (r.data as { url: string }).url);
    const rows = await h.db.query<{ id: number }>('SELECT id FROM members WHERE name = $1', [name]);
    return { id: Number(rows[0]?.id), ticket };
  }

  async function paid(memberId: number, venue: string, payout: number, at = h.clock.now()) {
    await h.db.query(
      'INSERT INTO venue_rounds (id, member_id, venue, game_code, stake, payout, created_at) VALUES ($1, $2, $3, $4, $5, $6, $7)',
      [`T${memberId}${venue}${at}${payout}`, memberId, venue, '', 1, payout, at],
    );
  }

  async function round(
    ticket: string,
    stake: string,
    bet: Record<string, unknown> = {},
  ): Promise<Envelope> {
    const res = await h.app.inject({
      method: 'POST',
      url: '/venue-demo/api/round',
      payload: { ticket, stake, ...bet },
    });
    return res.json<Envelope>();
  }

  it('converts the caps as sports does', () => {
    expect(USD_TO_CNY).toBe(7.2);
    expect(dailyLimitCents('casino')).toBe(4_320_000_00);
    expect(dailyLimitCents('financial')).toBe(1_296_000_00);
    expect(VENUE_LIMIT_CLASS).toMatchObject({ ZR: 'casino', DZ: 'casino', CP: 'financial' });
  });

  it('refuses a casino round whose best win would pass USD 600k paid today (6012)', async () => {
    const p = await playerIn('capca01', 'PGDZ'); // 麻将胡了, its machine's best line
    const best = bestPayout(machineFor('PGDZ-1', '麻将胡了'), 10_00);
    // short of the cap by one cent less than a 10 yuan spin's best win, paid by live casino today
    await paid(p.id, 'AGZR', dailyLimitCents('casino') - best + 1);
    const refused = await round(p.ticket, '10');
    expect(refused).toMatchObject({
      status_code: 6012,
      message: '已超过今日最高派彩限额',
      data: { limit: 4_320_000 },
    });
    const balance = await h.app.inject({
      method: 'POST',
      url: '/venue-demo/api/balance',
      payload: { ticket: p.ticket },
    });
    expect(balance.json<Envelope>().data).toEqual({ balance: '100.00' });
    expect((await round(p.ticket, '5')).status_code).toBe(6000); // half the best win: within
  });

  it('caps financial venues at USD 180k, apart from casino payouts, open tickets at their best', async () => {
    const p = await playerIn('capfi01', 'G1CP'); // 重庆时时彩: one digit pays 9.80
    await paid(p.id, 'PGDZ', dailyLimitCents('casino') - 1_00); // casino: another class
    expect((await round(p.ticket, '10', { picks: [1] })).status_code).toBe(6000);
    // the open ticket counts at its best return, 98 yuan: 7 yuan left under the cap, room for a
    // ticket of 5 digits (best 3.92) but not of one (19.60)
    await paid(p.id, 'SGCP', dailyLimitCents('financial') - 105_00);
    expect((await round(p.ticket, '2', { picks: [5, 6, 7, 8, 9] })).status_code).toBe(6000);
    expect(await round(p.ticket, '2', { picks: [1] })).toMatchObject({
      status_code: 6012,
      data: { limit: 1_296_000 },
    });
  });

  it('counts only the payouts of the member and of the day (Beijing time)', async () => {
    const p = await playerIn('capday1', 'AGZR');
    const other = await playerIn('capday2', 'KXZR');
    await paid(p.id, 'KXZR', dailyLimitCents('casino'), dayStart(h.clock.now()) - 1);
    await paid(other.id, 'KXZR', dailyLimitCents('casino'));
    // a baccarat bet on 闲 returns at most twice its stake
    expect((await round(p.ticket, '20', { side: 'player' })).status_code).toBe(6000);
    expect(await round(other.ticket, '50', { side: 'player' })).toMatchObject({
      status_code: 6012,
      message: '已超过今日最高派彩限额',
    });
  });
});
