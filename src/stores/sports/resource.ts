// The common part of every venue/resource request (spec section 7: method, enName, Request with
// timestamp, token, language, ip), typed by the contract so a schema change fails to compile.
import type { OperationRequestBody } from '../../sdk/operations.generated';

export type VenueResourceBody = OperationRequestBody<'venueResource'>;
export type VenueResourceMethod = VenueResourceBody['method'];
export type ResourceBodyOf<M extends VenueResourceMethod> = Extract<
  VenueResourceBody,
  { method: M }
>;
export type ResourceRequestOf<M extends VenueResourceMethod> = ResourceBodyOf<M>['Request'];

export interface ResourceBase {
  timestamp: number;
  token: string;
  language: 'zh-cn' | 'zh-tw';
  ip: string;
}

/** What the common request fields are read from (the real RootStore fits). */
export interface ResourceRoot {
  clock: { now(): number };
  session: { readonly token?: string | null };
  site?: { readonly ip: string | null; readonly language?: string };
}

/**
 * timestamp from the clock; token: the venue token of the launch data, else the session's;
 * language of the site (zh-cn default); ip as reported by preInfo ('' until known).
 */
export function resourceBase(root: ResourceRoot, venueToken: string | null = null): ResourceBase {
  return {
    timestamp: root.clock.now(),
    token: venueToken ?? root.session.token ?? '',
    language: root.site?.language === 'zh-TW' ? 'zh-tw' : 'zh-cn',
    ip: root.site?.ip ?? '',
  };
}
