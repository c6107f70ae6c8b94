// Long-lived parts of a server instance shared by handlers (chat hub, venue launch tickets).
import type { Db } from './db/adapter.ts';
import type { Clock } from './clock.ts';
import { ChatHub } from './chat.ts';
import { SportsFeed } from './sports/feed.ts';
import { Limits } from './security/limits.ts';
import { resolveLimits } from './security/config.ts';

export interface LaunchTicket {
  memberId: number;
  venue: string;
  gameCode: string;
  expiresAt: number;
  /** The session token it was issued to: the ticket dies with the session (logout, expiry). */
  session: string;
  /** `launch`: the ticket of venueLaunch's url, redeemed once by the demo venue page, which
   * exchanges it for a `page` ticket that the page's own calls carry. */
  kind: 'launch' | 'page';
  /** A page ticket of a player who reads 繁體 (the page's snapshot_lang cookie): the page's
   * answers are in traditional characters (the page's calls carry no cookie). */
  traditional?: boolean;
}

export class Services {
  readonly chat: ChatHub;
  /** The live sports feed (replaced by buildServer with its bus and tick options). */
  feed: SportsFeed;
  readonly tickets = new Map<string, LaunchTicket>();
  readonly contractViolations: string[] = [];
  /** One-shot answers by operationId, set by Pact provider states for what a real upstream
   * would decide (an unknown code, a partner's UID rejection). Only honoured in dev mode. */
  readonly forcedAnswers = new Map<
    string,
    { status_code: number; data: unknown; message: string }
  >();
  /** Attempt limits (server/security): replaced by buildServer with the configured ones. */
  limits: Limits = new Limits(resolveLimits(), null);
  /** Whether the safe-switch gateway is on (a key is configured); preInfo reports it. */
  safeSwitch = false;
  /** Guard 6: the mobile site address preInfo reports as h5DomainUrl; '' (the default): none,
   * so phones stay on this site. Set by `BuildOptions.mobileSiteUrl` or `SITE_MOBILE_URL`. */
  mobileSiteUrl = '';
  /** The address players reach the site at (preInfo publicUrl), when a deployment behind a proxy
   * configures one: `BuildOptions.publicSiteUrl` or `SITE_PUBLIC_URL`; '' (the default): the
   * page's own address. */
  publicSiteUrl = '';
  constructor(
    readonly db: Db,
    readonly clock: Clock,
  ) {
    this.chat = new ChatHub(db, clock, () => this.limits.config);
    this.feed = new SportsFeed(db, clock);
  }
}
