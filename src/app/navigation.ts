// Applies guards 1-7 on a navigation with the stores: the root route's loader calls
// `guardNavigation` for every navigation (its `shouldRevalidate` is always true), so the router's
// own navigation state drives the progress bar (guard 5).
import type { RootStore } from '../stores';
import {
  REGISTER_PROMPT_DELAY_MS,
  decideNavigation,
  mobileLeaveTarget,
  sportsChannelOf,
  wantsRegisterPrompt,
  type GuardDecision,
} from './guards';
import { HOME_PATH } from './routeTable';

export interface NavigationEnv {
  /** A mobile browser (guard 6). */
  mobile: boolean;
  /** Leaves the site for another address (the mobile site). */
  leaveTo: (url: string) => void;
}

export interface GuardOutcome {
  decision: GuardDecision;
  /** Where the router goes instead, or null to render the target. */
  redirectTo: string | null;
}

/**
 * Runs the guards for one navigation to `url`.
 * `initial`: the first navigation, right after `RootStore.start()` (which already fetched the
 * member's data and scheduled the register prompt).
 */
export async function guardNavigation(
  root: RootStore,
  url: URL,
  env: NavigationEnv,
  initial = false,
): Promise<GuardOutcome> {
  const { session, wallet, site, ui } = root;

  // 1: logged in -> user info on every navigation; a failure logs out and goes home (the store
  // clears the session, asks for home and opens login).
  if (session.isLoggedIn && !initial) {
    const ok = await session.ensureUserInfo();
    if (!ok) return { decision: { kind: 'allow' }, redirectTo: HOME_PATH };
  }
  // 3: the balance is refreshed on every navigation (not awaited: it never blocks a page).
  if (session.isLoggedIn && !initial) void wallet.refreshBalance();

  const decision = decideNavigation(
    { pathname: url.pathname, search: url.search, hash: url.hash },
    {
      loggedIn: session.isLoggedIn,
      bindPhone: session.bindPhone,
      bindRealName: session.bindRealName,
      depositEnabled: site.flags.deposit,
      mobile: env.mobile,
      mobileSiteUrl: leavingAddress(site.mobileSiteUrl, url),
    },
  );

  if (decision.kind === 'external') {
    env.leaveTo(decision.url);
    return { decision, redirectTo: null };
  }
  if (decision.kind === 'redirect') {
    if (decision.toast) ui.warning(decision.toast);
    return { decision, redirectTo: decision.to };
  }

  // 4: the embedded sports channel sets the channel mode (and loads its launch data); any other
  // route clears it. The theme follows the edition of the site store.
  const channel = sportsChannelOf(url.pathname);
  // (the sports stores load with the channel; channel mode implies they are loaded)
  if (channel) {
    await loadSportsStores();
    void root.sports.enter(channel);
  } else if (site.sportsChannelMode) root.sports.leave();

  // 7: register=1 for a visitor opens the register prompt after 500 ms (start-up does it for the
  // first page).
  if (!initial && wantsRegisterPrompt(url.search, session.isLoggedIn)) {
    root.clock.setTimeout(() => {
      if (!root.session.isLoggedIn) root.events.emit({ type: 'register' });
    }, REGISTER_PROMPT_DELAY_MS);
  }
  return { decision, redirectTo: null };
}

/**
 * The mobile site address, unless none is configured or it is this site (see
 * `mobileLeaveTarget`: same origin and the page already inside its path, by whole segments).
 */
export function leavingAddress(mobileSiteUrl: string | null, current: URL): string | null {
  return mobileLeaveTarget(mobileSiteUrl, current);
}

/** The sportsbook's stores (not in the first script: src/stores/features.ts). */
function loadSportsStores(): Promise<unknown> {
  return import('../stores/sports/register');
}
