import type { Middleware } from 'openapi-fetch';
import { headerNames } from './operations.generated';

/**
 * The common headers of every call (spec section 7). The names are part of the contract
 * (`openapi/`: header parameters of every operation) and of the reference server.
 */
export const HEADER = headerNames;

export const CLIENT_WEB = 'web';

export interface CommonHeadersOptions {
  siteId: string;
  version: string;
  getToken: () => string | null | undefined;
  getDeviceId: () => string;
  newRequestId?: () => string;
  now?: () => number;
}

/** Middleware: sets the common headers; a fresh request id for every attempt. */
export function commonHeadersMiddleware(options: CommonHeadersOptions): Middleware {
  const newRequestId = options.newRequestId ?? (() => crypto.randomUUID());
  const now = options.now ?? Date.now;
  return {
    onRequest({ request }) {
      const h = request.headers;
      h.set(HEADER.siteId, options.siteId);
      h.set(HEADER.client, CLIENT_WEB);
      h.set(HEADER.uuid, options.getDeviceId());
      h.set(HEADER.requestId, newRequestId());
      h.set(HEADER.version, options.version);
      h.set(HEADER.timestamp, String(now()));
      const token = options.getToken();
      if (token) h.set(HEADER.token, token);
      else h.delete(HEADER.token);
      return request;
    },
  };
}
