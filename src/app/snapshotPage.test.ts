// The drawn page's first script (run by the browser before the body is drawn): it gives the
// page the live page's root font size, hides the drawn page from players whose live page differs,
// starts the site's script only once the drawn page is painted, and follows a tap on an in-site
// link of the drawn page.
import { describe, expect, it } from 'vitest';
import { PAGE_DUE_CLASS } from '../components/drawnOnServer';
import { rootFontSize } from '../theme/fontScale';
import {
  SNAPSHOT_ATTR,
  SNAPSHOT_ENTRY_ATTR,
  SNAPSHOT_FOR_ATTR,
  SNAPSHOT_HEAD_SCRIPT,
  SNAPSHOT_LATER_REL,
  SNAPSHOT_OFF_CLASS,
} from './snapshotPage';

/** An element of the drawn page under a tap: `link` is what closest('a[href]') finds. */
interface FakeTapped {
  link: {
    origin: string;
    href: string;
    target: string;
    hasAttribute(name: string): boolean;
  } | null;
}

const ORIGIN = 'https://site.example';

interface FakeLink {
  rel: string;
  href: string;
  hasAttribute(name: string): boolean;
}

/** Runs the script in a page of this width, language and storage; returns what it did. */
function runHeadScript(opts: {
  width?: number;
  lang?: string;
  stored?: Record<string, string>;
  storageThrows?: boolean;
  /** Whether #root still holds the drawn page (false once the live page is in). */
  drawn?: boolean;
  /** A member's drawing (SNAPSHOT_FOR_ATTR on <html>), else a visitor's. */
  forMember?: boolean;
  /** ms since the page's load when the script runs (performance.now()). */
  now?: number;
}) {
  const classes = new Set<string>();
  const style = new Map<string, string>();
  const links: FakeLink[] = [
    {
      rel: SNAPSHOT_LATER_REL,
      href: '/assets/index-1.js',
      hasAttribute: (n) => n === SNAPSHOT_ENTRY_ATTR,
    },
    { rel: SNAPSHOT_LATER_REL, href: '/assets/vendor-react-1.js', hasAttribute: () => false },
  ];
  const appended: { type: string; src: string }[] = [];
  const timers: { fn: () => void; ms: number }[] = [];
  const assigned: string[] = [];
  let clickListener: ((ev: Record<string, unknown>) => void) | null = null;
  // the element under the tap: closest('a[href]') finds its link
  let underTap: { closest(selector: string): FakeTapped['link'] } | null = null;
  const root = {
    inert: true,
    hasAttribute: (name: string) => name === SNAPSHOT_ATTR && (opts.drawn ?? true),
    contains: (el: unknown) => el === underTap,
  };
  let paintObserver: ((list: { getEntriesByName(n: string): unknown[] }) => void) | null = null;
  const document = {
    documentElement: {
      lang: opts.lang ?? 'zh-CN',
      getAttribute: (name: string) =>
        name === SNAPSHOT_FOR_ATTR && opts.forMember ? 'member' : null,
      style: { setProperty: (k: string, v: string) => style.set(k, v) },
      classList: { add: (c: string) => classes.add(c) },
    },
    getElementById: (id: string) => (id === 'root' ? root : null),
    // what the tap hits only while the drawn page is hit-testable
    elementFromPoint: () => (root.inert ? null : underTap),
    querySelectorAll: (selector: string) =>
      selector === `link[rel="${SNAPSHOT_LATER_REL}"]`
        ? links.filter((l) => l.rel === SNAPSHOT_LATER_REL)
        : [],
    createElement: () => ({ type: '', crossOrigin: '', src: '' }),
    head: { appendChild: (e: { type: string; src: string }) => appended.push(e) },
    addEventListener: (type: string, fn: (ev: Record<string, unknown>) => void) => {
      if (type === 'click') clickListener = fn;
    },
  };
  const localStorage = {
    getItem(key: string): string | null {
      if (opts.storageThrows) throw new Error('storage off');
      return opts.stored?.[key] ?? null;
    },
  };
  class PerformanceObserver {
    constructor(cb: typeof paintObserver) {
      paintObserver = cb;
    }
    observe(): void {}
  }
  const setTimeout = (fn: () => void, ms: number) => timers.push({ fn, ms });
  new Function(
    'document',
    'innerWidth',
    'localStorage',
    'PerformanceObserver',
    'setTimeout',
    'location',
    'performance',
    SNAPSHOT_HEAD_SCRIPT,
  )(
    document,
    opts.width ?? 1440,
    localStorage,
    PerformanceObserver,
    setTimeout,
    { origin: ORIGIN, href: `${ORIGIN}/`, assign: (url: string) => assigned.push(url) },
    { now: () => opts.now ?? 100 },
  );
  return {
    fontSize: style.get('font-size'),
    hidden: classes.has(SNAPSHOT_OFF_CLASS),
    /** The page's 500 ms mark (PAGE_DUE_CLASS) is on <html>. */
    due: () => classes.has(PAGE_DUE_CLASS),
    links,
    appended,
    /** A click on `tapped` (an element of the drawn page, or null for none): whether its default
     * was prevented, the pages loaded, and whether the drawn page is inert again. */
    tap: (tapped: FakeTapped | null, ev: Record<string, unknown> = {}) => {
      underTap = tapped && { closest: (sel) => (sel === 'a[href]' ? tapped.link : null) };
      let prevented = false;
      clickListener?.({
        button: 0,
        clientX: 10,
        clientY: 10,
        preventDefault: () => (prevented = true),
        ...ev,
      });
      return { prevented, assigned: [...assigned], inert: root.inert };
    },
    paint: (name: string) => paintObserver?.({ getEntriesByName: (n) => (n === name ? [{}] : []) }),
    /** Runs the timers due within `ms`. */
    runTimers: (ms = 0) => {
      for (let due = timers.find((t) => t.ms <= ms); due; due = timers.find((t) => t.ms <= ms)) {
        timers.splice(timers.indexOf(due), 1);
        due.fn();
      }
    },
  };
}

describe('the drawn page first script', () => {
  it("marks the page's 500 ms from its load (a dialog drawn with shownAt shows from then)", () => {
    const early = runHeadScript({ now: 120 });
    early.runTimers(379);
    expect(early.due()).toBe(false);
    early.runTimers(380);
    expect(early.due()).toBe(true);
    // a script run after the mark marks it at once
    const late = runHeadScript({ now: 900 });
    late.runTimers(0);
    expect(late.due()).toBe(true);
  });

  it('sets the root font size the live page sets, at every width', () => {
    for (const width of [
      320, 390, 767, 768, 1000, 1199, 1200, 1280, 1366, 1440, 1599, 1600, 1920, 2560,
    ]) {
      expect(runHeadScript({ width }).fontSize).toBe(`${rootFontSize(width)}px`);
    }
  });

  it('shows the drawn page to a visitor in its language and the classic edition', () => {
    expect(runHeadScript({}).hidden).toBe(false);
    expect(runHeadScript({ stored: { language: 'zh-CN', edition: 'classic' } }).hidden).toBe(false);
  });

  it('hides it from a member, another language, the professional edition, or without storage', () => {
    expect(runHeadScript({ stored: { token: 't' } }).hidden).toBe(true);
    expect(runHeadScript({ stored: { language: 'zh-TW' } }).hidden).toBe(true);
    expect(runHeadScript({ lang: 'zh-TW', stored: { language: 'zh-CN' } }).hidden).toBe(true);
    expect(runHeadScript({ stored: { edition: 'professional' } }).hidden).toBe(true);
    expect(runHeadScript({ storageThrows: true }).hidden).toBe(true);
  });

  it("shows a member's drawing (the sports board) to a member only, in its language and the classic edition", () => {
    const member = { token: 't' };
    expect(runHeadScript({ forMember: true, stored: member }).hidden).toBe(false);
    expect(runHeadScript({ forMember: true }).hidden).toBe(true);
    expect(
      runHeadScript({ forMember: true, stored: { ...member, language: 'zh-TW' } }).hidden,
    ).toBe(true);
    expect(
      runHeadScript({ forMember: true, stored: { ...member, edition: 'professional' } }).hidden,
    ).toBe(true);
    expect(runHeadScript({ forMember: true, storageThrows: true }).hidden).toBe(true);
  });

  it('starts the site script once the drawn page is painted, not before', () => {
    const page = runHeadScript({});
    page.paint('first-paint');
    page.runTimers();
    expect(page.appended).toEqual([]);
    expect(page.links.every((l) => l.rel === SNAPSHOT_LATER_REL)).toBe(true);
    page.paint('first-contentful-paint');
    page.runTimers();
    expect(page.appended).toEqual([{ type: 'module', crossOrigin: '', src: '/assets/index-1.js' }]);
    expect(page.links.map((l) => l.rel)).toEqual([SNAPSHOT_LATER_REL, 'modulepreload']);
  });

  it('starts it after a second where nothing is painted (a tab opened in the background)', () => {
    const page = runHeadScript({});
    page.runTimers(999);
    expect(page.appended).toEqual([]);
    page.runTimers(1000);
    expect(page.appended.map((e) => e.src)).toEqual(['/assets/index-1.js']);
    page.paint('first-contentful-paint');
    page.runTimers(1000);
    expect(page.appended).toHaveLength(1);
  });

  it('starts it at once where the drawn page is hidden', () => {
    const page = runHeadScript({ stored: { token: 't' } });
    expect(page.appended.map((e) => e.src)).toEqual(['/assets/index-1.js']);
  });

  const link = (href: string, extra: { target?: string; download?: boolean } = {}): FakeTapped => {
    const url = new URL(href, ORIGIN);
    return {
      link: {
        origin: url.origin,
        href: url.href,
        target: extra.target ?? '',
        hasAttribute: (name) => name === 'download' && extra.download === true,
      },
    };
  };

  it('loads the page of an in-site link tapped on the drawn page, and keeps the page inert', () => {
    const page = runHeadScript({});
    expect(page.tap(link('/game/egame'))).toEqual({
      prevented: true,
      assigned: [`${ORIGIN}/game/egame`],
      inert: true,
    });
  });

  it('follows no off-site link, new-tab link or download from the drawn page', () => {
    const page = runHeadScript({});
    expect(page.tap(link('https://elsewhere.example/x')).assigned).toEqual([]);
    expect(page.tap(link('/help', { target: '_blank' })).assigned).toEqual([]);
    expect(page.tap(link('/app.apk', { download: true })).assigned).toEqual([]);
  });

  it('leaves a press on anything but a link, a modified click and a second button alone', () => {
    const page = runHeadScript({});
    expect(page.tap({ link: null })).toEqual({ prevented: false, assigned: [], inert: true });
    expect(page.tap(link('/game/egame'), { ctrlKey: true }).assigned).toEqual([]);
    expect(page.tap(link('/game/egame'), { metaKey: true }).assigned).toEqual([]);
    expect(page.tap(link('/game/egame'), { button: 1 }).assigned).toEqual([]);
  });

  it('does nothing once the live page is in, or where the drawn page is hidden', () => {
    expect(runHeadScript({ drawn: false }).tap(link('/game/egame')).prevented).toBe(false);
    expect(runHeadScript({ stored: { token: 't' } }).tap(link('/game/egame')).assigned).toEqual([]);
  });
});
