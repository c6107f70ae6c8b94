// The reference server: routes, validation and envelope from the OpenAPI bundle, handlers by
// operationId, the built site from dist/ with an SPA fallback, the chat websocket.
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import helmet from '@fastify/helmet';
import websocket from '@fastify/websocket';
import multipart from '@fastify/multipart';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createHash } from 'node:crypto';
import type { Db, Sql } from './db/adapter.ts';
import { systemClock, type Clock } from './clock.ts';
import { Contract, describeErrors, type Operation } from './contract.ts';
import { ApiFailure, Code, Msg, envelopeOf, ok, type Envelope } from './envelope.ts';
import { memberOfToken, type Member } from './auth.ts';
import { Services } from './services.ts';
import { handlers as defaultHandlers } from './handlers/index.ts';
import type { Ctx, HandlerMap, UploadedFile } from './handlers/types.ts';
import { DEV_PREFIX, registerDevRoutes } from './dev.ts';
import { VENUE_PAGE_PREFIX, registerVenuePages, sendVenueNotFound } from './venue-page.ts';
import { registerChat } from './chat.ts';
import { MemoryBus, SportsFeed, registerSportsFeed, type FeedBus } from './sports/feed.ts';
import {
  SNAPSHOT_SCRIPT_SOURCE,
  registerSite,
  sendSitePage,
  type BootAnswer,
  type RenderSnapshot,
} from './site.ts';
import {
  LOBBY_PAGES,
  NOTICE_TICKER_BODY,
  homeExtraBodies,
  lobbyGameListBody,
  lobbyOpeningVenue,
  sportsBoardVenue,
  sportsFirstListBodies,
} from '../src/sdk/bootData.ts';
import { UPLOAD_PREFIX } from './handlers/site.ts';
import { registerSafeGateway, resolveSafeKey } from './safe.ts';
import { traditionalDeep } from './traditional.ts';
import type { KeySource } from '../src/sdk/crypto.ts';
// server hardening (issue 15): input checks, limits, headers, dev routes
import {
  CONTROL_CHARS_ANSWER,
  HUGE_NUMBER_ANSWER,
  hasHugeNumbers,
  checkIdempotencyKey,
  checkTimestamp,
  hasControlChars,
} from './security/input.ts';
import { snapshotHintOf, snapshotLanguageOf } from '../src/app/snapshotPage.ts';
import { checkMobileSiteUrl, resolveLimits, type LimitsConfig } from './security/config.ts';
import { Limits } from './security/limits.ts';
import { registerSecurityHeaders } from './security/headers.ts';
import { devRoutesEnabled, loopbackOnly, type DevRoutesOption } from './security/dev-routes.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export const JSON_BODY_LIMIT = 256 * 1024;
export const UPLOAD_LIMIT = 2 * 1024 * 1024;

/** Header names of the contract's common headers (see openapi components/parameters). */
export const HeaderName = {
  token: 'token',
  uuid: 'uuid',
  idempotencyKey: 'idempotency-key',
} as const;

/** The token header: its absence answers 6001 from the handler, not 非法请求. */
const TOKEN_HEADERS = new Set(['token']);

export interface BuildOptions {
  db: Db;
  dev?: boolean;
  clock?: Clock;
  contract?: Contract;
  handlers?: HandlerMap;
  /** Answer 非法请求 (6008) when the timestamp header is missing. Default true. */
  requireTimestamp?: boolean;
  /** Serve dist/ (the built site). Default: when dist/index.html exists. */
  distDir?: string | null;
  /** Draws a visitor's first page (tests). Default: the build's, dist/.server/snapshot.js. */
  renderSnapshot?: RenderSnapshot;
  logger?: boolean;
  /**
   * The AES-GCM key of the safe-switch gateway (`POST /safe/{service}/api/v1/gateway`). Default:
   * `SAFE_KEY` (base64 of 16 or 32 bytes), else in dev mode the fixed development key
   * (`DEV_SAFE_KEY` of server/safe.ts); `null`: gateway off. preInfo's `safeSwitch` says which.
   */
  safeKey?: KeySource | null;
  /** Attempt limits over the defaults and the LIMIT_* environment (server/security/config.ts). */
  limits?: Partial<LimitsConfig>;
  /** The /__dev routes: only when enabled explicitly (server/security/dev-routes.ts). */
  devRoutes?: DevRoutesOption;
  /** The mobile site address (preInfo h5DomainUrl, guard 6). Default: `SITE_MOBILE_URL`, else
   * none (''), so phones stay on this site. Anything but an absolute http(s) address is refused
   * (buildServer throws): this server serves no mobile site. */
  mobileSiteUrl?: string;
  /** The address players reach the site at (preInfo publicUrl). Default: `SITE_PUBLIC_URL`, else
   * none (''): the page's own address. */
  publicSiteUrl?: string;
  /** The live sports feed's fan-out (default: in memory; PostgreSQL LISTEN/NOTIFY with
   * DATABASE_URL, server/sports/feed-pg.ts) and its simulator tick (ms; 0: tests tick by hand). */
  feedBus?: FeedBus;
  feedTickMs?: number;
}

export interface App {
  server: FastifyInstance;
  services: Services;
  contract: Contract;
}

declare module 'fastify' {
  interface FastifyInstance {
    services: Services;
    contract: Contract;
  }
  interface FastifyContextConfig {
    /** A route of a contract operation (runOperation checks its input). */
    operation?: boolean;
  }
}

/** An upload that does not exist (or an address that cannot name one). */
function sendUploadNotFound(reply: FastifyReply): FastifyReply {
  return reply.code(404).type('text/plain; charset=utf-8').send('not found');
}

function stableStringify(v: unknown): string {
  if (Array.isArray(v)) return `[${v.map(stableStringify).join(',')}]`;
  if (v && typeof v === 'object') {
    const o = v as Record<string, unknown>;
    return `{${Object.keys(o)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${stableStringify(o[k])}`)
      .join(',')}}`;
  }
  return JSON.stringify(v) ?? 'null';
}

class Replay extends Error {}

export async function buildServer(opts: BuildOptions): Promise<FastifyInstance> {
  const dev = opts.dev ?? false;
  const clock = opts.clock ?? systemClock;
  const contract = opts.contract ?? Contract.load();
  const handlers = opts.handlers ?? defaultHandlers;
  const services = new Services(opts.db, clock);
  const db = opts.db;
  const requireTimestamp = opts.requireTimestamp ?? true;
  const safeKey = await resolveSafeKey(opts.safeKey, dev);
  services.safeSwitch = safeKey !== null;
  services.limits = new Limits(resolveLimits(opts.limits), db);
  const timestampWindowMs = services.limits.config.timestampWindowSec * 1000;
  services.feed = new SportsFeed(db, clock, opts.feedBus ?? new MemoryBus(), opts.feedTickMs);
  // refused at start-up when phones would end on this server's 页面不存在 (issue 42)
  services.mobileSiteUrl = checkMobileSiteUrl(
    opts.mobileSiteUrl ?? process.env.SITE_MOBILE_URL ?? '',
  );
  services.publicSiteUrl = (opts.publicSiteUrl ?? process.env.SITE_PUBLIC_URL ?? '').trim();

  const app = Fastify({
    logger: opts.logger ?? false,
    bodyLimit: JSON_BODY_LIMIT,
    trustProxy: false,
    // A path the router cannot decode (%FF, %E0%A4%A) or with an over-long parameter: a file or
    // page outside the API is not found (404), anything else is 非法请求 (issue 42).
    frameworkErrors: (_err, req, reply) => {
      void answerUndecodablePath(req.method, req.url, reply as unknown as FastifyReply);
    },
  });
  app.decorate('services', services);
  app.decorate('contract', contract);

  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        // the one inline script: a drawn page's first (server/site.ts), by its hash
        scriptSrc: ["'self'", SNAPSHOT_SCRIPT_SOURCE],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"], // the chat socket is same-origin (issue 15)
        // Only the demo venue pages of this origin may be framed (the game window).
        frameSrc: [(req: { headers: { host?: string } }) => venueFrameSource(req.headers.host)],
        objectSrc: ["'none'"],
        baseUri: ["'none'"],
        formAction: ["'self'"],
        frameAncestors: ["'self'"],
      },
    },
    crossOriginEmbedderPolicy: false,
    hsts: false, // sent over TLS only (server/security/headers.ts)
  });
  registerSecurityHeaders(app, contract);
  await app.register(multipart, { limits: { fileSize: UPLOAD_LIMIT, files: 6, fields: 20 } });
  await app.register(websocket, { options: { maxPayload: 64 * 1024 } });

  // JSON: an empty body is {} (logout and jwt send none); malformed JSON is an envelope.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') {
      done(null, {});
      return;
    }
    try {
      done(null, JSON.parse(text) as unknown);
    } catch {
      done(new ApiFailure(Code.illegalParameter, '请求数据不是合法的 JSON'), undefined);
    }
  });

  app.setErrorHandler((err: unknown, req, reply) => {
    if (err instanceof ApiFailure) {
      void reply.code(200).send(envelopeOf(err));
      return;
    }
    const e = err as { code?: string; statusCode?: number; message?: string };
    let env: Envelope;
    if (
      e.code === 'FST_ERR_CTP_BODY_TOO_LARGE' ||
      e.code === 'FST_REQ_FILE_TOO_LARGE' ||
      e.statusCode === 413
    ) {
      env = { status_code: Code.illegalParameter, data: null, message: '请求数据过大' };
    } else if (e.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE' || e.statusCode === 415) {
      env = { status_code: Code.illegalParameter, data: null, message: '不支持的请求数据类型' };
    } else if (typeof e.statusCode === 'number' && e.statusCode >= 400 && e.statusCode < 500) {
      env = { status_code: Code.illegalParameter, data: null, message: `${Msg.paramError}` };
    } else {
      req.log.error(err);
      env = { status_code: Code.serverError, data: null, message: Msg.hiccup };
    }
    void reply.code(200).send(env);
  });

  // Odd input outside the operations (whose bodies runOperation checks): a control character in
  // a path parameter, a query or a body, or a number past the safe integer range, is refused
  // before any handler reads it: 404 for a file or page (uploads, demo venue pages), else 6007
  // (issue 42). The site's pages (not-found handler) and the sockets (frame parsers) aside.
  app.addHook('preValidation', async (req, reply) => {
    if (req.routeOptions.config.operation || req.is404 || req.ws) return;
    const control =
      hasControlChars(req.params) || hasControlChars(req.query) || hasControlChars(req.body);
    if (!control && !hasHugeNumbers(req.body)) return;
    if (req.method === 'GET' && isFilePath(req.url)) {
      if (req.url.startsWith(UPLOAD_PREFIX)) return sendUploadNotFound(reply);
      return sendVenueNotFound(reply);
    }
    return reply.code(200).send(control ? CONTROL_CHARS_ANSWER : HUGE_NUMBER_ANSWER);
  });

  // API paths are exactly the contract's operations (any method) and the dev and venue-demo
  // routes; every other GET is a page of the site (/game/realbet, /site/... by their address).
  const operationPaths = contract.operations.map(
    (o) => new RegExp(`^${o.path.replace(/\{[^}]+\}/g, '[^/]+')}/?$`),
  );
  function answerUndecodablePath(method: string, url: string, reply: FastifyReply): FastifyReply {
    if (method === 'GET' && (isFilePath(url) || !isApiPath(url)))
      return reply
        .code(404)
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'no-store')
        .type('text/plain; charset=utf-8')
        .send('not found');
    return reply
      .code(200)
      .header('cache-control', 'no-store')
      .send({ status_code: Code.illegalParameter, data: null, message: Msg.illegal });
  }
  /** Files and pages outside the API: uploaded images, the demo venue pages and their script. */
  function isFilePath(url: string): boolean {
    const p = url.split('?')[0] ?? '';
    return (
      p.startsWith(UPLOAD_PREFIX) ||
      (p.startsWith(`${VENUE_PAGE_PREFIX}/`) && !p.startsWith(`${VENUE_PAGE_PREFIX}/api/`))
    );
  }
  function isApiPath(url: string): boolean {
    const p = url.split('?')[0] ?? '';
    return (
      p.startsWith(`${DEV_PREFIX}/`) ||
      p.startsWith(`${VENUE_PAGE_PREFIX}/`) ||
      operationPaths.some((r) => r.test(p))
    );
  }

  for (const op of contract.operations) {
    const handler = handlers[op.id];
    app.route({
      method: op.method,
      url: op.path.replace(/\{([^}]+)\}/g, ':$1'),
      config: { operation: true },
      handler: async (req, reply) => {
        const forced = dev ? services.forcedAnswers.get(op.id) : undefined;
        if (forced) {
          services.forcedAnswers.delete(op.id);
          return reply.code(200).send(forced);
        }
        const env = await runOperation(op, req, reply);
        if (dev) {
          const problem = checkResponse(op, env);
          if (problem) {
            services.contractViolations.push(`${op.id}: ${problem}`);
            req.log.error(`contract violation ${op.id}: ${problem}`);
            return reply.code(200).send({
              status_code: Code.serverError,
              data: null,
              message: `响应不符合契约 (${op.id}): ${problem}`,
            });
          }
        }
        // a player who reads 繁體 gets the answer's texts in traditional characters
        const traditional = snapshotLanguageOf(req.headers.cookie) === 'zh-TW';
        return reply.code(200).send(traditional ? traditionalDeep(env) : env);
      },
    });

    async function runOperation(
      op: Operation,
      req: FastifyRequest,
      _reply: FastifyReply,
    ): Promise<Envelope> {
      if (!handler)
        return { status_code: Code.notFound, data: null, message: `未实现的接口 ${op.id}` };
      const header = (name: string): string | undefined => {
        const v = req.headers[name.toLowerCase()];
        return Array.isArray(v) ? v[0] : v;
      };
      // The timestamp header (and any other required common header but the token and the
      // idempotency key, which have their own answers) must be present: 非法请求 otherwise.
      for (const h of op.headers) {
        const name = h.name.toLowerCase();
        if (name === HeaderName.idempotencyKey || TOKEN_HEADERS.has(name)) continue;
        const required = h.required || (requireTimestamp && name === 'timestamp');
        if (required && !header(h.name)) {
          return { status_code: Code.illegalParameter, data: null, message: Msg.illegal };
        }
      }
      // header formats (contract: 13-digit timestamp inside the replay window, keys of 8-64)
      const now = clock.now();
      const badHeader =
        checkTimestamp(header('timestamp'), now, timestampWindowMs) ??
        checkIdempotencyKey(header(HeaderName.idempotencyKey));
      if (badHeader) return badHeader;
      let body: Record<string, unknown> = {};
      const files: UploadedFile[] = [];
      if (op.method === 'GET') {
        body = { ...(req.query as Record<string, unknown>) };
      } else if (req.isMultipart()) {
        for await (const part of req.parts()) {
          if (part.type === 'file') {
            const data = await part.toBuffer();
            files.push({ filename: part.filename, mimetype: part.mimetype, data });
          } else {
            body[part.fieldname] = part.value;
          }
        }
      } else {
        const raw = req.body;
        if (raw === undefined || raw === null) body = {};
        else if (typeof raw !== 'object' || Array.isArray(raw)) {
          return {
            status_code: Code.illegalParameter,
            data: null,
            message: '请求数据必须是 JSON 对象',
          };
        } else body = raw as Record<string, unknown>;
      }
      if (hasControlChars(body)) return CONTROL_CHARS_ANSWER;
      if (hasHugeNumbers(body)) return HUGE_NUMBER_ANSWER;
      // the contract's `token` header only: `Authorization: Bearer` is not a way in (issue 42)
      const token = header(HeaderName.token);
      let memberCache: Promise<Member> | null = null;
      // the token of a token-only operation is checked before its body (6001 first)
      if (op.tokenRequired) {
        try {
          const m = await memberOfToken(db, token ?? null, now);
          memberCache = Promise.resolve(m);
        } catch (e) {
          if (e instanceof ApiFailure) return envelopeOf(e);
          throw e;
        }
      }
      if (!req.isMultipart() && op.method !== 'GET') {
        const errors = contract.validateRequest(op.id, body);
        if (errors)
          return {
            status_code: Code.invalidParameter,
            data: null,
            message: describeErrors(errors),
          };
      }
      const ctx: Ctx = {
        op,
        db,
        rootDb: db,
        clock,
        now,
        dev,
        body,
        header,
        token: token ?? null,
        uuid: header(HeaderName.uuid) ?? '',
        ip: req.ip,
        origin: `${req.protocol}://${req.headers.host ?? '127.0.0.1'}`,
        member: () => (memberCache ??= memberOfToken(ctx.db, ctx.token, ctx.now)),
        maybeMember: async () => {
          if (!ctx.token) return null;
          try {
            return await ctx.member();
          } catch (e) {
            if (e instanceof ApiFailure) {
              memberCache = null;
              return null;
            }
            throw e;
          }
        },
        files,
        contract,
        services,
      };
      try {
        const moving = isMoneyMoving(op, body);
        const idemKey = moving
          ? (header(HeaderName.idempotencyKey) ?? bodyIdempotencyKey(body))
          : undefined;
        if (moving && !idemKey) {
          await ctx.member();
          return {
            status_code: Code.illegalParameter,
            data: null,
            message: '缺少 Idempotency-Key 请求头(每个操作意图一个幂等键)',
          };
        }
        if (!idemKey) {
          if (moving) {
            const m = await ctx.member();
            return ok(await db.transaction((tx) => handler(inTransaction(ctx, tx, m))));
          }
          return ok(await handler(ctx));
        }
        return await idempotent(ctx, idemKey, handler);
      } catch (e) {
        if (e instanceof ApiFailure) return envelopeOf(e);
        req.log.error(e);
        if (dev) console.error(`handler ${op.id} failed`, e);
        return { status_code: Code.serverError, data: null, message: Msg.hiccup };
      }
    }
  }

  /** Same key + same body replays the first answer; same key + other body is refused. */
  async function idempotent(
    ctx: Ctx,
    key: string,
    handler: (c: Ctx) => Promise<unknown>,
  ): Promise<Envelope> {
    const badKey = checkIdempotencyKey(key);
    if (badKey) return badKey;
    const member = await ctx.member();
    const requestHash = createHash('sha256').update(stableStringify(ctx.body)).digest('hex');
    const lookup = async (): Promise<Envelope | null> => {
      const rows = await db.query<{ request_hash: string; response: string }>(
        'SELECT request_hash, response FROM idempotency_keys WHERE member_id = $1 AND operation = $2 AND key = $3',
        [member.id, ctx.op.id, key],
      );
      const r = rows[0];
      if (!r) return null;
      if (r.request_hash !== requestHash) {
        return {
          status_code: Code.dataExists,
          data: null,
          message: '该幂等键已用于另一笔不同的请求,请勿重复使用',
        };
      }
      return JSON.parse(r.response) as Envelope;
    };
    const first = await lookup();
    if (first) return first;
    try {
      return await db.transaction(async (tx) => {
        const data = await handler(inTransaction(ctx, tx, member));
        const env = ok(data);
        const inserted = await tx.query(
          `INSERT INTO idempotency_keys (member_id, operation, key, request_hash, response, created_at)
           VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT DO NOTHING RETURNING key`,
          [member.id, ctx.op.id, key, requestHash, JSON.stringify(env), ctx.now],
        );
        if (inserted.length === 0) throw new Replay();
        return env;
      });
    } catch (e) {
      if (e instanceof Replay) {
        const again = await lookup();
        if (again) return again;
      }
      throw e;
    }
  }

  function checkResponse(op: Operation, env: Envelope): string | null {
    if (typeof env.status_code !== 'number' || typeof env.message !== 'string')
      return 'envelope shape';
    const errors = contract.validateResponse(op.id, env);
    if (!errors) return null;
    return errors
      .slice(0, 3)
      .map((e) => `${e.instancePath || '/'} ${e.message ?? e.keyword}`)
      .join('; ');
  }

  // Uploaded images (feedback attachments, avatars), served with their checked type.
  app.get(`${UPLOAD_PREFIX}*`, async (req, reply) => {
    const id = (req.params as Record<string, string>)['*'] ?? '';
    const rows = await db.query<{ mime: string; bytes: Uint8Array }>(
      'SELECT mime, bytes FROM uploads WHERE id = $1',
      [id],
    );
    const f = rows[0];
    if (!f) return sendUploadNotFound(reply);
    return reply
      .type(f.mime)
      .header('cache-control', 'private, max-age=86400')
      .send(Buffer.from(f.bytes));
  });

  if (devRoutesEnabled(opts.devRoutes)) {
    loopbackOnly(app, DEV_PREFIX);
    registerDevRoutes(app, { db, clock, services });
  }
  registerVenuePages(app, { db, clock, services });
  registerChat(app, services);
  registerSportsFeed(app, services);
  if (safeKey) registerSafeGateway(app, { keySource: safeKey, contract });

  const distDir = opts.distDir === undefined ? path.join(ROOT, 'dist') : opts.distDir;
  const hasSite = distDir !== null && existsSync(path.join(distDir, 'index.html'));
  const sitePages = hasSite ? await registerSite(app, distDir, opts.renderSnapshot) : undefined;
  app.setNotFoundHandler(async (req, reply) => {
    if (isApiPath(req.url) || req.method !== 'GET') {
      return reply
        .code(200)
        .send({ status_code: Code.notFound, data: null, message: Msg.notFound });
    }
    if (hasSite) {
      const pathname = req.url.split('?')[0] ?? '/';
      const origin = `${req.protocol}://${req.headers.host ?? '127.0.0.1'}`;
      const language = snapshotLanguageOf(req.headers.cookie);
      const simplified = await bootAnswers(pathname, req.ip, origin, language);
      // as the calls answer them: in traditional characters for a player who reads 繁體
      const answers = language === 'zh-TW' ? traditionalDeep(simplified) : simplified;
      // a member's browser gets a member's drawing, the professional edition none, each in the
      // player's language (snapshotPage.ts): no drawing the page would only hide
      const hint = snapshotHintOf(req.headers.cookie);
      const snapshot =
        hint === 'none'
          ? null
          : await sitePages?.snapshots?.draw({
              url: `${origin}${req.url}`,
              answers,
              userAgent: String(req.headers['user-agent'] ?? ''),
              member: hint === 'member',
              language,
            });
      return sendSitePage(reply, sitePages, pathname, { answers }, snapshot);
    }
    return reply
      .code(404)
      .type('text/plain; charset=utf-8')
      .send('site not built: run npm run build');
  });

  /**
   * The answers a page carries for its first calls, as a visitor gets them (no member's data):
   * preInfo, the menu and the notices (the header and its ticker) on every page, the promotions,
   * jackpot pools, hot games (a visitor's) and in-play matches on home, a lobby's venues, the pools and its opening venue's first games
   * (a visitor's: a member's page asks for its own), a sports board's first leagues and matches
   * (public). One that fails (a database hiccup) is left out, and the site asks for it itself.
   */
  async function bootAnswers(
    pathname: string,
    ip: string,
    origin: string,
    /** The player's language (the snapshot_lang cookie): the board's lists are asked in it. */
    language: 'zh-CN' | 'zh-TW' | null,
  ): Promise<BootAnswer[]> {
    // one call's answer as a visitor gets it (null when it fails)
    const answer = async (
      id: string,
      body: Record<string, unknown>,
    ): Promise<BootAnswer | null> => {
      const op = contract.operations.find((o) => o.id === id);
      const handler = handlers[id];
      if (!op || !handler) return null;
      const now = clock.now();
      const ctx: Ctx = {
        op,
        db,
        rootDb: db,
        clock,
        now,
        dev,
        body,
        header: () => undefined,
        token: null,
        uuid: '',
        ip,
        origin,
        member: () => memberOfToken(db, null, now),
        maybeMember: async () => null,
        files: [],
        contract,
        services,
      };
      try {
        return { op: id, body, data: await handler(ctx) };
      } catch {
        return null;
      }
    };
    const wanted: [string, Record<string, unknown>][] = [
      ['configurationPreInfo', {}],
      ['advertisingNavigationList', { position: 1 }],
      ['advertisingQueryNoticeListByPage', NOTICE_TICKER_BODY],
    ];
    const home = pathname === '/' || pathname === '/home';
    if (home)
      wanted.push(['advertisingGetMyDiscountAd', { category: 'all' }], ['venueGetBonusPools', {}]);
    const category = LOBBY_PAGES[pathname.replace(/\/$/, '')];
    if (category)
      wanted.push(['venueGetVenueInfoByCategory', { category }], ['venueGetBonusPools', {}]);
    const board = sportsBoardVenue(pathname);
    if (board) {
      const lists = sportsFirstListBodies(board, language ?? undefined);
      wanted.push(['venueResource', lists.leagues], ['venueResource', lists.matches]);
    }
    const answers = await Promise.all(wanted.map(([id, body]) => answer(id, body)));
    const venues = answers.find((a) => a?.op === 'venueGetVenueInfoByCategory')?.data;
    if (category && Array.isArray(venues)) {
      const list = (venues as { enName: string; category: string; maintenance?: boolean }[]).filter(
        (v) => v.category === category,
      );
      const opening = lobbyOpeningVenue(list);
      if (opening) {
        const body = lobbyGameListBody({ enName: opening.enName, category, pageNum: 1 });
        const games = await answer('venueGameList', body);
        if (games) answers.push({ ...games, visitorOnly: true });
      }
    }
    // home's hot games (a visitor's) and live strip, from the menu: home draws them at once
    const menu = answers.find((a) => a?.op === 'advertisingNavigationList')?.data;
    if (home && Array.isArray(menu)) {
      const bodies = homeExtraBodies(
        menu as Parameters<typeof homeExtraBodies>[0],
        language ?? undefined,
      );
      const [games, live] = await Promise.all([
        bodies.hotGames ? answer('venueGameList', bodies.hotGames) : null,
        bodies.liveMatches ? answer('venueResource', bodies.liveMatches) : null,
      ]);
      if (games) answers.push({ ...games, visitorOnly: true });
      answers.push(live);
    }
    return answers.filter((a): a is BootAnswer => a !== null);
  }

  return app;
}

/** The context of a handler running inside a transaction: the member is resolved before it
 * starts (PGlite serialises on one connection, so nothing may use the outer handle inside). */
function inTransaction(ctx: Ctx, tx: Sql, member: Member): Ctx {
  return {
    ...ctx,
    db: tx,
    member: () => Promise.resolve(member),
    maybeMember: () => Promise.resolve(member),
  };
}

/** Money-moving operations, and on venueResource only the methods that move money. */
function isMoneyMoving(op: Operation, body: Record<string, unknown>): boolean {
  if (!op.moneyMoving) return false;
  if (!op.moneyMovingMethods) return true;
  return typeof body.method === 'string' && op.moneyMovingMethods.includes(body.method);
}

/** venueResource carries the key in Request.idempotencyKey as well. */
function bodyIdempotencyKey(body: Record<string, unknown>): string | undefined {
  const req = body.Request;
  if (
    req &&
    typeof req === 'object' &&
    typeof (req as Record<string, unknown>).idempotencyKey === 'string'
  ) {
    return (req as Record<string, string>).idempotencyKey;
  }
  return undefined;
}

/** The CSP source of the demo venue pages on the request's own host (scheme-less: same scheme). */
export function venueFrameSource(host: string | undefined): string {
  return host && /^[A-Za-z0-9.-]+(:\d+)?$/.test(host) ? `${host}${VENUE_PAGE_PREFIX}/` : "'none'";
}
