// Withdrawal accounts saved by the player (issue 11): bank cards with the Luhn check and the holder
// fixed to the bound real name, addresses checked per network, default per kind, removal.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from './harness.ts';
import { luhnValid } from '../handlers/funds.ts';

type Card = { id: number; type: string; cardNo: string; holderName: string; isDefault: boolean };

describe('withdrawal accounts: save, set default, remove', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  }, 60_000);
  afterAll(async () => {
    await h.close();
  });

  const cards = async (token: string): Promise<Card[]> =>
    (await h.call('bankCardQueryMemberBanksInfoList', {}, { token })).data as Card[];

  it('checks card numbers with the Luhn sum', () => {
    expect(luhnValid('6222020200112233446')).toBe(true);
    expect(luhnValid('6222020200112233445')).toBe(false);
  });

  it('saves a bank card in the bound real name, makes it the default, and removes it', async () => {
    const token = await h.login('demo01');
    const bad = await h.call(
      'bankCardSave',
      { type: 'bank', bankCode: 'ICBC', cardNo: '6222020200112233445' },
      { token },
    );
    expect(bad.status_code).toBe(6007);
    const saved = await h.call(
      'bankCardSave',
      { type: 'bank', bankCode: 'CMB', cardNo: '6222 0202 0011 2233 446', branch: '深圳分行' },
      { token },
    );
    expect(saved.status_code).toBe(6000);
    const card = saved.data as Card & { bankName: string; branch: string };
    expect(card).toMatchObject({
      type: 'bank',
      bankName: '招商银行',
      branch: '深圳分行',
      isDefault: false,
    });
    expect(card.cardNo).toBe('6222****3446');
    expect(card.holderName).toBe('张*');
    const again = await h.call(
      'bankCardSave',
      { type: 'bank', bankCode: 'CMB', cardNo: '6222020200112233446' },
      { token },
    );
    expect(again.status_code).toBe(6009);

    expect((await h.call('bankCardSetDefault', { id: card.id }, { token })).status_code).toBe(6000);
    const banks = (await cards(token)).filter((c) => c.type === 'bank');
    expect(banks.filter((c) => c.isDefault).map((c) => c.id)).toEqual([card.id]);

    expect((await h.call('bankCardRemove', { id: card.id }, { token })).status_code).toBe(6000);
    expect((await cards(token)).some((c) => c.id === card.id)).toBe(false);
    expect((await h.call('bankCardRemove', { id: card.id }, { token })).status_code).toBe(6004);
  });

  it('checks virtual-coin addresses per network', async () => {
    const token = await h.login('demo01');
    const wrong = await h.call(
      'bankCardSave',
      { type: 'usdt', protocol: 'ERC20', cardNo: 'TXb8Xn1yq3abcdefghijkmnopqrstuvwxy' },
      { token },
    );
    expect(wrong.status_code).toBe(6007);
    const ok = await h.call(
      'bankCardSave',
      { type: 'usdt', protocol: 'ERC20', cardNo: `0x${'a1'.repeat(20)}` },
      { token },
    );
    expect(ok.status_code).toBe(6000);
    expect(ok.data).toMatchObject({ type: 'usdt', protocol: 'ERC20' });
  });

  it('refuses a player without a bound phone (6015)', async () => {
    const token = await h.login('demo02');
    const r = await h.call('bankCardSave', { type: 'alipay', cardNo: '13800138000' }, { token });
    expect(r.status_code).toBe(6015);
  });
});
