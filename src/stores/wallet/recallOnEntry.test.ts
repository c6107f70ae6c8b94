import { describe, expect, it } from 'vitest';
import { ok } from '../testing/FakeApi';
import { createTestRoot } from '../testing/createTestRoot';
import { recallOnEntry } from './recallOnEntry';

/** A member with 0 in the centre wallet and 1,147.06 in a venue (the lottery took it). */
function member(autoTransfer: boolean) {
  const t = createTestRoot({ token: 'tok-1' });
  t.api.sequence(
    'transferGetBalance',
    ok({ centerWalletBalance: 0, lockMoney: 0, totalBalance: 1147.06 }),
    ok({ centerWalletBalance: 1147.06, lockMoney: 0, totalBalance: 1147.06 }),
  );
  t.api.on('userMemberInfo', ok({ name: 'demo01', autoTransfer }));
  t.api.on('venueRecycle', ok({ recycledAmount: 1147.06, centerWalletBalance: 1147.06 }));
  return t;
}

describe('entering the own book with auto-transfer on', () => {
  it('recalls what the venues hold to the centre wallet, with an idempotency key, and reads the balance again', async () => {
    const t = member(true);
    expect(await recallOnEntry(t.root, 'XMTY')).toBe(true);
    expect(t.api.callsTo('venueRecycle')).toHaveLength(1);
    expect(t.api.lastBody('venueRecycle')).toEqual({});
    expect(t.api.callsTo('venueRecycle')[0]?.headers.get('Idempotency-Key')).toBeTruthy();
    expect(t.root.wallet.centerBalance).toBe(1147.06);
  });

  it('moves nothing with auto-transfer off, for another venue, or when the venues hold nothing', async () => {
    const off = member(false);
    expect(await recallOnEntry(off.root, 'XMTY')).toBe(false);
    expect(off.api.callsTo('venueRecycle')).toHaveLength(0);
    expect(off.root.wallet.centerBalance).toBe(0);

    const other = member(true);
    expect(await recallOnEntry(other.root, 'SBTY')).toBe(false);
    expect(other.api.callsTo('venueRecycle')).toHaveLength(0);

    const empty = createTestRoot({ token: 'tok-1' });
    empty.api.on(
      'transferGetBalance',
      ok({ centerWalletBalance: 80, lockMoney: 20, totalBalance: 100 }),
    );
    empty.api.on('userMemberInfo', ok({ name: 'demo01', autoTransfer: true }));
    expect(await recallOnEntry(empty.root, 'XMTY')).toBe(false);
    expect(empty.api.callsTo('venueRecycle')).toHaveLength(0);
  });

  it('asks nothing of a visitor', async () => {
    const t = createTestRoot();
    expect(await recallOnEntry(t.root, 'XMTY')).toBe(false);
    expect(t.api.calls).toHaveLength(0);
  });
});
