import { reaction } from 'mobx';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { resolveLocale } from '../i18n/instance';
import { createSiteI18n, switchLocale } from '../i18n/site';
import { applyRootFontSize } from '../theme/fontScale';
import { readsNestedRules } from '../theme/nestMediaRules';
import { App, createAppRouter, routerReady } from './App';
import { browserNavigationEnv, createBrowserRoot } from './bootstrap';
import { nextTask } from './nextTask';
import { keepSnapshotHint } from './snapshotHint';
import { drawnForMember, shownSnapshotLocale, snapshotLanguageOf } from './snapshotPage';
import '../stores/chat/register';

async function startSite(container: HTMLElement): Promise<void> {
  // spec section 2's root font size for this width, before anything is drawn
  applyRootFontSize(window);
  await nextTask();

  // Start-up: stores over the browser, then landing codes, pre-info, the member's data and the
  // register prompt (RootStore.start); the router's first navigation waits for it.
  const root = createBrowserRoot();
  // answers the first render reads but does not wait for are applied once it is committed
  // (src/stores/firstDraw.ts; App lets them through)
  root.firstDraw.hold();
  // 繁體 everywhere (issue 43): the server answers in the language the player reads, by the
  // snapshot_lang cookie (server/traditional.ts, docs/traditional-chinese.md), so what this page
  // holds came in the cookie's language as the page was asked for; when the player switches, the
  // page is asked for again, its names, titles and messages in the new one.
  const pageLanguage = snapshotLanguageOf(document.cookie) ?? 'zh-CN';
  keepSnapshotHint(root, document);
  // (after the cookie's own reaction: it is written before the page is asked for again; and only
  // where it took, or a browser that refuses it would ask again and again)
  reaction(
    () => root.site.language,
    (language) => {
      if (language !== pageLanguage && snapshotLanguageOf(document.cookie) === language)
        window.location.reload();
    },
  );
  // A page that arrived drawn (snapshotPage.ts) is taken over (hydrated) where the browser reads
  // nested style rules (nestMediaRules.ts): the first render draws what the server drew. A
  // member's drawing shows their own data loading (their name, their balance), so their first
  // render does too, and their data is asked for once it is committed.
  const drawnLocale = shownSnapshotLocale(document);
  const takesOver = drawnLocale !== null && readsNestedRules();
  const memberDataLater = takesOver && drawnForMember(document);
  await nextTask();
  const started = root.start({ memberData: !memberDataLater });
  if (memberDataLater) {
    void started
      .catch(() => undefined)
      .then(() => root.firstDraw.passed())
      .then(() => root.loadMemberData())
      .catch(() => undefined);
  }
  // the live chat: the site's room, as a guest or with the member's jwt (spec section 7). Its
  // store stays in this script: loading it after start-up put one more round trip and task
  // before the board's largest paint (Lighthouse, interleaved runs: LCP about 3.1 s eager, 3.8 s
  // late). A task of its own: a visitor's start-up ends within this task (the page carries its
  // answers), and the socket's opening made it a long one.
  // And after the page's first render: its messages change what that render draws.
  void started
    .catch(() => undefined)
    .then(() => root.firstDraw.passed())
    .then(() => setTimeout(() => root.chat.start(), 0));
  await nextTask();

  const router = createAppRouter(root, browserNavigationEnv(), started);
  await nextTask();

  // Simplified is in this script; a visitor who chose traditional waits for its catalogue (one
  // small file) rather than seeing the page switch language.
  //
  // A page that arrived drawn (snapshotPage.ts) keeps its picture until the live page is ready:
  // its first render is the page, not the starting screen, in the drawn page's language (the
  // site's configured one, which start-up would switch to).
  const i18n = createSiteI18n();
  const locale = resolveLocale(drawnLocale ?? root.site.language);
  await (locale === 'zh-CN' ? undefined : switchLocale(i18n, locale).catch(() => undefined));
  if (drawnLocale !== null) await routerReady(router);
  await nextTask();

  const app = (
    <StrictMode>
      <App root={root} router={router} i18n={i18n} takesOverDrawnPage={takesOver} />
    </StrictMode>
  );
  // a transition: the first render yields to the browser every few ms instead of blocking it.
  // The drawn page is taken over (hydrated): its elements and styles stay, and the first render
  // only attaches the live page to them instead of building the page again and restyling it.
  // Its class names are the browser's where it reads nested style rules (nestMediaRules.ts).
  startTransition(() => {
    if (takesOver) hydrateRoot(container, app);
    else createRoot(container).render(app);
  });
}

const container = document.getElementById('root');
if (!container) throw new Error('missing #root element');
void startSite(container);
