// The site's feature flags (spec section 1) as the server applies them: preInfo reports each one,
// and what moves money follows it (withdrawPasswordEnabled: off, a withdrawal asks for no
// withdraw password and checks none).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sha256Hex } from '../auth.ts';
import { checkInvariants } from '../ledger.ts';
import { startHarness, type Harness } from './harness.ts';

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

  it('vipNoSave on the seeded site: grades are kept once reached (no retention check runs), as the VIP pages then say', async () => {
    expect((await preInfoFlags(h))['vipNoSave']).toBe(true);
  });
});
