// Development-only routes (registered only in dev mode): the verification-code outbox and
// actions standing in for the payment channel and the back office.
import type { FastifyInstance } from 'fastify';
import type { Db } from './db/adapter.ts';
import type { Clock } from './clock.ts';
import type { Services } from './services.ts';
import { ApiFailure, Code, ok } from './envelope.ts';
import { advanceWithdraw, confirmDeposit } from './funds.ts';
import { settleBet, settleDue } from './sports/betting.ts';

export const DEV_PREFIX = '/__dev';

export function registerDevRoutes(
  app: FastifyInstance,
  deps: { db: Db; clock: Clock; services: Services },
): void {
  const { db, clock } = deps;
  const guard = async <T>(fn: () => Promise<T>): Promise<unknown> => {
    try {
      return ok(await fn());
    } catch (e) {
      if (e instanceof ApiFailure) return { status_code: e.code, data: e.data, message: e.message };
      throw e;
    }
  };

  /** Codes sent by SMS, e-mail and voice; ?target= filters by phone or e-mail. */
  app.get(`${DEV_PREFIX}/outbox`, async (req) => {
    const target = (req.query as Record<string, string | undefined>).target;
    const rows = await db.query<{
      id: number;
      channel: string;
      target: string;
      purpose: string;
      code: string;
      text: string;
      created_at: number;
    }>(
      `SELECT id, channel, target, purpose, code, text, created_at FROM outbox
       WHERE $1::text IS NULL OR target = $1 OR target LIKE '%' || $1 ORDER BY id DESC LIMIT 50`,
      [target ?? null],
    );
    return ok(rows.map((r) => ({ ...r, id: Number(r.id), created_at: Number(r.created_at) })));
  });

  app.get(`${DEV_PREFIX}/captcha/:codeId`, async (req) => {
    const { codeId } = req.params as { codeId: string };
    // by the id or by its SHA-256 hex (what verification-code requests carry)
    const rows = await db.query<{ code: string }>(
      'SELECT code FROM captchas WHERE code_id = $1 OR code_id_sha256 = lower($1)',
      [codeId],
    );
    return rows[0]
      ? ok({ code: rows[0].code })
      : { status_code: Code.notFound, data: null, message: '数据未找到' };
  });

  app.post(`${DEV_PREFIX}/deposit/confirm`, async (req) => {
    const { orderId } = (req.body ?? {}) as { orderId?: string };
    return guard(() =>
      db.transaction((tx) => confirmDeposit(tx, String(orderId ?? ''), clock.now())),
    );
  });

  app.post(`${DEV_PREFIX}/withdraw/review`, async (req) => {
    const { orderId, status } = (req.body ?? {}) as { orderId?: string; status?: string };
    if (status !== 'approved' && status !== 'paid' && status !== 'rejected') {
      return {
        status_code: Code.invalidParameter,
        data: null,
        message: 'status 必须是 approved/paid/rejected',
      };
    }
    return guard(() =>
      db.transaction((tx) => advanceWithdraw(tx, String(orderId ?? ''), status, clock.now())),
    );
  });

  /** Settles one bet with a given result code (every code of the catalogue can be produced). */
  app.post(`${DEV_PREFIX}/bet/settle`, async (req) => {
    const { betId, result } = (req.body ?? {}) as { betId?: string; result?: string };
    return guard(() =>
      db.transaction((tx) => settleBet(tx, String(betId ?? ''), String(result ?? ''), clock.now())),
    );
  });

  app.post(`${DEV_PREFIX}/sports/settle-due`, async () => guard(() => settleDue(db, clock.now())));
}
