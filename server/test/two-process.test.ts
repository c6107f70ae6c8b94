// Two server processes (`server/main.ts`, as `npm start` runs it) on one PostgreSQL database
// (TEST_DATABASE_URL, the test command's throwaway cluster): an idempotency key, the attempt
// limits and the ledger hold across them, as they must behind a load balancer.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PgDb } from '../db/adapter.ts';
import { sha256Hex } from '../auth.ts';
import { DEMO_PASSWORD } from '../db/seed.ts';
import { checkInvariants } from '../ledger.ts';
import { testContract } from './harness.ts';
import { startServerProcess, stopServerProcess, type ServerProcess } from './serverProcess.ts';
import { scratchDatabase, TEST_DATABASE_URL, type ScratchDatabase } from './pg-scratch.ts';
import type { Env } from './support.ts';

const UUID = 'two-process-device-1';
const LOCK_AFTER = 6;

interface Proc {
  server: ServerProcess;
  base: string;
}

/** Starts `server/main.ts` with the attempt limits this test needs and waits for its ready line. */
async function startServer(databaseUrl: string): Promise<Proc> {
  const server = await startServerProcess({
    DATABASE_URL: databaseUrl,
    // every client of this test calls from 127.0.0.1: the per-address limits stay out of the way
    LIMIT_LOGIN_CAPTCHA_AFTER: '1000',
    LIMIT_LOGIN_LOCK_AFTER: String(LOCK_AFTER),
    LIMIT_ADDRESS_CAPTCHA_AFTER: '100000',
    LIMIT_ADDRESS_LOCK_AFTER: '100000',
    LIMIT_AUTH_CALLS_PER_ADDRESS_PER_MINUTE: '100000',
    LIMIT_NO_CAPTCHA_PER_ADDRESS_PER_HOUR: '100000',
  });
  return { server, base: `http://127.0.0.1:${server.port}` };
}

const stopServer = (p: Proc | undefined): Promise<void> => stopServerProcess(p?.server);

describe.skipIf(!TEST_DATABASE_URL)('two server processes on one PostgreSQL database', () => {
  let scratch: ScratchDatabase;
  let a: Proc | undefined;
  let b: Proc | undefined;
  let db: PgDb;
  const contract = testContract();

  const call = async (
    p: Proc | undefined,
    id: string,
    body: unknown,
    opts: { token?: string; key?: string } = {},
  ): Promise<Env> => {
    const op = contract.operation(id);
    if (!p || !op) throw new Error(`no server or no operation ${id}`);
    const res = await fetch(p.base + op.path, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        siteId: '1',
        client: 'web',
        version: '1.0',
        uuid: UUID,
        timestamp: String(Date.now()),
        ...(opts.token ? { token: opts.token } : {}),
        ...(opts.key ? { 'Idempotency-Key': opts.key } : {}),
      },
      body: JSON.stringify(body),
    });
    return (await res.json()) as Env;
  };
  const login = (p: Proc | undefined, name: string, password: string): Promise<Env> =>
    call(p, 'userLogin', { name, password: sha256Hex(password), kaptchcate: 4 });
  const tokenOf = async (p: Proc | undefined, name: string): Promise<string> => {
    const r = await login(p, name, DEMO_PASSWORD);
    expect(r.status_code, r.message).toBe(6000);
    return (r.data as { token: string }).token;
  };
  const centre = async (p: Proc | undefined, token: string): Promise<number> =>
    (
      (await call(p, 'transferGetBalance', { withLockMoney: 1 }, { token })).data as {
        centerWalletBalance: number;
      }
    ).centerWalletBalance;

  beforeAll(async () => {
    scratch = await scratchDatabase('refsrv_two');
    a = await startServer(scratch.url); // migrates and seeds
    b = await startServer(scratch.url);
    db = PgDb.open(scratch.url);
  }, 180_000);
  afterAll(async () => {
    await Promise.all([stopServer(a), stopServer(b)]);
    await db?.close();
    await scratch?.drop();
  }, 30_000);

  it('moves money once for one idempotency key sent to both processes at once', async () => {
    const token = await tokenOf(a, 'demo01');
    const before = await centre(b, token);
    const body = { channelCode: 'KYQP', amount: '30', ty: '1' };
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        call(i % 2 ? a : b, 'transferUtcTransfer', body, { token, key: 'two-process-intent-1' }),
      ),
    );
    const accepted = answers.filter((r) => r.status_code === 6000);
    expect(accepted.length).toBeGreaterThan(0);
    for (const r of accepted) expect(r).toEqual(accepted[0]);
    expect(await centre(a, token)).toBe(before - 30);
    expect(await centre(b, token)).toBe(before - 30);
  }, 60_000);

  it('locks an account whose wrong passwords were spread over both processes (6037 on either)', async () => {
    for (let i = 0; i < LOCK_AFTER; i++) {
      const r = await login(i % 2 ? a : b, 'demo03', `wrong-${i}`);
      expect(r.status_code).toBe(6002);
    }
    for (const p of [a, b]) {
      const right = await login(p, 'demo03', DEMO_PASSWORD);
      expect(right.status_code).toBe(6037);
      expect((right.data as { until: string }).until).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    }
  }, 60_000);

  it('keeps the ledger balanced and no balance below zero under transfers through both', async () => {
    const token = await tokenOf(b, 'demo01');
    const start = await centre(a, token);
    const each = Math.floor(start / 40) + 1; // 40 transfers of this would overdraw: some must be refused
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        call(
          i % 2 ? a : b,
          'transferUtcTransfer',
          { channelCode: 'PGDZ', amount: String(each), ty: '1' },
          { token, key: `two-process-spread-${i}` },
        ),
      ),
    );
    expect(answers.every((r) => r.status_code !== 6005)).toBe(true);
    const moved = answers.filter((r) => r.status_code === 6000).length;
    expect(moved).toBeLessThan(40);
    expect(await centre(a, token)).toBe(start - moved * each);
    expect(await checkInvariants(db)).toEqual([]);
    const negative = await db.query<{ n: number }>(
      'SELECT COUNT(*)::int AS n FROM ledger_accounts WHERE member_id IS NOT NULL AND balance < 0',
    );
    expect(negative[0]?.n).toBe(0);
  }, 60_000);
});
