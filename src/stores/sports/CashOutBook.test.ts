import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../sdk/errors';
import { CashOutBook, type CashOutRoot } from './CashOutBook';

type Body = { method: string; Request: Record<string, unknown> };

/** A root over a fake sdk answering cashOutQuote with the values given in turn. */
function setup(opts: { quotes: number[]; cashOut: (req: Record<string, unknown>) => unknown }) {
  const quotes = [...opts.quotes];
  const calls: Array<{ body: Body; key?: string }> = [];
  const refreshBalance = vi.fn(() => Promise.resolve());
  const store = new Map<string, string>([['sportsOddsPreference', 'ask']]);
  const root: CashOutRoot = {
    clock: { now: () => 1_795_000_000_000, setTimeout: () => 0 },
    session: { token: 't' },
    storage: {
      getItem: (k) => store.get(k) ?? null,
      setItem: (k, v) => void store.set(k, v),
      removeItem: (k) => void store.delete(k),
    },
    wallet: { refreshBalance },
    sdk: {
      newIdempotencyKey: (() => {
        let n = 0;
        return () => `key-${++n}-abcdef`;
      })(),
      call: async (_id, body, options) => {
        const b = body as Body;
        calls.push({ body: b, key: options?.idempotencyKey });
        if (b.method === 'cashOutQuote') {
          const value = quotes.length > 1 ? quotes.shift() : quotes[0];
          return {
            method: 'cashOutQuote',
            quotes: [
              { ticket_id: 'B1', value, quoteId: `Q${calls.length}`, reason: null, message: '' },
            ],
          };
        }
        return opts.cashOut(b.Request);
      },
    },
  };
  const book = new CashOutBook(root);
  book.seed([
    {
      id: 'B1',
      cashOut: { value: 150, reason: null, message: '', cashedOut: 0, full: false },
    },
  ]);
  return { book, calls, refreshBalance };
}

describe('CashOutBook (提前兑现)', () => {
  it('moves the amount with the live feed and keeps the direction', () => {
    const { book } = setup({ quotes: [150], cashOut: () => ({}) });
    book.applyFeed([{ betId: 'B1', value: 162.5, reason: null, message: '' }]);
    expect(book.state('B1')).toMatchObject({ value: 162.5, previous: 150 });
    book.applyFeed([
      { betId: 'B1', value: null, reason: 'suspended', message: '盘口暂停,暂不可兑现' },
    ]);
    expect(book.state('B1')).toMatchObject({ value: null, message: '盘口暂停,暂不可兑现' });
  });

  it('cashes the quoted amount in full with one key, then says 已兑现 and refreshes the balance', async () => {
    const { book, calls, refreshBalance } = setup({
      quotes: [158.33],
      cashOut: (r) => ({ method: 'cashOut', amount: Number(r['amount']), full: true }),
    });
    await book.open('B1');
    expect(book.dialog).toMatchObject({ phase: 'confirm', value: 158.33, amount: '158.33' });
    await book.confirm();
    const cash = calls.find((c) => c.body.method === 'cashOut');
    expect(cash?.body.Request).toMatchObject({
      ticket_id: 'B1',
      quoteId: 'Q1',
      amount: '158.33',
      oddsChange: 'ask',
      idempotencyKey: cash?.key,
    });
    expect(book.dialog).toMatchObject({ phase: 'done', paid: 158.33, full: true });
    expect(book.state('B1')).toMatchObject({ full: true, cashedOut: 158.33 });
    expect(refreshBalance).toHaveBeenCalled();
  });

  it('refuses a partial amount above the value or below 1 yuan', async () => {
    const { book } = setup({ quotes: [100], cashOut: () => ({}) });
    await book.open('B1');
    book.setAmount('120');
    expect(book.amountError).toBe('最多可兑现100.00元');
    book.setAmount('0.5');
    expect(book.amountError).toBe('部分兑现金额最低1元');
    book.setAmount('40');
    expect(book.amountError).toBeNull();
  });

  it('asks again at the new amount when the value moved (按新金额兑现?), with a new key', async () => {
    let first = true;
    const { book, calls } = setup({
      quotes: [100, 90],
      cashOut: (r) => {
        if (first) {
          first = false;
          throw new ApiError(6012, '兑现金额已变化,请确认新金额', { reason: 'moved', value: 90 });
        }
        return { method: 'cashOut', amount: Number(r['amount']), full: false };
      },
    });
    await book.open('B1');
    book.setAmount('50'); // half
    await book.confirm();
    expect(book.dialog).toMatchObject({ phase: 'moved', value: 90, amount: '45.00' });
    await book.confirm();
    const keys = calls.filter((c) => c.body.method === 'cashOut').map((c) => c.key);
    expect(new Set(keys).size).toBe(2);
    expect(book.dialog).toMatchObject({ phase: 'done', paid: 45, full: false });
    expect(book.state('B1')).toMatchObject({ full: false, cashedOut: 45 });
  });
});
