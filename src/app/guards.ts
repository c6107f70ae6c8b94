import type { MessageKey } from '../domain';
// Route guards 1-7 of spec section 2 as pure decisions. `navigation.ts` applies them with the
// stores on every navigation.
import {
  AUTH_PAGE_PATH,
  HOME_PATH,
  NOT_FOUND_PATH,
  matchRoute,
  type MatchedRoute,
} from './routeTable';
import { REDIRECT_PREFIX, safeRedirectTarget } from './safeRedirect';

/** Guard 1: the toast of an auth route visited while logged out. */
export const LOGIN_REQUIRED_TEXT = 'loginRequiredTip' satisfies MessageKey;
/** Guard 7: the register prompt opens this long after the page. */
export const REGISTER_PROMPT_DELAY_MS = 500;
/** The embedded sports channel (guard 4). */
export const SPORTS_CHANNEL = 'crty';

export interface GuardState {
  loggedIn: boolean;
  bindPhone: boolean;
  bindRealName: boolean;
  /** The site deposit flag (false when it is 0). */
  depositEnabled: boolean;
  /** A mobile browser (guard 6). */
  mobile: boolean;
  /** The mobile site address with icode and rcode, null until pre-info is known. */
  mobileSiteUrl: string | null;
}

export interface NavigationTarget {
  pathname: string;
  search?: string;
  hash?: string;
}

export type GuardDecision =
  | { kind: 'allow' }
  | {
      kind: 'redirect';
      to: string;
      reason:
        'login_required' | 'bind_phone' | 'deposit_disabled' | 'redirect_path' | 'unsafe_redirect';
      /** A toast to show with the redirect. */
      toast?: string;
    }
  /** Guard 6: leave for another site (the mobile site). */
  | { kind: 'external'; url: string };

/**
 * Decides a navigation by guards 6, 1, 2, 3 and the `/redirect/{path}` rule, in that order.
 * (Guard 1's user-info fetch, 3's balance refresh, 4, 5 and 7 are effects, see navigation.ts.)
 */
export function decideNavigation(
  target: NavigationTarget,
  state: GuardState,
  route: MatchedRoute = matchRoute(target.pathname),
): GuardDecision {
  // 6: a mobile browser goes to the mobile site (once its address is known).
  if (state.mobile && state.mobileSiteUrl) return { kind: 'external', url: state.mobileSiteUrl };

  // 1: routes marked auth need login.
  if (route.auth && !state.loggedIn) {
    return {
      kind: 'redirect',
      to: HOME_PATH,
      reason: 'login_required',
      toast: LOGIN_REQUIRED_TEXT,
    };
  }
  // 2: bindPhone routes need a bound phone and a bound real name.
  if (route.bindPhone && !(state.bindPhone && state.bindRealName)) {
    // the auth page comes back here once both are bound (`from`, an in-site path)
    const from = `${target.pathname}${target.search ?? ''}`;
    return {
      kind: 'redirect',
      to: `${AUTH_PAGE_PATH}?from=${encodeURIComponent(from)}`,
      reason: 'bind_phone',
    };
  }
  // 3: deposit flag 0 hides the deposit page and the deposit help page.
  if (route.deposit && !state.depositEnabled) {
    return { kind: 'redirect', to: NOT_FOUND_PATH, reason: 'deposit_disabled' };
  }
  // /redirect/{path}: in-site paths only.
  if (target.pathname.startsWith(REDIRECT_PREFIX)) {
    const to = safeRedirectTarget(target.pathname, target.search ?? '', target.hash ?? '');
    return to
      ? { kind: 'redirect', to, reason: 'redirect_path' }
      : { kind: 'redirect', to: HOME_PATH, reason: 'unsafe_redirect' };
  }
  return { kind: 'allow' };
}

/** Guard 4: the sports venue of a path when it is the embedded channel (crty), else null. */
export function sportsChannelOf(pathname: string): string | null {
  const route = matchRoute(pathname);
  if (route.leaf.name !== 'localSport') return null;
  const enName = route.params['enName'];
  return enName && enName.toLowerCase() === SPORTS_CHANNEL ? enName : null;
}

/** Guard 7: register=1 in the address of a visitor who is not logged in. */
export function wantsRegisterPrompt(search: string, loggedIn: boolean): boolean {
  if (loggedIn) return false;
  return new URLSearchParams(search).get('register') === '1';
}

/**
 * Guard 6: whether `pathname` lies inside `base` by whole path segments: `/m` holds `/m` and
 * `/m/home`, never `/mine`; `/` holds every path.
 */
export function isWithinPath(pathname: string, base: string): boolean {
  const trimmed = base.replace(/\/+$/, '');
  if (trimmed === '') return true;
  return pathname === trimmed || pathname.startsWith(`${trimmed}/`);
}

/**
 * Guard 6: the address a phone leaves for, or null to stay. Null when no mobile address is
 * configured (empty), when it cannot be read, or when it is this site: the same origin and the
 * current page already inside its path (a mobile site at `/` of this origin is this very site).
 */
export function mobileLeaveTarget(mobileSiteUrl: string | null, current: URL): string | null {
  if (!mobileSiteUrl || !mobileSiteUrl.trim()) return null;
  let target: URL;
  try {
    target = new URL(mobileSiteUrl, current);
  } catch {
    return null;
  }
  if (target.protocol !== 'http:' && target.protocol !== 'https:') return null;
  if (target.origin === current.origin && isWithinPath(current.pathname, target.pathname)) {
    return null;
  }
  return target.toString();
}

/** Guard 6: mobile browsers by their user agent (phones and tablets, not desktop browsers). */
export function isMobileUserAgent(userAgent: string): boolean {
  return /Android|webOS|iPhone|iPad|iPod|BlackBerry|IEMobile|Opera Mini|Mobile|HarmonyOS/i.test(
    userAgent,
  );
}
