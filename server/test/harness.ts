// Test harness: an in-memory PGlite database, migrated and seeded, a FakeClock, the server
// built in dev mode (responses validated against the contract), and a caller by operationId.
import type { FastifyInstance } from 'fastify';
import { existsSync } from 'node:fs';
import { readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { PgliteDb, type Db } from '../db/adapter.ts';
import { migrate } from '../db/migrate.ts';
import { seed, DEMO_PASSWORD } from '../db/seed.ts';
import { buildServer } from '../app.ts';
import { Contract } from '../contract.ts';
import { FakeClock } from '../clock.ts';
import { sha256Hex } from '../auth.ts';
import type { Envelope } from '../envelope.ts';
import { DEV_PREFIX } from '../dev.ts';
import { SHARED_ADDRESS_LIMITS, type LimitsConfig } from '../security/config.ts';

let contract: Contract | null = null;
export function testContract(): Contract {
  contract ??= Contract.load();
  return contract;
}

export interface CallOptions {
  token?: string | null;
  uuid?: string;
  idempotencyKey?: string;
  headers?: Record<string, string>;
  noTimestamp?: boolean;
  /** The client's address (default 127.0.0.1). */
  remoteAddress?: string;
}

export interface Harness {
  app: FastifyInstance;
  db: Db;
  clock: FakeClock;
  contract: Contract;
  call(operationId: string, body?: unknown, opts?: CallOptions): Promise<Envelope>;
  raw(
    operationId: string,
    payload: string,
    opts?: CallOptions & { contentType?: string },
  ): Promise<{ statusCode: number; json: Envelope }>;
  login(name?: string, password?: string, uuid?: string): Promise<string>;
  close(): Promise<void>;
}

export const DEFAULT_UUID = 'test-device-0001';

/**
 * A migrated and seeded in-memory database. PGlite's first start (initdb) takes seconds, so the
 * first harness of a test run that needs one dumps its database into the run's template
 * directory (PGLITE_TEMPLATE_DIR, made by server/test/templateDir.ts) and later harnesses load
 * that dump. Without the directory (a script outside vitest), every database starts fresh.
 */
export async function seededPglite(now: number): Promise<PgliteDb> {
  const dir = process.env['PGLITE_TEMPLATE_DIR'];
  const file = dir ? path.join(dir, `seeded-${now}.tar`) : null;
  if (file && existsSync(file)) return PgliteDb.load(new Blob([await readFile(file)]));
  const db = await migratedAndSeeded(await PgliteDb.open(), now);
  if (file) {
    // written under a unique name and renamed: a worker never reads a half-written dump
    const partial = `${file}.${process.pid}.${Math.random().toString(16).slice(2)}`;
    await writeFile(partial, Buffer.from(await (await db.dump()).arrayBuffer()));
    await rename(partial, file);
  }
  return db;
}

async function migratedAndSeeded<D extends Db>(db: D, now: number): Promise<D> {
  await migrate(db);
  await seed(db, now);
  return db;
}

/** A harness on in-memory PGlite, or on the database given (PostgreSQL tests). */
/** Every test client calls from 127.0.0.1: the per-address limits are generous unless a test
 * passes its own (server/test/limits.test.ts). */
export async function startHarness(
  opts: { db?: Db; limits?: Partial<LimitsConfig> } = {},
): Promise<Harness> {
  const clock = new FakeClock();
  const db = opts.db
    ? await migratedAndSeeded(opts.db, clock.now())
    : await seededPglite(clock.now());
  const c = testContract();
  const app = await buildServer({
    db,
    dev: true,
    devRoutes: true,
    clock,
    contract: c,
    distDir: null,
    limits: opts.limits ?? SHARED_ADDRESS_LIMITS,
  });
  await app.ready();

  const headersFor = (opts: CallOptions = {}): Record<string, string> => {
    const h: Record<string, string> = {
      siteId: '1',
      client: 'web',
      version: '1.0',
      uuid: opts.uuid ?? DEFAULT_UUID,
      requestId: `r-${Math.random().toString(16).slice(2)}`,
      ...(opts.noTimestamp ? {} : { timestamp: String(clock.now()) }),
      ...(opts.token ? { token: opts.token } : {}),
      ...(opts.idempotencyKey ? { 'Idempotency-Key': opts.idempotencyKey } : {}),
      ...opts.headers,
    };
    return h;
  };

  const opOf = (id: string): { method: 'GET' | 'POST'; url: string } => {
    const op = c.operation(id);
    if (!op) throw new Error(`no operation ${id}`);
    return { method: op.method === 'GET' ? 'GET' : 'POST', url: op.path };
  };

  const h: Harness = {
    app,
    db,
    clock,
    contract: c,
    async call(operationId, body = {}, opts = {}) {
      const { method, url } = opOf(operationId);
      const res = await app.inject({
        method,
        url,
        headers: headersFor(opts),
        ...(opts.remoteAddress ? { remoteAddress: opts.remoteAddress } : {}),
        ...(method === 'GET'
          ? { query: body as Record<string, string> }
          : { payload: body as object }),
      });
      if (res.statusCode !== 200) throw new Error(`HTTP ${res.statusCode}: ${res.body}`);
      return res.json<Envelope>();
    },
    async raw(operationId, payload, opts = {}) {
      const { url } = opOf(operationId);
      const res = await app.inject({
        method: 'POST',
        url,
        headers: { ...headersFor(opts), 'content-type': opts.contentType ?? 'application/json' },
        payload,
      });
      return { statusCode: res.statusCode, json: res.json<Envelope>() };
    },
    async login(name = 'demo01', password = DEMO_PASSWORD, uuid = DEFAULT_UUID) {
      const r = await h.call(
        'userLogin',
        { name, password: sha256Hex(password), kaptchcate: 4 },
        { uuid },
      );
      if (r.status_code !== 6000) throw new Error(`login failed: ${r.status_code} ${r.message}`);
      return (r.data as { token: string }).token;
    },
    async close() {
      await app.close();
      await db.close();
    },
  };
  return h;
}

/** A fresh player with a centre balance (cents) credited through the ledger. */
export async function newPlayer(
  h: Harness,
  name: string,
  opts: { balance?: number; uuid?: string; realName?: string; iCode?: string } = {},
): Promise<string> {
  const reg = await h.call(
    'userRegister',
    {
      name,
      password: sha256Hex('abcd1234'),
      secondPassword: sha256Hex('abcd1234'),
      kaptchcate: 4,
      ...(opts.iCode ? { iCode: opts.iCode } : {}),
    },
    { uuid: opts.uuid ?? DEFAULT_UUID },
  );
  if (reg.status_code !== 6000)
    throw new Error(`register ${name}: ${reg.status_code} ${reg.message}`);
  if (opts.realName)
    await h.db.query('UPDATE members SET real_name = $2 WHERE name = $1', [name, opts.realName]);
  if (opts.balance) {
    const { accountId, move } = await import('../ledger.ts');
    const id = Number((reg.data as { userId: string }).userId);
    await h.db.transaction(async (tx) => {
      const channel = await accountId(tx, null, 'channel');
      const center = await accountId(tx, id, 'center');
      await move(tx, {
        memberId: id,
        kind: 'deposit',
        from: channel,
        to: center,
        amount: opts.balance ?? 0,
        at: h.clock.now(),
      });
    });
  }
  return h.login(name, 'abcd1234', opts.uuid ?? DEFAULT_UUID);
}

/** A player's member id, by name. */
export async function memberIdOf(h: Harness, name: string): Promise<number> {
  const rows = await h.db.query<{ id: number }>('SELECT id FROM members WHERE name = $1', [name]);
  return Number(rows[0]?.id);
}

/**
 * A deposit paid in full: an order on channel 11 confirmed through the dev route, as the payment
 * provider's callback confirms it (so bonuses, turnover and VIP see a real deposit). Returns the
 * order number.
 */
export async function paidDeposit(
  h: Harness,
  token: string,
  amount: string,
  idempotencyKey: string,
): Promise<string> {
  const pay = await h.call(
    'paymentPay',
    { channelId: 11, amount, payerName: '王五' },
    { token, idempotencyKey },
  );
  if (pay.status_code !== 6000)
    throw new Error(`deposit ${amount}: ${pay.status_code} ${pay.message}`);
  const orderNo = (pay.data as { orderNo: string }).orderNo;
  const res = await h.app.inject({
    method: 'POST',
    url: `${DEV_PREFIX}/deposit/confirm`,
    payload: { orderId: orderNo },
  });
  if (res.statusCode !== 200) throw new Error(`confirm ${orderNo}: ${res.statusCode} ${res.body}`);
  return orderNo;
}

let roundSeq = 0;
/** A settled slot round of `stake` yuan (valid turnover, nothing won), a second after now. */
export async function playedRound(h: Harness, name: string, stake: number): Promise<void> {
  h.clock.advance(1000);
  await h.db.query(
    "INSERT INTO venue_rounds (id, member_id, venue, game_code, stake, payout, created_at) VALUES ($1, $2, 'PGDZ', '', $3, 0, $4)",
    [`VR-${name}-${++roundSeq}`, await memberIdOf(h, name), Math.round(stake * 100), h.clock.now()],
  );
}
