// Issue 15, "Launch tickets": a ticket is bound to the session that launched, dies at its logout,
// and the launch ticket of the demo venue page is redeemed once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code } from '../envelope.ts';
import { VENUE_PAGE_PREFIX } from '../venue-page.ts';
import { newPlayer, startHarness, type Harness } from './harness.ts';
import { openVenuePage } from './support.ts';

describe('venue launch tickets', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  }, 60_000);
  afterAll(async () => h.close());

  let seq = 0;
  async function launch(token: string): Promise<{ url: string; ticket: string }> {
    const r = await h.call(
      'venueLaunch',
      { enName: 'PGDZ', gameCode: '' },
      { token, idempotencyKey: `launch-ticket-${++seq}` },
    );
    expect(r.status_code, r.message).toBe(6000);
    const url = (r.data as { url: string }).url;
    return { url, ticket: new URL(url, 'http://x').searchParams.get('ticket') ?? '' };
  }
  const page = async (path: string, body: Record<string, unknown>): Promise<number> =>
    (
      await h.app.inject({ method: 'POST', url: `${VENUE_PAGE_PREFIX}/api/${path}`, payload: body })
    ).json<{ status_code: number }>().status_code;
  const sportsRecords = async (venueToken: string): Promise<number> =>
    (
      await h.call(
        'venueResource',
        {
          method: 'betRecords',
          enName: 'XMTY',
          Request: {
            timestamp: h.clock.now(),
            token: venueToken,
            language: 'zh-cn',
            ip: '127.0.0.1',
            settled: false,
            pageNum: 1,
            pageSize: 10,
          },
        },
        { token: null },
      )
    ).status_code;

  it('refuses a ticket after logout: venue balance, rounds and sports records', async () => {
    const token = await newPlayer(h, 'ticket01', { balance: 100_00 });
    const opened = await openVenuePage(h.app, (await launch(token)).url);
    const unopened = await launch(token);
    expect(await page('balance', { ticket: opened.pageTicket })).toBe(6000);
    expect(await page('round', { ticket: opened.pageTicket, stake: '1' })).toBe(6000);
    expect(await sportsRecords(unopened.ticket)).toBe(6000);

    expect((await h.call('userLogout', {}, { token })).status_code).toBe(6000);

    expect(await page('balance', { ticket: opened.pageTicket })).toBe(Code.loginExpired);
    expect(await page('round', { ticket: opened.pageTicket, stake: '1' })).toBe(Code.loginExpired);
    expect(await sportsRecords(unopened.ticket)).toBe(Code.uidVerification);
    expect((await openVenuePage(h.app, unopened.url)).pageTicket).toBe('');
  });

  it('redeems the one-time launch ticket once: a second opening gets no page ticket, and the launch ticket itself never plays', async () => {
    const token = await newPlayer(h, 'ticket02', { balance: 100_00 });
    const { url, ticket } = await launch(token);
    expect(await page('balance', { ticket })).toBe(Code.loginExpired);
    const first = await openVenuePage(h.app, url);
    expect(first.pageTicket).toMatch(/^[0-9a-f]{36}$/);
    for (let i = 0; i < 3; i++) expect((await openVenuePage(h.app, url)).pageTicket).toBe('');
    expect(await page('round', { ticket, stake: '1' })).toBe(Code.loginExpired);
    expect(await page('round', { ticket: first.pageTicket, stake: '1' })).toBe(6000);
  });

  it("binds a ticket to its session: the logout of the player's other session leaves it working", async () => {
    const a = await h.login('demo03');
    const b = await h.login('demo03');
    const opened = await openVenuePage(h.app, (await launch(a)).url);
    expect((await h.call('userLogout', {}, { token: b })).status_code).toBe(6000);
    expect(await page('balance', { ticket: opened.pageTicket })).toBe(6000);
    expect((await h.call('userLogout', {}, { token: a })).status_code).toBe(6000);
    expect(await page('balance', { ticket: opened.pageTicket })).toBe(Code.loginExpired);
  });

  it('never opens a page ticket for another venue than the one launched', async () => {
    const token = await newPlayer(h, 'ticket03', { balance: 10_00 });
    const { ticket } = await launch(token);
    expect(
      (await openVenuePage(h.app, `${VENUE_PAGE_PREFIX}/AGZR?ticket=${ticket}`)).pageTicket,
    ).toBe('');
  });
});
