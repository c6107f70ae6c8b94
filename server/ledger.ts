// Double-entry ledger: every movement is one transaction of entries summing to zero; account
// balances are updated in the same database transaction and a CHECK keeps players' balances
// at zero or above. Amounts are integer cents.
import type { Sql } from './db/adapter.ts';
import { fail } from './envelope.ts';

export type AccountKind = 'center' | 'venue' | 'lock' | 'house' | 'channel' | 'payout' | 'bonus';

/** Codes for refusals of the ledger. */
export const INSUFFICIENT_CODE = 6012;
export const INSUFFICIENT_MESSAGE = '余额不足';

const HOUSE_KINDS: readonly AccountKind[] = ['house', 'channel', 'payout', 'bonus'];

export async function accountId(
  db: Sql,
  memberId: number | null,
  kind: AccountKind,
  venue = '',
): Promise<number> {
  const found = await db.query<{ id: number }>(
    'SELECT id FROM ledger_accounts WHERE COALESCE(member_id, 0) = $1 AND kind = $2 AND venue = $3',
    [memberId ?? 0, kind, venue],
  );
  if (found[0]) return Number(found[0].id);
  const created = await db.query<{ id: number }>(
    `INSERT INTO ledger_accounts (member_id, kind, venue, allow_negative) VALUES ($1, $2, $3, $4)
     ON CONFLICT DO NOTHING RETURNING id`,
    [memberId, kind, venue, HOUSE_KINDS.includes(kind)],
  );
  if (created[0]) return Number(created[0].id);
  return accountId(db, memberId, kind, venue);
}

export async function balanceOf(
  db: Sql,
  memberId: number,
  kind: AccountKind,
  venue = '',
): Promise<number> {
  const rows = await db.query<{ balance: number }>(
    'SELECT balance FROM ledger_accounts WHERE member_id = $1 AND kind = $2 AND venue = $3',
    [memberId, kind, venue],
  );
  return rows[0] ? Number(rows[0].balance) : 0;
}

/** Every venue wallet of a member with its balance. */
export async function venueBalances(db: Sql, memberId: number): Promise<Map<string, number>> {
  const rows = await db.query<{ venue: string; balance: number }>(
    "SELECT venue, balance FROM ledger_accounts WHERE member_id = $1 AND kind = 'venue'",
    [memberId],
  );
  return new Map(rows.map((r) => [r.venue, Number(r.balance)]));
}

export interface Movement {
  memberId: number | null;
  kind: string;
  ref?: string;
  memo?: string;
  at: number;
  /** account id -> signed amount; must sum to zero. */
  legs: ReadonlyArray<{ account: number; amount: number }>;
}

/**
 * Posts one balanced transaction. Must run inside db.transaction. Locks the accounts in id
 * order (no deadlocks on PostgreSQL), refuses a movement that would make a player's balance
 * negative with INSUFFICIENT_CODE. Returns the transaction id.
 */
export async function post(db: Sql, m: Movement): Promise<number> {
  const legs = m.legs.filter((l) => l.amount !== 0);
  if (legs.length < 2) fail(6007, '无效的资金变动');
  for (const l of legs) {
    if (!Number.isSafeInteger(l.amount)) fail(6007, '金额无效');
  }
  const sum = legs.reduce((s, l) => s + l.amount, 0);
  if (sum !== 0) throw new Error(`unbalanced ledger transaction (${sum})`);
  const ids = [...new Set(legs.map((l) => l.account))].sort((a, b) => a - b);
  const locked = await db.query<{ id: number; balance: number; allow_negative: boolean }>(
    'SELECT id, balance, allow_negative FROM ledger_accounts WHERE id = ANY($1::bigint[]) ORDER BY id FOR UPDATE',
    [ids],
  );
  const net = new Map<number, number>();
  for (const l of legs) net.set(l.account, (net.get(l.account) ?? 0) + l.amount);
  for (const a of locked) {
    const change = net.get(Number(a.id)) ?? 0;
    if (!a.allow_negative && Number(a.balance) + change < 0)
      fail(INSUFFICIENT_CODE, INSUFFICIENT_MESSAGE);
  }
  const txn = await db.query<{ id: number }>(
    'INSERT INTO ledger_txns (member_id, kind, ref, memo, created_at) VALUES ($1, $2, $3, $4, $5) RETURNING id',
    [m.memberId, m.kind, m.ref ?? null, m.memo ?? null, m.at],
  );
  const txnId = Number(txn[0]?.id);
  for (const l of legs) {
    await db.query('INSERT INTO ledger_entries (txn_id, account_id, amount) VALUES ($1, $2, $3)', [
      txnId,
      l.account,
      l.amount,
    ]);
  }
  for (const [account, change] of net) {
    if (change !== 0) {
      await db.query('UPDATE ledger_accounts SET balance = balance + $2 WHERE id = $1', [
        account,
        change,
      ]);
    }
  }
  return txnId;
}

/** Moves amount (cents, > 0) from one account to another in one balanced transaction. */
export async function move(
  db: Sql,
  opts: {
    memberId: number | null;
    kind: string;
    from: number;
    to: number;
    amount: number;
    at: number;
    ref?: string;
    memo?: string;
  },
): Promise<number> {
  if (!(opts.amount > 0)) fail(6007, '金额必须大于0');
  return post(db, {
    memberId: opts.memberId,
    kind: opts.kind,
    ref: opts.ref,
    memo: opts.memo,
    at: opts.at,
    legs: [
      { account: opts.from, amount: -opts.amount },
      { account: opts.to, amount: opts.amount },
    ],
  });
}

/** Ledger invariants, for tests and the health check: every transaction sums to zero and every
 * account's balance equals the sum of its entries and players' balances are not negative. */
export async function checkInvariants(db: Sql): Promise<string[]> {
  const problems: string[] = [];
  const unbalanced = await db.query<{ txn_id: number; s: number }>(
    'SELECT txn_id, SUM(amount)::bigint AS s FROM ledger_entries GROUP BY txn_id HAVING SUM(amount) <> 0',
  );
  for (const u of unbalanced) problems.push(`transaction ${u.txn_id} sums to ${u.s}`);
  const drift = await db.query<{ id: number; balance: number; s: number }>(
    `SELECT a.id, a.balance, COALESCE(SUM(e.amount), 0)::bigint AS s FROM ledger_accounts a
     LEFT JOIN ledger_entries e ON e.account_id = a.id GROUP BY a.id, a.balance
     HAVING a.balance <> COALESCE(SUM(e.amount), 0)`,
  );
  for (const d of drift)
    problems.push(`account ${d.id} balance ${d.balance} but entries sum ${d.s}`);
  const negative = await db.query<{ id: number }>(
    'SELECT id FROM ledger_accounts WHERE NOT allow_negative AND balance < 0',
  );
  for (const n of negative) problems.push(`account ${n.id} is negative`);
  return problems;
}

/** Cents <-> yuan helpers. */
export function toCents(v: unknown): number | null {
  const s = typeof v === 'number' ? String(v) : typeof v === 'string' ? v.trim() : '';
  if (!/^\d{1,10}(\.\d{1,2})?$/.test(s)) return null;
  const [i, f = ''] = s.split('.');
  return Number(i) * 100 + Number((f + '00').slice(0, 2));
}

export function yuan(cents: number): number {
  return Math.round(cents) / 100;
}

export function yuanText(cents: number): string {
  return (cents / 100).toFixed(2);
}
