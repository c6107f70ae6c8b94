// The drawn page a visitor's first load of home or a lobby, and a member's of those or the board,
// arrives with (src/app/snapshot.tsx renders it on the server): the page is painted from the
// HTML before the script has loaded, so the largest paint does not wait for the script. It is a
// picture, not a live page: #root is `inert` (nothing in it can be focused or typed into, and its
// buttons do nothing, so nothing a player does before the script runs is lost), and the script's
// first render takes it over (hydrates it) with the live page, which is drawn from the same data
// and looks the same (a member's own parts fill in after it). A tap on one of its in-site links
// loads that page at once, a plain page load (SNAPSHOT_HEAD_SCRIPT), as a page without script
// would.
import {
  BASE_FONT_PX,
  MIN_WIDTH,
  PHONE_BELOW,
  PHONE_FONT_PX,
  SCALE_BELOW,
} from '../theme/fontScale';
import { PAGE_DUE_CLASS, PAGE_DUE_MS } from '../components/drawnOnServer';
import type { Language } from '../stores/site/SiteStore';
import { StorageKey } from '../stores/storageKeys';

/** On #root while it holds the drawn page; its value is the page's language. */
export const SNAPSHOT_ATTR = 'data-snapshot';
/** The drawn page's styles (removed once the live page has its own). */
export const SNAPSHOT_CSS_ID = 'snapshot-css';
/** Set on <html> by the page's first script when the drawn page is not this player's. */
export const SNAPSHOT_OFF_CLASS = 'no-snapshot';
/** On <html> when the drawn page is a member's (isMemberSnapshotPath): its public
 * content, the member's own parts (name, balance) still loading. */
export const SNAPSHOT_FOR_ATTR = 'data-snapshot-for';

/** The language of the drawn page the page arrived with and shows (SNAPSHOT_HEAD_SCRIPT hides
 * it when it is not this player's), or null. */
export function shownSnapshotLocale(doc: Document): string | null {
  const locale = doc.getElementById('root')?.getAttribute(SNAPSHOT_ATTR) ?? null;
  return doc.documentElement.classList.contains(SNAPSHOT_OFF_CLASS) ? null : locale;
}

/** Whether the drawn page is a member's: drawn before the member's data was known, so the live
 * page's first render draws it loading too, and the member's data is asked for after it. */
export function drawnForMember(doc: Document): boolean {
  return doc.documentElement.getAttribute(SNAPSHOT_FOR_ATTR) === 'member';
}

/**
 * The live page is committed: the drawn page's marks go, and its styles unless the live page
 * took it over (hydrated it). A part React takes over later, once its script has loaded (the
 * chat button), has only the drawn page's styles until then; the live page's rules for the same
 * class names are the same rules, so keeping them changes nothing (and removing them restyled
 * the whole page).
 */
export function endSnapshot(doc: Document, { tookOver }: { tookOver: boolean }): void {
  const root = doc.getElementById('root');
  if (!root?.hasAttribute(SNAPSHOT_ATTR)) return;
  root.removeAttribute(SNAPSHOT_ATTR);
  root.removeAttribute('inert');
  if (!tookOver) doc.getElementById(SNAPSHOT_CSS_ID)?.remove();
  doc.documentElement.classList.remove(SNAPSHOT_OFF_CLASS);
}

/**
 * On the drawn page the scripts wait for its first paint: their preload links carry this rel (a
 * browser fetches nothing for it) until the page's first script makes them modulepreload links,
 * and the site's script is the link marked SNAPSHOT_ENTRY_ATTR, started then. A script fetched
 * or run before that paint comes before it: on a fast connection the browser runs the script
 * before it paints, and Lighthouse counts every script requested before the largest paint as
 * holding it up.
 */
export const SNAPSHOT_LATER_REL = 'modulepreload-later';
export const SNAPSHOT_ENTRY_ATTR = 'data-snapshot-entry';
/** The script starts once the drawn page is painted, or after this long where it is not (a tab
 * opened in the background paints nothing). */
const ENTRY_LATEST_MS = 1000;

/**
 * The page's first script, run before the body is drawn: the root font size for the window's
 * width (as applyRootFontSize, so the drawn page has the live page's sizes), and the drawn page
 * hidden where it is not what this player's live page will be: a visitor's drawing for a member
 * (a stored token) or a member's for a visitor (SNAPSHOT_FOR_ATTR), a
 * chosen language other than the page's (<html lang>), or the professional edition. Those
 * players see what they saw before: an empty page until the script draws theirs. Then it starts
 * the site's script (SNAPSHOT_ENTRY_ATTR). One fixed text, so the server's content security
 * policy allows it by its hash.
 */
// marked pure: only the server writes it into the page, so the site's bundle leaves it out
// (0.7 kB gzip it carried for nothing)
export const SNAPSHOT_HEAD_SCRIPT = /* @__PURE__ */ [
  '(function(){var d=document.documentElement,w=innerWidth;',
  // rootFontSize (src/theme/fontScale.ts) in the page's script; a unit test holds them equal
  `var px=w>=${SCALE_BELOW}?${BASE_FONT_PX}:w<${PHONE_BELOW}?${PHONE_FONT_PX}:`,
  `Math.round(${BASE_FONT_PX}*Math.max(w,${MIN_WIDTH})/${SCALE_BELOW}*100)/100;`,
  `d.style.setProperty('font-size',px+'px');`,
  // the page's 500 ms mark, from its load: a dialog drawn with it shows from then (the register
  // prompt of guard 7, drawn with the page when its address has register=1)
  `setTimeout(function(){d.classList.add(${JSON.stringify(PAGE_DUE_CLASS)});},`,
  `Math.max(0,${PAGE_DUE_MS}-performance.now()));`,
  // a member's drawing is hidden without a token, a visitor's with one
  `var off=0,m=d.getAttribute(${JSON.stringify(SNAPSHOT_FOR_ATTR)})==="member";`,
  `try{var s=localStorage,t=!!s.getItem(${JSON.stringify(StorageKey.token)});`,
  'off=t!==m',
  `||(s.getItem(${JSON.stringify(StorageKey.language)})||d.lang)!==d.lang`,
  `||s.getItem(${JSON.stringify(StorageKey.edition)})==='professional';`,
  '}catch(e){off=1;}',
  `if(off)d.classList.add(${JSON.stringify(SNAPSHOT_OFF_CLASS)});`,
  // a plain tap on an in-site link of the drawn page loads that page (the drawn page is inert:
  // the tap reaches the document, and the link under it is found with the page made hit-testable
  // for that one look); any other press on it reaches nothing
  'document.addEventListener("click",function(ev){',
  `var r=document.getElementById("root");if(!r||!r.hasAttribute(${JSON.stringify(SNAPSHOT_ATTR)})`,
  '||off||ev.button||ev.ctrlKey||ev.metaKey||ev.shiftKey||ev.altKey)return;',
  'r.inert=false;var t=document.elementFromPoint(ev.clientX,ev.clientY);r.inert=true;',
  'var a=t&&r.contains(t)&&t.closest("a[href]");',
  'if(!a||a.origin!==location.origin||a.target||a.hasAttribute("download"))return;',
  'ev.preventDefault();if(a.href!==location.href)location.assign(a.href);},true);',
  // the site's script starts once the drawn page is on the screen (see SNAPSHOT_ENTRY_ATTR)
  // one link a task: each costs the browser a few ms, together a long task
  `var done=0;function go(){if(done++)return;`,
  `var ls=[].slice.call(document.querySelectorAll('link[rel="${SNAPSHOT_LATER_REL}"]'));`,
  '(function next(){var l=ls.shift();if(!l)return;',
  `if(l.hasAttribute('${SNAPSHOT_ENTRY_ATTR}')){var e=document.createElement("script");`,
  'e.type="module";e.crossOrigin="";e.src=l.href;document.head.appendChild(e);}',
  `else l.rel='modulepreload';setTimeout(next,0);})();}`,
  "if(off||typeof PerformanceObserver!=='function')return go();",
  'try{new PerformanceObserver(function(list){',
  "if(list.getEntriesByName('first-contentful-paint').length)setTimeout(go,0);",
  "}).observe({type:'paint',buffered:true});}catch(e){return go();}",
  `setTimeout(go,${ENTRY_LATEST_MS});})();`,
].join('');

/** The value of the cookie `name` in a request's Cookie header (its first), or null. */
function cookieValue(cookieHeader: string | undefined, name: string): string | null {
  for (const part of (cookieHeader ?? '').split(';')) {
    const [key, value = ''] = part.trim().split('=');
    if (key === name) return value;
  }
  return null;
}

/** As long as browsers keep a cookie (400 days); the site sets it again on every visit. */
const HINT_MAX_AGE_S = 400 * 24 * 3600;

/**
 * Which drawing this player's browser takes: a visitor's (no cookie), a member's (`member`: the
 * pages that have a member's drawing, isMemberSnapshotPath in snapshot.tsx) or none (`none`: the
 * professional edition, which is never drawn). The site keeps it true as the player's state
 * changes (snapshotHint.ts), so the server sends a drawing the player will see rather than one
 * the head script hides. A hint only, with nothing secret in it: whatever it says, the head
 * script still hides a drawing that is not this player's. (A language other than the site's is
 * left to the head script.)
 */
export const SNAPSHOT_HINT_COOKIE = 'snapshot_for';
export type SnapshotHint = 'visitor' | 'member' | 'none';

/** The hint a request's Cookie header carries (`visitor` without one, or with another value). */
export function snapshotHintOf(cookieHeader: string | undefined): SnapshotHint {
  const value = cookieValue(cookieHeader, SNAPSHOT_HINT_COOKIE);
  return value === 'member' || value === 'none' ? value : 'visitor';
}

/** The language the player reads the site in (snapshotHint.ts keeps it), so the server draws
 * the page in it: without it, a player who chose 繁體 got no drawing (the head script hides one
 * in another language). Absent: the site's configured language. */
export const SNAPSHOT_LANG_COOKIE = 'snapshot_lang';

/** The language a request's Cookie header asks the drawing in, or null (the site's). */
export function snapshotLanguageOf(cookieHeader: string | undefined): Language | null {
  const value = cookieValue(cookieHeader, SNAPSHOT_LANG_COOKIE);
  return value === 'zh-CN' || value === 'zh-TW' ? value : null;
}

/** The Set-Cookie text (for document.cookie) of the player's language. */
export function snapshotLanguageCookie(language: Language): string {
  return `${SNAPSHOT_LANG_COOKIE}=${language}; Path=/; Max-Age=${HINT_MAX_AGE_S}; SameSite=Lax`;
}

/** The Set-Cookie text (for document.cookie) that sets the hint, or clears it for a visitor. */
export function snapshotHintCookie(hint: SnapshotHint): string {
  const value = hint === 'visitor' ? '' : hint;
  const age = hint === 'visitor' ? 0 : HINT_MAX_AGE_S;
  return `${SNAPSHOT_HINT_COOKIE}=${value}; Path=/; Max-Age=${age}; SameSite=Lax`;
}

/** Hides a drawn page that is not this player's (see SNAPSHOT_HEAD_SCRIPT). */
export const SNAPSHOT_OFF_CSS = `html.${SNAPSHOT_OFF_CLASS} #root[${SNAPSHOT_ATTR}]{display:none}`;
