// The site's feature flags (spec section 1) as the server applies them: preInfo reports each one,
// and what moves money follows it (withdrawPasswordEnabled: off, a withdrawal asks for no
// withdraw password and checks none).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sha256Hex } from '../auth.ts';
import { checkInvariants } from '../ledger.ts';
import { newPlayer, startHarness, type Harness } from './harness.ts';
import { firstOffer, footballMatchesBody, selectionOf, singleBetBody } from './support.ts';
import { OWN_BOOK_CLOSED } from '../handlers/sports.ts';

async function setFlag(h: Harness, name: string, value: number): Promise<void> {
  await h.db.query(
    `UPDATE site_docs SET value = jsonb_set(value::jsonb, $1, $2::jsonb) WHERE key = 'config'`,
    [`{flags,${name}}`, JSON.stringify(value)],
  );
}

type Flags = Record<string, unknown>;
async function preInfoFlags(h: Harness): Promise<Flags> {
  const r = await h.call('configurationPreInfo', {});
  return (r.data as { siteBaseConfig: Flags }).siteBaseConfig;
}

describe('site flags on the server', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  }, 60_000);
  afterAll(async () => {
    expect(await checkInvariants(h.db)).toEqual([]);
    await h.close();
  });

  it('withdrawPasswordEnabled off: preInfo says so, withdrawInfo needs no password and a withdrawal without one is placed', async () => {
    const token = await h.login('demo01');
    const cards = (await h.call('bankCardQueryMemberBanksInfoList', {}, { token })).data as Array<{
      id: number;
      type: string;
    }>;
    const card = cards.find((c) => c.type === 'bank');
    expect(card).toBeDefined();
    const body = { cardId: card?.id, amount: '100', type: 'bank' };

    // on (the seeded site): asked, and refused without one
    expect((await preInfoFlags(h))['withdrawPasswordEnabled']).toBe(true);
    const infoOn = await h.call('withdrawWithdrawInfo', {}, { token });
    expect((infoOn.data as { needSecondPassword: boolean }).needSecondPassword).toBe(true);
    const refused = await h.call('withdrawNew', body, { token, idempotencyKey: 'flag-wd-on-01' });
    expect(refused.status_code).toBe(6100);
    expect(refused.message).toBe('请输入取款密码');

    await setFlag(h, 'withdrawPwd', 0);
    try {
      expect((await preInfoFlags(h))['withdrawPasswordEnabled']).toBe(false);
      const infoOff = await h.call('withdrawWithdrawInfo', {}, { token });
      expect((infoOff.data as { needSecondPassword: boolean }).needSecondPassword).toBe(false);
      const placed = await h.call('withdrawNew', body, { token, idempotencyKey: 'flag-wd-off-1' });
      expect(placed.status_code).toBe(6000);
      expect((placed.data as { status: string }).status).toBe('pending');
      // a wrong password sent anyway is not checked (nor counted towards the lock)
      const withWrong = await h.call(
        'withdrawNew',
        { ...body, secondPassword: sha256Hex('000000') },
        { token, idempotencyKey: 'flag-wd-off-2' },
      );
      expect(withWrong.status_code).toBe(6000);
      // the security level reaches 100 without a withdraw password that cannot be set
      const info = (await h.call('userMemberInfo', {}, { token })).data as Record<string, unknown>;
      const bound = ['bindPhone', 'bindEmail', 'bindRealName'].filter((k) => info[k] === true);
      expect(info['securityLevel']).toBe(25 + 25 * bound.length);
    } finally {
      await setFlag(h, 'withdrawPwd', 1);
    }
  });

  it('selfSport off: preInfo says so and the own book (XMTY) leaves the menu and the sports venue list', async () => {
    const tyVenues = async (): Promise<string[]> => {
      const r = await h.call('venueGetVenueInfoByCategory', { category: 'TY' });
      return (r.data as Array<{ enName: string }>).map((v) => v.enName);
    };
    const menuVenues = async (): Promise<string[]> => {
      const r = await h.call('advertisingNavigationList', { position: 1 });
      const cats = r.data as Array<{ code: string; venues: Array<{ enName: string }> }>;
      return cats.flatMap((c) => c.venues.map((v) => v.enName));
    };
    expect((await preInfoFlags(h))['selfSport']).toBe(true);
    expect(await tyVenues()).toContain('XMTY');
    expect(await menuVenues()).toContain('XMTY');
    await setFlag(h, 'selfSport', 0);
    try {
      expect((await preInfoFlags(h))['selfSport']).toBe(false);
      const ty = await tyVenues();
      expect(ty).not.toContain('XMTY');
      expect(ty.length).toBeGreaterThan(0); // the other sports venues stay (crty ...)
      expect(await menuVenues()).not.toContain('XMTY');
    } finally {
      await setFlag(h, 'selfSport', 1);
    }
  });

  it('selfSport off: the own book (XMTY) takes no bet (6003 本站自营体育暂未开放,暂不接受投注) and moves no money; on again, the same bet is placed', async () => {
    const token = await newPlayer(h, 'flagbet1', { balance: 1_000_00 });
    const balance = async (): Promise<number> =>
      (
        (await h.call('transferGetBalance', { withLockMoney: 1 }, { token })).data as {
          centerWalletBalance: number;
        }
      ).centerWalletBalance;
    const listed = await h.call('venueResource', footballMatchesBody('FT'), { token });
    const { match, odd } = firstOffer(listed.data);
    const bet = (key: string) =>
      h.call('venueResource', singleBetBody(selectionOf(match, odd), '10', key), {
        token,
        idempotencyKey: key,
      });
    const before = await balance();
    await setFlag(h, 'selfSport', 0);
    try {
      const refused = await bet('flag-self-sport-off-1');
      expect(refused.status_code).toBe(6003);
      expect(refused.message).toBe(OWN_BOOK_CLOSED);
      expect(refused.message).toBe('本站自营体育暂未开放,暂不接受投注');
      expect(await balance()).toBe(before);
      const bets = await h.db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM bets b JOIN members m ON m.id = b.member_id WHERE m.name = 'flagbet1'`,
      );
      expect(bets[0]?.n).toBe(0);
    } finally {
      await setFlag(h, 'selfSport', 1);
    }
    const placed = await bet('flag-self-sport-on-01');
    expect(placed.status_code, placed.message).toBe(6000);
    const tickets = (placed.data as { tickets: Array<{ status: string }> }).tickets;
    expect(tickets.map((t) => t.status)).toEqual(['accepted']);
    expect(await balance()).toBe(before - 10);
  });

  it('vipNoSave on the seeded site: grades are kept once reached (no retention check runs), as the VIP pages then say', async () => {
    expect((await preInfoFlags(h))['vipNoSave']).toBe(true);
  });
});
