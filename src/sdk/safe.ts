/**
 * The encrypted envelope ("safe-switch" mode, spec section 7), as the contract describes it
 * (`x-safe-switch` in `openapi/openapi.yaml`):
 *
 * Request, when the switch is on (read per request):
 *   POST {baseUrl}/safe/{service}/api/v1/gateway      service = first segment of the real path
 *   headers: the common headers in clear (siteId, client, token, uuid, requestId, version,
 *            timestamp, Idempotency-Key when present) plus `encrypted: 1`
 *   body:    { "p": cipher(real path, with its query string), "d": cipher(JSON text of the body) }
 *            (`d` is the cipher of "{}" for a call without body)
 *
 * Response: the usual envelope `{ status_code, message, data }`. When the answer carries the
 * header `encrypted: 1` and `data` is a string, `data` is cipher(JSON text of the real data) and
 * is replaced by the decrypted value before the envelope is read.
 *
 * cipher(text) = base64( iv (12 random bytes) || AES-GCM ciphertext || tag (16 bytes) ) of the
 * UTF-8 text, with the site's key (AES-256 in production; any AES-GCM key from the key source).
 */
import type { Middleware } from 'openapi-fetch';
import { decryptField, encryptField, staticKeySource, type KeySource } from './crypto';
import { BadResponseError } from './errors';

export const ENCRYPTED_HEADER = 'encrypted';

/** `x-safe-switch.request.path` of the contract. */
export const SAFE_GATEWAY_TEMPLATE = '/safe/{service}/api/v1/gateway';

export interface SafeModeOptions {
  /** Whether the switch is on; read per request, so a getter may follow preInfo's
   * siteBaseConfig.safeSwitch. */
  readonly enabled: boolean;
  /** The key: a key source, or the raw key in base64; absent, the site's own (SITE_SAFE_KEY). */
  keySource?: KeySource | string;
  /** The gateway path of a real path; defaults to the contract's template. */
  gatewayPath?: (realPath: string) => string;
}

export interface SealedRequestBody {
  p: string;
  d: string;
}

export function defaultGatewayPath(realPath: string): string {
  const service = realPath.split('/').filter(Boolean)[0] ?? '';
  return SAFE_GATEWAY_TEMPLATE.replace('{service}', service);
}

export async function sealRequest(
  keySource: KeySource,
  path: string,
  bodyText: string,
): Promise<SealedRequestBody> {
  const [p, d] = await Promise.all([
    encryptField(keySource, path),
    encryptField(keySource, bodyText || '{}'),
  ]);
  return { p, d };
}

/** The server side of `sealRequest` (used by tests, mocks and the reference server). */
export async function openRequest(
  keySource: KeySource,
  sealed: SealedRequestBody,
): Promise<{ path: string; body: unknown }> {
  const [path, bodyText] = await Promise.all([
    decryptField(keySource, sealed.p),
    decryptField(keySource, sealed.d),
  ]);
  return { path, body: JSON.parse(bodyText) as unknown };
}

/** Encrypt the data of an envelope as a server in safe mode answers it (with header `encrypted: 1`). */
export async function sealEnvelopeData<E extends { data: unknown }>(
  keySource: KeySource,
  envelope: E,
): Promise<Omit<E, 'data'> & { data: string }> {
  return { ...envelope, data: await encryptField(keySource, JSON.stringify(envelope.data)) };
}

/**
 * The site's key (AES-256, base64): the reference server's development key (server/safe.ts
 * DEV_SAFE_KEY); a deployment ships its own, as it does the code-request key. Here, in the module
 * that loads with the first sealed call, so it is not in the first script of any page.
 */
export const SITE_SAFE_KEY = 'cmVmZXJlbmNlLXNlcnZlci1kZXYtc2FmZS1rZXktMzI=';

/** Middleware: seals outgoing requests when the switch is on, opens answers flagged encrypted. */
export function safeModeMiddleware(options: SafeModeOptions): Middleware {
  const gatewayPath = options.gatewayPath ?? defaultGatewayPath;
  const key = options.keySource ?? SITE_SAFE_KEY;
  const keySource = typeof key === 'string' ? staticKeySource(key) : key;
  return {
    async onRequest({ request, options: clientOptions }) {
      if (!options.enabled) return undefined;
      const url = new URL(request.url);
      const bodyText =
        request.method === 'GET' || request.method === 'HEAD' ? '' : await request.text();
      // the contract path (without the base URL's own path), with its query string
      const base = clientOptions.baseUrl
        ? new URL(clientOptions.baseUrl, url.origin).href.replace(/\/$/, '')
        : url.origin;
      const realPath = url.href.startsWith(base + '/')
        ? url.href.slice(base.length)
        : url.pathname + url.search;
      const sealed = await sealRequest(keySource, realPath, bodyText);
      const headers = new Headers(request.headers);
      headers.set('Content-Type', 'application/json');
      headers.set(ENCRYPTED_HEADER, '1');
      const outer = new URL(base + gatewayPath(realPath));
      return new Request(outer, {
        method: 'POST',
        headers,
        body: JSON.stringify(sealed),
        signal: request.signal,
      });
    },
    async onResponse({ response }) {
      if (response.headers.get(ENCRYPTED_HEADER) !== '1') return undefined;
      const text = await response.clone().text();
      let envelope: unknown;
      try {
        envelope = JSON.parse(text);
      } catch {
        return undefined; // not JSON: the envelope reader reports it
      }
      if (typeof envelope !== 'object' || envelope === null) return undefined;
      const data = (envelope as { data?: unknown }).data;
      if (typeof data !== 'string') return undefined;
      let plain: unknown;
      try {
        plain = JSON.parse(await decryptField(keySource, data));
      } catch {
        throw new BadResponseError(response.status, text, 'encrypted data could not be decrypted');
      }
      const headers = new Headers(response.headers);
      headers.delete('Content-Length');
      headers.delete(ENCRYPTED_HEADER);
      headers.set('Content-Type', 'application/json');
      return new Response(JSON.stringify({ ...envelope, data: plain }), {
        status: response.status,
        statusText: response.statusText,
        headers,
      });
    },
  };
}
